import { ArrowRight, CalendarDays, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { casePath } from '@/config/content-paths';
import { casesList } from '@/content/cases';
import { formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

import type { CaseSummary } from '../api/get-cases';

interface CaseCardProps {
  item: CaseSummary;
  /** Above the fold: load the image at once (`fetchpriority="high"` for the very first one). */
  loading?: 'eager' | 'lazy';
  highPriority?: boolean;
}

/**
 * A case in the /cases grid: cover image with the 'Destaque' badge, niches, title (the link, which
 * covers the whole card), subtitle and the publication date.
 */
export function CaseCard({ item, loading = 'lazy', highPriority = false }: CaseCardProps) {
  const niches = item.cases_nichos.map((niche) => niche.nome).join(' · ');
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-xs',
        'transition duration-200 hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0',
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-ink-100">
        {item.imagem_destacada ? (
          // Decorative: the title right below carries the information.
          <img
            src={item.imagem_destacada}
            alt=""
            width={1200}
            height={675}
            loading={loading}
            fetchPriority={highPriority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-linear-to-br from-ink-900 via-ink-800 to-accent-900 text-white">
            <Sparkles aria-hidden="true" className="size-7 text-accent-300" />
            <span className="font-display text-base font-semibold">{casesList.card.imagePlaceholder}</span>
          </div>
        )}
        {item.destaque && (
          <Badge variant="dark" className="absolute top-3 left-3 px-3 py-1 shadow-sm">
            <Star aria-hidden="true" className="fill-accent-400 text-accent-400" />
            {casesList.card.featured}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {niches && (
          <p className="text-xs font-bold tracking-wider text-accent-700 uppercase">{niches}</p>
        )}
        <h2 className={cn('font-display text-xl leading-snug font-bold text-ink-950', niches && 'mt-2')}>
          <Link
            to={casePath(item.slug)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
          >
            {item.titulo}
          </Link>
        </h2>
        <p className="mt-2 mb-5 line-clamp-3 text-base text-ink-600">{item.subtitulo}</p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm">
          <p className="inline-flex items-center gap-1.5 text-ink-600">
            <CalendarDays aria-hidden="true" className="size-4 text-ink-400" />
            <span className="sr-only">{casesList.card.publishedOn} </span>
            <time dateTime={item.data_publicacao}>{formatLongDate(item.data_publicacao)}</time>
          </p>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-accent-800"
          >
            {casesList.card.linkLabel}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The space of a card while the list loads. */
export function CaseCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white">
      <div className="aspect-video animate-pulse bg-ink-200/70" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-3 w-24 animate-pulse rounded bg-ink-200/70" />
        <div className="h-5 w-11/12 animate-pulse rounded bg-ink-200/70" />
        <div className="h-4 w-full animate-pulse rounded bg-ink-200/70" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-ink-200/70" />
        <div className="mt-4 h-4 w-32 animate-pulse rounded bg-ink-200/70" />
      </div>
    </div>
  );
}
