import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Waits this long after the last keystroke before the search reaches the URL (and the server). */
const SEARCH_DEBOUNCE_MS = 300;
const PAGE_PARAM = 'pagina';
const SEARCH_PARAM = 'busca';

/** `?pagina=3` → 3; anything else (missing, 0, 'abc', 2.5) → 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface ListUrlState {
  /** The page shown, from 1 (`?pagina=`). */
  page: number;
  /** The search applied (`?busca=`): the box's text, trimmed, once typing pauses. */
  search: string;
  /** What the search box shows. */
  text: string;
  setText: (text: string) => void;
  /** Shows another page: a new history entry (back returns here), or `replace` to correct this one. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The page and the search of a list paged on the server, kept in the URL (`?busca=joao&pagina=3`)
 * so that a reload, the back button and a shared link show the same rows. Typing changes the box
 * at once and the URL after a pause (replacing the entry, back to page 1); a URL that changes by
 * itself (back, forward, the sidebar link) puts its search in the box.
 */
export function useListUrlState(): ListUrlState {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get(PAGE_PARAM));
  const search = params.get(SEARCH_PARAM) ?? '';

  const [text, setTextNow] = useState(search);
  // The URL's search at the last render, and the last one the box wrote: a change that the box did
  // not write came from a navigation, and the box shows it.
  const [seenSearch, setSeenSearch] = useState(search);
  const [typedSearch, setTypedSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== typedSearch) {
      setTypedSearch(search);
      setTextNow(search);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The setter of the latest render: React Router's reads the parameters of its own render, and
  // the search is written from a timer set renders ago (a filter set meanwhile would be dropped).
  const latestSetParams = useRef(setParams);
  useEffect(() => {
    latestSetParams.current = setParams;
  });

  const setText = (value: string) => {
    setTextNow(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const term = value.trim();
      setTypedSearch(term);
      latestSetParams.current(
        (current) => {
          // Spaces around the same search change nothing, not even the page.
          if ((current.get(SEARCH_PARAM) ?? '') === term) return current;
          const next = new URLSearchParams(current);
          if (term) next.set(SEARCH_PARAM, term);
          else next.delete(SEARCH_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  const setPage = (next: number, { replace = false } = {}) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next > 1) nextParams.set(PAGE_PARAM, String(next));
        else nextParams.delete(PAGE_PARAM);
        return nextParams;
      },
      { replace },
    );

  return { page, search, text, setText, setPage };
}
