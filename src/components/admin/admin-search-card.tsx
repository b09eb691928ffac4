import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';

import { AdminListState, type AdminListQuery } from './admin-list';
import type { ListSearch } from './use-list-search';

interface AdminSearchCardProps {
  /** The list's query; its rows, once loaded, are the total the count line gives. */
  query: AdminListQuery & { isRefetching: boolean; data: readonly unknown[] | undefined };
  /** The search box and the rows it keeps (`useListSearch`). */
  list: ListSearch<unknown>;
  searchPlaceholder: string;
  searchClassName?: string;
  /** The rows' noun, singular and plural: ['lead', 'leads']. */
  noun: readonly [string, string];
  /** Holds the list's space while it loads. */
  skeleton: ReactNode;
  /** e.g. 'Não foi possível carregar os leads.' */
  errorMessage: string;
  /** In place of the list when the search keeps no row (`AdminListEmpty`). */
  empty: ReactNode;
  /** The list. */
  children: ReactNode;
}

/**
 * A searchable admin list in a card: the search box and how many rows it keeps ('3 de 10
 * leads'), then the skeleton, the load error with 'Tentar novamente', the empty state or the list.
 */
export function AdminSearchCard({
  query,
  list,
  searchPlaceholder,
  searchClassName,
  noun: [one, many],
  skeleton,
  errorMessage,
  empty,
  children,
}: AdminSearchCardProps) {
  const total = query.data?.length;
  const shown = list.shown.length;
  const totalLabel = total === undefined ? undefined : `${total} ${total === 1 ? one : many}`;
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-ink-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <SearchInput
          placeholder={searchPlaceholder}
          value={list.search}
          onValueChange={list.setSearch}
          className={searchClassName}
        />
        {totalLabel && (
          <p className="text-sm text-ink-600" aria-live="polite">
            {list.searching ? `${shown} de ${totalLabel}` : totalLabel}
          </p>
        )}
      </div>

      <AdminListState
        query={query}
        retrying={query.isRefetching}
        skeleton={skeleton}
        errorMessage={errorMessage}
        isEmpty={shown === 0}
        empty={empty}
      >
        {children}
      </AdminListState>
    </Card>
  );
}
