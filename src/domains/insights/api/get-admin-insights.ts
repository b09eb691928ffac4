import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { containsPattern } from '@/lib/like-pattern';
import { parseRows } from '@/lib/supabase-result';
import { uniqueById } from '@/lib/unique-by-id';

import { selectInsightSummaries } from './get-insights';
import { insightKeys } from './keys';
import { insightSummarySchema, type InsightSummary } from './row-schemas';

/** The admin list loads 20 insights per page ('Carregar mais'). */
export const ADMIN_INSIGHTS_PAGE_SIZE = 20;

export interface AdminInsightsPage {
  items: InsightSummary[];
  /** The server returned a full page: there may be more (kept even if rows are later removed). */
  full: boolean;
}

export type AdminInsightsData = InfiniteData<AdminInsightsPage, unknown>;

/**
 * One page of the admin list: insights with their category, newest publication first,
 * 20 per range; `search` filters by title (`ilike`, any position, case-insensitive).
 */
export async function getAdminInsightsPage({
  search,
  offset,
}: {
  search: string;
  offset: number;
}): Promise<AdminInsightsPage> {
  const supabase = await getSupabase();
  let query = selectInsightSummaries(supabase);
  const term = search.trim();
  if (term) query = query.ilike('titulo', containsPattern(term));
  const items = await parseRows(
    insightSummarySchema,
    query.range(offset, offset + ADMIN_INSIGHTS_PAGE_SIZE - 1),
  );
  return { items, full: items.length === ADMIN_INSIGHTS_PAGE_SIZE };
}

/** Rows already loaded; the next range starts after them (rows deleted meanwhile are not counted). */
function loadedCount(pages: readonly AdminInsightsPage[]): number {
  return pages.reduce((total, page) => total + page.items.length, 0);
}

export function adminInsightsQueryOptions(search: string) {
  const term = search.trim();
  return infiniteQueryOptions({
    queryKey: insightKeys.admin.list(term),
    queryFn: ({ pageParam }) => getAdminInsightsPage({ search: term, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.full ? loadedCount(pages) : undefined),
  });
}

/** The loaded rows in order, each id once (a row can shift into the next range between loads). */
export function flattenInsightPages(data: AdminInsightsData | undefined): InsightSummary[] {
  return uniqueById((data?.pages ?? []).flatMap((page) => page.items));
}
