import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { categoryRowSchema, type CategoryRow } from './row-schemas';

/** A category as 'Categorias' lists it: the whole row and how many articles it has. */
export type AdminCategory = CategoryRow & {
  /** Articles in it that staff see (drafts and scheduled ones too; not the trash). */
  artigos: number;
};

const articleCountSchema = z.object({ categoria_id: z.string(), artigos: z.number() });

/**
 * Every category by name, with its number of articles (RPC `category_article_counts`, which
 * counts as the caller: staff count drafts too). Both are read in ranges (max_rows).
 */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  const supabase = await getSupabase();
  const [categories, counts] = await Promise.all([
    fetchAllPages<CategoryRow>(({ from, to }) =>
      parseRows(
        categoryRowSchema,
        supabase.from('categorias').select('*').order('nome').order('id').range(from, to),
      ),
    ),
    fetchAllPages<{ id: string; artigos: number }>(async ({ from, to }) => {
      const rows = await parseRows(
        articleCountSchema,
        supabase.rpc('category_article_counts').order('categoria_id').range(from, to),
      );
      return rows.map((row) => ({ id: row.categoria_id, artigos: row.artigos }));
    }),
  ]);
  const byCategory = new Map(counts.map((count) => [count.id, count.artigos]));
  return categories.map((category) => ({ ...category, artigos: byCategory.get(category.id) ?? 0 }));
}

export function adminCategoriesQueryOptions() {
  return queryOptions({ queryKey: insightKeys.admin.categories(), queryFn: getAdminCategories });
}
