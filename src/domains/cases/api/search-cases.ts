import { queryOptions } from '@tanstack/react-query';

import { getPublicClient } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { caseSummarySchema, type CaseSummary } from './get-cases';
import { caseKeys } from './keys';

/**
 * The public cases matching `query` (normalised, at most SEARCH_LIMITS.queryMax characters), best
 * first, with their niches (supabase/migrations/*_content_search.sql).
 */
export async function searchCases(query: string): Promise<CaseSummary[]> {
  const supabase = await getPublicClient();
  return parseRows(caseSummarySchema, supabase.rpc('search_cases', { q: query }).retry(false));
}

export function searchCasesQueryOptions(query: string) {
  return queryOptions({ queryKey: caseKeys.search(query), queryFn: () => searchCases(query) });
}
