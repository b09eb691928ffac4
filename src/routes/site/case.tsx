import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';

import { ClosingCta } from '@/components/site/closing-cta';
import { ContentPage } from '@/components/content/content-page';
import { ContentPageFallback } from '@/components/content/content-page-fallback';
import { Seo } from '@/components/site/seo';
import { casePath, CASES_PATH } from '@/config/content-paths';
import { caseDetail, casesList, casesSeo } from '@/content/cases';
import { seoDefaults } from '@/content/seo';
import { caseQueryOptions } from '@/domains/cases/api/get-case';
import { useCaseNiches, caseNichesQueryOptions } from '@/domains/cases/api/get-case-niches';
import { CaseDetail } from '@/domains/cases/components/case-detail';
import { useLogQueryError } from '@/lib/log-query-error';
import { articlePageJsonLd } from '@/lib/page-json-ld';
import { prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';

/** /cases/{slug}. Prerendered for every case in the database at build time. */
export const loader = ({ params: { slug = '' } }: LoaderFunctionArgs) =>
  prerenderQueries(casePath(slug), [
    {
      label: 'case',
      run: async (queryClient) => {
        const item = await queryClient.fetchQuery(caseQueryOptions(slug));
        if (item) await queryClient.fetchQuery(caseNichesQueryOptions(item.id));
      },
    },
  ]);
export const clientLoader = withoutPrerenderedQueries;

export default function CaseRoute() {
  const { slug = '' } = useParams();
  const query = useQuery(caseQueryOptions(slug));
  const item = query.data ?? undefined;
  const niches = useCaseNiches(item?.id);

  useLogQueryError('Erro ao carregar o case:', query);

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

  return (
    <ContentPageFallback
      queryStatus={query.status}
      copy={caseDetail}
      path={casePath(slug)}
      listSeo={casesSeo}
      listPath={CASES_PATH}
    />
  );
}
