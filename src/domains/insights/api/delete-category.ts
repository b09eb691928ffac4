import { useDeleteById, withoutRow } from '@/lib/delete-by-id';
import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { AdminCategory } from './get-admin-categories';
import { insightKeys } from './keys';

/**
 * Delete by id (categories have no trash). Its articles stay, without a category: the public ones
 * move under /insights/sem-categoria and its page redirects to /insights (the database records the
 * redirects, *_publishing.sql and *_category_seo.sql).
 */
export async function deleteCategory(id: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.from('categorias').delete().eq('id', id));
}

/** The category leaves the list at once; the articles and pages that named it are refreshed. */
export function useDeleteCategory() {
  return useDeleteById(deleteCategory, {
    lists: insightKeys.admin.categories(),
    without: withoutRow<AdminCategory>,
    all: insightKeys.all,
  });
}
