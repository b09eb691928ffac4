import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';

import type { Nicho } from './get-nichos';
import { adminCaseKeys, nichoKeys } from './admin-keys';

/** RPC `delete_nicho {nicho_id}` (its links to cases go with it). */
export async function deleteNicho(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('delete_nicho', { nicho_id: id });
  if (error) throw error;
}

export function useDeleteNicho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNicho,
    onSuccess: (_data, id) => {
      // The deleted niche leaves the list at once.
      queryClient.setQueryData<Nicho[]>(nichoKeys.list(), (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: nichoKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminCaseKeys.all });
    },
  });
}
