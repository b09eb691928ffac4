import { ClosingCta } from '@/components/site/closing-cta';
import { ContentPage } from '@/components/content/content-page';
import { PageHero } from '@/components/site/page-hero';
import { Seo } from '@/components/site/seo';
import { Container } from '@/components/ui/container';
import { INSIGHTS_PATH } from '@/config/content-paths';
import { insightsClosingCta, insightsList, insightsSeo } from '@/content/insights';
import { InsightsBrowser } from '@/domains/insights/components/insights-browser';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { insightsQueryOptions } from '@/domains/insights/api/get-insights';
import {
  fetchQuery,
  PrerenderedQueries,
  prerenderQueries,
  withoutPrerenderedQueries,
} from '@/lib/prerender-queries';

/** /insights — 'Insights sobre IA'. */
export const loader = () =>
  prerenderQueries(INSIGHTS_PATH, [
    fetchQuery('insights', insightsQueryOptions()),
    fetchQuery('categorias', categoriesQueryOptions()),
  ]);
export const clientLoader = withoutPrerenderedQueries;

export default function InsightsRoute() {
  return (
    <PrerenderedQueries>
      <InsightsPage />
    </PrerenderedQueries>
  );
}

function InsightsPage() {
  return (
    <>
      <Seo {...insightsSeo} jsonLd={pageBreadcrumbJsonLd(insightsSeo, insightsList.breadcrumb)} />
      <ContentPage>
        <PageHero
          breadcrumb={[{ label: insightsList.breadcrumb }]}
          eyebrow={insightsList.eyebrow}
          title={insightsList.title}
          description={insightsList.description}
        />
        <Container className="py-10 sm:py-14">
          <InsightsBrowser />
        </Container>
        <ClosingCta cta={insightsClosingCta} className="pt-4 sm:pt-6" />
      </ContentPage>
    </>
  );
}
