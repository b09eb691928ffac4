/**
 * A content page published after the last build has no HTML of its own: the host serves the SPA
 * shell, and the page's data would be requested only after the JavaScript, then the route's code,
 * then the client had loaded. So the shell starts that one request itself, with the HTML, in
 * parallel with the JavaScript (scripts/build/content-prefetch.ts writes its inline script from
 * `src/routes/site/content-prefetches.ts`), and the public client takes the answer
 * (`takePrefetched`) when it asks for exactly that URL.
 */

import type { ImageLayout } from '@/lib/responsive-image';

/** The request a content route makes for its item: `table?select=…&<slugColumn>=eq.<slug>`. */
export interface ContentRequest {
  table: string;
  select: string;
  slugColumn: string;
}

/** A content route and its request: `path` is the route's pattern, its `:slug` segment the slug. */
export interface ContentPrefetch extends ContentRequest {
  /** React Router's route id (the route's file), whose modules the shell preloads. */
  routeId: string;
  path: string;
  /**
   * The page's largest image, the cover in the item's `column`, shown in `layout`: the shell
   * preloads it as soon as the answer arrives, before the app has rendered the page.
   */
  cover: { column: string; layout: ImageLayout };
  /**
   * An RPC the page calls with a column of the item (`{ [param]: item[column] }`, the case's
   * niches): the shell calls it as soon as the item arrives, so the page renders whole at once.
   */
  itemRpc?: { rpc: string; param: string; column: string };
}

declare global {
  interface Window {
    /** Answers the shell's inline script started, by URL (taken once). */
    __contentPrefetch?: Record<string, Promise<Response>>;
  }
}

/**
 * Where the shell keeps an answer: a GET by its URL, anything else by method, URL and body (the
 * shell's inline script writes the same keys).
 */
export function prefetchKey(url: string, init?: RequestInit): string {
  const method = init?.method ?? 'GET';
  return method === 'GET' ? url : `${method} ${url} ${String(init?.body ?? '')}`;
}

/**
 * The answer the shell already asked for, if this is that request (same method, URL and body);
 * a failed prefetch is asked again. Undefined otherwise: the caller fetches.
 */
export function takePrefetched(url: string, init?: RequestInit): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const key = prefetchKey(url, init);
  const answer = window.__contentPrefetch?.[key];
  if (!answer) return undefined;
  delete window.__contentPrefetch![key];
  return answer.catch(() => fetch(url, init));
}
