import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { LoadErrorCopy } from '@/content/load-states';
import { useLogQueryError } from '@/lib/log-query-error';
import { useContentSearch } from '@/lib/use-content-search';

import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

interface ContentListSearchProps<Item, Key extends QueryKey> {
  /** The list's address (the form's action, 'Limpar busca'). */
  path: string;
  copy: {
    search: { label: string; placeholder: string; empty: { title: string; hint: string } };
    error: LoadErrorCopy;
  };
  /** The search's query options, by the normalised text. */
  searchOptions: (query: string) => UseQueryOptions<Item[], Error, Item[], Key>;
  skeleton: ReactNode;
  /** The result cards as a list named `label`. */
  renderList: (items: readonly Item[], label: string) => ReactNode;
  /** The list without a search. */
  children: ReactNode;
}

/** The body of /insights and /cases: the search box, then the search's results or, without one, the list. */
export function ContentListSearch<Item, Key extends QueryKey>({
  path,
  copy,
  searchOptions,
  skeleton,
  renderList,
  children,
}: ContentListSearchProps<Item, Key>) {
  const search = useContentSearch((query) => searchOptions(query).queryKey);
  const results = useQuery({
    ...searchOptions(search.query),
    enabled: search.query !== '' && !search.error,
    placeholderData: keepPreviousData,
  });
  useLogQueryError(`Erro na busca de ${path}:`, results);

  return (
    <>
      <SearchForm
        action={path}
        label={copy.search.label}
        placeholder={copy.search.placeholder}
        search={search}
      />
      {search.query ? (
        <SearchResults
          query={search.query}
          error={search.error}
          items={results.data}
          searching={results.isPlaceholderData}
          failed={results.isError}
          clearTo={path}
          copy={{ empty: copy.search.empty, error: copy.error }}
          skeleton={skeleton}
        >
          {renderList}
        </SearchResults>
      ) : (
        children
      )}
    </>
  );
}
