import { ClosingCta } from '@/components/layout/closing-cta';
import { ContentPage } from '@/components/layout/content-page';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { Container } from '@/components/ui/container';
import { casesClosingCta, casesList, casesSeo } from '@/content/cases';
import { CasesBrowser } from '@/features/cases/components/cases-browser';
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
