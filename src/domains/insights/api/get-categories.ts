import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { insightKeys } from './keys';
import { categorySchema, type Category } from './schemas';

/** Every category, by name. A failure is only logged by the pages. */
export async function getCategories(): Promise<Category[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('categorias').select('*').order('nome').retry(false);
  if (error) throw error;
  return z.array(categorySchema).parse(data);
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: insightKeys.categories(), queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
