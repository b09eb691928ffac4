import type { ReactNode } from 'react';

import { AdminListState, type AdminListQuery } from '@/components/admin/admin-list';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';

interface ListCardProps {
  /** e.g. 'Lista de cases'; the number of rows the search keeps follows once the list has loaded. */
  title: string;
  query: AdminListQuery & { data: unknown };
  /** Rows the search keeps. */
  shown: number;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** Holds the list's space while it loads. */
  skeleton: ReactNode;
  /** e.g. 'Não foi possível carregar os cases.' */
  errorMessage: string;
  /** In place of a list with no row, e.g. 'Nenhum case cadastrado'. */
  emptyMessage: string;
  /** Filters under the search line (the cases' publication filter). */
  filters?: ReactNode;
  /** The list. */
  children: ReactNode;
}

/** The list card of the cases and niches pages: title with the count, search box, then the list's state. */
export function ListCard({
  title,
  query,
  shown,
  searchPlaceholder,
  search,
  onSearchChange,
  skeleton,
  errorMessage,
  emptyMessage,
  filters,
  children,
}: ListCardProps) {
  return (
    <Card>
      <div className="flex flex-col gap-4 border-b border-ink-200 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <h2 className="font-display text-lg font-semibold text-ink-950">
          {title}
          {query.data ? ` (${shown})` : ''}
        </h2>
        <SearchInput placeholder={searchPlaceholder} value={search} onValueChange={onSearchChange} />
      </div>
      {filters && <div className="border-b border-ink-200 px-5 py-4 sm:px-6">{filters}</div>}
      <AdminListState
        query={query}
        skeleton={skeleton}
        errorMessage={errorMessage}
        isEmpty={shown === 0}
        empty={<p className="px-6 py-12 text-center text-sm text-ink-600">{emptyMessage}</p>}
      >
        {children}
      </AdminListState>
    </Card>
  );
}
