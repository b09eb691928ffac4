/**
 * The SPA shell's head script. For an admin address it preloads the modules of the address's
 * routes (and, when a staff session is kept, supabase-js), as soon as the shell's HTML is read.
 *
 * For content pages published after the build (src/lib/content-prefetch.ts
 * says why): for an address that matches a content route it starts the page's request for its
 * item — the exact URL the app's query will ask for, built here by postgrest-js itself — and
 * preloads the route's modules and the public client, all in parallel with the app's JavaScript.
 * When the answer arrives it preloads the item's cover, as the page will show it (the same
 * `srcset` and `sizes`, built here by the app's `responsiveImage`), so the page's largest image
 * does not wait for the app to render, and calls the RPC the page calls with the item (the case's
 * niches), so the page renders whole when the app does. A browser with a staff session skips the request (its app
 * reads with the staff token).
 */
import fs from 'node:fs';
import path from 'node:path';

import { PostgrestClient } from '@supabase/postgrest-js';
import { runnerImport } from 'vite';

import type { Env, parseEnv } from '../../src/config/env.ts';
import { publicKeyHeaders } from '../../src/config/public-key.ts';
import { authStorageKey } from '../../src/lib/auth-storage-key.ts';
import type { ContentPrefetch } from '../../src/lib/content-prefetch.ts';
import type * as responsiveImages from '../../src/lib/responsive-image.ts';
import type { ResponsiveImage } from '../../src/lib/responsive-image.ts';

const SLUG = '__SLUG__';
/** Stands for the item's column in an item RPC's body. */
const VALUE = '__VALUE__';
/** Stands for a cover's `<bucket>/<name>` in the image template. */
const OBJECT = '__bucket__/__object__';

interface CoverTemplate {
  column: string;
  /** `${supabaseUrl}/storage/v1/object/public/`: covers elsewhere are preloaded as they are. */
  objectPrefix: string;
  /** What `responsiveImage` gives for the object `OBJECT`. */
  image: ResponsiveImage;
}

interface ItemRpcTemplate {
  column: string;
  url: string;
  /** The JSON body postgrest-js sends, with `"__VALUE__"` where the item's value goes. */
  body: string;
}

interface ShellRule {
  /** The route's pattern as a regular expression; group 1 is the slug. */
  pattern: string;
  /** The modules of the route and of the routes around it. */
  modules: string[];
  /** A content page: its item's request, with `__SLUG__` where the encoded slug goes. */
  content?: { url: string; cover: CoverTemplate; itemRpc?: ItemRpcTemplate };
  /** An admin page: what a browser holding a staff session loads at once too (supabase-js). */
  sessionModules?: string[];
}

/** What the build takes from the app, loaded with its `@/` alias. */
export interface AppForPrefetch {
  contentPrefetches: ContentPrefetch[];
  images: typeof responsiveImages;
  parseEnv: typeof parseEnv;
}

export async function loadAppForPrefetch(root: string): Promise<AppForPrefetch> {
  const load = async <T>(file: string) =>
    (
      await runnerImport<T>(path.join(root, file), {
        configFile: false,
        root,
        logLevel: 'error',
        resolve: { alias: { '@': path.join(root, 'src') } },
      })
    ).module;
  const [{ contentPrefetches }, images, { parseEnv }] = await Promise.all([
    load<{ contentPrefetches: ContentPrefetch[] }>('src/routes/site/content-prefetches.ts'),
    load<AppForPrefetch['images']>('src/lib/responsive-image.ts'),
    load<{ parseEnv: AppForPrefetch['parseEnv'] }>('src/config/env.ts'),
  ]);
  return { contentPrefetches, images, parseEnv };
}

/** What postgrest-js sends for the request `ask` makes (answered with an empty list). */
async function postgrestRequest(
  restUrl: string,
  ask: (client: PostgrestClient) => PromiseLike<unknown>,
): Promise<{ url: string; body: string }> {
  let request = { url: '', body: '' };
  const client = new PostgrestClient(restUrl, {
    fetch: async (input, init) => {
      request = { url: String(input), body: String(init?.body ?? '') };
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    },
  });
  await ask(client);
  return request;
}

/** The URL postgrest-js requests for `from(table).select(select).eq(slugColumn, '__SLUG__').maybeSingle()`. */
async function requestUrl(restUrl: string, prefetch: ContentPrefetch): Promise<string> {
  const { url } = await postgrestRequest(restUrl, (client) =>
    client.from(prefetch.table).select(prefetch.select).eq(prefetch.slugColumn, SLUG).maybeSingle(),
  );
  return url;
}

/** The URL and body postgrest-js sends for `rpc(rpc, { [param]: '__VALUE__' })`. */
async function itemRpcTemplate(
  restUrl: string,
  { rpc, param, column }: NonNullable<ContentPrefetch['itemRpc']>,
): Promise<ItemRpcTemplate> {
  const request = await postgrestRequest(restUrl, (client) => client.rpc(rpc, { [param]: VALUE }));
  return { column, ...request };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routePattern(routePath: string): string {
  const segments = routePath.split('/').map((segment) => {
    if (segment === ':slug') return '([^/]+)';
    return segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment);
  });
  return `^${segments.join('/')}$`;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  [key: string]: unknown;
}

/** The browser manifest React Router writes (`window.__reactRouterManifest={…};`). */
function readRouteManifest(clientDir: string): Record<string, ManifestRoute> {
  const assets = path.join(clientDir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('content-prefetch: o manifesto do React Router não foi encontrado em assets/.');
  const source = fs.readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')).routes;
}

/**
 * A built chunk and what it imports statically, transitively, as URL paths (`/assets/…`): what a
 * module script costs before it runs. Adds to `seen` and returns it.
 */
export function chunkWithImports(clientDir: string, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = fs.readFileSync(path.join(clientDir, url), 'utf8');
  for (const [, specifier] of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g)) {
    chunkWithImports(clientDir, path.posix.join(path.posix.dirname(url), specifier), seen);
  }
  return seen;
}

function routeModules(route: ManifestRoute): string[] {
  const modules = Object.entries(route)
    .filter(([key, value]) => /Module$|^module$/.test(key) && typeof value === 'string')
    .map(([, value]) => value as string);
  return [...modules, ...(route.imports ?? [])];
}

/** The pathless layout around every admin route (src/routes.ts). */
const ADMIN_LAYOUT_ROUTE = 'routes/admin/auth-layout';

/**
 * One rule per admin address: the modules of its routes (layouts included, the root's aside: the
 * shell preloads those). Without them the browser learns of a route's files only once the root
 * has run and matched the address, a round trip later.
 */
function adminRules(manifest: Record<string, ManifestRoute>, sessionModules: string[]): ShellRule[] {
  const chain = (route: ManifestRoute): ManifestRoute[] => {
    const parent = route.parentId === undefined ? undefined : manifest[route.parentId];
    return parent && parent.id !== 'root' ? [...chain(parent), route] : [route];
  };
  const layouts = new Set(Object.values(manifest).map((route) => route.parentId));
  return Object.values(manifest).flatMap((route) => {
    const routes = chain(route);
    if (routes[0].id !== ADMIN_LAYOUT_ROUTE || layouts.has(route.id)) return [];
    const paths = routes.flatMap((r) => (r.path ? [r.path] : []));
    return [
      {
        pattern: routePattern(`/${paths.join('/')}`),
        modules: [...new Set(routes.flatMap(routeModules))],
        sessionModules,
      },
    ];
  });
}

export interface ShellPrefetchOptions {
  clientDir: string;
  app: AppForPrefetch;
  /** The build's public configuration, as `app.parseEnv` reads it. */
  env: Env;
}

/** The inline script (no `<script>` tags) for the SPA shell's head. */
export async function shellPrefetchScript({ clientDir, app, env }: ShellPrefetchOptions): Promise<string> {
  const supabaseUrl = env.VITE_SUPABASE_URL;
  const project = { supabaseUrl, transformations: env.VITE_SUPABASE_IMAGE_TRANSFORMATIONS === 'on' };
  const objectPrefix = `${supabaseUrl}${app.images.PUBLIC_OBJECT}`;
  const manifest = readRouteManifest(clientDir);
  const publicClient = fs.readdirSync(path.join(clientDir, 'assets')).find((name) => /^public-supabase-/.test(name));
  if (!publicClient) throw new Error('content-prefetch: o chunk do cliente público (public-supabase) não foi gerado.');
  const clientModules = [...chunkWithImports(clientDir, `/assets/${publicClient}`)];
  const rules: ShellRule[] = [];
  for (const prefetch of app.contentPrefetches) {
    const route = manifest[prefetch.routeId];
    if (!route) throw new Error(`content-prefetch: a rota ${prefetch.routeId} não está no manifesto.`);
    const restUrl = `${supabaseUrl}/rest/v1`;
    rules.push({
      pattern: routePattern(prefetch.path),
      modules: [...new Set([...routeModules(route), ...clientModules])],
      content: {
        url: await requestUrl(restUrl, prefetch),
        cover: {
          column: prefetch.cover.column,
          objectPrefix,
          image: app.images.responsiveImage(objectPrefix + OBJECT, prefetch.cover.layout, project),
        },
        itemRpc: prefetch.itemRpc && (await itemRpcTemplate(restUrl, prefetch.itemRpc)),
      },
    });
  }
  const staffClient = fs.readdirSync(path.join(clientDir, 'assets')).find((name) => /^supabase-[\w-]+\.js$/.test(name));
  if (!staffClient) throw new Error('content-prefetch: o chunk do cliente da equipe (supabase) não foi gerado.');
  rules.push(...adminRules(manifest, [...chunkWithImports(clientDir, `/assets/${staffClient}`)]));
  const config = JSON.stringify({
    rules,
    headers: publicKeyHeaders(env.VITE_SUPABASE_PUBLISHABLE_KEY),
    session: authStorageKey(supabaseUrl),
    slug: SLUG,
    value: VALUE,
    object: OBJECT,
    objectName: app.images.PUBLIC_OBJECT_NAME.source,
  });
  return `(${startShellPrefetch.toString()})(${config})`;
}

interface ShellConfig {
  rules: ShellRule[];
  /** How requests present the publishable key (src/config/public-key.ts). */
  headers: Record<string, string>;
  session: string;
  slug: string;
  value: string;
  object: string;
  objectName: string;
}

/** Runs in the browser, inlined by `toString()`: plain JavaScript, no imports, no helpers. */
function startShellPrefetch(config: ShellConfig) {
  for (const rule of config.rules) {
    const match = new RegExp(rule.pattern).exec(location.pathname);
    if (!match) continue;
    let signedIn = false;
    try {
      signedIn = localStorage.getItem(config.session) !== null;
    } catch {
      // storage blocked: no session either
    }
    let slug: string | undefined;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      // a malformed address: the app shows its not-found page
    }
    const content = rule.content;
    // The data first: it is what the page waits for longest (the modules may already be cached).
    if (content && slug !== undefined && !signedIn) {
      const url = content.url.replace(config.slug, new URLSearchParams({ s: slug }).toString().slice(2));
      const prefetched = (window.__contentPrefetch ??= {});
      const headers = { ...config.headers, Accept: 'application/json' };
      // The app gets the item's answer only after what it leads to has started (the item's RPC
      // under its key, the cover's preload): its page then finds them waiting.
      prefetched[url] = fetch(url, { headers }).then((response) => {
        if (!response.ok) return response;
        return response
          .clone()
          .json()
          .then((rows: Record<string, unknown>[]) => {
            const item = rows[0];
            if (!item) return response;
            const itemRpc = content.itemRpc;
            const value = itemRpc && item[itemRpc.column];
            if (itemRpc && value !== undefined) {
              const body = itemRpc.body.split(JSON.stringify(config.value)).join(JSON.stringify(value));
              // The key `prefetchKey` (src/lib/content-prefetch.ts) gives postgrest-js's request.
              prefetched[`POST ${itemRpc.url} ${body}`] = fetch(itemRpc.url, {
                method: 'POST',
                headers: { ...headers, 'Content-Type': 'application/json' },
                body,
              });
            }
            const stored = item[content.cover.column];
            if (typeof stored === 'string' && stored !== '') {
              const object = stored.startsWith(content.cover.objectPrefix)
                ? stored.slice(content.cover.objectPrefix.length)
                : '';
              const image = new RegExp(config.objectName).test(object) ? content.cover.image : { src: stored };
              const link = document.createElement('link');
              link.rel = 'preload';
              link.as = 'image';
              link.fetchPriority = 'high';
              link.href = image.src.split(config.object).join(object);
              if (image.srcSet) link.imageSrcset = image.srcSet.split(config.object).join(object);
              if (image.sizes) link.imageSizes = image.sizes;
              document.head.append(link);
            }
            return response;
          })
          .catch(() => response); // not the page's JSON: the app shows what went wrong
      });
    }
    for (const href of signedIn ? [...rule.modules, ...(rule.sessionModules ?? [])] : rule.modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    return;
  }
}
