/**
 * Content published after the last build has no HTML file until the next build (a few minutes,
 * asked for by the database: docs/architecture.md, "A publication, end to end"). Meanwhile the
 * host renders such a page on request, exactly as the build would have: React Router's server
 * build (kept in `<build dir>/render` by keep-render-build.ts) runs the route's loader against the
 * API, and the HTML gets the build's own finishing (`finishPage`: the app starts on intent,
 * critical CSS inline, the CSP of its inline scripts). So a case published a minute ago opens
 * like any other: complete in its HTML, no JavaScript before the visitor acts, and crawlers find
 * its title, description and Open Graph tags.
 *
 * Only content addresses (`contentPatterns`) and searches of the lists (`searchAddress`: the
 * search form sent without JavaScript) are rendered, and only whole pages: when the address
 * has no item, a query fails or the API takes longer than `timeoutMs`, the answer is `undefined`
 * and the host serves the SPA shell, as before (it asks in the browser and follows a redirect).
 * Used by `npm run preview` (scripts/cli/serve-build.ts) and by the host function
 * (netlify/functions/render-content.ts).
 *
 * A render costs the API one or two reads, so what anyone can make it do is bounded, before any
 * read (the numbers below; per process, so each Netlify function instance counts on its own):
 * - the path comes as `requestPath` (src/lib/host-files.ts) reads it: no '.' or '..' segment, no
 *   encoded '/'. An address whose placeholders are not slugs (`SLUG_PATTERN`, at most
 *   `SLUG_MAX_LENGTH` characters) has no content: 404 at once;
 * - a rendered page is kept `cacheMs` (as a prerendered page stays until the next build), an
 *   address that rendered nothing (no item, a failed or slow read) `missCacheMs`: a page published
 *   now shows, rendered, once its address's miss has expired (the shell shows it meanwhile). At
 *   most `CACHE_ENTRIES` addresses are kept, the least recently used going first;
 * - one client address starts at most `rendersPerMinute` renders a minute (fixed one-minute
 *   windows; at most `CLIENTS_PER_MINUTE` addresses counted in one). Beyond that the host serves
 *   the SPA shell without asking the API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createRequestHandler, type ServerBuild } from 'react-router';

import {
  contentPatterns,
  matchesPattern,
  RENDER_ON_REQUEST_HEADER,
  searchPaths,
} from '../../src/lib/host-files.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../src/limits/slug.ts';
import { finishPage } from './build-host-files.ts';
import { createCriticalCss } from './critical-css.ts';
import { RENDER_BUILD_DIR } from './keep-render-build.ts';

/** How long the API may take before the shell is served instead. */
export const RENDER_TIMEOUT_MS = 4_000;
/** How long a rendered page is served again without rendering. */
export const PAGE_CACHE_MS = 60_000;
/** How long an address that rendered nothing gets the shell without asking the API again. */
export const MISS_CACHE_MS = 30_000;
/** The most addresses kept, pages and misses together (a few MB of HTML at most). */
export const CACHE_ENTRIES = 1_000;
/** Renders one client address may start in a minute: far more new pages than a visitor opens. */
export const RENDERS_PER_CLIENT_PER_MINUTE = 30;
/** Client addresses counted in one minute; a new one beyond gets the shell until the minute ends. */
export const CLIENTS_PER_MINUTE = 10_000;

/** A rendered content page, or 404: no content can have the address. */
export type RenderedAnswer = { status: 200; html: string } | { status: 404 };

/**
 * The answer for `pathname` (as `requestPath` reads it, or a search as `searchAddress` gives it)
 * asked from `client` (the request's client address), or undefined: nothing rendered now, the host
 * serves its own rule (the SPA shell; for a search, the prerendered list, whose app shows the results).
 */
export type RenderOnRequest = (pathname: string, client?: string) => Promise<RenderedAnswer | undefined>;

export interface RenderOnRequestOptions {
  /** Default `RENDER_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Default `PAGE_CACHE_MS`. */
  cacheMs?: number;
  /** Default `MISS_CACHE_MS`. */
  missCacheMs?: number;
  /** Default `RENDERS_PER_CLIENT_PER_MINUTE`. */
  rendersPerMinute?: number;
}

/** Whether `<buildDir>` has the server build this needs (builds before it had none). */
export const hasRenderBuild = (buildDir: string) => fs.existsSync(renderEntry(buildDir));

const renderEntry = (buildDir: string) => path.join(buildDir, RENDER_BUILD_DIR, 'index.js');

const NOT_FOUND: RenderedAnswer = { status: 404 };
const ONE_MINUTE_MS = 60_000;

const isSlug = (segment: string) => segment.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(segment);

/**
 * Whether `address` is a content address: 'slugs' when its placeholders hold slugs, 'other' when
 * not. A search of a list (`searchAddress`: `/insights?q=…`) renders like one.
 */
function contentAddress(address: string): 'slugs' | 'other' | undefined {
  const [path, query] = address.split('?');
  if (query !== undefined) return searchPaths.includes(path!) ? 'slugs' : undefined;
  const pattern = contentPatterns.find((candidate) => matchesPattern(candidate, address));
  if (!pattern) return undefined;
  const expected = pattern.split('/');
  const slugs = address.split('/').every((segment, index) => !expected[index]!.startsWith(':') || isSlug(segment));
  return slugs ? 'slugs' : 'other';
}

export async function createOnRequestRenderer(
  buildDir: string,
  {
    timeoutMs = RENDER_TIMEOUT_MS,
    cacheMs = PAGE_CACHE_MS,
    missCacheMs = MISS_CACHE_MS,
    rendersPerMinute = RENDERS_PER_CLIENT_PER_MINUTE,
  }: RenderOnRequestOptions = {},
): Promise<RenderOnRequest> {
  // A query string per load: after a build swap the same path holds another build, and Node
  // would otherwise hand back the module it loaded first.
  const entry = `${pathToFileURL(renderEntry(buildDir)).href}?loaded=${Date.now()}`;
  const build = (await import(entry)) as ServerBuild;
  const criticalCss = createCriticalCss(path.join(buildDir, 'client'));
  /** Address → its render (shared by the requests that come while it runs) and until when it is kept; least recently used first. */
  const kept = new Map<string, { html: Promise<string | undefined>; until: number }>();
  /** Client address → renders it started in the current minute. */
  const renders = new Map<string, number>();
  let minuteStarted = 0;

  async function render(address: string): Promise<string | undefined> {
    // React Router refuses, with `ssr: false`, to render a path the build did not prerender.
    const handler = createRequestHandler({ ...build, prerender: [...build.prerender, address] });
    const request = new Request(new URL(address, 'http://localhost'), {
      headers: { [RENDER_ON_REQUEST_HEADER]: '1' },
    });
    const late = new Promise<undefined>((resolve) => {
      AbortSignal.timeout(timeoutMs).addEventListener('abort', () => resolve(undefined));
    });
    const response = await Promise.race([handler(request), late]);
    if (response?.status !== 200) return undefined;
    return finishPage(await response.text(), criticalCss);
  }

  /** Counts one render for `client`; false when it has had its share of this minute. */
  function mayRender(client: string, now: number): boolean {
    if (now - minuteStarted >= ONE_MINUTE_MS) {
      minuteStarted = now;
      renders.clear();
    }
    const count = renders.get(client) ?? 0;
    if (count >= rendersPerMinute || (count === 0 && renders.size >= CLIENTS_PER_MINUTE)) return false;
    renders.set(client, count + 1);
    return true;
  }

  /** Keeps (or touches) `address` as the most recently used, dropping the least recently used past the bound. */
  function keep(address: string, html: Promise<string | undefined>, until: number): void {
    kept.delete(address);
    kept.set(address, { html, until });
    if (kept.size > CACHE_ENTRIES) kept.delete(kept.keys().next().value!);
  }

  return async (pathname, client = '') => {
    const address = pathname.replace(/(.)\/$/, '$1');
    const content = contentAddress(address);
    if (content === undefined) return undefined;
    if (content === 'other') return NOT_FOUND;
    const now = Date.now();
    const known = kept.get(address);
    let html: Promise<string | undefined>;
    if (known && known.until > now) {
      html = known.html;
      keep(address, html, known.until);
    } else {
      if (!mayRender(client, now)) return undefined;
      html = render(address).catch((error: unknown) => {
        console.error(`[render on request] ${address}:`, error);
        return undefined;
      });
      keep(address, html, now + cacheMs);
      // A miss is kept `missCacheMs` from when it is known.
      void html.then((page) => {
        if (page !== undefined || kept.get(address)?.html !== html) return;
        if (missCacheMs > 0) keep(address, html, Date.now() + missCacheMs);
        else kept.delete(address);
      });
    }
    const page = await html;
    return page === undefined ? undefined : { status: 200, html: page };
  };
}
