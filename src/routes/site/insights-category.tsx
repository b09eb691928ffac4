import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';

import { ContentListPage } from '@/components/content/content-list-page';
import { ContentPageFallback } from '@/components/content/content-page-fallback';
import { categoryPath, INSIGHTS_PATH } from '@/config/content-paths';
import { categoryPage, insightsClosingCta, insightsSeo } from '@/content/insights';
import { categoryQueryOptions } from '@/domains/insights/api/get-category';
import { CategoryBrowser } from '@/domains/insights/components/category-browser';
import { categorySeo } from '@/domains/insights/utils/category-seo';
import { useFollowRedirect } from '@/domains/publishing/api/get-redirect';
import { useLogQueryError } from '@/lib/log-query-error';
import { breadcrumbsJsonLd } from '@/lib/page-json-ld';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { categoryInsightsQueryOptions } from '@/domains/insights/api/get-category-insights';
import { insightsFeedLinks } from '@/domains/insights/utils/feed-link';
import { fetchQuery, prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';

/**
 * /insights/{categorySlug}. Prerendered for every category in the database, with its public
 * articles. No category here: its redirect is followed, if any (a renamed category, an old
 * article address), else 'Categoria não encontrada'.
 */
export const loader = ({ params: { categorySlug = '' }, request }: LoaderFunctionArgs) =>
  prerenderQueries(
    categoryPath(categorySlug),
    [
      {
        label: 'categoria',
        item: true,
        run: async (queryClient) => {
          const category = await queryClient.fetchQuery(categoryQueryOptions(categorySlug));
          if (category) await queryClient.fetchInfiniteQuery(categoryInsightsQueryOptions(category.id));
          return category;
        },
      },
      fetchQuery('categorias', categoriesQueryOptions()),
    ],
    request,
  );
export const clientLoader = withoutPrerenderedQueries;
export const links = insightsFeedLinks;

export default function InsightsCategoryRoute() {
  const { categorySlug = '' } = useParams();
  const query = useQuery(categoryQueryOptions(categorySlug));
  const category = query.data ?? undefined;
  const followingRedirect = useFollowRedirect(query.isSuccess && !category);

  useLogQueryError('Erro ao carregar a categoria:', query);

  if (category) {
    const path = categoryPath(category.slug);
    // The SEO fields set in the admin ('Categorias'), else what the page derives.
    const seo = categorySeo(category);
    return (
      <ContentListPage
        seo={{
          title: seo.title,
          description: seo.description,
          image: seo.image,
          keywords: [category.nome, ...insightsSeo.keywords],
          path,
          jsonLd: breadcrumbsJsonLd(
            { name: categoryPage.breadcrumbParent, path: INSIGHTS_PATH },
            { name: category.nome, path },
          ),
        }}
        hero={{
          breadcrumb: [
            { label: categoryPage.breadcrumbParent, href: INSIGHTS_PATH },
            { label: category.nome },
          ],
          title: category.nome,
          description: category.descricao,
        }}
        closingCta={insightsClosingCta}
      >
        <CategoryBrowser category={category} />
      </ContentListPage>
    );
  }

  return (
    <ContentPageFallback
      queryStatus={followingRedirect ? 'pending' : query.status}
      copy={categoryPage}
      path={categoryPath(categorySlug)}
      listSeo={insightsSeo}
      listPath={INSIGHTS_PATH}
    />
  );
}
