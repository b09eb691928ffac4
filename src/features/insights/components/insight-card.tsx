import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { categoryPath, insightPath } from '@/config/content-paths';
import { insightCard } from '@/content/insights';
import { formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

import type { InsightSummary } from '../api/schemas';

interface InsightCardProps {
  insight: InsightSummary;
  loading?: 'eager' | 'lazy';
  highPriority?: boolean;
}

/**
 * An insight card (spec §2): image, category badge (a link to its category page), date, title,
 * description and 'Ler mais' — the link to the article, which covers the whole card.
 */
export function InsightCard({ insight, loading = 'lazy', highPriority = false }: InsightCardProps) {
  const category = insight.categorias;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-xs',
        'transition duration-200 hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0',
      )}
    >
      {insight.imagem && (
        <div className="aspect-video overflow-hidden bg-ink-100">
          {/* Decorative: the title below carries the information. */}
          <img
            src={insight.imagem}
            alt=""
            width={1200}
            height={675}
            loading={loading}
            fetchPriority={highPriority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <div>
          {category ? (
            <Link
              to={categoryPath(category.slug)}
              className="relative z-10 inline-block rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              <Badge variant="accent" className="px-3 py-1 transition-colors hover:bg-accent-200">
                {category.nome}
              </Badge>
            </Link>
          ) : (
            <Badge variant="neutral" className="px-3 py-1">
              {insightCard.uncategorized}
            </Badge>
          )}
        </div>
        <div className="mt-4 mb-5">
          <h2 className="font-display text-xl leading-snug font-bold text-ink-950">{insight.titulo}</h2>
          {insight.descricao && <p className="mt-2 line-clamp-3 text-base text-ink-600">{insight.descricao}</p>}
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm">
          <p className="inline-flex items-center gap-1.5 text-ink-600">
            <CalendarDays aria-hidden="true" className="size-4 text-ink-400" />
            <span className="sr-only">{insightCard.publishedOn} </span>
            <time dateTime={insight.data_publicacao}>{formatLongDate(insight.data_publicacao)}</time>
          </p>
          <Link
            to={insightPath(category?.slug, insight.slug)}
            aria-label={insightCard.readMoreLabel(insight.titulo)}
            className={cn(
              'inline-flex items-center gap-1 font-semibold whitespace-nowrap text-accent-800',
              'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500',
            )}
          >
            {insightCard.readMore}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function InsightCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white">
      <div className="aspect-video animate-pulse bg-ink-200/70" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex justify-between">
          <div className="h-6 w-24 animate-pulse rounded-full bg-ink-200/70" />
          <div className="h-4 w-28 animate-pulse rounded bg-ink-200/70" />
        </div>
        <div className="mt-2 h-5 w-11/12 animate-pulse rounded bg-ink-200/70" />
        <div className="h-4 w-full animate-pulse rounded bg-ink-200/70" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-ink-200/70" />
      </div>
    </div>
  );
}
