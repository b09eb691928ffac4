import { queryOptions } from '@tanstack/react-query';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { nicheRowSchema, type Niche } from './case-schema';
import { caseKeys } from './keys';

/**
 * Every niche with its description, by name (RPC `get_all_nichos`): the niches page and the case
 * form's pickers. A function's rows are capped at max_rows like a table's, so it is read in ranges,
 * ordered here (the order inside the function does not survive a range).
 */
export async function getAdminNiches(): Promise<Niche[]> {
  const supabase = await getSupabase();
  return fetchAllPages(({ from, to }) =>
    parseRows(nicheRowSchema, supabase.rpc('get_all_nichos').order('nome').order('id').range(from, to)),
  );
}

export function adminNichesQueryOptions() {
  return queryOptions({ queryKey: caseKeys.niches.admin(), queryFn: getAdminNiches });
}
