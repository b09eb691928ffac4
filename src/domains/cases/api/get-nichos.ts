import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { nichoKeys } from './admin-keys';

export const nichoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  slug: z.string(),
  descricao: z.nullable(z.string()),
});

export type Nicho = z.infer<typeof nichoSchema>;

/** Every niche, by name (RPC `get_all_nichos`). */
export async function getNichos(): Promise<Nicho[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_all_nichos');
  if (error) throw error;
  return z.array(nichoSchema).parse(data);
}

export function nichosQueryOptions() {
  return queryOptions({
    queryKey: nichoKeys.list(),
    queryFn: getNichos,
  });
}

export function useNichos() {
  return useQuery(nichosQueryOptions());
}
