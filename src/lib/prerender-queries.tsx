import {
  HydrationBoundary,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { data, useMatches } from 'react-router';

import { RENDER_ON_REQUEST_HEADER } from './host-files';
import { dehydrateBuildSnapshot, makeQueryClient } from './query-client';
import { errorMessage } from './error-message';

/**
 * Build-time data of prerendered pages. A route that shows database content names the queries it
 * reads, with the same query options its components use:
 *
 *   export const loader = () => prerenderQueries('/cases', [fetchQuery('cases', casesQueryOptions())]);
 *   export const clientLoader = withoutPrerenderedQueries;
 *
 * `loader` runs while prerendering (`ssr: false`) and when the host renders a content page published
 * after the build (`RENDER_ON_REQUEST_HEADER`); the dehydrated cache goes into the page's HTML, so
 * crawlers get the real content, title, Open Graph tags and JSON-LD. In the browser React
 * Query refreshes that snapshot once after hydration, and fetches what was not prerendered. The root
 * puts the matched route's snapshot in the cache (`PrerenderedQueries`), so route components just
 * read their queries.
 */

/** One thing a page reads; `run` fetches it (and what depends on it) and throws when it fails. */
export interface Prefetch {
  label: string;
  run: (queryClient: QueryClient) => Promise<unknown>;
  /** The page's own item (a case, an article): `run` resolves to it, or to null when the address has none. */
  item?: boolean;
}

/** What a prerendered page carries; `undefined` in the browser. */
export interface PrerenderedQueriesData {
  dehydratedState: DehydratedState | undefined;
}

/** A prefetch of one query, by its query options (`item`: see `Prefetch`). */
export function fetchQuery<Data, Key extends QueryKey>(
  label: string,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  { item = false } = {},
): Prefetch {
  return { label, item, run: (queryClient) => queryClient.fetchQuery(options) };
}

/**
 * Runs a page's prefetches on a fresh query client and returns its snapshot. At build time a
 * failed query is reported, not thrown: the page then prerenders its loading state and the browser
 * fetches. Rendered on request (`request` carries `RENDER_ON_REQUEST_HEADER`), a page must come
 * out whole: a failed query or a missing item throws 503 or 404, and the host serves the SPA shell
 * instead, which asks in the browser (and follows the address's redirect, if any).
 */
export async function prerenderQueries(
  page: string,
  prefetches: readonly Prefetch[],
  request?: Request,
): Promise<PrerenderedQueriesData> {
  const queryClient = makeQueryClient();
  let failed = false;
  let missing = false;
  await Promise.all(
    prefetches.map(async ({ label, run, item }) => {
      try {
        const result = await run(queryClient);
        if (item && result == null) missing = true;
      } catch (error) {
        failed = true;
        console.warn(`[prerender] ${page}: falha ao ler ${label} (${errorMessage(error)}).`);
      }
    }),
  );
  if (request?.headers.has(RENDER_ON_REQUEST_HEADER) && (failed || missing)) {
    throw data(null, { status: failed ? 503 : 404 });
  }
  return { dehydratedState: dehydrateBuildSnapshot(queryClient) };
}

/**
 * The browser never asks the router for data: no `.data` request on client navigations or for
 * addresses that were not prerendered (content created after the build); React Query fetches.
 */
export function withoutPrerenderedQueries(): PrerenderedQueriesData {
  return { dehydratedState: undefined };
}

/** Puts the prerendered queries of the matched route in the cache before its components read them. */
export function PrerenderedQueries({ children }: { children: ReactNode }) {
  const state = useMatches()
    .map((match) => (match.loaderData as Partial<PrerenderedQueriesData> | undefined)?.dehydratedState)
    .findLast((dehydrated) => dehydrated !== undefined);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
