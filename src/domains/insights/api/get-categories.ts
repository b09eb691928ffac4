import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { insightKeys } from './keys';
import { CATEGORY_COLUMNS, categorySchema, type Category } from './row-schemas';

/** Every category, by name: the chips of /insights, the side list of a category page, the admin select. */
export async function getCategories(): Promise<Category[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('categorias')
    .select(CATEGORY_COLUMNS)
    .order('nome')
    .retry(false);
  if (error) throw error;
  return z.array(categorySchema).parse(data);
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: insightKeys.categories(), queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
