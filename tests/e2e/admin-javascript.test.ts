/**
 * What the admin's first screens cost, read from the build (`npm run build` first; nothing is built
 * here): the JavaScript React Router loads for a route before it renders — the entry, the root,
 * each matched route's modules and their static imports — through its browser manifest. Budgets
 * in gzip (level 6, as hosts compress). `npm run bench:web` measures the same pages in Lighthouse.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { CLIENT_DIR } from '../../scripts/build/build-target.ts';
import { chunkWithImports } from '../../scripts/build/content-prefetch.ts';

const KB = 1024;
/**
 * The login page: React and React Router (105.6 KB of it), the route manifest, the root, the
 * session's code and the form; no public page's code, no React Query, no supabase-js. 118.4 KB
 * when written (issue 31's target).
 */
const LOGIN_BUDGET = 120 * KB;
/** Files of the public pages (scripts/build/client-chunks.ts): the admin never loads them. */
const PUBLIC_CHUNK = /^\/assets\/(site|content)-[\w-]+\.js$/;

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  [key: string]: unknown;
}
interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  /** The manifest's own file, which React Router loads on every page. */
  url: string;
}

function readManifest(): RouteManifest {
  const assets = path.join(CLIENT_DIR, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run \`npm run build\` first.`);
  const source = fs.readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as RouteManifest;
}

const gzipSize = (url: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, url)), { level: 6 }).length;

/** Every file loaded before the routes `routeIds` (root first) render, the manifest too: URL paths. */
function javascriptOf(manifest: RouteManifest, routeIds: string[]): string[] {
  const files = new Set<string>([manifest.url]);
  for (const url of [manifest.entry.module, ...manifest.entry.imports])
    chunkWithImports(CLIENT_DIR, url, files);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the manifest.`);
    const modules = Object.entries(route)
      .filter(([key, value]) => /Module$|^module$/.test(key) && typeof value === 'string')
      .map(([, value]) => value as string);
    for (const url of [...modules, ...(route.imports ?? [])]) chunkWithImports(CLIENT_DIR, url, files);
  }
  return [...files];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What the SPA shell's head script (scripts/build/content-prefetch.ts) preloads at `pathname`:
 * the script run against a stand-in for the page, with or without a kept staff session.
 */
function shellPreloads(pathname: string, { session }: { session: boolean }): string[] {
  const html = fs.readFileSync(path.join(CLIENT_DIR, '__spa-fallback.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .find((body) => body.includes('modulepreload'));
  if (!script) throw new Error('The SPA shell has no preloading head script.');
  const links: { rel?: string; href?: string }[] = [];
  vm.runInNewContext(script, {
    location: { pathname },
    localStorage: { getItem: () => (session ? '{"access_token":"…"}' : null) },
    document: {
      createElement: () => ({}),
      head: { append: (link: (typeof links)[number]) => links.push(link) },
    },
    window: {},
    fetch: () => new Promise(() => {}),
    URLSearchParams,
  });
  return links.filter((link) => link.rel === 'modulepreload').map((link) => link.href!);
}

describe("the admin's JavaScript (from the build's manifest)", () => {
  const manifest = readManifest();
  const login = javascriptOf(manifest, ['root', 'routes/admin/auth-layout', 'routes/admin/login']);
  const dashboard = javascriptOf(manifest, [
    'root',
    'routes/admin/auth-layout',
    'routes/admin/layout',
    'routes/admin/dashboard',
  ]);

  it(`/admin/login loads at most ${kb(LOGIN_BUDGET)} of gzip JavaScript, none of a public page's files nor supabase-js`, () => {
    const bytes = login.reduce((sum, file) => sum + gzipSize(file), 0);
    const listed = login.map((file) => `${file} ${kb(gzipSize(file))}`).join('\n');
    expect(bytes, `${kb(bytes)} in ${login.length} files:\n${listed}`).toBeLessThanOrEqual(LOGIN_BUDGET);
    expect(login.filter((file) => PUBLIC_CHUNK.test(file))).toEqual([]);
    // supabase-js is loaded when the person signs in (or holds a session), not with the form.
    expect(login.filter((file) => /^\/assets\/supabase-[\w-]+\.js$/.test(file))).toEqual([]);
  });

  it("the SPA shell preloads an admin address's route files with the page, and supabase-js only with a kept session", () => {
    const shellFiles = new Set(javascriptOf(manifest, ['root']));
    const loginPreloads = shellPreloads('/admin/login', { session: false });
    expect(login.filter((file) => !shellFiles.has(file) && !loginPreloads.includes(file))).toEqual([]);
    expect(loginPreloads.filter((file) => /^\/assets\/supabase-[\w-]+\.js$/.test(file))).toEqual([]);
    const dashboardPreloads = shellPreloads('/admin', { session: true });
    expect(dashboard.filter((file) => !shellFiles.has(file) && !dashboardPreloads.includes(file))).toEqual(
      [],
    );
    expect(dashboardPreloads.some((file) => /^\/assets\/supabase-[\w-]+\.js$/.test(file))).toBe(true);
    // An address of another route preloads that route's files, not the dashboard's.
    expect(shellPreloads('/admin/cases/edit/123', { session: true })).not.toContain(
      manifest.routes['routes/admin/dashboard'].module,
    );
  });

  it("an editor's dashboard loads no public page's files and not the admins' lead statistics", () => {
    expect(dashboard.filter((file) => PUBLIC_CHUNK.test(file))).toEqual([]);
    const leadStats = fs
      .readdirSync(path.join(CLIENT_DIR, 'assets'))
      .filter((name) => /^lead-stats-section-[\w-]+\.js$/.test(name));
    // Built into a chunk of its own, loaded only where an admin's dashboard shows it.
    expect(leadStats).toHaveLength(1);
    expect(dashboard).not.toContain(`/assets/${leadStats[0]}`);
  });
});
