import { useDeferredValue, useState } from 'react';

/** A list's search box and the rows it keeps. */
export interface ListSearch<T> {
  search: string;
  setSearch: (search: string) => void;
  /** The rows the search keeps (all of them while the box is empty). */
  shown: T[];
  /** A search is applied (it may lag behind the box while the list re-filters). */
  searching: boolean;
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
  return {
    search,
    setSearch,
    shown: rows ? filter(rows, deferredSearch) : [],
    searching: deferredSearch.trim() !== '',
  };
}
