import { useParams, type LoaderFunctionArgs } from 'react-router';

import { ClosingCta } from '@/components/site/closing-cta';
import { ContentPage } from '@/components/content/content-page';
import { ContentPageFallback } from '@/components/content/content-page-fallback';
import { PageHero } from '@/components/site/page-hero';
import { Seo } from '@/components/site/seo';
import { Container } from '@/components/ui/container';
import { categoryPath, INSIGHTS_PATH } from '@/config/content-paths';
import { categoryPage, insightsClosingCta, insightsSeo } from '@/content/insights';
import { useCategory, categoryQueryOptions } from '@/domains/insights/api/get-category';
import { CategoryBrowser } from '@/domains/insights/components/category-browser';
import { useLogQueryError } from '@/lib/log-query-error';
import { breadcrumbsJsonLd } from '@/lib/page-json-ld';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { categoryInsightsQueryOptions } from '@/domains/insights/api/get-category-insights';
import {
  fetchQuery,
  PrerenderedQueries,
  prerenderQueries,
  withoutPrerenderedQueries,
} from '@/lib/prerender-queries';

/** /insights/{categorySlug}. Prerendered for every category in the database. */
export const loader = ({ params: { categorySlug = '' } }: LoaderFunctionArgs) =>
  prerenderQueries(categoryPath(categorySlug), [
    {
      label: 'categoria',
      run: async (queryClient) => {
        const category = await queryClient.fetchQuery(categoryQueryOptions(categorySlug));
        if (category) await queryClient.fetchInfiniteQuery(categoryInsightsQueryOptions(category.id));
      },
    },
    fetchQuery('categorias', categoriesQueryOptions()),
  ]);
export const clientLoader = withoutPrerenderedQueries;

export default function InsightsCategoryRoute() {
  return (
    <PrerenderedQueries>
      <InsightsCategoryPage />
    </PrerenderedQueries>
  );
}

function InsightsCategoryPage() {
  const { categorySlug = '' } = useParams();
  const query = useCategory(categorySlug);
  const category = query.data ?? undefined;

  useLogQueryError('Erro ao carregar a categoria:', query);

  if (category) {
    const path = categoryPath(category.slug);
    return (
      <>
        <Seo
          title={categoryPage.seoTitle(category.nome)}
          description={category.descricao || categoryPage.seoDescription(category.nome)}
          keywords={[category.nome, ...insightsSeo.keywords]}
          path={path}
          jsonLd={breadcrumbsJsonLd(
            { name: categoryPage.breadcrumbParent, path: INSIGHTS_PATH },
            { name: category.nome, path },
          )}
        />
        <ContentPage>
          <PageHero
            breadcrumb={[
              { label: categoryPage.breadcrumbParent, href: INSIGHTS_PATH },
              { label: category.nome },
            ]}
            title={category.nome}
            description={category.descricao}
          />
          <Container className="py-10 sm:py-14">
            <CategoryBrowser category={category} />
          </Container>
          <ClosingCta cta={insightsClosingCta} className="pt-4 sm:pt-6" />
        </ContentPage>
      </>
    );
  }

  return (
    <ContentPageFallback
      queryStatus={query.status}
      copy={categoryPage}
      path={categoryPath(categorySlug)}
      listSeo={insightsSeo}
      listPath={INSIGHTS_PATH}
    />
  );
}
