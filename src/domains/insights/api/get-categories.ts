import { queryOptions } from '@tanstack/react-query';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getPublicClient } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { CATEGORY_COLUMNS, categorySchema, type Category } from './row-schemas';

/** Every category, by name: the chips of /insights, the side list of a category page, the admin select. */
export async function getCategories(): Promise<Category[]> {
  const supabase = await getPublicClient();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      categorySchema,
      supabase
        .from('categorias')
        .select(CATEGORY_COLUMNS)
        .order('nome')
        .order('id')
        .range(from, to)
        .retry(false),
    ),
  );
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: insightKeys.categories(), queryFn: getCategories });
}
