import { AlertTriangle, ArrowRight, FolderOpen, RotateCw } from 'lucide-react';
import { Link } from 'react-router';

import { cn } from '@/lib/utils';

import { FEATURED_CASES_LIMIT, useFeaturedCases } from '../api/get-featured-cases';

const SKELETON_ROWS = 3;

/** Featured cases (titles only) — loading skeleton, error with retry, empty state, list. */
export function FeaturedCasesList({ className }: { className?: string }) {
  const { data, isPending, isError, refetch, isRefetching } = useFeaturedCases(FEATURED_CASES_LIMIT);

  if (isPending) {
    return (
      <ul className={cn('grid gap-3', className)} aria-busy="true" aria-label="Carregando cases em destaque">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="h-16 animate-pulse rounded-xl bg-ink-100" />
        ))}
      </ul>
    );
  }

  if (isError) {
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-col items-start gap-3 rounded-xl border border-danger-200 bg-danger-50 p-5 text-danger-800',
          className,
        )}
      >
        <p className="flex items-center gap-2 font-medium">
          <AlertTriangle aria-hidden className="size-5" />
          Não foi possível carregar os cases.
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isRefetching}
          className="inline-flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-ink-900 shadow-xs ring-1 ring-ink-200 hover:bg-ink-50 disabled:opacity-60"
        >
          <RotateCw aria-hidden className={cn('size-4', isRefetching && 'animate-spin')} />
          Tentar novamente
        </button>
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <p
        className={cn(
          'flex items-center gap-2 rounded-xl border border-dashed border-ink-200 p-5 text-ink-600',
          className,
        )}
      >
        <FolderOpen aria-hidden className="size-5" />
        Nenhum case em destaque por enquanto.
      </p>
    );
  }

  return (
    <ul className={cn('grid gap-3', className)}>
      {data.map((item) => (
        <li key={item.id}>
          <Link
            to={`/cases/${item.slug}`}
            className="group flex min-h-16 items-center justify-between gap-4 rounded-xl bg-white px-5 py-4 font-medium text-ink-900 shadow-xs ring-1 ring-ink-100 transition hover:ring-accent-400 focus-visible:ring-2 focus-visible:ring-accent-500"
          >
            {item.titulo}
            <ArrowRight
              aria-hidden
              className="size-4 shrink-0 text-ink-400 transition group-hover:translate-x-0.5 group-hover:text-accent-600"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
