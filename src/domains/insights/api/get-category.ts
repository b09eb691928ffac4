import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getPublicClient } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { CATEGORY_PAGE_COLUMNS, categoryPageSchema, type CategoryPage } from './row-schemas';

/**
 * One category by slug, with its SEO fields, or null when there is none ('Categoria não encontrada').
 * A failed request throws: the page shows the connection error instead of claiming the category
 * does not exist.
 */
export async function getCategoryBySlug(slug: string): Promise<CategoryPage | null> {
  const supabase = await getPublicClient();
  return parseRow(
    z.nullable(categoryPageSchema),
    supabase.from('categorias').select(CATEGORY_PAGE_COLUMNS).eq('slug', slug).maybeSingle().retry(false),
  );
}

export function categoryQueryOptions(slug: string) {
  return queryOptions({ queryKey: insightKeys.category(slug), queryFn: () => getCategoryBySlug(slug) });
}
