import { dehydrate, isServer, QueryClient, type DehydratedState } from '@tanstack/react-query';

import { isAccessEnded } from './db-error';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Prerendered data is shown immediately, then refreshed once on the client.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // At build time a failure should surface at once; in the browser retry transient errors,
        // not an ended staff access (the admin then signs the person out, see AuthProvider).
        retry: (failures, error) => !isServer && failures < 2 && !isAccessEnded(error),
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One client per prerendered page (build time, Node); one shared client in the browser, so a
 * suspense remount never drops the cache.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/**
 * What a prerendered page carries of its build-time data. It is a snapshot: marked invalidated,
 * the browser refreshes it once after hydration however soon after the build the page is opened
 * (staleTime alone would wait 60 s).
 */
export function dehydrateBuildSnapshot(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient);
  for (const query of state.queries) query.state.isInvalidated = true;
  return state;
}
