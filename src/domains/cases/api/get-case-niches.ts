import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPublicClient } from '@/lib/get-supabase';
import { getPendingPreview } from '@/lib/pending-changes';
import { parseRows } from '@/lib/supabase-result';

import { caseNicheSchema, type CaseNiche } from './case-schema';
import { caseKeys } from './keys';

/** The RPC of a case's niches (also called by the SPA shell: `ContentPrefetch.itemRpc`). */
export const caseNichesRpc = { rpc: 'get_case_nichos', param: 'p_case_id' } as const;

/**
 * The niches of one case (RPC get_case_nichos), by name; for a staff member previewing its pending
 * changes, the niches those give it.
 */
export async function getCaseNiches(caseId: string): Promise<CaseNiche[]> {
  const [supabase, set] = await Promise.all([getPublicClient(), getPendingPreview('case', caseId)]);
  if (set?.nicho_ids) {
    return parseRows(
      caseNicheSchema,
      supabase.from('cases_nichos').select('id, nome').in('id', set.nicho_ids).order('nome').retry(false),
    );
  }
  return parseRows(
    caseNicheSchema,
    supabase.rpc(caseNichesRpc.rpc, { [caseNichesRpc.param]: caseId }).retry(false),
  );
}

export function caseNichesQueryOptions(caseId: string) {
  return queryOptions({ queryKey: caseKeys.detailNiches(caseId), queryFn: () => getCaseNiches(caseId) });
}

/**
 * The niche badges of a case page: undefined while they load (the page waits, so the badges
 * never push the page down), empty when the request failed (the page shows no badges). Waits
 * for the case (`caseId` undefined = not loaded yet).
 */
export function useCaseNiches(caseId: string | undefined): CaseNiche[] | undefined {
  const { data, isError } = useQuery({
    ...caseNichesQueryOptions(caseId ?? ''),
    enabled: Boolean(caseId),
    // The page waits for them: retries (1 s, then 2 s) would hold it for badges it can do without.
    retry: false,
  });
  return isError ? [] : data;
}
