import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import type { LoadErrorCopy } from '@/content/load-states';
import { searchMessages } from '@/content/search';

import { CARD_GRIDS } from './card-list-fallback';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

interface SearchResultsProps<Item> {
  /** What was searched for (normalised, non-blank). */
  query: string;
  /** Why it cannot be searched for (too long): said instead of results. */
  error: string | undefined;
  /** The search's results: undefined while the first ones load, the previous ones while `searching`. */
  items: readonly Item[] | undefined;
  searching: boolean;
  failed: boolean;
  /** The list without a search: 'Limpar busca' goes there. */
  clearTo: string;
  copy: { empty: { title: string; hint: string }; error: LoadErrorCopy };
  skeleton: ReactNode;
  /** The result cards, in a grid of `CARD_GRIDS.wide`. */
  children: (items: readonly Item[], label: string) => ReactNode;
}

/**
 * The results of a list's search: their number, announced politely as it changes (one status
 * line, always there), the cards, or 'Nenhum resultado' with 'Limpar busca'. `data-search-for`
 * marks results in the HTML: a page the host rendered with them needs no JavaScript to show them.
 */
export function SearchResults<Item>({
  query,
  error,
  items,
  searching,
  failed,
  clearTo,
  copy,
  skeleton,
  children,
}: SearchResultsProps<Item>) {
  const shown = items && !searching ? items : undefined;
  const status = error ?? (shown ? searchMessages.count(shown.length, query) : searchMessages.searching);
  const clear = (
    <Link to={clearTo} className={buttonClasses('dark', 'md')}>
      {searchMessages.clear}
    </Link>
  );
  return (
    <div data-search-for={shown || error ? query : undefined}>
      <p role="status" className="text-sm font-medium text-ink-600">
        {status}
      </p>
      {failed && !items ? (
        <div className="mt-4">
          <LoadError copy={copy.error} />
        </div>
      ) : error || shown?.length === 0 ? (
        <EmptyState icon={SearchX} title={copy.empty.title} hint={copy.empty.hint} className="mt-4">
          {clear}
        </EmptyState>
      ) : items ? (
        children(items, searchMessages.resultsLabel(query))
      ) : (
        <ul className={`${CARD_GRIDS.wide} mt-4`} aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>{skeleton}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
