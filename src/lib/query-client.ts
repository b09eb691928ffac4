import {
  dehydrate,
  isServer,
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type DehydratedState,
} from '@tanstack/react-query';

import { isAccessEnded } from './db-error';
import { connectSessionQueryCache, reportAccessEnded } from './session-query-cache';

/** A refusal because this tab's staff access ended goes to the auth provider, which signs out. */
const reportRefusal = (error: unknown) => {
  if (isAccessEnded(error)) reportAccessEnded(error);
};

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportRefusal }),
    mutationCache: new MutationCache({ onError: reportRefusal }),
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

/** Connects `queryClient` to the staff session (src/lib/session-query-cache.ts). */
export function connectToSession(queryClient: QueryClient): () => void {
  const busy = () =>
    queryClient.isFetching() > 0 ||
    queryClient.isMutating({ predicate: (mutation) => !mutation.state.isPaused }) > 0;
  return connectSessionQueryCache({
    clear: () => queryClient.clear(),
    setOnline: (online) => onlineManager.setOnline(online),
    settled: (timeoutMs) =>
      new Promise<void>((resolve) => {
        if (!busy()) return resolve();
        const done = () => {
          clearTimeout(timer);
          unsubscribeQueries();
          unsubscribeMutations();
          resolve();
        };
        const check = () => {
          if (!busy()) done();
        };
        const timer = setTimeout(done, timeoutMs);
        const unsubscribeQueries = queryClient.getQueryCache().subscribe(check);
        const unsubscribeMutations = queryClient.getMutationCache().subscribe(check);
      }),
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One client per prerendered page (build time, Node); one shared client in the browser, so a
 * suspense remount never drops the cache.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  if (!browserQueryClient) {
    browserQueryClient = makeQueryClient();
    connectToSession(browserQueryClient);
  }
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
