import { queryOptions } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { caseRowSchema, type Case } from './case-schema';
import { getCaseNiches } from './get-case-niches';
import { caseKeys } from './keys';

export type AdminCase = Case & {
  /** Ids of the niches the case has now (`get_case_nichos`). */
  nicheIds: string[];
};

/** One case by id plus its niches (select by id; RPC `get_case_nichos`). */
export async function getAdminCase(id: string): Promise<AdminCase> {
  const supabase = await getSupabase();
  const [row, niches] = await Promise.all([
    parseRow(caseRowSchema, supabase.from('cases').select('*').eq('id', id).single()),
    getCaseNiches(id),
  ]);
  return { ...row, nicheIds: niches.map((niche) => niche.id) };
}

export function adminCaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: caseKeys.admin.detail(id),
    queryFn: () => getAdminCase(id),
    // The form copies the case once; a background refetch must not look like fresh data to edit.
    staleTime: Infinity,
    retry: false,
  });
}
