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
 * Only content addresses (`contentPatterns`) are rendered, and only whole pages: when the address
 * has no item, a query fails or the API takes longer than `timeoutMs`, the answer is `undefined`
 * and the host serves the SPA shell, as before (it asks in the browser and follows a redirect).
 * A rendered page is kept for `cacheMs` (the same staleness a prerendered page has until the next
 * build, which brings its own file); a miss is never kept, so a page published now renders at its
 * next request. Used by `npm run preview` (scripts/cli/serve-build.ts) and by the host function
 * (netlify/functions/render-content.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createRequestHandler, type ServerBuild } from 'react-router';

import { contentPatterns, matchesPattern, RENDER_ON_REQUEST_HEADER } from '../../src/lib/host-files.ts';
import { finishPage } from './build-host-files.ts';
import { createCriticalCss } from './critical-css.ts';
import { RENDER_BUILD_DIR } from './keep-render-build.ts';

/** The finished HTML of the content page at `pathname` (decoded), or undefined: serve the SPA shell. */
export type RenderOnRequest = (pathname: string) => Promise<string | undefined>;

export interface RenderOnRequestOptions {
  /** How long the API may take before the shell is served instead. */
  timeoutMs?: number;
  /** How long a rendered page is served again without rendering. */
  cacheMs?: number;
}

/** Whether `<buildDir>` has the server build this needs (builds before it had none). */
export const hasRenderBuild = (buildDir: string) => fs.existsSync(renderEntry(buildDir));

const renderEntry = (buildDir: string) => path.join(buildDir, RENDER_BUILD_DIR, 'index.js');

export async function createOnRequestRenderer(
  buildDir: string,
  { timeoutMs = 4_000, cacheMs = 60_000 }: RenderOnRequestOptions = {},
): Promise<RenderOnRequest> {
  // A query string per load: after a build swap the same path holds another build, and Node
  // would otherwise hand back the module it loaded first.
  const entry = `${pathToFileURL(renderEntry(buildDir)).href}?loaded=${Date.now()}`;
  const build = (await import(entry)) as ServerBuild;
  const criticalCss = createCriticalCss(path.join(buildDir, 'client'));
  const rendered = new Map<string, { html: Promise<string | undefined>; until: number }>();

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

  return (pathname) => {
    const address = pathname.replace(/(.)\/$/, '$1');
    if (!contentPatterns.some((pattern) => matchesPattern(pattern, address))) return Promise.resolve(undefined);
    const now = Date.now();
    const kept = rendered.get(address);
    if (kept && kept.until > now) return kept.html;
    // Requests that come while it renders share the render.
    const html = render(address).catch((error: unknown) => {
      console.error(`[render on request] ${address}:`, error);
      return undefined;
    });
    rendered.set(address, { html, until: now + cacheMs });
    void html.then((page) => {
      if (page === undefined && rendered.get(address)?.html === html) rendered.delete(address);
    });
    return html;
  };
}
