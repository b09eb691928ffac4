import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { CoverImage } from '@/components/content/cover-image';
import { ShowcaseSection } from '@/components/content/showcase-section';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { casePath, CASES_PATH } from '@/config/content-paths';
import { agentesCases } from '@/content/agentes-de-ia';
import { useLogQueryError } from '@/lib/log-query-error';
import { IMAGE_LAYOUTS } from '@/lib/responsive-image';
import { cn } from '@/lib/utils';

import {
  FEATURED_CASES_LIMIT,
  featuredCasesQueryOptions,
  type FeaturedCase,
} from '../api/get-featured-cases';
import { CaseImagePlaceholder } from './case-card';

/** Three skeleton cards while loading. */
const SKELETON_CARDS = 3;

const CARD = 'flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-xs';
const MEDIA = 'relative aspect-[16/10] w-full overflow-hidden';
const BODY = 'flex flex-1 flex-col gap-3 p-6';
/** Fixed heights (2 lines each) so a card and its skeleton take exactly the same space. */
const TITLE_BOX = 'h-[2lh] font-display text-lg leading-snug';
const SUBTITLE_BOX = 'h-[2lh] text-sm';
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * 'Cases em Destaque' (/agentes-de-ia): a 3-card skeleton while loading, the featured
 * cases as cards, 'Ver Todos os Cases'. Hidden entirely when there is none or on error (logged).
 */
export function FeaturedCasesSection({ className }: { className?: string }) {
  const { data, isPending, isError, error } = useQuery(featuredCasesQueryOptions(FEATURED_CASES_LIMIT));

  useLogQueryError('Erro ao carregar cases em destaque:', { isError, error });

  if (isError || (!isPending && data.length === 0)) return null;

  return (
    <ShowcaseSection copy={agentesCases} className={cn('bg-ink-50', className)}>
      {isPending ? (
        <div className="mt-12" aria-busy="true">
          <p role="status" className="sr-only">
            {agentesCases.loadingLabel}
          </p>
          <ul className={GRID} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <CaseCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className={cn(GRID, 'mt-12')}>
          {data.map((item) => (
            <li key={item.id}>
              <CaseCard item={item} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-12 flex justify-center">
        <Link to={CASES_PATH} className={buttonClasses('dark', 'lg')}>
          {agentesCases.allCasesLabel}
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </ShowcaseSection>
  );
}

function CaseCard({ item }: { item: FeaturedCase }) {
  const niche = item.cases_nichos[0]?.nome;
  return (
    <article className={cn(CARD, 'transition-shadow hover:shadow-lg')}>
      <div className={MEDIA}>
        {item.imagem_destacada ? (
          <CoverImage src={item.imagem_destacada} layout={IMAGE_LAYOUTS.featuredCard} />
        ) : (
          <CaseImagePlaceholder label={agentesCases.imagePlaceholder} />
        )}
      </div>
      <div className={BODY}>
        <div className="h-6">
          {niche && (
            <Badge variant="accent" className="py-1">
              {niche}
            </Badge>
          )}
        </div>
        <h3 className={cn(TITLE_BOX, 'line-clamp-2 font-semibold text-ink-950')}>{item.titulo}</h3>
        <p className={cn(SUBTITLE_BOX, 'line-clamp-2 text-ink-600')}>{item.subtitulo}</p>
        <Link
          to={casePath(item.slug)}
          aria-label={`${agentesCases.cardButtonLabel}: ${item.titulo}`}
          className={buttonClasses('outline', 'md', 'mt-auto self-start')}
        >
          {agentesCases.cardButtonLabel}
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </article>
  );
}

function CaseCardSkeleton() {
  return (
    <div className={CARD}>
      <Skeleton className={cn(MEDIA, 'rounded-none')} />
      <div className={BODY}>
        <Skeleton className="h-6 w-24 rounded-full" />
        <div className={cn(TITLE_BOX, 'flex flex-col justify-center gap-2')}>
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <div className={cn(SUBTITLE_BOX, 'flex flex-col justify-center gap-2')}>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-3/4" />
        </div>
        <Skeleton className="mt-auto h-11 w-32" />
      </div>
    </div>
  );
}
