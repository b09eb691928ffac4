import { RotateCw, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface AdminListRowProps {
  /** An `AdminThumbnail`. */
  thumbnail: ReactNode;
  title: string;
  /** What goes under the title (description, badges, date). */
  children: ReactNode;
  /** Icon buttons and links: on the right, under a rule on phones. */
  actions: ReactNode;
  /** The row just saved (`useSavedRow().row`): its marks, classes and ref. */
  ref?: Ref<HTMLLIElement>;
  className?: string;
  'data-salvo'?: string;
}

/** A row of an admin list with a thumbnail (insights, news). */
export function AdminListRow({
  thumbnail,
  title,
  children,
  actions,
  className,
  ...marks
}: AdminListRowProps) {
  return (
    <li
      {...marks}
      className={cn('flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5', className)}
    >
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        {thumbnail}
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base font-semibold text-ink-950">{title}</h2>
          {children}
        </div>
      </div>
      <div className="flex justify-end gap-1 border-t border-ink-100 pt-2 sm:border-0 sm:pt-0">{actions}</div>
    </li>
  );
}

/** The red trash button of a row; `label` names what it deletes, e.g. 'Excluir o insight "X"'. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-danger-800 hover:bg-danger-50"
      onClick={onClick}
      aria-label={label}
      title="Excluir"
    >
      <Trash2 aria-hidden />
    </Button>
  );
}

interface AdminListSkeletonProps {
  rows: number;
  /** Size classes of each text line beside the thumbnail, e.g. 'h-4 w-3/5'. */
  lines: readonly string[];
  /** Announced while loading, e.g. 'Carregando insights...'. */
  label: string;
}

/** Holds the space of an `AdminListRow` list while it loads. */
export function AdminListSkeleton({ rows, lines, label }: AdminListSkeletonProps) {
  return (
    <Card aria-busy="true" className="overflow-hidden">
      <p className="sr-only" role="status">
        {label}
      </p>
      <ul aria-hidden="true" className="divide-y divide-ink-100">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="flex gap-3 p-4 sm:gap-4 sm:px-5">
            <Skeleton className="aspect-[16/10] w-20 shrink-0 rounded-md sm:w-28" />
            <div className="flex-1 space-y-2 py-1">
              {lines.map((line, index) => (
                <Skeleton key={index} className={line} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Holds the space of a table inside a card while it loads: a few text lines. */
export function AdminTableSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="space-y-3 p-4 sm:px-6">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-5 w-full" />
      ))}
    </div>
  );
}

interface AdminListErrorProps {
  /** e.g. 'Não foi possível carregar os leads.' */
  message: string;
  onRetry: () => void;
  /** A retry is on its way: the button waits. */
  retrying?: boolean;
}

/** In place of a list that could not load: the message and 'Tentar novamente'. */
function AdminListError({ message, onRetry, retrying }: AdminListErrorProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="text-sm text-ink-700">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden />
        Tentar novamente
      </Button>
    </div>
  );
}

interface AdminListEmptyProps {
  icon: LucideIcon;
  /** A bold first line, e.g. 'Nenhum insight cadastrado'. */
  title?: string;
  message: string;
}

/** In place of a list with nothing to show (none yet, or none matching the search). */
export function AdminListEmpty({ icon: Icon, title, message }: AdminListEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <Icon aria-hidden className="size-8 text-ink-400" />
      {title && <p className="font-medium text-ink-900">{title}</p>}
      <p className="text-sm text-ink-600">{message}</p>
    </div>
  );
}

/** The part of a list query a list's state reads. */
export interface AdminListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface AdminListStateProps {
  /** Its first load shows `skeleton`; a failure, `errorMessage` and 'Tentar novamente' (a refetch). */
  query: AdminListQuery;
  /** The failure to show, when it is not every failed load (a list keeping the rows it has). */
  failed?: boolean;
  /** A retry is on its way: the button waits. */
  retrying?: boolean;
  skeleton: ReactNode;
  errorMessage: string;
  /** No row to show (none yet, or none matching the search): `empty` in place of the list. */
  isEmpty: boolean;
  empty: ReactNode;
  /** The error and the empty state get a card of their own, as the list brings its own card. */
  carded?: boolean;
  /** The list. */
  children: ReactNode;
}

/** An admin list in whichever state it is: loading, failed, empty or its rows. */
export function AdminListState({
  query,
  failed = query.isError,
  retrying,
  skeleton,
  errorMessage,
  isEmpty,
  empty,
  carded = false,
  children,
}: AdminListStateProps) {
  if (query.isPending) return skeleton;
  if (!failed && !isEmpty) return children;
  const state = failed ? (
    <AdminListError message={errorMessage} onRetry={() => void query.refetch()} retrying={retrying} />
  ) : (
    empty
  );
  return carded ? <Card>{state}</Card> : state;
}

/** A column of an admin table: its header text, and classes for a column that differs (numbers). */
export type AdminTableColumn = string | { label: string; className: string };

/**
 * The header row of an admin table (`<thead>`): small grey labels, the first and last columns
 * padded to the card's edge from 1024 px.
 */
export function AdminTableHead({ columns }: { columns: readonly AdminTableColumn[] }) {
  return (
    <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold text-ink-600">
      <tr>
        {columns.map((column, index) => {
          const { label, className = 'px-4 py-3' } = typeof column === 'string' ? { label: column } : column;
          return (
            <th
              key={label}
              scope="col"
              className={cn(className, index === 0 && 'lg:pl-6', index === columns.length - 1 && 'lg:pr-6')}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
