import { Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';

import {
  ContentCard,
  ContentCardFooter,
  ContentCardImage,
  ContentCardSkeleton,
  stretchedLinkClasses,
} from '@/components/content/content-card';
import { SkeletonBars } from '@/components/content/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { casePath } from '@/config/content-paths';
import { casesList } from '@/content/cases';
import { cn } from '@/lib/utils';

import type { CaseSummary } from '../api/get-cases';

interface CaseCardProps {
  item: CaseSummary;
  /** The first card, the page's likely LCP: its image loads at once, with high priority. */
  priority?: boolean;
}

/**
 * A case in the /cases grid: cover image with the 'Destaque' badge, niches, title (the link, which
 * covers the whole card), subtitle and the publication date.
 */
export function CaseCard({ item, priority = false }: CaseCardProps) {
  const niches = item.cases_nichos.map((niche) => niche.nome).join(' · ');
  return (
    <ContentCard>
      <div className="relative aspect-video overflow-hidden bg-ink-100">
        {item.imagem_destacada ? (
          <ContentCardImage src={item.imagem_destacada} priority={priority} />
        ) : (
          <CaseImagePlaceholder label={casesList.card.imagePlaceholder} />
        )}
        {item.destaque && (
          <Badge variant="dark" className="absolute top-3 left-3 px-3 py-1 shadow-sm">
            <Star aria-hidden="true" className="fill-accent-400 text-accent-400" />
            {casesList.card.featured}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {niches && <p className="text-xs font-bold tracking-wider text-accent-700 uppercase">{niches}</p>}
        <h2 className={cn('font-display text-xl leading-snug font-bold text-ink-950', niches && 'mt-2')}>
          <Link to={casePath(item.slug)} className={cn('rounded-sm', stretchedLinkClasses)}>
            {item.titulo}
          </Link>
        </h2>
        <p className="mt-2 mb-5 line-clamp-3 text-base text-ink-600">{item.subtitulo}</p>
        <ContentCardFooter
          date={item.data_publicacao}
          dateLabel={casesList.card.publishedOn}
          callLabel={casesList.card.linkLabel}
        />
      </div>
    </ContentCard>
  );
}

/** In place of a case's missing featured image: a dark gradient with a spark and `label`. */
export function CaseImagePlaceholder({ label }: { label: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-linear-to-br from-ink-900 via-ink-800 to-accent-900 text-white">
      <Sparkles aria-hidden="true" className="size-7 text-accent-300" />
      <span className="font-display text-base font-semibold">{label}</span>
    </div>
  );
}

/** The card's lines while the list loads: niches, title, two of subtitle, date. */
const SKELETON_BARS = [
  'h-3 w-24 rounded',
  'h-5 w-11/12 rounded',
  'h-4 w-full rounded',
  'h-4 w-2/3 rounded',
  'mt-4 h-4 w-32 rounded',
];

/** The space of a card while the list loads. */
export function CaseCardSkeleton() {
  return (
    <ContentCardSkeleton>
      <SkeletonBars bars={SKELETON_BARS} />
    </ContentCardSkeleton>
  );
}

/** A grid of case cards; the first one's image, the page's likely LCP, loads at once. */
export function CaseCardList({
  cases,
  label,
  className,
}: {
  cases: readonly CaseSummary[];
  label: string;
  className: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {cases.map((item, index) => (
        <li key={item.id}>
          <CaseCard item={item} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
