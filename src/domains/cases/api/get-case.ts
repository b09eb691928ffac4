import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { toSaoPauloDateTimeInput } from '@/lib/dates';
import { getImageDescriptions, type ImageDescriptions } from '@/lib/image-descriptions';
import { getPublicClient } from '@/lib/get-supabase';
import { getPendingPreview, type StagedPreview } from '@/lib/pending-changes';
import { parseRow } from '@/lib/supabase-result';

import { caseRowSchema, type Case } from './case-schema';
import { caseKeys } from './keys';

/** The request for one case by its slug (also started by the SPA shell: `ContentPrefetch`). */
export const caseBySlugRequest = { table: 'cases', select: '*', slugColumn: 'slug' } as const;

/**
 * One case by slug, or null when there is none: the page shows 'Case não encontrado'.
 * A failed request throws (the page shows the connection error and its retry).
 */
export async function getCaseBySlug(slug: string): Promise<PreviewedCase | null> {
  const supabase = await getPublicClient();
  const live = await parseRow(
    z.nullable(caseRowSchema),
    supabase
      .from(caseBySlugRequest.table)
      .select(caseBySlugRequest.select)
      .eq(caseBySlugRequest.slugColumn, slug)
      .maybeSingle()
      .retry(false),
  );
  if (!live) return null;
  const item = await withPendingChanges(live);
  const images = await getImageDescriptions([
    item.imagem_destacada,
    item.depoimento_foto,
    ...(item.galeria ?? []),
  ]);
  return { ...item, images };
}

/**
 * A case as its page shows it: with `staged` when it previews pending changes (staff only), and
 * the media library's descriptions of its images.
 */
export type PreviewedCase = Case & { staged?: StagedPreview; images?: ImageDescriptions };

/**
 * The case with its pending changes over it, when a staff member opens its public address while
 * it has some ('Alterações pendentes'; its niches: `getCaseNiches`); as it is for everyone else.
 */
async function withPendingChanges(live: Case): Promise<Case & { staged?: StagedPreview }> {
  const set = await getPendingPreview('case', live.id);
  if (!set) return live;
  const staged = caseRowSchema.parse({ ...live, ...set.fields });
  return {
    ...staged,
    // The day the page shows follows the moment, as the database derives it.
    data_publicacao: toSaoPauloDateTimeInput(staged.publicado_em).slice(0, 10),
    staged: { publishAt: set.publish_at },
  };
}

export function caseQueryOptions(slug: string) {
  return queryOptions({ queryKey: caseKeys.detail(slug), queryFn: () => getCaseBySlug(slug) });
}
