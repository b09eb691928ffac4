import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FileSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { CARD_GRIDS, CardListFallback } from '@/components/content/card-list-fallback';
import { EmptyState } from '@/components/content/empty-state';
import { FilterChip } from '@/components/content/filter-chip';
import { Button } from '@/components/ui/button';
import { categoryPath } from '@/config/content-paths';
import { insightsList } from '@/content/insights';
import { useHeldRefresh } from '@/lib/use-held-refresh';
import { useLogQueryError } from '@/lib/log-query-error';

import { categoriesQueryOptions } from '../api/get-categories';
import { filterInsightsByCategory, insightsQueryOptions } from '../api/get-insights';
import { InsightCardList, InsightCardSkeleton } from './insight-card';

/**
 * The body of /insights: 'Todos' plus one chip per category (one selected at a
 * time; none = all), the cards, and the loading, empty and error states. A failed category list
 * is only logged: the insights still show, without the filter.
 */
export function InsightsBrowser() {
  const insights = useQuery(insightsQueryOptions());
  const shownInsights = useHeldRefresh(insights.data, {
    id: 'insights-refreshed',
    label: insightsList.refreshed.label,
    actionLabel: insightsList.refreshed.action,
  });
  const categories = useQuery(categoriesQueryOptions());
  const [categoryId, setCategoryId] = useState('');
  const filterLabelId = useId();

  useLogQueryError('Erro ao carregar insights:', insights);
  useLogQueryError('Erro ao carregar categorias:', categories);

  if (!shownInsights || insights.isError) {
    return (
      <CardListFallback
        query={insights}
        copy={insightsList}
        layout="wide"
        skeleton={<InsightCardSkeleton />}
      />
    );
  }

  const visible = filterInsightsByCategory(shownInsights, categoryId);
  const selected = categories.data?.find((category) => category.id === categoryId);

  return (
    <div>
      {categories.data && categories.data.length > 0 && (
        <div role="group" aria-labelledby={filterLabelId}>
          <p id={filterLabelId} className="sr-only">
            {insightsList.filterLabel}
          </p>
          <div className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
            <FilterChip pressed={categoryId === ''} onClick={() => setCategoryId('')}>
              {insightsList.allChip}
            </FilterChip>
            {categories.data.map((category) => (
              <FilterChip
                key={category.id}
                pressed={categoryId === category.id}
                onClick={() => setCategoryId(category.id)}
              >
                {category.nome}
              </FilterChip>
            ))}
          </div>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-ink-600">
          {insightsList.count(visible.length)}
        </p>
        {selected && (
          <Link
            to={categoryPath(selected.slug)}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-accent-800 underline-offset-4 hover:underline"
          >
            {insightsList.categoryLink(selected.nome)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>

      {visible.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title={insightsList.empty.title}
          hint={categoryId ? insightsList.empty.hintFiltered : insightsList.empty.hintUnfiltered}
          className="mt-4"
        >
          {categoryId && (
            <Button variant="dark" onClick={() => setCategoryId('')}>
              {insightsList.empty.showAll}
            </Button>
          )}
        </EmptyState>
      ) : (
        <InsightCardList
          insights={visible}
          label={insightsList.listLabel}
          className={`${CARD_GRIDS.wide} mt-4`}
        />
      )}
    </div>
  );
}
