/**
 * Netlify Function: content published after the last build, rendered on request
 * (scripts/build/render-on-request.ts), as `npm run preview` does locally. `preferStatic`: a
 * prerendered page, or any other file, is served as a file; this runs only for content addresses
 * without one. It answers, in order, like the static host would: a redirect of `_redirects` (an
 * address that moved), the rendered page, the not-found page with 404 (a '.' or '..' segment, an
 * encoded '/', a segment that is no slug), or the SPA shell (nothing published there, the page
 * could not come out whole, or the client's address has had its renders of the minute); each with
 * the `_headers` of its path, which Netlify does not add to a function's answers. The client's
 * address is Netlify's `context.ip`. A rendered page is cached by Netlify's CDN for a minute; a new
 * deploy empties that cache.
 *
 * It also renders a list's search sent without JavaScript (`/insights?q=…`), which `_redirects`
 * sends to `/__search/insights?q=…` (a prerendered file would answer the list's own address): the
 * list with its results, else the prerendered list, whose app shows them.
 *
 * Files it reads at run time (netlify.toml `included_files`): the build's `render/`, and from
 * `client/` the host files, the shell, the not-found page, the searchable lists and the
 * stylesheet the critical CSS is taken from.
 */
import fs from 'node:fs';
import path from 'node:path';

import { createOnRequestRenderer } from '../../scripts/build/render-on-request.ts';
import {
  contentPatterns,
  findRule,
  headersFor,
  locationOf,
  matchesPattern,
  NOT_FOUND_FILE,
  parseHeaders,
  parseRedirects,
  requestPath,
  SEARCH_RENDER_PREFIX,
  searchAddress,
} from '../../src/lib/host-files.ts';

/** `npm run build`'s output, from the site's base directory (the function's working directory). */
const BUILD_DIR = path.resolve('build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const read = (name: string) => fs.readFileSync(path.join(CLIENT_DIR, name), 'utf8');

const renderer = createOnRequestRenderer(BUILD_DIR);
const headerRules = parseHeaders(read('_headers'));
const redirects = parseRedirects(read('_redirects'));
const shell = read('__spa-fallback.html');
const notFoundPage = read(NOT_FOUND_FILE);

/** Whether `pathname` (a trailing '/' aside) is a content address. */
const isContentAddress = (pathname: string) =>
  contentPatterns.some((pattern) => matchesPattern(pattern, pathname.replace(/(.)\/$/, '$1')));

/** What this function reads of Netlify's context: the client's address (`Context.ip`). */
interface ClientContext {
  ip?: string;
}

export default async function renderContent(request: Request, context?: ClientContext): Promise<Response> {
  const url = new URL(request.url);
  const listPath = url.pathname.startsWith(`${SEARCH_RENDER_PREFIX}/`)
    ? url.pathname.slice(SEARCH_RENDER_PREFIX.length)
    : url.pathname;
  const search = searchAddress(listPath, url.searchParams);
  if (search) return renderSearch(request, search, context);
  const requested = requestPath(url.pathname);
  if ('status' in requested && requested.status === 400) return new Response('Bad Request', { status: 400 });
  const pathname = 'path' in requested ? requested.path : NOT_FOUND_FILE;
  const headers = new Headers([...headersFor(headerRules, pathname)]);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  const answer = (status: number, body: string) =>
    new Response(request.method === 'HEAD' ? null : body, { status, headers });
  // Netlify calls this for content addresses only (`config.path`); any other path here is one whose
  // '.' or '..' segments the URL parser resolved (`/cases/%2e%2e` arrives as `/`).
  if ('status' in requested || !isContentAddress(pathname)) return answer(404, notFoundPage);

  const moved = findRule(redirects, pathname, (status) => status >= 300 && status < 400);
  if (moved) {
    headers.delete('Content-Type');
    headers.set('Location', locationOf(moved.to) + url.search);
    return new Response(null, { status: moved.status, headers });
  }
  const rendered = await (await renderer)(pathname, context?.ip);
  if (rendered?.status === 404) return answer(404, notFoundPage);
  if (rendered) headers.set('Netlify-CDN-Cache-Control', 'public, durable, s-maxage=60');
  return answer(200, rendered?.html ?? shell);
}

/** A list's search: rendered with its results (cached a minute by the CDN), else the prerendered list. */
async function renderSearch(request: Request, address: string, context?: ClientContext): Promise<Response> {
  const list = address.split('?')[0]!;
  const headers = new Headers([...headersFor(headerRules, list)]);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  const rendered = await (await renderer)(address, context?.ip);
  if (rendered?.status === 200) headers.set('Netlify-CDN-Cache-Control', 'public, durable, s-maxage=60');
  const body = rendered?.status === 200 ? rendered.html : read(`${list}.html`);
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

/**
 * Netlify reads this literally: the same list as `contentPatterns`, then the searches' paths
 * (src/lib/host-files.ts; a test compares them).
 */
export const config = {
  path: [
    '/cases/:slug',
    '/insights/:categoria',
    '/insights/:categoria/:slug',
    // Where `_redirects` sends the searches (`SEARCH_RENDER_PREFIX` + `searchPaths`).
    '/__search/insights',
    '/__search/cases',
  ],
  preferStatic: true,
};
