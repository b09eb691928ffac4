import {
  HydrationBoundary,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';

import { dehydrateBuildSnapshot, makeQueryClient } from './query-client';
import { errorMessage } from './utils';

/**
 * Build-time data of prerendered pages. A route that shows database content names the queries it
 * reads, with the same query options its components use:
 *
 *   export const loader = () => prerenderQueries('/cases', [fetchQuery('cases', casesQueryOptions())]);
 *   export const clientLoader = withoutPrerenderedQueries;
 *
 * `loader` runs only while prerendering (`ssr: false`); the dehydrated cache goes into the page's
 * HTML, so crawlers get the real content, title, Open Graph tags and JSON-LD. In the browser React
 * Query refreshes that snapshot once after hydration, and fetches what was not prerendered. The root
 * puts the matched route's snapshot in the cache (`PrerenderedQueries`), so route components just
 * read their queries.
 */

/** One thing a page reads; `run` fetches it (and what depends on it) and throws when it fails. */
export interface Prefetch {
  label: string;
  run: (queryClient: QueryClient) => Promise<unknown>;
}

/** What a prerendered page carries; `undefined` in the browser. */
export interface PrerenderedQueriesData {
  dehydratedState: DehydratedState | undefined;
}

/** A prefetch of one query, by its query options. */
export function fetchQuery<Data, Key extends QueryKey>(
  label: string,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Prefetch {
  return { label, run: (queryClient) => queryClient.fetchQuery(options) };
}

/**
 * Runs a page's prefetches on a fresh query client and returns its build snapshot. A failed query
 * is reported, not thrown: the page then prerenders its loading state and the browser fetches.
 */
export async function prerenderQueries(
  page: string,
  prefetches: readonly Prefetch[],
): Promise<PrerenderedQueriesData> {
  const queryClient = makeQueryClient();
  await Promise.all(
    prefetches.map(async ({ label, run }) => {
      try {
        await run(queryClient);
      } catch (error) {
        console.warn(`[prerender] ${page}: ${label} indisponível no build (${errorMessage(error)}).`);
      }
    }),
  );
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
