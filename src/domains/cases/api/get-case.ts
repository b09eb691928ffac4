import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';

import { caseRowSchema, type Case } from './case-schema';
import { caseKeys } from './keys';

/**
 * One case by slug, or null when there is none: the page shows 'Case não encontrado'.
 * A failed request throws (the page shows the connection error and its retry).
 */
export async function getCaseBySlug(slug: string): Promise<Case | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('cases')
    .select('*')
    .eq('slug', slug)
    .maybeSingle()
    .retry(false);
  if (error) throw error;
  return data === null ? null : caseRowSchema.parse(data);
}

export function caseQueryOptions(slug: string) {
  return queryOptions({ queryKey: caseKeys.detail(slug), queryFn: () => getCaseBySlug(slug) });
}

export function useCase(slug: string) {
  return useQuery(caseQueryOptions(slug));
}
