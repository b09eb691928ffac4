import { useQuery } from '@tanstack/react-query';

import { useLogQueryError } from '@/lib/log-query-error';

import { categoriesQueryOptions } from '../api/get-categories';
import type { Category } from '../api/row-schemas';
import { CategoryInsights } from './category-insights';
import { CategoryNav } from './category-nav';

/**
 * The body of a category page: the side list of categories and the category's cards. A failed
 * category list is only logged: the side list then offers 'Todas as categorias' only.
 */
export function CategoryBrowser({ category }: { category: Category }) {
  const categories = useQuery(categoriesQueryOptions());

  useLogQueryError('Erro ao carregar categorias:', categories);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <CategoryNav categories={categories.data ?? [category]} currentSlug={category.slug} />
      </aside>
      <CategoryInsights category={category} />
    </div>
  );
}
