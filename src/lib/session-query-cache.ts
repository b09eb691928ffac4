/**
 * What the staff session does to the browser's query cache, reachable without loading React Query:
 * the admin's login page runs the auth provider but reads no query, so its first load leaves React
 * Query out. The browser's query client connects itself here when it is made (query-client.ts);
 * before that there is no cache to clear, hold or wait for.
 */

/** The query client as the session sees it. */
export interface SessionQueryCache {
  clear(): void;
  /** Offline for React Query: queries and mutations wait until it is back online. */
  setOnline(online: boolean): void;
  /** Resolves once nothing is being fetched or saved, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

/** Why queries are held: a session that ended by itself, or a sign-out on its way. */
export type QueryHold = 'session-ended' | 'signing-out';

let cache: SessionQueryCache | undefined;
const holds = new Set<QueryHold>();
let accessEndedListener: ((error: unknown) => void) | undefined;

/** Connects the browser's query client (a test's own client too); returns how to disconnect it. */
export function connectSessionQueryCache(next: SessionQueryCache): () => void {
  cache = next;
  if (holds.size > 0) next.setOnline(false);
  return () => {
    if (cache === next) cache = undefined;
  };
}

/** Empties the cache: what one staff member could read is never shown to the next one. */
export function clearQueryCache(): void {
  cache?.clear();
}

/** Holds or releases every query and mutation; they run again once no hold is left. */
export function holdQueries(reason: QueryHold, held: boolean): void {
  const before = holds.size;
  if (held) holds.add(reason);
  else holds.delete(reason);
  if ((before === 0) !== (holds.size === 0)) cache?.setOnline(holds.size === 0);
}

/** Resolves once the requests already sent have answered (at most `timeoutMs`). */
export function queriesSettled(timeoutMs: number): Promise<void> {
  return cache?.settled(timeoutMs) ?? Promise.resolve();
}

/** The auth provider listens for requests the database refused because staff access ended. */
export function onAccessEnded(listener: (error: unknown) => void): () => void {
  accessEndedListener = listener;
  return () => {
    if (accessEndedListener === listener) accessEndedListener = undefined;
  };
}

/** Called by the query client for such a refusal (a query's or a mutation's). */
export function reportAccessEnded(error: unknown): void {
  accessEndedListener?.(error);
}
