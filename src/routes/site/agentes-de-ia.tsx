import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Seo } from '@/components/seo';
import { agentesHeader, agentesSeo } from '@/content/agentes-de-ia';
import {
  AgentesContactSection,
  RAIO_X_HEADING_ID,
} from '@/features/agentes/components/agentes-contact-section';
import { AgentesDifferentiators } from '@/features/agentes/components/agentes-differentiators';
import { AgentesHero } from '@/features/agentes/components/agentes-hero';
import { AgentesImpact } from '@/features/agentes/components/agentes-impact';
import { AgentesRoadmap } from '@/features/agentes/components/agentes-roadmap';
import { AgentesWhy } from '@/features/agentes/components/agentes-why';
import { featuredCasesQueryOptions } from '@/features/cases/api/get-featured-cases';
import { FeaturedCasesSection } from '@/features/cases/components/featured-cases-section';
import { RaioXLeadForm } from '@/features/leads/components/raio-x-lead-form';
import { newsQueryOptions } from '@/features/news/api/get-news';
import { PressSection } from '@/features/news/components/press-section';
import { servicePageJsonLd } from '@/lib/page-json-ld';
import { dehydrateBuildSnapshot, makeQueryClient } from '@/lib/query-client';
import { errorMessage } from '@/lib/utils';

/**
 * Runs at build time only (`ssr: false` + prerender): featured cases and press items are fetched
 * with the same query options the sections read and dehydrated into the prerendered HTML; React
 * Query refreshes them after hydration. If the API is unreachable during the build the page still
 * prerenders (failed queries are not dehydrated) and the client fetches on load.
 */
export async function loader() {
  const queryClient = makeQueryClient();
  const cases = featuredCasesQueryOptions();
  const news = newsQueryOptions();
  await Promise.all([queryClient.prefetchQuery(cases), queryClient.prefetchQuery(news)]);
  for (const [label, queryKey] of [
    ['cases em destaque', cases.queryKey],
    ['notícias', news.queryKey],
  ] as const) {
    const state = queryClient.getQueryState(queryKey);
    if (state?.status === 'error') {
      console.warn(
        `[prerender] /agentes-de-ia: ${label} indisponíveis no build (${errorMessage(state.error)}).`,
      );
    }
  }
  return { dehydratedState: dehydrateBuildSnapshot(queryClient) };
}

/** /agentes-de-ia — the AI consultancy landing page. */
export default function AgentesDeIaRoute() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <Seo {...agentesSeo} jsonLd={servicePageJsonLd(agentesSeo, 'Consultoria em Inteligência Artificial')} />
      <SiteHeader position="fixed" ctaLabel={agentesHeader.ctaLabel} ctaHref={agentesHeader.ctaHref} />
      <main id="conteudo">
        <AgentesHero />
        <AgentesWhy />
        <AgentesDifferentiators />
        <AgentesImpact />
        <AgentesRoadmap />
        <AgentesContactSection>
          <RaioXLeadForm aria-labelledby={RAIO_X_HEADING_ID} />
        </AgentesContactSection>
        <FeaturedCasesSection />
        <PressSection />
      </main>
      <SiteFooter />
    </HydrationBoundary>
  );
}
