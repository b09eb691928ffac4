import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';

import { nichoSchema, type Nicho } from './get-nichos';
import { adminCaseKeys, nichoKeys } from './admin-keys';
import { toNichoArgs, type NichoFormValues } from './nicho-schema';

/** RPC `create_nicho {nome, slug, descricao}`; returns the new niche. */
export async function createNicho(values: NichoFormValues): Promise<Nicho> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('create_nicho', toNichoArgs(values));
  if (error) throw error;
  return nichoSchema.parse(data);
}

export function useCreateNicho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNicho,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: nichoKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminCaseKeys.all }),
      ]),
  });
}
