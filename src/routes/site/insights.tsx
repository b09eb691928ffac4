import type { LoaderFunctionArgs } from 'react-router';

import { CARD_GRIDS } from '@/components/content/card-list-fallback';
import { ContentListPage } from '@/components/content/content-list-page';
import { ContentListSearch } from '@/components/content/content-list-search';
import { INSIGHTS_PATH } from '@/config/content-paths';
import { insightsClosingCta, insightsList, insightsSeo } from '@/content/insights';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { insightsQueryOptions } from '@/domains/insights/api/get-insights';
import { searchInsightsQueryOptions } from '@/domains/insights/api/search-insights';
import { InsightCardList, InsightCardSkeleton } from '@/domains/insights/components/insight-card';
import { InsightsBrowser } from '@/domains/insights/components/insights-browser';
import { insightsFeedLinks } from '@/domains/insights/utils/feed-link';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { fetchQuery, prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';
import { searchQueryOf } from '@/lib/search-query';

/** At build, every insight; rendered by the host for `?q=` (the search form without JavaScript), its results too. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = searchQueryOf(request.url);
  return prerenderQueries(
    INSIGHTS_PATH,
    [
      fetchQuery('insights', insightsQueryOptions()),
      fetchQuery('categorias', categoriesQueryOptions()),
      ...(query ? [fetchQuery('busca', searchInsightsQueryOptions(query))] : []),
    ],
    request,
  );
}
export const clientLoader = withoutPrerenderedQueries;
export const links = insightsFeedLinks;

/** /insights — 'Insights sobre IA'. */
export default function InsightsRoute() {
  return (
    <ContentListPage
      seo={{ ...insightsSeo, jsonLd: pageBreadcrumbJsonLd(insightsSeo, insightsList.breadcrumb) }}
      hero={{
        breadcrumb: [{ label: insightsList.breadcrumb }],
        eyebrow: insightsList.eyebrow,
        title: insightsList.title,
        description: insightsList.description,
      }}
      closingCta={insightsClosingCta}
    >
      <ContentListSearch
        path={INSIGHTS_PATH}
        copy={insightsList}
        searchOptions={searchInsightsQueryOptions}
        skeleton={<InsightCardSkeleton />}
        renderList={(items, label) => (
          <InsightCardList insights={items} label={label} className={`${CARD_GRIDS.wide} mt-4`} />
        )}
      >
        <InsightsBrowser />
      </ContentListSearch>
    </ContentListPage>
  );
}
