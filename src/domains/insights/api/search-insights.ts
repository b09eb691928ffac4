import { queryOptions } from '@tanstack/react-query';

import { getPublicClient } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { insightSummarySchema, type InsightSummary } from './row-schemas';

/**
 * The public articles matching `query` (normalised, at most SEARCH_LIMITS.queryMax characters),
 * best first: title matches, then the rest by rank (supabase/migrations/*_content_search.sql).
 */
export async function searchInsights(query: string): Promise<InsightSummary[]> {
  const supabase = await getPublicClient();
  return parseRows(insightSummarySchema, supabase.rpc('search_insights', { q: query }).retry(false));
}

export function searchInsightsQueryOptions(query: string) {
  return queryOptions({ queryKey: insightKeys.search(query), queryFn: () => searchInsights(query) });
}

/** 'Leia também': three public articles near `insightId` (same category, then shared words), never itself. */
export async function getRelatedInsights(insightId: string): Promise<InsightSummary[]> {
  const supabase = await getPublicClient();
  return parseRows(
    insightSummarySchema,
    supabase.rpc('related_insights', { insight_id: insightId }).retry(false),
  );
}

export function relatedInsightsQueryOptions(insightId: string) {
  return queryOptions({
    queryKey: insightKeys.related(insightId),
    queryFn: () => getRelatedInsights(insightId),
  });
}
