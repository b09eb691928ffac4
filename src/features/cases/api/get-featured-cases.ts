import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { caseKeys } from './keys';

export const featuredCaseSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  slug: z.string(),
});

export type FeaturedCase = z.infer<typeof featuredCaseSchema>;

export const FEATURED_CASES_LIMIT = 6;

/** Featured cases, newest first (public: anon can read `cases`). */
export async function getFeaturedCases(limit = FEATURED_CASES_LIMIT): Promise<FeaturedCase[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('cases')
    .select('id, titulo, slug')
    .eq('destaque', true)
    .order('data_publicacao', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return z.array(featuredCaseSchema).parse(data);
}

export function featuredCasesQueryOptions(limit = FEATURED_CASES_LIMIT) {
  return queryOptions({
    queryKey: caseKeys.featured(limit),
    queryFn: () => getFeaturedCases(limit),
  });
}

export function useFeaturedCases(limit = FEATURED_CASES_LIMIT) {
  return useQuery(featuredCasesQueryOptions(limit));
}
