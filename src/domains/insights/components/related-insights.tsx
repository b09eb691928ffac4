import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { CARD_GRIDS } from '@/components/content/card-list-fallback';
import { Container } from '@/components/ui/container';
import { relatedInsights } from '@/content/insights';
import { useLogQueryError } from '@/lib/log-query-error';

import { relatedInsightsQueryOptions } from '../api/search-insights';
import { InsightCardList } from './insight-card';

/**
 * 'Leia também': up to three public articles near this one (same category first, then shared
 * words; never itself), prerendered with the article. Nothing while they load or when there are
 * none: below the article, a late section moves nothing the visitor reads.
 */
export function RelatedInsights({ insightId }: { insightId: string }) {
  const related = useQuery(relatedInsightsQueryOptions(insightId));
  const titleId = useId();
  useLogQueryError('Erro ao carregar os artigos relacionados:', related);
  if (!related.data?.length) return null;
  return (
    <section aria-labelledby={titleId} className="border-t border-ink-200/70 bg-ink-50">
      <Container className="py-12 sm:py-16">
        <h2 id={titleId} className="font-display text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">
          {relatedInsights.title}
        </h2>
        <InsightCardList
          insights={related.data}
          label={relatedInsights.listLabel}
          className={`${CARD_GRIDS.wide} mt-8`}
          titleLevel="h3"
          priorityFirst={false}
        />
      </Container>
    </section>
  );
}
