import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { ClosingCta } from '@/components/layout/closing-cta';
import { ContentPage } from '@/components/layout/content-page';
import { DetailLoading } from '@/components/layout/detail-loading';
import { LoadError } from '@/components/layout/load-error';
import { PageHero } from '@/components/layout/page-hero';
import { StatusScreen } from '@/components/layout/status-screen';
import { Seo } from '@/components/seo';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { categoryPath, INSIGHTS_PATH } from '@/config/content-paths';
import { categoryPage, insightsClosingCta, insightsSeo } from '@/content/insights';
import { useCategory } from '@/features/insights/api/get-category';
import { CategoryBrowser } from '@/features/insights/components/category-browser';
import { breadcrumbsJsonLd } from '@/lib/page-json-ld';

/** /insights/{categorySlug} (spec §2). Prerendered for every category in the database. */
export default function InsightsCategoryRoute() {
  const { categorySlug = '' } = useParams();
  const query = useCategory(categorySlug);
  const category = query.data ?? undefined;

  useEffect(() => {
    if (query.isError) console.error('Erro ao carregar a categoria:', query.error);
  }, [query.isError, query.error]);

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
            breadcrumb={[{ label: categoryPage.breadcrumbParent, href: INSIGHTS_PATH }, { label: category.nome }]}
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

  const notFound = query.isSuccess;
  return (
    <>
      <Seo
        title={notFound ? categoryPage.notFound.seoTitle : insightsSeo.title}
        description={notFound ? categoryPage.notFound.seoDescription : insightsSeo.description}
        path={categoryPath(categorySlug)}
        noindex
      />
      <ContentPage>
        {query.isPending ? (
          <DetailLoading label={categoryPage.loading} />
        ) : notFound ? (
          <StatusScreen
            code="404"
            title={categoryPage.notFound.title}
            description={categoryPage.notFound.description}
            className="sm:min-h-[32rem]"
          >
            <Link to={INSIGHTS_PATH} className={buttonClasses('dark', 'lg')}>
              <ArrowLeft aria-hidden="true" />
              {categoryPage.notFound.backLabel}
            </Link>
          </StatusScreen>
        ) : (
          <Container className="py-16 sm:py-24">
            <LoadError copy={categoryPage.error} headingLevel="h1" />
          </Container>
        )}
      </ContentPage>
    </>
  );
}
