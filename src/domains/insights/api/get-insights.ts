import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { insightKeys } from './keys';
import { INSIGHT_WITH_CATEGORY, insightSummarySchema, type InsightSummary } from './schemas';

/** Every insight with its category, newest first. */
export async function getInsights(): Promise<InsightSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('insights')
    .select(INSIGHT_WITH_CATEGORY)
    .order('data_publicacao', { ascending: false })
    .order('created_at', { ascending: false })
    .retry(false);
  if (error) throw error;
  return z.array(insightSummarySchema).parse(data);
}

export function insightsQueryOptions() {
  return queryOptions({ queryKey: insightKeys.list(), queryFn: getInsights });
}

export function useInsights() {
  return useQuery(insightsQueryOptions());
}

/** Insight filter: one category id; empty means all. */
export function filterInsightsByCategory<T extends Pick<InsightSummary, 'categorias'>>(
  insights: readonly T[],
  categoryId: string,
): T[] {
  if (!categoryId) return [...insights];
  return insights.filter((insight) => insight.categorias?.id === categoryId);
}
