import { useDeleteById, withoutRow } from '@/lib/delete-by-id';
import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { Niche } from './case-schema';
import { caseKeys } from './keys';

/** RPC `delete_nicho {nicho_id}` (its links to cases go with it). */
export async function deleteNiche(id: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.rpc('delete_nicho', { nicho_id: id }));
}

/** The niche leaves the admin list at once; the case lists and pages that named it are refreshed. */
export function useDeleteNiche() {
  return useDeleteById(deleteNiche, {
    lists: caseKeys.niches.admin(),
    without: withoutRow<Niche>,
    all: caseKeys.all,
  });
}
