import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';

import { dehydrateBuildSnapshot, makeQueryClient } from '@/lib/query-client';
import { prepareServerSanitizer } from '@/lib/sanitize-html.server';
import { errorMessage } from '@/lib/utils';

import { prefetchesFor } from './content-prefetch';

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
  return { dehydratedState: dehydrateBuildSnapshot(queryClient) };
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
