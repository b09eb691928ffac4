import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { caseKeys } from './keys';

export const nicheSchema = z.object({ id: z.string(), nome: z.string(), slug: z.string() });

export type Niche = z.infer<typeof nicheSchema>;

/** Every niche, by name (`cases_nichos (id, nome, slug)`), for the filter chips. */
export async function getNiches(): Promise<Niche[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('cases_nichos')
    .select('id, nome, slug')
    .order('nome')
    .retry(false);
  if (error) throw error;
  return z.array(nicheSchema).parse(data);
}

export function nichesQueryOptions() {
  return queryOptions({ queryKey: caseKeys.niches(), queryFn: getNiches });
}

export function useNiches() {
  return useQuery(nichesQueryOptions());
}
