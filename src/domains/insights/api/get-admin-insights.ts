import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { containsPattern } from '@/lib/like-pattern';
import { withPublicationFilter, type PublicationFilter } from '@/lib/publication-filter';
import { parseRows } from '@/lib/supabase-result';
import { uniqueById } from '@/lib/unique-by-id';

import { insightKeys } from './keys';
import { INSIGHT_SUMMARY_COLUMNS, insightSummarySchema, type InsightSummary } from './row-schemas';

/** The admin list loads 20 insights per page ('Carregar mais'). */
export const ADMIN_INSIGHTS_PAGE_SIZE = 20;

export interface AdminInsightsPage {
  items: InsightSummary[];
  /** The server returned a full page: there may be more (kept even if rows are later removed). */
  full: boolean;
}

export type AdminInsightsData = InfiniteData<AdminInsightsPage, unknown>;

export interface AdminInsightsFilters {
  /** By title (`ilike`, any position, case-insensitive); '' = every title. */
  search: string;
  filter: PublicationFilter;
}

/**
 * One page of the admin list: insights of the filter (drafts and scheduled ones included: staff
 * read them all) with their category, the latest publication moment first (then `id`, so ranges
 * never overlap or skip), 20 per range.
 */
export async function getAdminInsightsPage({
  search,
  filter,
  offset,
}: AdminInsightsFilters & { offset: number }): Promise<AdminInsightsPage> {
  const supabase = await getSupabase();
  let query = withPublicationFilter(supabase.from('insights').select(INSIGHT_SUMMARY_COLUMNS), filter);
  const term = search.trim();
  if (term) query = query.ilike('titulo', containsPattern(term));
  const items = await parseRows(
    insightSummarySchema,
    query
      .order('publicado_em', { ascending: false })
      .order('id')
      .range(offset, offset + ADMIN_INSIGHTS_PAGE_SIZE - 1),
  );
  return { items, full: items.length === ADMIN_INSIGHTS_PAGE_SIZE };
}

/** Rows already loaded; the next range starts after them (rows deleted meanwhile are not counted). */
function loadedCount(pages: readonly AdminInsightsPage[]): number {
  return pages.reduce((total, page) => total + page.items.length, 0);
}

export function adminInsightsQueryOptions({ search, filter }: AdminInsightsFilters) {
  const term = search.trim();
  return infiniteQueryOptions({
    queryKey: insightKeys.admin.list(term, filter),
    queryFn: ({ pageParam }) => getAdminInsightsPage({ search: term, filter, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.full ? loadedCount(pages) : undefined),
  });
}

/** The loaded rows in order, each id once (a row can shift into the next range between loads). */
export function flattenInsightPages(data: AdminInsightsData | undefined): InsightSummary[] {
  return uniqueById((data?.pages ?? []).flatMap((page) => page.items));
}
