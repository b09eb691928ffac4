import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { CaseSummary } from './get-cases';
import { caseKeys } from './keys';

/** Deletes a case by id; its niche links go with it (on delete cascade). */
export async function deleteCase(id: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.from('cases').delete().eq('id', id));
}

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: (_data, id) => {
      // The deleted case leaves the list at once.
      queryClient.setQueryData<CaseSummary[]>(caseKeys.admin.list(), (rows) =>
        rows?.filter((row) => row.id !== id),
      );
      queryClient.removeQueries({ queryKey: caseKeys.admin.detail(id) });
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
