import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { Niche } from './case-schema';
import { caseKeys } from './keys';

/** RPC `delete_nicho {nicho_id}` (its links to cases go with it). */
export async function deleteNiche(id: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.rpc('delete_nicho', { nicho_id: id }));
}

export function useDeleteNiche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNiche,
    onSuccess: (_data, id) => {
      // The deleted niche leaves the list at once.
      queryClient.setQueryData<Niche[]>(caseKeys.niches.admin(), (rows) =>
        rows?.filter((row) => row.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
