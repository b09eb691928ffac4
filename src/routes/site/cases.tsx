import { ClosingCta } from '@/components/site/closing-cta';
import { ContentPage } from '@/components/content/content-page';
import { PageHero } from '@/components/site/page-hero';
import { Seo } from '@/components/site/seo';
import { Container } from '@/components/ui/container';
import { casesClosingCta, casesList, casesSeo } from '@/content/cases';
import { CasesBrowser } from '@/domains/cases/components/cases-browser';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';

/** /cases — 'Cases de Sucesso'. Data prerendered by content-layout.tsx. */
export default function CasesRoute() {
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
