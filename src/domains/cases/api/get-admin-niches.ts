import { queryOptions } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { nicheRowSchema, type Niche } from './case-schema';
import { caseKeys } from './keys';

/** Every niche with its description, by name (RPC `get_all_nichos`). */
export async function getAdminNiches(): Promise<Niche[]> {
  const supabase = await getSupabase();
  return parseRows(nicheRowSchema, supabase.rpc('get_all_nichos'));
}

export function adminNichesQueryOptions() {
  return queryOptions({ queryKey: caseKeys.niches.admin(), queryFn: getAdminNiches });
}
