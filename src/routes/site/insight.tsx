import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';

import { ContentPage } from '@/components/content/content-page';
import { ContentPageFallback } from '@/components/content/content-page-fallback';
import { Seo } from '@/components/site/seo';
import { categoryPath, INSIGHTS_PATH, insightPath } from '@/config/content-paths';
import { insightArticle, insightsSeo } from '@/content/insights';
import { seoDefaults } from '@/content/seo';
import { insightQueryOptions } from '@/domains/insights/api/get-insight';
import { InsightArticle } from '@/domains/insights/components/insight-article';
import { useLogQueryError } from '@/lib/log-query-error';
import { articlePageJsonLd } from '@/lib/page-json-ld';
import { fetchQuery, prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';
import { prepareServerSanitizer } from '@/lib/sanitize-html.server';

/**
 * /insights/{categorySlug}/{postSlug}, with the fallback for old path-shaped slugs. Prerendered
 * for every article in the database; its canonical address is the one built from its category.
 */
export async function loader({ params: { categorySlug = '', postSlug = '' } }: LoaderFunctionArgs) {
  // The body is sanitised while rendering, and DOMPurify needs a DOM in Node. Not caught: without
  // it the article cannot be rendered safely, and the build must fail.
  await prepareServerSanitizer();
  return prerenderQueries(insightPath(categorySlug, postSlug), [
    fetchQuery('insight', insightQueryOptions(categorySlug, postSlug)),
  ]);
}
export const clientLoader = withoutPrerenderedQueries;

export default function InsightRoute() {
  const { categorySlug = '', postSlug = '' } = useParams();
  const query = useQuery(insightQueryOptions(categorySlug, postSlug));
  const insight = query.data ?? undefined;

  useLogQueryError('Erro ao carregar o insight:', query);

  if (insight) {
    const category = insight.categoria;
    const path = insightPath(category?.slug, insight.slug);
    const description = insight.descricao || seoDefaults.defaultDescription;
    return (
      <>
        <Seo
          title={`${insight.titulo}${seoDefaults.titleSuffix}`}
          description={description}
          keywords={[...(category ? [category.nome] : []), ...insightArticle.keywords]}
          path={path}
          image={insight.imagem}
          imageAlt={insight.titulo}
          type="article"
          jsonLd={articlePageJsonLd(
            {
              headline: insight.titulo,
              description: insight.descricao,
              path,
              image: insight.imagem,
              datePublished: insight.data_publicacao,
              section: category?.nome,
              keywords: category ? [category.nome] : undefined,
            },
            [
              { name: insightArticle.breadcrumbParent, path: INSIGHTS_PATH },
              ...(category ? [{ name: category.nome, path: categoryPath(category.slug) }] : []),
              { name: insight.titulo, path },
            ],
          )}
        />
        <ContentPage>
          <InsightArticle insight={insight} />
        </ContentPage>
      </>
    );
  }

  return (
    <ContentPageFallback
      queryStatus={query.status}
      copy={insightArticle}
      path={insightPath(categorySlug, postSlug)}
      listSeo={insightsSeo}
      listPath={INSIGHTS_PATH}
    />
  );
}
