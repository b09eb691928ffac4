import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPublicClient } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { caseNicheSchema, type CaseNiche } from './case-schema';
import { caseKeys } from './keys';

/** The niches of one case (RPC get_case_nichos), by name. */
export async function getCaseNiches(caseId: string): Promise<CaseNiche[]> {
  const supabase = await getPublicClient();
  return parseRows(caseNicheSchema, supabase.rpc('get_case_nichos', { p_case_id: caseId }).retry(false));
}

export function caseNichesQueryOptions(caseId: string) {
  return queryOptions({ queryKey: caseKeys.detailNiches(caseId), queryFn: () => getCaseNiches(caseId) });
}

/**
 * The niche badges of a case page. A failure is ignored: the page simply shows no
 * badges. Waits for the case (`caseId` undefined = not loaded yet).
 */
export function useCaseNiches(caseId: string | undefined): CaseNiche[] {
  const { data } = useQuery({
    ...caseNichesQueryOptions(caseId ?? ''),
    enabled: Boolean(caseId),
  });
  return data ?? [];
}
