import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';

import { nichoSchema, type Nicho } from './get-nichos';
import { adminCaseKeys, nichoKeys } from './admin-keys';
import { toNichoArgs, type NichoFormValues } from './nicho-schema';

export interface UpdateNichoInput {
  id: string;
  values: NichoFormValues;
}

/** RPC `update_nicho {nicho_id, nome, slug, descricao}`; returns the updated niche. */
export async function updateNicho({ id, values }: UpdateNichoInput): Promise<Nicho> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('update_nicho', { nicho_id: id, ...toNichoArgs(values) });
  if (error) throw error;
  return nichoSchema.parse(data);
}

export function useUpdateNicho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNicho,
    onSuccess: () =>
      Promise.all([
        // Niche names show in the case lists (admin and public) too.
        queryClient.invalidateQueries({ queryKey: nichoKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminCaseKeys.all }),
      ]),
  });
}
