/**
 * Text of the files the build writes for crawlers and the static host: `sitemap.xml`,
 * `robots.txt` and `_redirects` (Netlify / Cloudflare Pages format). Pure functions; the build step
 * is `scripts/build/build-host-files.ts`, called from `react-router.config.ts` (`buildEnd`).
 *
 * No `@/` imports: loaded in Node by the React Router config.
 */
import { CASES_PATH, INSIGHTS_PATH } from '../config/content-paths';
import { privatePathPrefixes, type SiteRoute } from '../config/site-routes';
import { canonicalPath, isRedirectPath } from './site-path';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** `https://site` + `/` → `https://site/` (the home canonical is the site root). */
export const routeUrl = (siteUrl: string, path: string) => `${origin(siteUrl)}${path}`;

export function buildSitemapXml(siteUrl: string, routes: readonly SiteRoute[]): string {
  const seen = new Set<string>();
  const entries = routes
    .filter((route) => !seen.has(route.path) && seen.add(route.path))
    .map((route) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(routeUrl(siteUrl, route.path))}</loc>`,
        ...(route.lastmod ? [`    <lastmod>${xmlEscape(route.lastmod)}</lastmod>`] : []),
        `    <changefreq>${route.changefreq}</changefreq>`,
        `    <priority>${route.priority.toFixed(1)}</priority>`,
        '  </url>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(siteUrl: string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Prerendered (not in the sitemap) as `/404.html`: the app's "Oops! Page not found" page, `noindex`. */
export const NOT_FOUND_PATH = '/404';
export const NOT_FOUND_FILE = `${NOT_FOUND_PATH}.html`;

/**
 * Content addresses that may be created after the build: the host renders them on request
 * (scripts/build/render-on-request.ts) and, when it cannot, serves the SPA shell. `:name` matches
 * one path segment (Netlify / Cloudflare Pages placeholders); `*` at the end, any rest. Old
 * article slugs (`/{categorySlug}/{postSlug}`) live at `/insights/:categoria/:slug` too.
 */
export const contentPatterns: readonly string[] = [
  `${CASES_PATH}/:slug`,
  `${INSIGHTS_PATH}/:categoria`,
  `${INSIGHTS_PATH}/:categoria/:slug`,
];

/** The lists with a search box: `GET <path>?q=…` (the box's form without JavaScript) shows the results. */
export const searchPaths: readonly string[] = [INSIGHTS_PATH, CASES_PATH];
export const SEARCH_PARAM = 'q';
/**
 * Where the host's `_redirects` sends a search (`/insights?q=…` → `/__search/insights?q=…`): the
 * path of the function that renders it (netlify/functions/render-content.ts), since a prerendered
 * file would otherwise answer. `npm run preview` asks its renderer directly (`searchAddress`).
 */
export const SEARCH_RENDER_PREFIX = '/__search';

/**
 * The address the host renders for a request of a searchable list with a non-blank `q`: the path
 * and `q` alone (other parameters never make another page), or undefined for any other request.
 */
export function searchAddress(pathname: string, search: URLSearchParams): string | undefined {
  const path = pathname.replace(/(.)\/$/, '$1');
  const query = (search.get(SEARCH_PARAM) ?? '').replace(/\s+/g, ' ').trim();
  if (!searchPaths.includes(path) || query === '') return undefined;
  return `${path}?${new URLSearchParams({ [SEARCH_PARAM]: query })}`;
}

/**
 * Sent by the host's on-request renderer with each page it renders: the page's loader then
 * answers 503 or 404 rather than render a page without its data (src/lib/prerender-queries.tsx).
 */
export const RENDER_ON_REQUEST_HEADER = 'x-render-on-request';

/**
 * Paths without a file that still get the SPA shell (200): the admin, and content addresses (the
 * SPA renders them, or their `noindex` not-found state).
 */
export const spaFallbackPatterns: readonly string[] = [
  ...privatePathPrefixes.flatMap((prefix) => [prefix, `${prefix}/*`]),
  ...contentPatterns,
];

/**
 * The `_redirects` subset hosts and `npm run preview` share: `*` at the end of a pattern matches
 * any rest of the path, a `:name` segment exactly one non-empty path segment.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  if (!pattern.includes('/:')) return pattern === pathname;
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

/** A row of `public.redirects` as the host file needs it: an old address, its new one, 301 or 302. */
export interface HostRedirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

/**
 * `_redirects`: the database's redirects with their own status, then the SPA rule for the admin and
 * for content addresses (React Router's empty shell, status 200), then every other path answers
 * 404 with the prerendered not-found page. Hosts serve existing files before non-forced rules
 * (Netlify "shadowing"), so prerendered pages and assets are unaffected. The hosts split a line
 * into fields on any JavaScript whitespace (U+00A0 and U+2028 too): a redirect whose paths are
 * not `isRedirectPath` (ASCII path characters only) is refused rather than written.
 */
export function buildRedirectsFile(
  redirects: readonly HostRedirect[],
  spaFallback: string,
  notFoundPage: string = NOT_FOUND_FILE,
): string {
  const unsafe = redirects.find((rule) => !isRedirectPath(rule.from) || !isRedirectPath(rule.to));
  if (unsafe) {
    throw new Error(
      `_redirects: ${JSON.stringify(unsafe.from)} → ${JSON.stringify(unsafe.to)} is not a redirect path.`,
    );
  }
  const width =
    Math.max(
      ...[...redirects, ...spaFallbackPatterns.map((from) => ({ from }))].map((rule) => rule.from.length),
      2,
    ) + 2;
  return [
    '# Generated by the build from the database (public.redirects, managed in /admin/redirecionamentos;',
    '# address changes add their own): edit them there, not here.',
    ...redirects.map((rule) => `${rule.from.padEnd(width)}${rule.to}  ${rule.status}`),
    '',
    '# Not prerendered but may exist (admin, content created after the build): the empty app shell.',
    ...spaFallbackPatterns.map((pattern) => `${pattern.padEnd(width)}${spaFallback}  200`),
    '',
    "# A search (the list's form sent without JavaScript): rendered with its results by the host function.",
    ...searchPaths.map(
      (path) =>
        `${path.padEnd(width)}${SEARCH_PARAM}=:${SEARCH_PARAM}  ${SEARCH_RENDER_PREFIX}${path}?${SEARCH_PARAM}=:${SEARCH_PARAM}  200!`,
    ),
    '',
    '# Everything else without a file: a real 404 with the prerendered not-found page.',
    `${'/*'.padEnd(width)}${notFoundPage}  404`,
    '',
  ].join('\n');
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/**
 * `_redirects`: "from to [status]" per line; `*` at the end of `from` matches a prefix. `from` in
 * the form request paths are compared in (`canonicalPath`; kept as written when it has none).
 * Rules conditioned on a query parameter (`/insights q=:q …`, the searches) are left out: whoever
 * reads this file renders searches itself (`searchAddress`).
 */
export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/^\S+\s+[^\s/]+=/.test(line))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from: canonicalPath(from!) ?? from!, to: to!, status: Number(status ?? 301) };
    });
}

/**
 * A redirect's target as a `Location` value: what a header cannot carry or a URL may not hold raw
 * (non-ASCII, controls, spaces, `"<>\^`{|}`) percent-encoded in UTF-8; escapes, '?' and '#' kept.
 * A `_redirects` written before paths were ASCII may hold `/ação`, which Node refuses in a header.
 */
export function locationOf(target: string): string {
  // Read from a file as UTF-8, `target` has no lone surrogate (encodeURIComponent's one refusal).
  return target.replace(/[^\x21-\x7e]|["<>\\^`{|}]/gu, (character) => encodeURIComponent(character));
}

/** The path of a request target as sent (`/a%2e?x`, or an absolute URL's): before its query or fragment, untouched. */
export function rawPathOf(target: string): string {
  return /^(?:[a-z][a-z\d+.-]*:\/\/[^/?#]*)?([^?#]*)/i.exec(target)![1] || '/';
}

/**
 * How `npm run preview` and the host function read a request's path (`rawPathOf`): in the form
 * redirects are compared in (`canonicalPath`: escapes of unreserved characters decoded once, the
 * others kept). 400 when it is malformed; 404 when it has a '.' or '..' segment (as sent or as
 * %2E) or an encoded '/' or '\': URL parsers resolve those against the segments around them
 * (`/cases/%2e%2e` is `/`, the home page), and no address of this site has one.
 */
export function requestPath(rawPath: string): { path: string } | { status: 400 | 404 } {
  const path = canonicalPath(rawPath);
  if (path === null || !path.startsWith('/')) return { status: 400 };
  if (/(^|\/)\.\.?(\/|$)/.test(path) || /%(2F|5C)/.test(path)) return { status: 404 };
  return { path };
}

/** `_headers`: a path pattern line, then indented "Name: value" lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const index = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/** Headers of every matching rule, in file order; a header set by two rules is joined with ", " (as the hosts do). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}

/** The first rule of `_redirects` for `pathname` (with or without its trailing slash) whose status passes `status`. */
export function findRule(
  redirects: readonly Redirect[],
  pathname: string,
  status: (code: number) => boolean,
): Redirect | undefined {
  return redirects.find(
    (rule) =>
      status(rule.status) &&
      (matchesPattern(rule.from, pathname) || matchesPattern(rule.from, pathname.replace(/(.)\/$/, '$1'))),
  );
}

/** `%NAME%` placeholders of the `public/_headers` template, e.g. `%VITE_SUPABASE_URL%`. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/%([A-Z0-9_]+)%/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`_headers: no value for ${match}`);
    return value;
  });
}
