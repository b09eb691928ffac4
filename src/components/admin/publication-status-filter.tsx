import { useSearchParams } from 'react-router';

import { FilterChip } from '@/components/content/filter-chip';
import { PUBLICATION_FILTERS, type PublicationFilter } from '@/lib/publication-filter';
import { cn } from '@/lib/utils';

/** `?situacao=rascunhos|agendados|publicados` (none: every item), beside `busca` and `pagina`. */
const FILTER_PARAM = 'situacao';
/** The list's page (`useListUrlState`): another filter shows its first page. */
const PAGE_PARAM = 'pagina';

const FILTER_LABELS: Record<PublicationFilter, string> = {
  todos: 'Todos',
  rascunhos: 'Rascunhos',
  agendados: 'Agendados',
  publicados: 'Publicados',
};

function isPublicationFilter(value: string | null): value is PublicationFilter {
  return (PUBLICATION_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * A content list's publication filter, kept in the URL as its search is (a reload, the back button
 * and a shared link show the same rows); an unknown value shows every item. A change replaces the
 * history entry and goes back to the first page.
 */
export function usePublicationFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get(FILTER_PARAM);
  const filter: PublicationFilter = isPublicationFilter(value) ? value : 'todos';
  const setFilter = (next: PublicationFilter) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next === 'todos') nextParams.delete(FILTER_PARAM);
        else nextParams.set(FILTER_PARAM, next);
        nextParams.delete(PAGE_PARAM);
        return nextParams;
      },
      { replace: true, preventScrollReset: true },
    );
  return { filter, setFilter };
}

interface PublicationStatusFilterProps {
  value: PublicationFilter;
  onChange: (filter: PublicationFilter) => void;
  className?: string;
}

/** The chips 'Todos', 'Rascunhos', 'Agendados', 'Publicados' under the legend 'Situação'. */
export function PublicationStatusFilter({ value, onChange, className }: PublicationStatusFilterProps) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-1.5 text-sm font-medium text-ink-900">Situação</legend>
      <div className="flex flex-wrap gap-2">
        {PUBLICATION_FILTERS.map((filter) => (
          <FilterChip
            key={filter}
            pressed={value === filter}
            onClick={() => onChange(filter)}
            className="h-8 px-3"
          >
            {FILTER_LABELS[filter]}
          </FilterChip>
        ))}
      </div>
    </fieldset>
  );
}
