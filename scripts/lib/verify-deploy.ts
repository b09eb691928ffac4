/**
 * The post-deploy check (`npm run verify:deploy -- https://site`, scripts/cli/verify-deploy.ts):
 * what a visitor, a crawler and an attacker get from the live site and its API, seen from outside
 * with nothing but the site's address. The Supabase URL and publishable key are found where any
 * visitor finds them, in the site's own JavaScript (the build inlines them), unless given.
 *
 * Pure: no console, no process; every request goes through the `fetch` given (the tests route the
 * site through a proxy that breaks it on purpose). Each item answers `{ item, ok, detail }`; `item`
 * and `failures` are stable names for scripts and tests, `label` and `detail` are in the language
 * asked for (pt-BR by default, or English).
 */
import { randomUUID } from 'node:crypto';

import { casePath } from '../../src/config/content-paths.ts';
import { privatePathPrefixes, staticSiteRoutes } from '../../src/config/site-routes.ts';

/** The items, in the order they are checked and reported. */
export const ITEMS = [
  'pages',
  'not-found',
  'headers',
  'content-page',
  'redirects',
  'leads-closed',
  'keys',
  'functions',
] as const;
export type ItemId = (typeof ITEMS)[number];

export type Lang = 'pt-BR' | 'en';
export const LANGS: readonly Lang[] = ['pt-BR', 'en'];

export interface ItemResult {
  item: ItemId;
  ok: boolean;
  /** Passed only because there was nothing to check (e.g. no redirect in the database). */
  skipped?: boolean;
  label: string;
  detail: string;
  /**
   * What failed, by stable name (a header, a page's path, a function, `network`, `supabase-url`…):
   * empty when `ok`.
   */
  failures: string[];
}

export interface VerifyOptions {
  /** The public site, e.g. `https://site.example` (a path or trailing slash is ignored). */
  siteUrl: string;
  /** Overrides the URL found in the site's JavaScript. */
  supabaseUrl?: string;
  /** Overrides the publishable (anon) key found in the site's JavaScript. */
  publishableKey?: string;
  /** A content page known to be published after the build, checked instead of the newest case. */
  freshPath?: string;
  lang?: Lang;
  fetch?: typeof fetch;
  /** Per request; default 15 s (a page rendered on request may wait up to 4 s for the API). */
  timeoutMs?: number;
}

/** The staff functions: both refuse a caller without a user's session. */
export const STAFF_FUNCTIONS = ['create-user', 'manage-user'] as const;

/** Public pages checked for status, type and a title of their own: every static prerendered route. */
const PAGE_PATHS: readonly string[] = staticSiteRoutes.map((route) => route.path);
/** An address that always gets the SPA shell (200, no title): its title is no page's title. */
const SHELL_PATH = privatePathPrefixes[0];
/** A public table anon reads (published cases): proves the key is accepted. */
const PUBLIC_PROBE = '/rest/v1/cases?select=slug&limit=1';
/** Scripts read at most (the site has ~150): a runaway crawl must not hammer the host. */
const MAX_SCRIPTS = 600;
const CRAWL_CONCURRENCY = 8;

// ------------------------------------------------------------------------------------------------
// Messages
// ------------------------------------------------------------------------------------------------

interface Messages {
  labels: Record<ItemId, string>;
  network: (url: string, reason: string) => string;
  noSupabaseUrl: string;
  noKey: string;
  api: (what: string, status: number) => string;
  notApplicable: (why: string) => string;
  status: (path: string, status: number, expected: number) => string;
  notHtml: (path: string, type: string | null) => string;
  pages: {
    ok: (count: number, paths: string) => string;
    noTitle: (path: string) => string;
    shellTitle: (path: string) => string;
    sameTitle: (path: string, other: string, title: string) => string;
  };
  notFound: { ok: (path: string) => string };
  headers: {
    csp: (frameAncestors: string) => string;
    noCsp: string;
    noFrameAncestors: string;
    hsts: (value: string) => string;
    hstsHttp: string;
    noHsts: string;
    nosniff: string;
    noNosniff: (value: string | null) => string;
  };
  contentPage: {
    ok: (path: string, how: string) => string;
    noH1: (path: string) => string;
    fresh: string;
    afterBuild: string;
    beforeBuild: string;
    newest: string;
    noCase: string;
  };
  redirects: {
    ok: (from: string, status: number, to: string) => string;
    location: (from: string, location: string | null, expected: string) => string;
    none: string;
    afterBuild: (seen: string) => string;
  };
  leads: {
    refused: (status: number, code: string) => string;
    empty: string;
    exposed: (count: number) => string;
  };
  keys: {
    ok: (key: string, source: string, url: string, scripts: number) => string;
    fromBundle: string;
    given: string;
    givenNotInBundle: (key: string) => string;
    refused: (status: number) => string;
    noScripts: string;
    secret: (kind: string, where: string) => string;
  };
  functions: { ok: (names: string) => string };
}

const PT_BR: Messages = {
  labels: {
    pages: 'Páginas com título próprio',
    'not-found': '404 de verdade',
    headers: 'Cabeçalhos de segurança',
    'content-page': 'Página de case renderiza com seu conteúdo (prerenderizada ou na hora)',
    redirects: 'Redirecionamentos',
    'leads-closed': 'API recusa leitura anônima de leads',
    keys: 'Chave publicável em uso, nenhuma chave secreta nos scripts',
    functions: 'Funções recusam chamada sem sessão',
  },
  network: (url, reason) => `falha ao pedir ${url}: ${reason}`,
  noSupabaseUrl: 'URL do Supabase não encontrada nos scripts do site (informe --supabase-url)',
  noKey: 'chave publicável não encontrada nos scripts do site (informe --publishable-key)',
  api: (what, status) => `a API respondeu ${status} ao ler ${what}`,
  notApplicable: (why) => `não se aplica: ${why}`,
  status: (path, status, expected) => `${path} respondeu ${status} (esperado ${expected})`,
  notHtml: (path, type) => `${path} não é HTML (Content-Type: ${type ?? 'ausente'})`,
  pages: {
    ok: (count, paths) => `${count} páginas, 200 em HTML, cada uma com seu título (${paths})`,
    noTitle: (path) => `${path} sem <title>`,
    shellTitle: (path) => `${path} tem o título do shell SPA`,
    sameTitle: (path, other, title) => `${path} tem o mesmo título que ${other} ("${title}")`,
  },
  notFound: { ok: (path) => `${path} respondeu 404 em HTML` },
  headers: {
    csp: (frameAncestors) => `CSP com frame-ancestors ${frameAncestors}`,
    noCsp: 'sem Content-Security-Policy',
    noFrameAncestors: "Content-Security-Policy sem frame-ancestors 'none'",
    hsts: (value) => `HSTS ${value}`,
    hstsHttp: 'HSTS não se aplica (site em http)',
    noHsts: 'sem Strict-Transport-Security (site em https)',
    nosniff: 'nosniff',
    noNosniff: (value) => `X-Content-Type-Options: ${value ?? 'ausente'} (esperado nosniff)`,
  },
  contentPage: {
    ok: (path, how) => `${path} respondeu 200 em HTML com <h1> (${how})`,
    noH1: (path) => `${path} sem <h1>: é o shell SPA, não a página renderizada`,
    fresh: 'indicada por --fresh-path',
    afterBuild: 'publicado depois do build: renderizado na hora',
    beforeBuild: 'publicado antes do build: prerenderizado',
    newest: 'o case publicado mais recente',
    noCase: 'nenhum case publicado',
  },
  redirects: {
    ok: (from, status, to) => `${from} → ${status} ${to}`,
    location: (from, location, expected) =>
      `${from} redireciona para ${location ?? '(sem Location)'} (esperado ${expected})`,
    none: 'nenhum redirecionamento no banco',
    afterBuild: (seen) => `o mais antigo foi criado depois do build e o próximo build o publica (${seen})`,
  },
  leads: {
    refused: (status, code) => `recusado com ${status}${code ? ` (${code})` : ''}`,
    empty: 'respondeu 200 sem nenhuma linha',
    exposed: (count) => `respondeu 200 com ${count} lead(s): leads expostos a qualquer visitante`,
  },
  keys: {
    ok: (key, source, url, scripts) =>
      `chave ${key} (${source}) aceita por ${url}; ${scripts} scripts lidos, nenhuma chave secreta`,
    fromBundle: 'dos scripts do site',
    given: 'informada, presente nos scripts',
    givenNotInBundle: (key) =>
      `a chave informada ${key} não está nos scripts do site: não é a que o site usa`,
    refused: (status) => `a API recusou a chave (${status})`,
    noScripts: 'nenhum script do site foi lido: não dá para procurar chaves secretas',
    secret: (kind, where) => `${kind} em ${where}`,
  },
  functions: { ok: (names) => `${names} responderam 401 sem sessão` },
};

const EN: Messages = {
  labels: {
    pages: 'Pages with their own title',
    'not-found': 'A real 404',
    headers: 'Security headers',
    'content-page': 'A case page renders with its content (prerendered or on request)',
    redirects: 'Redirects',
    'leads-closed': 'The API refuses anonymous reads of leads',
    keys: 'The publishable key is in use, no secret key in the scripts',
    functions: 'The functions refuse a call without a session',
  },
  network: (url, reason) => `requesting ${url} failed: ${reason}`,
  noSupabaseUrl: "Supabase URL not found in the site's scripts (pass --supabase-url)",
  noKey: "publishable key not found in the site's scripts (pass --publishable-key)",
  api: (what, status) => `the API answered ${status} reading ${what}`,
  notApplicable: (why) => `not applicable: ${why}`,
  status: (path, status, expected) => `${path} answered ${status} (expected ${expected})`,
  notHtml: (path, type) => `${path} is not HTML (Content-Type: ${type ?? 'missing'})`,
  pages: {
    ok: (count, paths) => `${count} pages, 200 HTML, each with its own title (${paths})`,
    noTitle: (path) => `${path} has no <title>`,
    shellTitle: (path) => `${path} has the SPA shell's title`,
    sameTitle: (path, other, title) => `${path} has the same title as ${other} ("${title}")`,
  },
  notFound: { ok: (path) => `${path} answered 404 with HTML` },
  headers: {
    csp: (frameAncestors) => `CSP with frame-ancestors ${frameAncestors}`,
    noCsp: 'no Content-Security-Policy',
    noFrameAncestors: "Content-Security-Policy without frame-ancestors 'none'",
    hsts: (value) => `HSTS ${value}`,
    hstsHttp: 'HSTS not applicable (site on http)',
    noHsts: 'no Strict-Transport-Security (site on https)',
    nosniff: 'nosniff',
    noNosniff: (value) => `X-Content-Type-Options: ${value ?? 'missing'} (expected nosniff)`,
  },
  contentPage: {
    ok: (path, how) => `${path} answered 200 HTML with an <h1> (${how})`,
    noH1: (path) => `${path} has no <h1>: it is the SPA shell, not the rendered page`,
    fresh: 'named by --fresh-path',
    afterBuild: 'published after the build: rendered on request',
    beforeBuild: 'published before the build: prerendered',
    newest: 'the newest published case',
    noCase: 'no published case',
  },
  redirects: {
    ok: (from, status, to) => `${from} → ${status} ${to}`,
    location: (from, location, expected) =>
      `${from} redirects to ${location ?? '(no Location)'} (expected ${expected})`,
    none: 'no redirect in the database',
    afterBuild: (seen) => `the oldest was created after the build, the next build publishes it (${seen})`,
  },
  leads: {
    refused: (status, code) => `refused with ${status}${code ? ` (${code})` : ''}`,
    empty: 'answered 200 with no row',
    exposed: (count) => `answered 200 with ${count} lead(s): leads exposed to any visitor`,
  },
  keys: {
    ok: (key, source, url, scripts) =>
      `key ${key} (${source}) accepted by ${url}; ${scripts} scripts read, no secret key`,
    fromBundle: "from the site's scripts",
    given: 'given, present in the scripts',
    givenNotInBundle: (key) => `the given key ${key} is not in the site's scripts: not the one the site uses`,
    refused: (status) => `the API refused the key (${status})`,
    noScripts: 'no script of the site could be read: cannot look for secret keys',
    secret: (kind, where) => `${kind} in ${where}`,
  },
  functions: { ok: (names) => `${names} answered 401 without a session` },
};

export const MESSAGES: Record<Lang, Messages> = { 'pt-BR': PT_BR, en: EN };

// ------------------------------------------------------------------------------------------------
// HTTP
// ------------------------------------------------------------------------------------------------

interface Answer {
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

/** A request that failed before any answer (DNS, refused, timeout): named by URL and cause. */
class NetworkError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`);
  }
}

/** Redirects are never followed: a page must answer itself, and a redirect is checked as such. */
function requester(fetchImpl: typeof fetch, timeoutMs: number) {
  return async (url: string, init: RequestInit = {}): Promise<Answer> => {
    try {
      const response = await fetchImpl(url, {
        redirect: 'manual',
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { url, status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      // undici's "fetch failed" says nothing: its cause does (ECONNREFUSED, ENOTFOUND…).
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new NetworkError(url, cause ?? (error as Error).message);
    }
  };
}

const isHtml = (answer: Answer) => /^text\/html\b/i.test(answer.headers.get('content-type') ?? '');

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The document's `<title>`, trimmed ('' when empty or missing). */
export const titleOf = (html: string) =>
  decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

// ------------------------------------------------------------------------------------------------
// What the site's scripts carry
// ------------------------------------------------------------------------------------------------

/** A script reference in HTML or JS: `"/assets/x.js"`, `` `./x.js` ``, Vite's `"assets/x.js"`. */
const SCRIPT_REFERENCE = /["'`]((?:https?:\/\/[^"'`\s]+?|\.{0,2}\/)?[\w@~./-]*\.m?js)(?:\?[^"'`\s]*)?["'`]/g;

/**
 * The same-origin scripts an HTML page or a script refers to. Relative references (`./x.js`)
 * resolve against the file; bare ones (`assets/x.js`: Vite's preload lists) against the site root.
 */
export function scriptReferences(text: string, fileUrl: string, siteOrigin: string): string[] {
  const found = new Set<string>();
  for (const [, reference] of text.matchAll(SCRIPT_REFERENCE)) {
    const base = /^(?:[a-z]+:|\.{0,2}\/)/i.test(reference) ? fileUrl : `${siteOrigin}/`;
    try {
      const url = new URL(reference, base);
      if (url.origin === siteOrigin) found.add(`${url.origin}${url.pathname}`);
    } catch {
      // not a URL after all
    }
  }
  return [...found];
}

/** Reads a JWT's payload without checking it (only its claims are looked at: role, iss). */
export function jwtPayload(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Real keys are ~40 characters: a bare prefix (a library testing for it) is no key. */
const PUBLISHABLE_KEY = /\bsb_publishable_[A-Za-z0-9_-]{20,}/g;
const SECRET_KEY = /\bsb_secret_[A-Za-z0-9_-]{20,}/;
const JWT = /\beyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
/** How the build inlines the URL: `VITE_SUPABASE_URL:"…"` (import.meta.env, or the demo defaults). */
const SUPABASE_URL_PROPERTY = /VITE_SUPABASE_URL["'`]?\s*:\s*["'`](https?:\/\/[^"'`\s]+)["'`]/g;
const HOSTED_SUPABASE_URL = /https:\/\/[a-z0-9-]+\.supabase\.(?:co|in)\b/g;

const isLoopback = (url: string) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
};

export interface ScannedFile {
  url: string;
  text: string;
}

/** A key or secret as shown in a report: its start and its end, never the whole of it. */
export const maskKey = (key: string) =>
  key.length <= 24 ? key : `${key.slice(0, key.startsWith('sb_') ? 18 : 6)}…${key.slice(-6)}`;

/**
 * The publishable keys in the scripts, best first: `sb_publishable_…`, then legacy anon JWTs, those
 * of a real project before the local demo's (a build also carries the demo defaults).
 */
export function findKeys(files: readonly ScannedFile[]): string[] {
  const publishable = new Set<string>();
  const anon = new Set<string>();
  const demo = new Set<string>();
  for (const { text } of files) {
    for (const [key] of text.matchAll(PUBLISHABLE_KEY)) publishable.add(key);
    for (const [token] of text.matchAll(JWT)) {
      const claims = jwtPayload(token);
      if (claims?.role === 'anon') (claims.iss === 'supabase-demo' ? demo : anon).add(token);
    }
  }
  return [...publishable, ...anon, ...demo];
}

/**
 * The Supabase URLs in the scripts, best first: those the site's CSP lets the browser connect to,
 * then, for a site that is not local, those that are not local either (a build also carries the
 * demo `http://127.0.0.1:54321`).
 */
export function findSupabaseUrls(
  files: readonly ScannedFile[],
  { connectSrc = [], siteIsLocal = false }: { connectSrc?: readonly string[]; siteIsLocal?: boolean } = {},
): string[] {
  const found = new Set<string>();
  for (const { text } of files) {
    for (const [, url] of text.matchAll(SUPABASE_URL_PROPERTY)) found.add(url.replace(/\/+$/, ''));
    for (const [url] of text.matchAll(HOSTED_SUPABASE_URL)) found.add(url);
  }
  const rank = (url: string) =>
    (connectSrc.includes(url) ? 0 : 2) + (!siteIsLocal && isLoopback(url) ? 1 : 0);
  return [...found].sort((a, b) => rank(a) - rank(b));
}

/** Secret keys in the scripts: `sb_secret_…` and JWTs whose role is `service_role`. */
export function findSecrets(files: readonly ScannedFile[]): { kind: string; url: string }[] {
  const secrets: { kind: string; url: string }[] = [];
  for (const { url, text } of files) {
    if (SECRET_KEY.test(text)) secrets.push({ kind: 'sb_secret_', url });
    for (const [token] of text.matchAll(JWT)) {
      if (jwtPayload(token)?.role === 'service_role') {
        secrets.push({ kind: 'service_role JWT', url });
        break;
      }
    }
  }
  return secrets;
}

/** The sources of a CSP directive, e.g. connect-src's origins. */
const directive = (policy: string | null, name: string): string[] | undefined => {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`, 'i').exec(policy ?? '');
  return match?.[1].trim().split(/\s+/);
};

// ------------------------------------------------------------------------------------------------
// The check
// ------------------------------------------------------------------------------------------------

interface Context {
  site: string;
  https: boolean;
  m: Messages;
  http: ReturnType<typeof requester>;
  /** A site path, requested once however many items read it. */
  page: (path: string) => Promise<Answer>;
  /** The scripts and pages read for keys. */
  scripts: Promise<ScannedFile[]>;
  supabase: Promise<{ url?: string; key?: string; keyInBundle: boolean }>;
  /** The API's answer to a public read with the key (undefined: no URL or no key). */
  keyProbe: Promise<Answer | undefined>;
  buildInfo: Promise<{ contentReadAt?: string }>;
  freshPath?: string;
}

type Outcome = Omit<ItemResult, 'item' | 'label'>;
const pass = (detail: string, skipped = false): Outcome => ({
  ok: true,
  detail,
  failures: [],
  ...(skipped && { skipped }),
});
const fail = (detail: string, failures: string[]): Outcome => ({ ok: false, detail, failures });

/** The API's headers for a visitor: the publishable key only, no user's token. */
const apiHeaders = (key: string) => ({ apikey: key, Accept: 'application/json' });

/**
 * The API's URL and a key it accepts, or the failure of an item that needs them: without them a
 * refusal (401) would prove nothing.
 */
async function usableApi(ctx: Context): Promise<{ url: string; key: string } | Outcome> {
  const { m } = ctx;
  const { url, key } = await ctx.supabase;
  if (!url) return fail(m.noSupabaseUrl, ['supabase-url']);
  if (!key) return fail(m.noKey, ['publishable-key']);
  const probe = await ctx.keyProbe;
  if (probe?.status !== 200) return fail(m.keys.refused(probe?.status ?? 0), ['key-refused']);
  return { url, key };
}

/** Reads the site's scripts: from the home page and the SPA shell, through every import. */
async function crawlScripts(ctx: Pick<Context, 'site' | 'page' | 'http'>): Promise<ScannedFile[]> {
  const pages = await Promise.all(['/', SHELL_PATH].map((path) => ctx.page(path).catch(() => undefined)));
  const files: ScannedFile[] = pages.filter(
    (page): page is Answer => page !== undefined && page.status < 500,
  );
  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (text: string, url: string) => {
    for (const reference of scriptReferences(text, url, ctx.site)) {
      if (seen.has(reference) || seen.size >= MAX_SCRIPTS) continue;
      seen.add(reference);
      queue.push(reference);
    }
  };
  for (const file of files) enqueue(file.text, file.url);
  const scripts: ScannedFile[] = [];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      // A reference the loose pattern guessed wrong (a 404, an HTML fallback) is not a script.
      const answer = await ctx.http(url).catch(() => undefined);
      if (answer?.status !== 200 || isHtml(answer)) continue;
      scripts.push({ url, text: answer.text });
      enqueue(answer.text, url);
    }
  };
  // Workers that find the queue empty stop; the import graph is wide enough that one keeps going.
  while (queue.length > 0) await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker));
  return [...files, ...scripts];
}

/** The Supabase URL and key: given, or the first pair found in the scripts that the API accepts. */
async function discoverSupabase(
  ctx: Pick<Context, 'site' | 'page' | 'http'>,
  files: readonly ScannedFile[],
  given: { supabaseUrl?: string; publishableKey?: string },
): Promise<{ url?: string; key?: string; keyInBundle: boolean }> {
  const home = await ctx.page('/').catch(() => undefined);
  const connectSrc = (
    directive(home?.headers.get('content-security-policy') ?? null, 'connect-src') ?? []
  ).map((source) => source.replace(/\/+$/, ''));
  const bundleKeys = findKeys(files);
  const inScripts = findSupabaseUrls(files, { connectSrc, siteIsLocal: isLoopback(ctx.site) });
  // Scripts that name it otherwise: the other origins the CSP lets the browser reach.
  const urls = given.supabaseUrl
    ? [given.supabaseUrl.replace(/\/+$/, '')]
    : inScripts.length > 0
      ? inScripts
      : connectSrc.filter((source) => /^https?:\/\//.test(source) && source !== ctx.site);
  const keys = given.publishableKey ? [given.publishableKey] : bundleKeys;
  const keyInBundle = (key?: string) => key !== undefined && files.some((file) => file.text.includes(key));
  // One candidate each: nothing to choose. Several (a real build also carries the local demo's
  // URL and key): the first pair the API accepts.
  if (urls.length > 1 || keys.length > 1) {
    for (const url of urls) {
      for (const key of keys) {
        const probe = await ctx
          .http(`${url}${PUBLIC_PROBE}`, { headers: apiHeaders(key) })
          .catch(() => undefined);
        if (probe?.status === 200) return { url, key, keyInBundle: keyInBundle(key) };
      }
    }
  }
  return { url: urls[0], key: keys[0], keyInBundle: keyInBundle(keys[0]) };
}

/** 1. Every static page answers 200 HTML with a non-empty title of its own (not the shell's). */
async function checkPages(ctx: Context): Promise<Outcome> {
  const { m } = ctx;
  const shell = await ctx.page(SHELL_PATH).catch(() => undefined);
  const shellTitle = shell?.status === 200 ? titleOf(shell.text) : undefined;
  const problems: string[] = [];
  const failures: string[] = [];
  const owners = new Map<string, string>();
  for (const path of PAGE_PATHS) {
    let answer: Answer;
    try {
      answer = await ctx.page(path);
    } catch (error) {
      problems.push(m.network(ctx.site + path, (error as NetworkError).reason));
      failures.push(path);
      continue;
    }
    const title = titleOf(answer.text);
    const problem =
      answer.status !== 200
        ? m.status(path, answer.status, 200)
        : !isHtml(answer)
          ? m.notHtml(path, answer.headers.get('content-type'))
          : !title
            ? m.pages.noTitle(path)
            : title === shellTitle
              ? m.pages.shellTitle(path)
              : owners.has(title)
                ? m.pages.sameTitle(path, owners.get(title)!, title)
                : undefined;
    if (problem) {
      problems.push(problem);
      failures.push(path);
    } else owners.set(title, path);
  }
  return failures.length > 0
    ? fail(problems.join('; '), failures)
    : pass(m.pages.ok(PAGE_PATHS.length, PAGE_PATHS.join(', ')));
}

/** 2. An address nothing answers gets status 404 with an HTML page, not the shell with 200. */
async function checkNotFound(ctx: Context): Promise<Outcome> {
  const { m } = ctx;
  const path = `/verificacao-${randomUUID().slice(0, 8)}`;
  const answer = await ctx.page(path);
  if (answer.status !== 404) return fail(m.status(path, answer.status, 404), ['status']);
  if (!isHtml(answer)) return fail(m.notHtml(path, answer.headers.get('content-type')), ['content-type']);
  return pass(m.notFound.ok(path));
}

/**
 * 3. The home page's security headers, as public/_headers sets them: a CSP that forbids framing
 * (frame-ancestors 'none', or 'self'), HSTS on https (a browser ignores it on http), nosniff.
 */
async function checkHeaders(ctx: Context): Promise<Outcome> {
  const { m } = ctx;
  const { headers } = await ctx.page('/');
  const good: string[] = [];
  const bad: string[] = [];
  const failures: string[] = [];
  const csp = headers.get('content-security-policy');
  const frameAncestors = directive(csp, 'frame-ancestors')?.join(' ');
  if (!csp) {
    bad.push(m.headers.noCsp);
    failures.push('content-security-policy');
  } else if (frameAncestors !== "'none'" && frameAncestors !== "'self'") {
    bad.push(m.headers.noFrameAncestors);
    failures.push('frame-ancestors');
  } else good.push(m.headers.csp(frameAncestors));

  const hsts = headers.get('strict-transport-security');
  if (!ctx.https) good.push(m.headers.hstsHttp);
  else if (!hsts || !/max-age=\s*"?[1-9]/i.test(hsts)) {
    bad.push(m.headers.noHsts);
    failures.push('strict-transport-security');
  } else good.push(m.headers.hsts(hsts));

  const nosniff = headers.get('x-content-type-options');
  if (nosniff?.trim().toLowerCase() !== 'nosniff') {
    bad.push(m.headers.noNosniff(nosniff));
    failures.push('x-content-type-options');
  } else good.push(m.headers.nosniff);
  return failures.length > 0 ? fail(bad.join('; '), failures) : pass(good.join(', '));
}

/**
 * 4. A case page answers with the page itself (it has an `<h1>`; the SPA shell has none): the
 * newest published case (after the build: the host renders it on request), or `--fresh-path`.
 */
async function checkContentPage(ctx: Context): Promise<Outcome> {
  const { m } = ctx;
  let path = ctx.freshPath;
  let how = m.contentPage.fresh;
  if (!path) {
    const api = await usableApi(ctx);
    if ('ok' in api) return api;
    const { url, key } = api;
    // Visitors see only published cases whose date has come (RLS): the newest is the last published.
    const answer = await ctx.http(
      `${url}/rest/v1/cases?select=slug,publicado_em&status=eq.publicado&order=publicado_em.desc,id.asc&limit=1`,
      { headers: apiHeaders(key) },
    );
    if (answer.status !== 200) return fail(m.api('cases', answer.status), ['api']);
    const [newest] = JSON.parse(answer.text) as { slug: string; publicado_em: string }[];
    if (!newest) return pass(m.notApplicable(m.contentPage.noCase), true);
    path = casePath(newest.slug);
    const { contentReadAt } = await ctx.buildInfo;
    how = !contentReadAt
      ? m.contentPage.newest
      : new Date(newest.publicado_em) > new Date(contentReadAt)
        ? m.contentPage.afterBuild
        : m.contentPage.beforeBuild;
  }
  const page = await ctx.page(path);
  if (page.status !== 200) return fail(m.status(path, page.status, 200), ['status']);
  if (!isHtml(page)) return fail(m.notHtml(path, page.headers.get('content-type')), ['content-type']);
  if (!/<h1[\s>]/i.test(page.text)) return fail(m.contentPage.noH1(path), ['h1']);
  return pass(m.contentPage.ok(path, how));
}

/**
 * 5. The oldest redirect of the database (the one most surely in the last build's `_redirects`;
 * hosts do not serve that file itself) answers its status and Location. One created after the
 * build read its content is not on the host yet: its failure is reported, not counted.
 */
async function checkRedirects(ctx: Context): Promise<Outcome> {
  const { m } = ctx;
  const api = await usableApi(ctx);
  if ('ok' in api) return api;
  const { url, key } = api;
  const rows = await ctx.http(
    `${url}/rest/v1/redirects?select=from_path,to_path,status_code,created_at&order=created_at.asc&limit=1`,
    { headers: apiHeaders(key) },
  );
  if (rows.status !== 200) return fail(m.api('redirects', rows.status), ['api']);
  const [redirect] = JSON.parse(rows.text) as RedirectRow[];
  if (!redirect) return pass(m.notApplicable(m.redirects.none), true);

  const answer = await ctx.page(redirect.from_path);
  // Hosts answer a relative or an absolute Location: both must land on the row's target.
  const location = answer.headers.get('location');
  const landed = location === null ? undefined : new URL(location, answer.url);
  const expected = new URL(redirect.to_path, `${ctx.site}/`);
  const outcome =
    answer.status !== redirect.status_code
      ? fail(m.status(redirect.from_path, answer.status, redirect.status_code), ['status'])
      : landed?.origin !== expected.origin || landed.pathname !== expected.pathname
        ? fail(m.redirects.location(redirect.from_path, location, redirect.to_path), ['location'])
        : pass(m.redirects.ok(redirect.from_path, answer.status, location!));
  const { contentReadAt } = await ctx.buildInfo;
  if (!outcome.ok && contentReadAt && new Date(redirect.created_at) > new Date(contentReadAt)) {
    return pass(m.notApplicable(m.redirects.afterBuild(outcome.detail)), true);
  }
  return outcome;
}

interface RedirectRow {
  from_path: string;
  to_path: string;
  status_code: number;
  created_at: string;
}

/** 6. Visitors may send a lead, never read one: 401/403 (no grant), or no row (RLS). */
async function checkLeadsClosed(ctx: Context): Promise<Outcome> {
  const { m } = ctx;
  const api = await usableApi(ctx);
  if ('ok' in api) return api;
  const { url, key } = api;
  const answer = await ctx.http(`${url}/rest/v1/leads?select=id&limit=1`, { headers: apiHeaders(key) });
  if (answer.status === 401 || answer.status === 403) {
    let code = '';
    try {
      code = String((JSON.parse(answer.text) as { code?: unknown }).code ?? '');
    } catch {
      // a gateway's plain-text refusal
    }
    return pass(m.leads.refused(answer.status, code));
  }
  if (answer.status === 200) {
    const rows = JSON.parse(answer.text) as unknown[];
    return rows.length === 0 ? pass(m.leads.empty) : fail(m.leads.exposed(rows.length), ['leads']);
  }
  return fail(m.api('leads', answer.status), ['api']);
}

/**
 * 7. The key the site ships is accepted by the API (a public read answers 200), and no secret key
 * is in any script or page read: no `sb_secret_…`, no JWT whose role is `service_role`.
 */
async function checkKeys(ctx: Context, given: boolean): Promise<Outcome> {
  const { m } = ctx;
  const files = await ctx.scripts;
  const { url, key, keyInBundle } = await ctx.supabase;
  const problems: string[] = [];
  const failures: string[] = [];
  for (const secret of findSecrets(files)) {
    problems.push(m.keys.secret(secret.kind, new URL(secret.url).pathname));
    failures.push(secret.kind === 'sb_secret_' ? 'sb_secret' : 'service_role');
  }
  const scripts = files.filter((file) => /\.m?js$/.test(new URL(file.url).pathname)).length;
  if (scripts === 0) {
    problems.push(m.keys.noScripts);
    failures.push('no-scripts');
  }
  if (!url || !key) {
    problems.push(!url ? m.noSupabaseUrl : m.noKey);
    failures.push(!url ? 'supabase-url' : 'publishable-key');
    return fail(problems.join('; '), failures);
  }
  const probe = await ctx.keyProbe;
  if (probe?.status !== 200) {
    problems.unshift(m.keys.refused(probe?.status ?? 0));
    failures.unshift('key-refused');
  }
  // A given key the scripts do not carry is not the one visitors use, however well it works.
  if (given && !keyInBundle) {
    problems.push(m.keys.givenNotInBundle(maskKey(key)));
    failures.push('key-not-in-bundle');
  }
  if (failures.length > 0) return fail(problems.join('; '), failures);
  return pass(m.keys.ok(maskKey(key), given ? m.keys.given : m.keys.fromBundle, url, scripts));
}

/** 8. The staff functions refuse a call with only the publishable key (no user's session): 401. */
async function checkFunctions(ctx: Context): Promise<Outcome> {
  const { m } = ctx;
  const api = await usableApi(ctx);
  if ('ok' in api) return api;
  const { url, key } = api;
  const answers = await Promise.all(
    STAFF_FUNCTIONS.map((name) =>
      ctx.http(`${url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { ...apiHeaders(key), 'Content-Type': 'application/json' },
        body: '{}',
      }),
    ),
  );
  const wrong = STAFF_FUNCTIONS.filter((_, index) => answers[index].status !== 401);
  if (wrong.length > 0) {
    return fail(
      wrong.map((name) => m.status(name, answers[STAFF_FUNCTIONS.indexOf(name)].status, 401)).join('; '),
      [...wrong],
    );
  }
  return pass(m.functions.ok(STAFF_FUNCTIONS.join(', ')));
}

/** Checks the deployed site and its API; one result per item of ITEMS, in that order. */
export async function verifyDeploy(options: VerifyOptions): Promise<ItemResult[]> {
  const lang = options.lang ?? 'pt-BR';
  const m = MESSAGES[lang];
  const siteUrl = new URL(options.siteUrl);
  if (!/^https?:$/.test(siteUrl.protocol)) throw new Error(`Not an http(s) URL: ${options.siteUrl}`);
  const site = siteUrl.origin;
  const http = requester(options.fetch ?? fetch, options.timeoutMs ?? 15_000);
  const pages = new Map<string, Promise<Answer>>();
  const page = (path: string) => {
    if (!pages.has(path)) pages.set(path, http(new URL(path, `${site}/`).toString()));
    return pages.get(path)!;
  };
  const base = { site, page, http };
  const scripts = crawlScripts(base);
  const supabase = scripts.then((files) => discoverSupabase(base, files, options));
  const keyProbe = supabase.then(({ url, key }) =>
    url && key ? http(`${url}${PUBLIC_PROBE}`, { headers: apiHeaders(key) }) : undefined,
  );
  // Read by the API items, which report its failure: never an unhandled rejection meanwhile.
  keyProbe.catch(() => {});
  const ctx: Context = {
    ...base,
    https: siteUrl.protocol === 'https:',
    m,
    scripts,
    supabase,
    keyProbe,
    // When the live build read its content (src/lib/build-info.ts); optional for the check.
    buildInfo: page('/build-info.json')
      .then((answer) =>
        answer.status === 200 ? (JSON.parse(answer.text) as { contentReadAt?: string }) : {},
      )
      .catch(() => ({})),
    freshPath: options.freshPath,
  };
  const checks: Record<ItemId, () => Promise<Outcome>> = {
    pages: () => checkPages(ctx),
    'not-found': () => checkNotFound(ctx),
    headers: () => checkHeaders(ctx),
    'content-page': () => checkContentPage(ctx),
    redirects: () => checkRedirects(ctx),
    'leads-closed': () => checkLeadsClosed(ctx),
    keys: () => checkKeys(ctx, Boolean(options.publishableKey)),
    functions: () => checkFunctions(ctx),
  };
  return Promise.all(
    ITEMS.map(async (item): Promise<ItemResult> => {
      let outcome: Outcome;
      try {
        outcome = await checks[item]();
      } catch (error) {
        // An item that could not run failed: a request that got no answer, or an answer that was not JSON.
        outcome =
          error instanceof NetworkError
            ? fail(m.network(error.url, error.reason), ['network'])
            : fail((error as Error).message, ['error']);
      }
      return { item, label: m.labels[item], ...outcome };
    }),
  );
}

/** One line per item: ✔ or ✖, its label, what was seen. */
export const formatResult = (result: ItemResult) =>
  `${result.ok ? '✔' : '✖'} ${result.label} — ${result.detail}`;
