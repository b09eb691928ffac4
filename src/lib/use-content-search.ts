import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { SEARCH_PARAM } from './host-files';
import { normalizeSearch, searchQueryError } from './search-query';
import { useHydrated } from './use-hydrated';

/** How long typing pauses before the results follow. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ContentSearch {
  /** What the results show ('' = no search): the address's `?q=`. */
  query: string;
  /** Why `query` cannot be searched for (too long), or undefined. */
  error: string | undefined;
  /** The box's text. */
  text: string;
  setText: (text: string) => void;
  /** Searches for the box's text now (Enter, 'Buscar'). */
  submit: () => void;
}

/**
 * A list's search, kept in the address (`?q=`, so it can be shared): the box's text goes there
 * once typing pauses, or at once when the form is sent; the address going elsewhere (back, 'Limpar
 * busca') puts its search back in the box.
 *
 * While hydrating, the page must render what its HTML shows: the results when the host rendered
 * them for this address (`rendered(query)`: their query is in the prerendered cache), else the
 * list without a search — a static host served the prerendered page, and the app (started at
 * once by the starter: scripts/build/app-starter.js) shows the results right after. The host
 * rendered them when the search's query (`searchKey`) is in the prerendered cache, or when there
 * was nothing to fetch (a search too long, said as an error).
 */
export function useContentSearch(searchKey: (query: string) => QueryKey): ContentSearch {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const addressQuery = normalizeSearch(params.get(SEARCH_PARAM) ?? '');
  const hydrated = useHydrated();
  const rendered =
    searchQueryError(addressQuery) !== undefined ||
    queryClient.getQueryData(searchKey(addressQuery)) !== undefined;
  const query = hydrated || rendered ? addressQuery : '';
  const [text, setText] = useState(query);
  /** The last search this hook put in the address (or took from it). */
  const current = useRef(query);

  useEffect(() => {
    if (query === current.current) return;
    current.current = query;
    setText(query);
  }, [query]);

  const search = useCallback(
    (value: string) => {
      const next = normalizeSearch(value);
      current.current = next;
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set(SEARCH_PARAM, next);
          else updated.delete(SEARCH_PARAM);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (normalizeSearch(text) === current.current) return;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  return { query, error: searchQueryError(query), text, setText, submit: () => search(text) };
}
