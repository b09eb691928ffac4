import { useDeferredValue, useState } from 'react';

/** A list's search box and the rows it keeps. */
export interface ListSearch<T> {
  search: string;
  setSearch: (search: string) => void;
  /** The rows the search keeps (all of them while the box is empty). */
  shown: T[];
  /** A search is applied (it may lag behind the box while the list re-filters). */
  searching: boolean;
  /**
   * `AdminSearchCard`'s count once the rows are loaded: all of them, and how many the search keeps
   * while one is applied ('3 de 10 usuários').
   */
  count: { total: number; shown?: number } | undefined;
}

/**
 * The search of a loaded list, filtered through `filter` with a deferred copy of the box's text,
 * so typing stays responsive on a long list.
 */
export function useListSearch<T>(
  rows: readonly T[] | undefined,
  filter: (rows: readonly T[], search: string) => T[],
): ListSearch<T> {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = rows ? filter(rows, deferredSearch) : [];
  const searching = deferredSearch.trim() !== '';
  return {
    search,
    setSearch,
    shown,
    searching,
    count: rows && { total: rows.length, shown: searching ? shown.length : undefined },
  };
}
