/**
 * Post-build step (react-router.config.ts `buildEnd`, after prerendering): writes what crawlers
 * and the static host read next to the prerendered HTML in build/client:
 *
 * - `sitemap.xml` and `robots.txt` from the route list (src/config/site-routes.ts + data routes),
 *   and `insights/feed.xml` (insights-feed.ts);
 * - `_redirects`: the database's redirects (301/302, read at build: content-routes.ts), the SPA
 *   fallback for admin and content addresses, then `/* /404.html 404`;
 * - `404/index.html` → `404.html`, the prerendered not-found page;
 * - `_headers` from the public/_headers template (`%VITE_SUPABASE_URL%` filled in);
 * - `salto/index.html` → `salto.html`, so hosts serve `/salto` itself (the canonical address)
 *   instead of redirecting it to `/salto/`;
 * - in every HTML file, a `<meta http-equiv="Content-Security-Policy">` whose script-src lists
 *   the SHA-256 of that file's inline scripts (React Router's hydration context and bootstrap,
 *   ScrollRestoration): together with the `_headers` policy, only those inline scripts run;
 * - the viewport, the LCP image preload and the stylesheet moved to the top of `<head>` (see
 *   `hoistFirstPaintTags`) and, but in the SPA shell, the CSS each page uses inlined there, the
 *   stylesheet loaded without blocking (critical-css.ts);
 * - last, `build-info.json` (src/lib/build-info.ts): when the site was built and its content read.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { privatePathPrefixes, type SiteRoute } from '../../src/config/site-routes.ts';
import { BUILD_INFO_FILE, type BuildInfo } from '../../src/lib/build-info.ts';
import { createCriticalCss } from './critical-css.ts';
import { deferAppStart, DEFERRED_BOOTSTRAP_TYPE } from './deferred-start.ts';
import { writeInsightsFeed, type FeedItem } from './insights-feed.ts';
import {
  buildRedirectsFile,
  buildRobotsTxt,
  buildSitemapXml,
  fillTemplate,
  type HostRedirect,
  NOT_FOUND_FILE,
  NOT_FOUND_PATH,
} from '../../src/lib/host-files.ts';

const SPA_FALLBACK = '/__spa-fallback.html';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types of inline scripts that run, plus the deferred bootstrap, run later as an inline module. */
const EXECUTABLE_TYPES = ['', 'module', 'text/javascript', 'application/javascript', DEFERRED_BOOTSTRAP_TYPE];

/** SHA-256 (CSP source expressions) of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPES.includes(type.trim().toLowerCase())) continue; // JSON-LD and other data blocks
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** Adds (or replaces) the per-document script policy right after `<meta charset>`. */
export function injectScriptCsp(html: string): string {
  const clean = html.replace(CSP_META, '');
  const policy = ["script-src 'self'", ...inlineScriptHashes(clean)].join(' ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(clean);
  if (charset) {
    const at = charset.index + charset[0].length;
    return clean.slice(0, at) + meta + clean.slice(at);
  }
  return clean.replace(/<head[^>]*>/i, (head) => head + meta);
}

/**
 * What the first paint needs, in the order it goes at the top of `<head>` (after the CSP meta):
 * the viewport (the image preload's `sizes` are read against it), the preload of the page's LCP
 * image, the render-blocking stylesheets.
 */
const FIRST_PAINT_TAGS = [
  /<meta name="viewport"[^>]*>/g,
  /<link rel="preload" as="image"[^>]*>/g,
  /<link rel="stylesheet" href="[^"]+"\/>/g,
];

/**
 * Moves what the first paint needs to the top of `<head>`: React Router writes the stylesheet
 * last, behind the metas and (in the SPA shell) dozens of `modulepreload`s, and the page's CSS
 * gates its first paint. The viewport and the LCP image preload go ahead of it: critical-css.ts
 * inlines ~40 KB of CSS where the stylesheet is, and behind that the preload scanner would see
 * the image only once the whole head had arrived. Safe for hydration: React 19 matches the
 * `<link>`s and `<meta>`s of `<head>` by their attributes, not by position.
 */
export function hoistFirstPaintTags(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  let rest = html.slice(0, headEnd);
  const tags: string[] = [];
  for (const pattern of FIRST_PAINT_TAGS) {
    tags.push(...(rest.match(pattern) ?? []));
    rest = rest.replace(pattern, '');
  }
  if (tags.length === 0) return html;
  const anchor = CSP_META.exec(rest) ?? /<meta charSet="utf-8"\s*\/?>/i.exec(rest);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return rest.slice(0, at) + tags.join('') + rest.slice(at) + html.slice(headEnd);
}

/**
 * What the build does to a prerendered page, and the on-request renderer to a page it renders:
 * the app started on intent (unless `startsAtOnce`), the first paint's tags hoisted, the page's CSS
 * inlined, its inline scripts hashed into its CSP.
 */
export function finishPage(
  html: string,
  criticalCss: (html: string) => string,
  { startsAtOnce = false } = {},
): string {
  return injectScriptCsp(criticalCss(hoistFirstPaintTags(startsAtOnce ? html : deferAppStart(html))));
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `build/client/salto/index.html` → `build/client/salto.html` (the home page stays index.html). */
function flattenPrerenderedPages(clientDir: string, routes: readonly SiteRoute[]): void {
  for (const route of routes) {
    if (route.path === '/') continue;
    const nested = path.join(clientDir, route.path, 'index.html');
    if (!fs.existsSync(nested)) continue;
    fs.renameSync(nested, path.join(clientDir, `${route.path}.html`));
    const dir = path.dirname(nested);
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
}

export interface HostFilesOptions {
  clientDir: string;
  siteUrl: string;
  supabaseUrl: string;
  routes: readonly SiteRoute[];
  redirects: readonly HostRedirect[];
  /** The newest articles, for the RSS feed (written when given). */
  insightsFeed?: readonly FeedItem[];
  /** When the build started reading the database (`BuildInfo.contentReadAt`). */
  contentReadAt: Date;
  /** Inline script for the SPA shell's head (content-prefetch.ts), if any. */
  shellHeadScript?: string;
}

/** An inline script first in `<head>`, right after `<meta charset>`, so it runs before anything loads. */
function prependHeadScript(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], charset[0] + tag);
  return html.replace(/<head[^>]*>/i, (head) => head + tag);
}

export function writeHostFiles({
  clientDir,
  siteUrl,
  supabaseUrl,
  routes,
  redirects,
  insightsFeed,
  contentReadAt,
  shellHeadScript,
}: HostFilesOptions): string[] {
  const written: string[] = [];
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(clientDir, name), text);
    written.push(name);
  };

  const missing = routes.filter(
    (route) =>
      !fs.existsSync(path.join(clientDir, route.path === '/' ? 'index.html' : `${route.path}/index.html`)) &&
      !fs.existsSync(path.join(clientDir, `${route.path}.html`)),
  );
  if (missing.length > 0) {
    throw new Error(`Rotas sem HTML prerenderizado: ${missing.map((route) => route.path).join(', ')}`);
  }
  if (!fs.existsSync(path.join(clientDir, SPA_FALLBACK))) {
    throw new Error(`${SPA_FALLBACK} não foi gerado (o shell vazio das rotas não prerenderizadas).`);
  }

  const notFoundPage = { path: NOT_FOUND_PATH, priority: 0, changefreq: 'never' } as const;
  flattenPrerenderedPages(clientDir, [...routes, notFoundPage]);
  if (!fs.existsSync(path.join(clientDir, NOT_FOUND_FILE))) {
    throw new Error(`${NOT_FOUND_FILE} não foi gerado (a página 404 prerenderizada).`);
  }
  const startsAtOnce = new Set([SPA_FALLBACK, `/${NOT_FOUND_FILE}`].map((file) => path.join(clientDir, file)));
  // The SPA shell keeps its stylesheet blocking: it shows only a spinner until the app renders
  // the admin or a page published after the build, which must not paint before the full CSS.
  const criticalCss = createCriticalCss(clientDir);
  const spaShell = path.join(clientDir, SPA_FALLBACK);
  for (const file of htmlFiles(clientDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (file !== spaShell) {
      fs.writeFileSync(file, finishPage(html, criticalCss, { startsAtOnce: startsAtOnce.has(file) }));
    } else {
      const page = hoistFirstPaintTags(html);
      fs.writeFileSync(file, injectScriptCsp(shellHeadScript ? prependHeadScript(page, shellHeadScript) : page));
    }
  }

  write('sitemap.xml', buildSitemapXml(siteUrl, routes));
  if (insightsFeed) written.push(writeInsightsFeed(clientDir, siteUrl, insightsFeed, new Date()));
  write('robots.txt', buildRobotsTxt(siteUrl, privatePathPrefixes));
  write('_redirects', buildRedirectsFile(redirects, SPA_FALLBACK));
  const headersTemplate = path.join(clientDir, '_headers'); // copied from public/ by Vite
  if (fs.existsSync(headersTemplate)) {
    write(
      '_headers',
      fillTemplate(fs.readFileSync(headersTemplate, 'utf8'), {
        VITE_SUPABASE_URL: supabaseUrl.replace(/\/+$/, ''),
      }),
    );
  }
  const buildInfo: BuildInfo = {
    builtAt: new Date().toISOString(),
    contentReadAt: contentReadAt.toISOString(),
  };
  write(BUILD_INFO_FILE, `${JSON.stringify(buildInfo, null, 2)}\n`);
  return written;
}
