import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';

import { ContentPage } from '@/components/content/content-page';
import { ContentPageFallback } from '@/components/content/content-page-fallback';
import { Seo } from '@/components/site/seo';
import { categoryPath, INSIGHTS_PATH, insightPath } from '@/config/content-paths';
import { previewNotice, stagedNotice } from '@/components/content/preview-banner';
import { insightArticle, insightsSeo } from '@/content/insights';
import { insightQueryOptions } from '@/domains/insights/api/get-insight';
import { relatedInsightsQueryOptions } from '@/domains/insights/api/search-insights';
import { InsightArticle } from '@/domains/insights/components/insight-article';
import { RelatedInsights } from '@/domains/insights/components/related-insights';
import { insightsFeedLinks } from '@/domains/insights/utils/feed-link';
import { useFollowRedirect } from '@/domains/publishing/api/get-redirect';
import { contentSeo } from '@/lib/content-seo';
import { useLogQueryError } from '@/lib/log-query-error';
import { articlePageJsonLd } from '@/lib/page-json-ld';
import { prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';
import { prepareServerSanitizer } from '@/lib/sanitize-html.server';

/**
 * /insights/{categorySlug}/{postSlug}, with the fallback for old path-shaped slugs. Prerendered
 * for every public article (the build reads as a visitor); its canonical address is the one built
 * from its category. Staff also get drafts and scheduled articles, and a public one with its
 * pending changes ('Alterações pendentes'): shown with the preview banner, `noindex`. No article here: its redirect is followed, if any, else 'Post não encontrado'.
 * Under it, 'Leia também' (read after the article, prerendered with it).
 */
export async function loader({ params: { categorySlug = '', postSlug = '' }, request }: LoaderFunctionArgs) {
  // The body is sanitised while rendering, and DOMPurify needs a DOM in Node. Not caught: without
  // it the article cannot be rendered safely, and the build must fail.
  await prepareServerSanitizer();
  return prerenderQueries(
    insightPath(categorySlug, postSlug),
    [
      {
        label: 'insight',
        item: true,
        // 'Leia também' needs the article's id: read after it, prerendered with it.
        run: async (queryClient) => {
          const insight = await queryClient.fetchQuery(insightQueryOptions(categorySlug, postSlug));
          if (insight) await queryClient.fetchQuery(relatedInsightsQueryOptions(insight.id));
          return insight;
        },
      },
    ],
    request,
  );
}
export const clientLoader = withoutPrerenderedQueries;
export const links = insightsFeedLinks;

export default function InsightRoute() {
  const { categorySlug = '', postSlug = '' } = useParams();
  const query = useQuery(insightQueryOptions(categorySlug, postSlug));
  const insight = query.data ?? undefined;
  const followingRedirect = useFollowRedirect(query.isSuccess && !insight);

  useLogQueryError('Erro ao carregar o insight:', query);

  if (insight) {
    const category = insight.categoria;
    const path = insightPath(category?.slug, insight.slug);
    const seo = contentSeo(insight, {
      titulo: insight.titulo,
      description: insight.descricao,
      image: insight.imagem,
    });
    const preview = insight.staged ? stagedNotice(insight.staged) : previewNotice(insight);
    return (
      <>
        <Seo
          title={seo.title}
          description={seo.description}
          keywords={[...(category ? [category.nome] : []), ...insightArticle.keywords]}
          path={path}
          image={seo.image}
          imageAlt={insight.titulo}
          type="article"
          noindex={preview !== null}
          jsonLd={articlePageJsonLd(
            {
              // The headline is the page's own title (its h1), as Google asks; not the search title.
              headline: insight.titulo,
              description: seo.description,
              path,
              image: seo.image,
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
        <ContentPage preview={preview}>
          <InsightArticle insight={insight} after={<RelatedInsights insightId={insight.id} />} />
        </ContentPage>
      </>
    );
  }

  return (
    <ContentPageFallback
      queryStatus={followingRedirect ? 'pending' : query.status}
      copy={insightArticle}
      path={insightPath(categorySlug, postSlug)}
      listSeo={insightsSeo}
      listPath={INSIGHTS_PATH}
    />
  );
}
