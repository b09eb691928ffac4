import { queryOptions } from '@tanstack/react-query';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getPublicClient, type PublicClient } from '@/lib/get-supabase';
import { onlyPublic } from '@/lib/publication';
import { parseRows } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { INSIGHT_SUMMARY_COLUMNS, insightSummarySchema, type InsightSummary } from './row-schemas';

/**
 * Insights with their category, newest publication first: every list of insights (public or
 * admin) starts here. `id` breaks ties, so the ranges of a paged list never overlap or skip a row.
 * Drafts and scheduled insights included for staff; the public lists narrow it with `onlyPublic`.
 */
export function selectInsightSummaries(supabase: PublicClient) {
  return supabase
    .from('insights')
    .select(INSIGHT_SUMMARY_COLUMNS)
    .order('publicado_em', { ascending: false })
    .order('id', { ascending: true });
}

/** Every public insight with its category, newest first, past max_rows too. */
export async function getInsights(): Promise<InsightSummary[]> {
  const supabase = await getPublicClient();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      insightSummarySchema,
      onlyPublic(selectInsightSummaries(supabase)).range(from, to).retry(false),
    ),
  );
}

export function insightsQueryOptions() {
  return queryOptions({ queryKey: insightKeys.list(), queryFn: getInsights });
}

/** Insight filter: one category id; empty means all. */
export function filterInsightsByCategory<T extends Pick<InsightSummary, 'categoria'>>(
  insights: readonly T[],
  categoryId: string,
): T[] {
  if (!categoryId) return [...insights];
  return insights.filter((insight) => insight.categoria?.id === categoryId);
}
