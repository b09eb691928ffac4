import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { ClosingCta } from '@/components/layout/closing-cta';
import { ContentPage } from '@/components/layout/content-page';
import { DetailLoading } from '@/components/layout/detail-loading';
import { LoadError } from '@/components/layout/load-error';
import { StatusScreen } from '@/components/layout/status-screen';
import { Seo } from '@/components/seo';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { casePath, CASES_PATH } from '@/config/content-paths';
import { caseDetail, casesList, casesSeo } from '@/content/cases';
import { seoDefaults } from '@/content/seo';
import { useCase } from '@/features/cases/api/get-case';
import { useCaseNiches } from '@/features/cases/api/get-case-niches';
import { CaseDetail } from '@/features/cases/components/case-detail';
import { articlePageJsonLd } from '@/lib/page-json-ld';

/** /cases/{slug} (spec §2). Prerendered for every case in the database at build time. */
export default function CaseRoute() {
  const { slug = '' } = useParams();
  const query = useCase(slug);
  const item = query.data ?? undefined;
  const niches = useCaseNiches(item?.id);

  useEffect(() => {
    if (query.isError) console.error('Erro ao carregar o case:', query.error);
  }, [query.isError, query.error]);

  if (item) {
    const path = casePath(item.slug);
    const nicheNames = niches.map((niche) => niche.nome);
    return (
      <>
        <Seo
          title={`${item.titulo}${seoDefaults.titleSuffix}`}
          description={item.subtitulo}
          keywords={[...nicheNames, ...casesSeo.keywords]}
          path={path}
          image={item.imagem_destacada}
          imageAlt={item.titulo}
          type="article"
          jsonLd={articlePageJsonLd(
            {
              headline: item.titulo,
              description: item.subtitulo,
              path,
              image: item.imagem_destacada,
              datePublished: item.data_publicacao,
              section: casesList.title,
              keywords: nicheNames,
            },
            [
              { name: caseDetail.breadcrumb, path: CASES_PATH },
              { name: item.titulo, path },
            ],
          )}
        />
        <ContentPage>
          <CaseDetail item={item} niches={niches} />
          <ClosingCta cta={caseDetail.closingCta} className="pt-0 sm:pt-0" />
        </ContentPage>
      </>
    );
  }

  const notFound = query.isSuccess;
  return (
    <>
      <Seo
        title={notFound ? caseDetail.notFound.seoTitle : casesSeo.title}
        description={notFound ? caseDetail.notFound.seoDescription : casesSeo.description}
        path={casePath(slug)}
        noindex
      />
      <ContentPage>
        {query.isPending ? (
          <DetailLoading label={caseDetail.loading} />
        ) : notFound ? (
          <StatusScreen
            code="404"
            title={caseDetail.notFound.title}
            description={caseDetail.notFound.description}
            className="sm:min-h-[32rem]"
          >
            <Link to={CASES_PATH} className={buttonClasses('dark', 'lg')}>
              <ArrowLeft aria-hidden="true" />
              {caseDetail.notFound.backLabel}
            </Link>
          </StatusScreen>
        ) : (
          <Container className="py-16 sm:py-24">
            <LoadError copy={caseDetail.error} headingLevel="h1" />
          </Container>
        )}
      </ContentPage>
    </>
  );
}
