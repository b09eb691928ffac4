import { Link } from 'react-router';

import {
  ContentCard,
  ContentCardFooter,
  ContentCardImage,
  ContentCardSkeleton,
} from '@/components/content/content-card';
import { SkeletonBars } from '@/components/content/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { categoryPath, insightPath } from '@/config/content-paths';
import { insightCard } from '@/content/insights';

import type { InsightSummary } from '../api/row-schemas';

/** The card title's heading: h2 in a list that is the page's main content, h3 under a section's h2. */
type TitleLevel = 'h2' | 'h3';

interface InsightCardProps {
  insight: InsightSummary;
  priority: boolean;
  titleLevel: TitleLevel;
}

/**
 * An insight card: image, category badge (a link to its category page), date, title,
 * description and 'Ler mais' — the link to the article, which covers the whole card.
 */
function InsightCard({ insight, priority, titleLevel: Title }: InsightCardProps) {
  const category = insight.categoria;
  return (
    <ContentCard>
      {insight.imagem && (
        <div className="aspect-video overflow-hidden bg-ink-100">
          <ContentCardImage src={insight.imagem} priority={priority} />
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
          <Title className="font-display text-xl leading-snug font-bold text-ink-950">{insight.titulo}</Title>
          {insight.descricao && (
            <p className="mt-2 line-clamp-3 text-base text-ink-600">{insight.descricao}</p>
          )}
        </div>
        <ContentCardFooter
          date={insight.data_publicacao}
          dateLabel={insightCard.publishedOn}
          callLabel={insightCard.readMore}
          link={{
            to: insightPath(category?.slug, insight.slug),
            label: insightCard.readMoreLabel(insight.titulo),
          }}
        />
      </div>
    </ContentCard>
  );
}

interface InsightCardListProps {
  insights: readonly InsightSummary[];
  /** Accessible name of the list. */
  label: string;
  className: string;
  /** Default h2. */
  titleLevel?: TitleLevel;
  /** Default true: the first image is the page's likely LCP. */
  priorityFirst?: boolean;
}

/**
 * A grid of insight cards. Only the first image, the page's likely LCP, loads at once (with high
 * priority): eager neighbours would compete with it for the bandwidth of a slow connection.
 */
export function InsightCardList({
  insights,
  label,
  className,
  titleLevel = 'h2',
  priorityFirst = true,
}: InsightCardListProps) {
  return (
    <ul aria-label={label} className={className}>
      {insights.map((insight, index) => (
        <li key={insight.id}>
          <InsightCard insight={insight} priority={priorityFirst && index === 0} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}

export function InsightCardSkeleton() {
  return (
    <ContentCardSkeleton>
      <div className="flex justify-between">
        <SkeletonBars bars={['h-6 w-24 rounded-full', 'h-4 w-28 rounded']} />
      </div>
      <SkeletonBars bars={['mt-2 h-5 w-11/12 rounded', 'h-4 w-full rounded', 'h-4 w-2/3 rounded']} />
    </ContentCardSkeleton>
  );
}
