import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { nicheRowSchema, type Niche } from './case-schema';
import { caseKeys } from './keys';

/** Every niche with its description, by name (RPC `get_all_nichos`). */
export async function getAdminNiches(): Promise<Niche[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_all_nichos');
  if (error) throw error;
  return z.array(nicheRowSchema).parse(data);
}

export function adminNichesQueryOptions() {
  return queryOptions({ queryKey: caseKeys.niches.admin(), queryFn: getAdminNiches });
}

export function useAdminNiches() {
  return useQuery(adminNichesQueryOptions());
}
