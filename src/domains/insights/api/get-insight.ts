import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { legacyInsightSlug } from '@/config/content-paths';
import { getPublicClient } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { INSIGHT_COLUMNS, insightSchema, type Insight } from './row-schemas';

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

/** The article at /insights/{categorySlug}/{postSlug}, or null ('Post não encontrado'). */
export function getInsight(categorySlug: string, postSlug: string): Promise<Insight | null> {
  return findInsightWithFallback(getInsightRowBySlug, categorySlug, postSlug);
}

export function insightQueryOptions(categorySlug: string, postSlug: string) {
  return queryOptions({
    queryKey: insightKeys.detail(categorySlug, postSlug),
    queryFn: () => getInsight(categorySlug, postSlug),
  });
}
