import type { LoaderFunctionArgs } from 'react-router';

import { CARD_GRIDS } from '@/components/content/card-list-fallback';
import { ContentListPage } from '@/components/content/content-list-page';
import { ContentListSearch } from '@/components/content/content-list-search';
import { CASES_PATH } from '@/config/content-paths';
import { casesClosingCta, casesList, casesSeo } from '@/content/cases';
import { casesQueryOptions } from '@/domains/cases/api/get-cases';
import { nichesQueryOptions } from '@/domains/cases/api/get-niches';
import { searchCasesQueryOptions } from '@/domains/cases/api/search-cases';
import { CaseCardList, CaseCardSkeleton } from '@/domains/cases/components/case-card';
import { CasesBrowser } from '@/domains/cases/components/cases-browser';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { fetchQuery, prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';
import { searchQueryOf } from '@/lib/search-query';

/** At build, every case; rendered by the host for `?q=` (the search form without JavaScript), its results too. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = searchQueryOf(request.url);
  return prerenderQueries(
    CASES_PATH,
    [
      fetchQuery('cases', casesQueryOptions()),
      fetchQuery('nichos', nichesQueryOptions()),
      ...(query ? [fetchQuery('busca', searchCasesQueryOptions(query))] : []),
    ],
    request,
  );
}
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
      <ContentListSearch
        path={CASES_PATH}
        copy={casesList}
        searchOptions={searchCasesQueryOptions}
        skeleton={<CaseCardSkeleton />}
        renderList={(items, label) => (
          <CaseCardList cases={items} label={label} className={`${CARD_GRIDS.wide} mt-4`} />
        )}
      >
        <CasesBrowser />
      </ContentListSearch>
    </ContentListPage>
  );
}
