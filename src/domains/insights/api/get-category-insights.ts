import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { CATEGORY_PAGE_SIZE } from '@/content/insights';
import { getPublicClient } from '@/lib/get-supabase';
import { onlyPublic } from '@/lib/publication';
import { parseRows } from '@/lib/supabase-result';
import { uniqueById } from '@/lib/unique-by-id';

import { selectInsightSummaries } from './get-insights';
import { insightKeys } from './keys';
import { insightSummarySchema, type InsightSummary } from './row-schemas';

/** Page `page` (0-based) of a category's public insights, newest first, 12 per range. */
export async function getCategoryInsightsPage(
  categoryId: string,
  page: number,
  pageSize = CATEGORY_PAGE_SIZE,
): Promise<InsightSummary[]> {
  const supabase = await getPublicClient();
  const from = page * pageSize;
  return parseRows(
    insightSummarySchema,
    onlyPublic(selectInsightSummaries(supabase))
      .eq('categoria_id', categoryId)
      .range(from, from + pageSize - 1)
      .retry(false),
  );
}

/** More pages exist while the last one came back full. */
export function nextCategoryPage(
  lastPage: readonly unknown[],
  allPages: readonly unknown[],
  pageSize = CATEGORY_PAGE_SIZE,
): number | undefined {
  return lastPage.length === pageSize ? allPages.length : undefined;
}

/** The loaded pages as one list, duplicates by id removed (a row can move between pages). */
export function flattenCategoryPages(pages: readonly (readonly InsightSummary[])[]): InsightSummary[] {
  return uniqueById(pages.flat());
}

export function categoryInsightsQueryOptions(categoryId: string) {
  return infiniteQueryOptions({
    queryKey: insightKeys.byCategory(categoryId),
    queryFn: ({ pageParam }) => getCategoryInsightsPage(categoryId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextCategoryPage(lastPage, allPages),
  });
}

/** Waits for the category (`categoryId` undefined = not loaded yet). */
export function useCategoryInsights(categoryId: string | undefined) {
  return useInfiniteQuery({
    ...categoryInsightsQueryOptions(categoryId ?? ''),
    enabled: Boolean(categoryId),
  });
}
