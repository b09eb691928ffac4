import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { formatCount } from '@/lib/numbers';

import { AdminListState, type AdminListQuery } from './admin-list';

interface AdminSearchCardProps {
  query: AdminListQuery & { isRefetching: boolean };
  /** The search box's text. */
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  searchClassName?: string;
  /**
   * How many rows there are, once known: `total` in all, and `shown` of them when a search on the
   * loaded rows keeps fewer ('3 de 10 usuários'); a list searched on the server gives its total.
   */
  count: { total: number; shown?: number } | undefined;
  /** The rows' noun, singular and plural: ['lead', 'leads']. */
  noun: readonly [string, string];
  /** Holds the list's space while it loads. */
  skeleton: ReactNode;
  /** e.g. 'Não foi possível carregar os leads.' */
  errorMessage: string;
  /** No row to show: `empty` in place of the list. */
  isEmpty: boolean;
  /** In place of the list when there is no row (`AdminListEmpty`). */
  empty: ReactNode;
  /** The list (and its pages). */
  children: ReactNode;
  /** Filters beside the search (the leads' stage, origin, campaign, dates), under its line. */
  filters?: ReactNode;
}

/**
 * A searchable admin list in a card: the search box and the count line ('17.505 leads', '3 de 10
 * usuários'), then the skeleton, the load error with 'Tentar novamente', the empty state or the list.
 */
export function AdminSearchCard({
  query,
  search,
  onSearchChange,
  searchPlaceholder,
  searchClassName,
  count,
  noun: [one, many],
  skeleton,
  errorMessage,
  isEmpty,
  empty,
  children,
  filters,
}: AdminSearchCardProps) {
  const totalLabel = count && `${formatCount(count.total)} ${count.total === 1 ? one : many}`;
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-ink-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <SearchInput
          placeholder={searchPlaceholder}
          value={search}
          onValueChange={onSearchChange}
          className={searchClassName}
        />
        {totalLabel && (
          <p className="text-sm text-ink-600 tabular-nums" aria-live="polite">
            {count.shown === undefined ? totalLabel : `${formatCount(count.shown)} de ${totalLabel}`}
          </p>
        )}
      </div>
      {filters}

      <AdminListState
        query={query}
        retrying={query.isRefetching}
        skeleton={skeleton}
        errorMessage={errorMessage}
        isEmpty={isEmpty}
        empty={empty}
      >
        {children}
      </AdminListState>
    </Card>
  );
}
