import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { legacyInsightSlug } from '@/config/content-paths';
import { toSaoPauloDateTimeInput } from '@/lib/dates';
import { getPublicClient } from '@/lib/get-supabase';
import { getImageDescriptions, type ImageDescriptions } from '@/lib/image-descriptions';
import { getPendingPreview, type StagedPreview } from '@/lib/pending-changes';
import { parseRow } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { categorySchema, INSIGHT_COLUMNS, insightSchema, type Insight } from './row-schemas';

/**
 * Look the article up by `postSlug`; when that fails (no row or an error), retry with the
 * old path-shaped slug `/{categorySlug}/{postSlug}`. Null when neither exists; an error of the
 * first attempt is rethrown when the second finds nothing either (so an unreachable API is never
 * reported as 'Post não encontrado').
 */
export async function findInsightWithFallback<T>(
  fetchBySlug: (slug: string) => Promise<T | null>,
  categorySlug: string,
  postSlug: string,
): Promise<T | null> {
  let firstError: unknown;
  try {
    const found = await fetchBySlug(postSlug);
    if (found !== null) return found;
  } catch (error) {
    firstError = error;
  }
  const found = await fetchBySlug(legacyInsightSlug(categorySlug, postSlug));
  if (found !== null) return found;
  if (firstError !== undefined) throw firstError;
  return null;
}

/** The request for one insight by its slug (also started by the SPA shell: `ContentPrefetch`). */
export const insightBySlugRequest = {
  table: 'insights',
  select: INSIGHT_COLUMNS,
  slugColumn: 'slug',
} as const;

async function getInsightRowBySlug(slug: string): Promise<Insight | null> {
  const supabase = await getPublicClient();
  return parseRow(
    z.nullable(insightSchema),
    supabase
      .from(insightBySlugRequest.table)
      .select(insightBySlugRequest.select)
      .eq(insightBySlugRequest.slugColumn, slug)
      .maybeSingle()
      .retry(false),
  );
}

/**
 * An article as its page shows it: with `staged` when it previews pending changes (staff only),
 * and the media library's description of its cover (its body's images carry their own alt text).
 */
export type PreviewedInsight = Insight & { staged?: StagedPreview; images?: ImageDescriptions };

const embeddedCategorySchema = z.nullable(z.pick(categorySchema, { id: true, nome: true, slug: true }));

/**
 * The article with its pending changes over it, when a staff member opens its public address
 * while it has some ('Alterações pendentes'); as it is for everyone else.
 */
export async function withPendingChanges(live: Insight): Promise<Insight & { staged?: StagedPreview }> {
  const set = await getPendingPreview('insight', live.id);
  if (!set) return live;
  const staged = insightSchema.parse({ ...live, ...set.fields });
  const categoria =
    staged.categoria_id === null
      ? null
      : staged.categoria_id === live.categoria_id
        ? live.categoria
        : await parseRow(
            embeddedCategorySchema,
            (await getPublicClient())
              .from('categorias')
              .select('id, nome, slug')
              .eq('id', staged.categoria_id)
              .maybeSingle()
              .retry(false),
          );
  return {
    ...staged,
    categoria,
    // The day the page shows follows the moment, as the database derives it.
    data_publicacao: toSaoPauloDateTimeInput(staged.publicado_em).slice(0, 10),
    staged: { publishAt: set.publish_at },
  };
}

/** The article at /insights/{categorySlug}/{postSlug}, or null ('Post não encontrado'). */
export async function getInsight(categorySlug: string, postSlug: string): Promise<PreviewedInsight | null> {
  const live = await findInsightWithFallback(getInsightRowBySlug, categorySlug, postSlug);
  if (!live) return null;
  const item = await withPendingChanges(live);
  return { ...item, images: await getImageDescriptions([item.imagem]) };
}

export function insightQueryOptions(categorySlug: string, postSlug: string) {
  return queryOptions({
    queryKey: insightKeys.detail(categorySlug, postSlug),
    queryFn: () => getInsight(categorySlug, postSlug),
  });
}
