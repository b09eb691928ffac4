import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';

import { ClosingCta } from '@/components/site/closing-cta';
import { ContentPage } from '@/components/content/content-page';
import { ContentPageFallback } from '@/components/content/content-page-fallback';
import { Seo } from '@/components/site/seo';
import { casePath, CASES_PATH } from '@/config/content-paths';
import { previewNotice, stagedNotice } from '@/components/content/preview-banner';
import { caseDetail, casesList, casesSeo } from '@/content/cases';
import { caseQueryOptions } from '@/domains/cases/api/get-case';
import { useCaseNiches, caseNichesQueryOptions } from '@/domains/cases/api/get-case-niches';
import { CaseDetail } from '@/domains/cases/components/case-detail';
import { useFollowRedirect } from '@/domains/publishing/api/get-redirect';
import { contentSeo } from '@/lib/content-seo';
import { useLogQueryError } from '@/lib/log-query-error';
import { articlePageJsonLd } from '@/lib/page-json-ld';
import { prerenderQueries, withoutPrerenderedQueries } from '@/lib/prerender-queries';
import { prepareServerSanitizer } from '@/lib/sanitize-html.server';

/**
 * /cases/{slug}. Prerendered for every public case at build time (the build reads as a visitor).
 * Staff also get drafts and scheduled cases (row level security), and a public one with its pending
 * changes ('Alterações pendentes'): shown with the preview banner, `noindex`. No case at this address: its redirect is followed, if any, else 'Case não encontrado'.
 * The page shows once its niche badges are known too (none if their request failed): arriving
 * later, they would push the title and the cover down.
 */
export async function loader({ params: { slug = '' }, request }: LoaderFunctionArgs) {
  // The sections are sanitised while rendering, and DOMPurify needs a DOM in Node. Not caught:
  // without it the case cannot be rendered safely, and the build must fail.
  await prepareServerSanitizer();
  return prerenderQueries(
    casePath(slug),
    [
      {
        label: 'case',
        item: true,
        run: async (queryClient) => {
          const item = await queryClient.fetchQuery(caseQueryOptions(slug));
          if (item) await queryClient.fetchQuery(caseNichesQueryOptions(item.id));
          return item;
        },
      },
    ],
    request,
  );
}
export const clientLoader = withoutPrerenderedQueries;

export default function CaseRoute() {
  const { slug = '' } = useParams();
  const query = useQuery(caseQueryOptions(slug));
  const item = query.data ?? undefined;
  const niches = useCaseNiches(item?.id);
  const followingRedirect = useFollowRedirect(query.isSuccess && !item);

  useLogQueryError('Erro ao carregar o case:', query);

  if (item && niches) {
    const path = casePath(item.slug);
    const nicheNames = niches.map((niche) => niche.nome);
    const seo = contentSeo(item, {
      titulo: item.titulo,
      description: item.subtitulo,
      image: item.imagem_destacada,
    });
    const preview = item.staged ? stagedNotice(item.staged) : previewNotice(item);
    return (
      <>
        <Seo
          title={seo.title}
          description={seo.description}
          keywords={[...nicheNames, ...casesSeo.keywords]}
          path={path}
          image={seo.image}
          imageAlt={item.titulo}
          type="article"
          noindex={preview !== null}
          jsonLd={articlePageJsonLd(
            {
              // The headline is the page's own title (its h1), as Google asks; not the search title.
              headline: item.titulo,
              description: seo.description,
              path,
              image: seo.image,
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
        <ContentPage preview={preview}>
          <CaseDetail item={item} niches={niches} />
          <ClosingCta cta={caseDetail.closingCta} className="pt-0 sm:pt-0" />
        </ContentPage>
      </>
    );
  }

  return (
    <ContentPageFallback
      queryStatus={followingRedirect || item ? 'pending' : query.status}
      copy={caseDetail}
      path={casePath(slug)}
      listSeo={casesSeo}
      listPath={CASES_PATH}
    />
  );
}
