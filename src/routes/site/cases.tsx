import { ContentListPage } from '@/components/content/content-list-page';
import { CASES_PATH } from '@/config/content-paths';
import { casesClosingCta, casesList, casesSeo } from '@/content/cases';
import { casesQueryOptions } from '@/domains/cases/api/get-cases';
import { nichesQueryOptions } from '@/domains/cases/api/get-niches';
import { CasesBrowser } from '@/domains/cases/components/cases-browser';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { fetchQuery, prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';

export const loader = () =>
  prerenderQueries(CASES_PATH, [
    fetchQuery('cases', casesQueryOptions()),
    fetchQuery('nichos', nichesQueryOptions()),
  ]);
export const clientLoader = withoutPrerenderedQueries;

/** /cases — 'Cases de Sucesso'. */
export default function CasesRoute() {
  return (
    <ContentListPage
      seo={{ ...casesSeo, jsonLd: pageBreadcrumbJsonLd(casesSeo, casesList.breadcrumb) }}
      hero={{
        breadcrumb: [{ label: casesList.breadcrumb }],
        eyebrow: casesList.eyebrow,
        title: casesList.title,
        description: casesList.description,
      }}
      closingCta={casesClosingCta}
    >
      <CasesBrowser />
    </ContentListPage>
  );
}
