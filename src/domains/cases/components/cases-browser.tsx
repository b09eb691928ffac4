import { useQuery } from '@tanstack/react-query';
import { Filter, SearchX, X } from 'lucide-react';
import { useId, useState } from 'react';

import { CARD_GRIDS, CardListFallback } from '@/components/content/card-list-fallback';
import { EmptyState } from '@/components/content/empty-state';
import { FilterChip } from '@/components/content/filter-chip';
import { Button } from '@/components/ui/button';
import { casesList } from '@/content/cases';
import { useHeldRefresh } from '@/lib/use-held-refresh';
import { useLogQueryError } from '@/lib/log-query-error';

import { casesQueryOptions, filterCasesByNiches } from '../api/get-cases';
import { nichesQueryOptions } from '../api/get-niches';
import { CaseCardList, CaseCardSkeleton } from './case-card';

/**
 * The body of /cases: niche filter as multi-select chips with 'Limpar filtros' (a
 * case shows when it has any selected niche), the grid of cards, and the loading, empty and
 * error states. A failed niche list is only logged: the cases still show, without the filter.
 */
export function CasesBrowser() {
  const cases = useQuery(casesQueryOptions());
  const shownCases = useHeldRefresh(cases.data, {
    id: 'cases-refreshed',
    label: casesList.refreshed.label,
    actionLabel: casesList.refreshed.action,
  });
  const niches = useQuery(nichesQueryOptions());
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const filterLabelId = useId();

  useLogQueryError('Erro ao carregar cases:', cases);
  useLogQueryError('Erro ao carregar nichos:', niches);

  if (!shownCases || cases.isError) {
    return <CardListFallback query={cases} copy={casesList} layout="wide" skeleton={<CaseCardSkeleton />} />;
  }

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  const visible = filterCasesByNiches(shownCases, selected);
  const filtered = selected.size > 0;

  return (
    <div>
      {niches.data && niches.data.length > 0 && (
        <div
          role="group"
          aria-labelledby={filterLabelId}
          className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4"
        >
          <p
            id={filterLabelId}
            className="inline-flex h-9 shrink-0 items-center gap-2 text-sm font-semibold text-ink-800"
          >
            <Filter aria-hidden="true" className="size-4 text-accent-700" />
            {casesList.filterLabel}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {niches.data.map((niche) => (
              <FilterChip key={niche.id} pressed={selected.has(niche.id)} onClick={() => toggle(niche.id)}>
                {niche.nome}
              </FilterChip>
            ))}
            {filtered && (
              <Button variant="ghost" size="sm" onClick={clear} className="text-accent-800">
                <X aria-hidden="true" />
                {casesList.clearFilters}
              </Button>
            )}
          </div>
        </div>
      )}

      <p role="status" className="mt-6 text-sm font-medium text-ink-600">
        {casesList.count(visible.length)}
      </p>

      {visible.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={casesList.empty.title}
          hint={filtered ? casesList.empty.hintFiltered : casesList.empty.hintUnfiltered}
          className="mt-4"
        >
          {filtered && (
            <Button variant="dark" onClick={clear}>
              <X aria-hidden="true" />
              {casesList.clearFilters}
            </Button>
          )}
        </EmptyState>
      ) : (
        <CaseCardList cases={visible} label={casesList.listLabel} className={`${CARD_GRIDS.wide} mt-4`} />
      )}
    </div>
  );
}
