import { ContentListPage } from '@/components/content/content-list-page';
import { INSIGHTS_PATH } from '@/config/content-paths';
import { insightsClosingCta, insightsList, insightsSeo } from '@/content/insights';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { insightsQueryOptions } from '@/domains/insights/api/get-insights';
import { InsightsBrowser } from '@/domains/insights/components/insights-browser';
import { pageBreadcrumbJsonLd } from '@/lib/page-json-ld';
import { fetchQuery, prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';

export const loader = () =>
  prerenderQueries(INSIGHTS_PATH, [
    fetchQuery('insights', insightsQueryOptions()),
    fetchQuery('categorias', categoriesQueryOptions()),
  ]);
export const clientLoader = withoutPrerenderedQueries;

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
      <InsightsBrowser />
    </ContentListPage>
  );
}
