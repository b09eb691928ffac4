import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

import {
  activeLeadFilterCount,
  leadFiltersFromParams,
  withLeadFilterParams,
  type LeadFilterValues,
} from '../utils/lead-filters';

/** The list's page (`useListUrlState`): a new filter shows its first page. */
const PAGE_PARAM = 'pagina';

export interface LeadFiltersState {
  /** The filters of the URL (`?etapa=…&origem=…&utm_source=…&utm_campaign=…&de=…&ate=…`). */
  filters: LeadFilterValues;
  /** How many narrow the list. */
  activeCount: number;
  /** Sets some filters (undefined: that filter off), keeping the others and the search. */
  update: (change: Partial<LeadFilterValues>) => void;
  /** 'Limpar filtros': every filter off (the search stays: it has its own box). */
  clear: () => void;
}

const sameFilters = (a: URLSearchParams, b: URLSearchParams) =>
  JSON.stringify(leadFiltersFromParams(a)) === JSON.stringify(leadFiltersFromParams(b));

/**
 * The lead list's filters, kept in the URL beside `busca` and `pagina`: a reload, the back button
 * and a shared link show the same leads, and the export reads the same filters. A change replaces
 * the history entry (as the search box does) and goes back to page 1.
 */
export function useLeadFilters(): LeadFiltersState {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL's text is the dependency
  const filters = useMemo(() => leadFiltersFromParams(params), [key]);

  // The URL and its setter as of the latest render: a campaign box writes after a pause, from a
  // timer set renders ago, and React Router's setter reads the parameters of its own render (it
  // would drop a filter chosen meanwhile).
  const latest = useRef({ params, setParams });
  // The URL the hook's writes replaced, until a render shows another: a render in between (the
  // list's data arriving before the navigation lands) still has it, and the next change must not
  // build on that (it would drop the filter just written).
  const replaced = useRef<string | null>(null);
  useEffect(() => {
    if (replaced.current === key) return;
    replaced.current = null;
    latest.current = { params, setParams };
  });

  const write = (next: (current: URLSearchParams) => LeadFilterValues) => {
    const { params: current, setParams: set } = latest.current;
    const written = withLeadFilterParams(current, next(current));
    // The same filters (a box's text settling on what it was): the page stays too.
    if (sameFilters(written, current)) return;
    written.delete(PAGE_PARAM);
    set(written, { replace: true, preventScrollReset: true });
    // A second change before the next render (two date boxes at once) builds on this one.
    replaced.current ??= current.toString();
    latest.current = { params: written, setParams: set };
  };

  return {
    filters,
    activeCount: activeLeadFilterCount(filters),
    update: (change) => write((current) => ({ ...leadFiltersFromParams(current), ...change })),
    clear: () => write(() => ({})),
  };
}
