import { ClosingCta } from '@/components/site/closing-cta';
import { ContentPage } from '@/components/content/content-page';
import { PageHero } from '@/components/site/page-hero';
import { Seo } from '@/components/site/seo';
import { Container } from '@/components/ui/container';
import { insightsClosingCta, insightsList, insightsSeo } from '@/content/insights';
import { InsightsBrowser } from '@/domains/insights/components/insights-browser';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';

/** /insights — 'Insights sobre IA'. Data prerendered by content-layout.tsx. */
export default function InsightsRoute() {
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
