import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';

import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Seo } from '@/components/site/seo';
import { agentesHeader, agentesSeo } from '@/content/agentes-de-ia';
import { AgentesContactSection, RAIO_X_HEADING_ID } from '@/pages/agentes-de-ia/agentes-contact-section';
import { AgentesDifferentiators } from '@/pages/agentes-de-ia/agentes-differentiators';
import { AgentesHero } from '@/pages/agentes-de-ia/agentes-hero';
import { AgentesImpact } from '@/pages/agentes-de-ia/agentes-impact';
import { AgentesRoadmap } from '@/pages/agentes-de-ia/agentes-roadmap';
import { AgentesWhy } from '@/pages/agentes-de-ia/agentes-why';
import { featuredCasesQueryOptions } from '@/domains/cases/api/get-featured-cases';
import { FeaturedCasesSection } from '@/domains/cases/components/featured-cases-section';
import { RaioXLeadForm } from '@/domains/leads/components/raio-x-lead-form';
import { newsQueryOptions } from '@/domains/news/api/get-news';
import { PressSection } from '@/domains/news/components/press-section';
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
