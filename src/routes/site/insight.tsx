import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { ContentPage } from '@/components/layout/content-page';
import { DetailLoading } from '@/components/layout/detail-loading';
import { LoadError } from '@/components/layout/load-error';
import { StatusScreen } from '@/components/layout/status-screen';
import { Seo } from '@/components/seo';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { categoryPath, INSIGHTS_PATH, insightPath } from '@/config/content-paths';
import { insightArticle, insightsSeo } from '@/content/insights';
import { seoDefaults } from '@/content/seo';
import { useInsight } from '@/features/insights/api/get-insight';
import { InsightArticle } from '@/features/insights/components/insight-article';
import { articlePageJsonLd } from '@/lib/page-json-ld';

/**
 * /insights/{categorySlug}/{postSlug} (spec §2), with the slug fallback of spec §7. Prerendered
 * for every article in the database; its canonical address is the one built from its category.
 */
export default function InsightRoute() {
  const { categorySlug = '', postSlug = '' } = useParams();
  const query = useInsight(categorySlug, postSlug);
  const insight = query.data ?? undefined;

  useEffect(() => {
    if (query.isError) console.error('Erro ao carregar o insight:', query.error);
  }, [query.isError, query.error]);

  if (insight) {
    const category = insight.categorias;
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

  const notFound = query.isSuccess;
  return (
    <>
      <Seo
        title={notFound ? insightArticle.notFound.seoTitle : insightsSeo.title}
        description={notFound ? insightArticle.notFound.seoDescription : insightsSeo.description}
        path={insightPath(categorySlug, postSlug)}
        noindex
      />
      <ContentPage>
        {query.isPending ? (
          <DetailLoading label={insightArticle.loading} />
        ) : notFound ? (
          <StatusScreen
            code="404"
            title={insightArticle.notFound.title}
            description={insightArticle.notFound.description}
            className="sm:min-h-[32rem]"
          >
            <Link to={INSIGHTS_PATH} className={buttonClasses('dark', 'lg')}>
              <ArrowLeft aria-hidden="true" />
              {insightArticle.notFound.backLabel}
            </Link>
          </StatusScreen>
        ) : (
          <Container className="py-16 sm:py-24">
            <LoadError copy={insightArticle.error} headingLevel="h1" />
          </Container>
        )}
      </ContentPage>
    </>
  );
}
