import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';

import { CARD_GRIDS, CardListFallback } from '@/components/content/card-list-fallback';
import { EmptyState } from '@/components/content/empty-state';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { INSIGHTS_PATH } from '@/config/content-paths';
import { categoryPage, insightsList } from '@/content/insights';
import { useLogQueryError } from '@/lib/log-query-error';

import { flattenCategoryPages, useCategoryInsights } from '../api/get-category-insights';
import type { Category } from '../api/row-schemas';
import { InsightCardList, InsightCardSkeleton } from './insight-card';

/**
 * The cards of a category page: two columns, 12 per page, 'Carregar mais insights'
 * ('Carregando...' while the next page loads) while the last page came back full; duplicates by
 * id removed.
 */
export function CategoryInsights({ category }: { category: Category }) {
  const query = useCategoryInsights(category.id);

  useLogQueryError('Erro ao carregar insights da categoria:', query);

  // A failed first page; a failed later page keeps what is shown and offers the button again.
  if (query.isPending || (query.isError && !query.data)) {
    return (
      <CardListFallback
        query={query}
        copy={categoryPage}
        layout="narrow"
        skeleton={<InsightCardSkeleton />}
      />
    );
  }

  const insights = flattenCategoryPages(query.data.pages);
  if (insights.length === 0) {
    return (
      <EmptyState icon={FileSearch} title={categoryPage.empty.title} hint={categoryPage.empty.hint}>
        <Link to={INSIGHTS_PATH} className={buttonClasses('dark')}>
          {insightsList.empty.showAll}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div>
      <InsightCardList
        insights={insights}
        label={categoryPage.listLabel(category.nome)}
        className={CARD_GRIDS.narrow}
      />
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-8 text-center text-sm font-medium text-danger-800">
          {categoryPage.error.message}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            // aria-disabled (not disabled): a keyboard user keeps focus on the button while it loads.
            aria-disabled={query.isFetchingNextPage}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {query.isFetchingNextPage ? (
              <>
                <Spinner />
                {categoryPage.loadingMore}
              </>
            ) : (
              categoryPage.loadMore
            )}
          </Button>
        </div>
      )}
    </div>
  );
}
