import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { searchMessages } from '@/content/search';
import { SEARCH_PARAM } from '@/lib/host-files';
import type { ContentSearch } from '@/lib/use-content-search';
import { SEARCH_LIMITS } from '@/limits/search';

interface SearchFormProps {
  /** The list's address: without JavaScript the form is sent there, `GET <action>?q=…`. */
  action: string;
  /** The landmark's and the box's name, e.g. 'Buscar insights'. */
  label: string;
  placeholder: string;
  search: ContentSearch;
}

/**
 * A list's search landmark: a plain GET form the host answers with the results (prerendered page,
 * no JavaScript), and, once the app runs, results as the visitor types (`useContentSearch`).
 */
export function SearchForm({ action, label, placeholder, search }: SearchFormProps) {
  const errorId = useId();
  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
      className="mb-8"
    >
      <div className="flex gap-2 sm:max-w-xl">
        <SearchInput
          name={SEARCH_PARAM}
          aria-label={label}
          placeholder={placeholder}
          value={search.text}
          onValueChange={search.setText}
          maxLength={SEARCH_LIMITS.queryMax}
          enterKeyHint="search"
          autoComplete="off"
          aria-invalid={search.error ? true : undefined}
          aria-describedby={search.error ? errorId : undefined}
          className="sm:max-w-none"
        />
        <Button type="submit" variant="dark">
          {searchMessages.submit}
        </Button>
      </div>
      {search.error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger-700">
          {search.error}
        </p>
      )}
    </form>
  );
}
