/**
 * Netlify Function: content published after the last build, rendered on request
 * (scripts/build/render-on-request.ts), as `npm run preview` does locally. `preferStatic`: a
 * prerendered page, or any other file, is served as a file; this runs only for content addresses
 * without one. It answers, in order, like the static host would: a redirect of `_redirects` (an
 * address that moved), the rendered page, or the SPA shell (nothing published there, or the
 * page could not come out whole); each with the `_headers` of its path, which Netlify does not
 * add to a function's answers. A rendered page is cached by Netlify's CDN for a minute; a new
 * deploy empties that cache.
 *
 * Files it reads at run time (netlify.toml `included_files`): the build's `render/`, and from
 * `client/` the host files, the shell and the stylesheet the critical CSS is taken from.
 */
import fs from 'node:fs';
import path from 'node:path';

import { createOnRequestRenderer } from '../../scripts/build/render-on-request.ts';
import { findRule, headersFor, parseHeaders, parseRedirects } from '../../src/lib/host-files.ts';

/** `npm run build`'s output, from the site's base directory (the function's working directory). */
const BUILD_DIR = path.resolve('build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const read = (name: string) => fs.readFileSync(path.join(CLIENT_DIR, name), 'utf8');

const renderer = createOnRequestRenderer(BUILD_DIR);
const headerRules = parseHeaders(read('_headers'));
const redirects = parseRedirects(read('_redirects'));
const shell = read('__spa-fallback.html');

export default async function renderContent(request: Request): Promise<Response> {
  const url = new URL(request.url);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return new Response('Bad Request', { status: 400 });
  }
  const headers = new Headers([...headersFor(headerRules, pathname)]);
  const moved = findRule(redirects, pathname, (status) => status >= 300 && status < 400);
  if (moved) {
    headers.set('Location', moved.to + url.search);
    return new Response(null, { status: moved.status, headers });
  }
  const page = await (await renderer)(pathname);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  if (page !== undefined) headers.set('Netlify-CDN-Cache-Control', 'public, durable, s-maxage=60');
  const body = request.method === 'HEAD' ? null : (page ?? shell);
  return new Response(body, { status: 200, headers });
}

/** Netlify reads this literally: the same list as `contentPatterns` (src/lib/host-files.ts; a test compares them). */
export const config = {
  path: ['/cases/:slug', '/insights/:categoria', '/insights/:categoria/:slug'],
  preferStatic: true,
};
