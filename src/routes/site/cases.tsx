import { ClosingCta } from '@/components/site/closing-cta';
import { ContentPage } from '@/components/content/content-page';
import { PageHero } from '@/components/site/page-hero';
import { Seo } from '@/components/site/seo';
import { Container } from '@/components/ui/container';
import { CASES_PATH } from '@/config/content-paths';
import { casesClosingCta, casesList, casesSeo } from '@/content/cases';
import { CasesBrowser } from '@/domains/cases/components/cases-browser';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { casesQueryOptions } from '@/domains/cases/api/get-cases';
import { nichesQueryOptions } from '@/domains/cases/api/get-niches';
import {
  fetchQuery,
  PrerenderedQueries,
  prerenderQueries,
  withoutPrerenderedQueries,
} from '@/lib/prerender-queries';

/** /cases — 'Cases de Sucesso'. */
export const loader = () =>
  prerenderQueries(CASES_PATH, [
    fetchQuery('cases', casesQueryOptions()),
    fetchQuery('nichos', nichesQueryOptions()),
  ]);
export const clientLoader = withoutPrerenderedQueries;

export default function CasesRoute() {
  return (
    <PrerenderedQueries>
      <CasesPage />
    </PrerenderedQueries>
  );
}

function CasesPage() {
  return (
    <>
      <Seo {...casesSeo} jsonLd={pageBreadcrumbJsonLd(casesSeo, casesList.breadcrumb)} />
      <ContentPage>
        <PageHero
          breadcrumb={[{ label: casesList.breadcrumb }]}
          eyebrow={casesList.eyebrow}
          title={casesList.title}
          description={casesList.description}
        />
        <Container className="py-10 sm:py-14">
          <CasesBrowser />
        </Container>
        <ClosingCta cta={casesClosingCta} className="pt-4 sm:pt-6" />
      </ContentPage>
    </>
  );
}
