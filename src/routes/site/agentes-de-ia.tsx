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
import { fetchQuery, prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';

export const loader = () =>
  prerenderQueries('/agentes-de-ia', [
    fetchQuery('cases em destaque', featuredCasesQueryOptions()),
    fetchQuery('notícias', newsQueryOptions()),
  ]);
export const clientLoader = withoutPrerenderedQueries;

/** /agentes-de-ia — the AI consultancy landing page. */
export default function AgentesDeIaRoute() {
  return (
    <>
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
    </>
  );
}
