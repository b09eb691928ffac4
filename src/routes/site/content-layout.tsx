import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';

import { CASES_PATH } from '@/config/content-paths';
import { caseQueryOptions } from '@/features/cases/api/get-case';
import { caseNichesQueryOptions } from '@/features/cases/api/get-case-niches';
import { casesQueryOptions } from '@/features/cases/api/get-cases';
import { nichesQueryOptions } from '@/features/cases/api/get-niches';
import { categoriesQueryOptions } from '@/features/insights/api/get-categories';
import { categoryQueryOptions } from '@/features/insights/api/get-category';
import { categoryInsightsQueryOptions } from '@/features/insights/api/get-category-insights';
import { insightQueryOptions } from '@/features/insights/api/get-insight';
import { insightsQueryOptions } from '@/features/insights/api/get-insights';
import { makeQueryClient } from '@/lib/query-client';
import { prepareServerSanitizer } from '@/lib/sanitize-html.server';
import { errorMessage } from '@/lib/utils';

/** What to fetch for a page; `run` throws when a query fails (reported, never fatal). */
type Prefetch = readonly [label: string, run: (queryClient: QueryClient) => Promise<unknown>];

/** The queries a content page reads, by its address (the same options its components use). */
function prefetchesFor(pathname: string, params: LoaderFunctionArgs['params']): Prefetch[] {
  const { slug, categorySlug, postSlug } = params;
  if (slug) {
    return [
      [
        'case',
        async (queryClient) => {
          const item = await queryClient.fetchQuery(caseQueryOptions(slug));
          if (item) await queryClient.fetchQuery(caseNichesQueryOptions(item.id));
        },
      ],
    ];
  }
  if (categorySlug && postSlug) {
    return [['insight', (queryClient) => queryClient.fetchQuery(insightQueryOptions(categorySlug, postSlug))]];
  }
  if (categorySlug) {
    return [
      [
        'categoria',
        async (queryClient) => {
          const category = await queryClient.fetchQuery(categoryQueryOptions(categorySlug));
          if (category) await queryClient.fetchInfiniteQuery(categoryInsightsQueryOptions(category.id));
        },
      ],
      ['categorias', (queryClient) => queryClient.fetchQuery(categoriesQueryOptions())],
    ];
  }
  // Prerendering asks for `/cases.data` first, then renders `/cases` with that data.
  if (pathname.replace(/\.data$/, '').replace(/\/+$/, '') === CASES_PATH) {
    return [
      ['cases', (queryClient) => queryClient.fetchQuery(casesQueryOptions())],
      ['nichos', (queryClient) => queryClient.fetchQuery(nichesQueryOptions())],
    ];
  }
  return [
    ['insights', (queryClient) => queryClient.fetchQuery(insightsQueryOptions())],
    ['categorias', (queryClient) => queryClient.fetchQuery(categoriesQueryOptions())],
  ];
}

/**
 * Runs at build time only (`ssr: false` + prerender), once per prerendered case, category and
 * article and for /cases and /insights: a fresh query client fetches what that page reads, with
 * the same query options as its components, and the dehydrated cache goes into the page's HTML,
 * so crawlers get the real content, title, Open Graph tags and JSON-LD. A failed query is
 * reported, not thrown (the page then prerenders its loading state and the browser fetches).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const queryClient = makeQueryClient();
  // The article body is sanitised while rendering, and DOMPurify needs a DOM in Node. Not caught:
  // without it the article cannot be rendered safely, and the build must fail.
  if (params.postSlug) await prepareServerSanitizer();
  await Promise.all(
    prefetchesFor(pathname, params).map(async ([label, run]) => {
      try {
        await run(queryClient);
      } catch (error) {
        console.warn(`[prerender] ${pathname}: ${label} indisponível no build (${errorMessage(error)}).`);
      }
    }),
  );
  return { dehydratedState: dehydrate(queryClient) };
}

/**
 * In the browser nothing is loaded by the router: no `.data` request on client navigations or
 * for addresses that were not prerendered (content created after the build opens through the
 * SPA fallback); React Query fetches in the components.
 */
export function clientLoader() {
  return { dehydratedState: undefined };
}

/** Pathless layout of /cases, /cases/:slug, /insights, /insights/:categorySlug(/:postSlug). */
export default function ContentLayout() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <Outlet />
    </HydrationBoundary>
  );
}
