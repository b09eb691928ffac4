/**
 * How the browser build groups modules into files. Left to itself the bundler makes one file per
 * set of routes sharing code: about sixty small files for a case page. A content page published
 * after the build renders only once all of them have arrived, and over HTTP/1.1 (six connections
 * per host) on a slow phone link each round of six files costs a round trip. So, besides the
 * route files themselves:
 *
 * - `framework`: React, React DOM and React Router, needed by every page;
 * - `shell`: what the root route imports statically (every page, the admin's included), and what
 *   at least three quarters of the public pages and the admin's login import (buttons, fields);
 * - `common`: the rest of what three quarters of the public pages and any admin screen import
 *   (SEO, company facts), with the public pages' icons the admin uses too: the login never loads it;
 * - `site`: the rest of what three quarters of the public pages import (header, footer, queries),
 *   and the rest of the public pages' icons;
 * - `content`: the rest of what two or more content routes (case and article lists and pages)
 *   import. Another page that imports one of these modules loads the whole file: the breadcrumb
 *   makes /cultura and the legal pages load it after the visitor's first interaction.
 *
 * - `shared`: what two or more content routes and the admin import (a content group of its own);
 *   what of it the admin's login imports is in `shell` instead (a field, a card).
 * - `auth`: the session's code (the auth layout's imports) and what else the login shares with
 *   other admin pages, which every admin page loads, the login first; never a public page's module.
 * - `admin`: the admin's own kit (src/components, src/lib, icons) that a quarter of its screens
 *   import, when all it imports is kit too or already in a group above: a dashboard loads a few
 *   files instead of dozens, and the route manifest (loaded by every page, the login included)
 *   lists fewer.
 *
 * `site` and `content` hold nothing an admin route imports: the admin (its login first) never
 * loads a public page's code.
 *
 * - `editor`: the rich-text editor's libraries (Tiptap, ProseMirror), loaded only by the admin
 *   forms that edit an article body or a case's sections (`src/components/admin/rich-text-field.tsx`
 *   imports the editor dynamically); no public page references it (tests/e2e/app-start.test.ts).
 *
 * Everything else keeps the bundler's automatic split: admin code, dynamic imports (supabase-js,
 * forms, phone field, carousel) and what a single route uses stay where only their users load them.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ModuleInfo {
  isEntry: boolean;
  importedIds: readonly string[];
  code: string | null;
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/**
 * The editor's libraries only (Tiptap and ProseMirror import each other and React). The
 * editor's own modules stay out, or the group would take along what they import (dialogs,
 * buttons) and every admin screen using those would load the editor.
 */
export const EDITOR = /node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/;
/**
 * A module whose imports the browser never runs: the root writes the traffic beacon's text only
 * on the server (src/root.tsx), so what its builder imports (navigation, limits) is not the root's.
 */
const SERVER_ONLY_IMPORTS = /[\\/]src[\\/]lib[\\/]traffic-beacon-script\.ts$/;
/** What the `admin` group may hold: shared UI and helpers, icons; never a domain's code. */
const ADMIN_KIT =
  /([\\/]src[\\/](components|lib)[\\/])|node_modules[\\/](lucide-react|tslib)[\\/]/;
/** A hook the editor shares with the admin's charts (recharts): a file of its own, outside `editor`. */
const SYNC_STORE = /node_modules[\\/]use-sync-external-store[\\/]/;
const CONTENT_ROUTES = ['cases', 'case', 'insights', 'insights-category', 'insight'];
/** The layout around every public page (src/routes.ts). */
const SITE_LAYOUT_FILE = 'layout.tsx';
/** The admin's sign-in page and the layout around it (src/routes.ts). */
const LOGIN_ROUTE = 'routes/admin/login.tsx';
const AUTH_LAYOUT_ROUTE = 'routes/admin/auth-layout.tsx';
/** The modules React Router's build makes of a route file: the route and its split exports. */
const ROUTE_ENTRY_QUERIES = [
  '?__react-router-build-client-route',
  '?route-chunk=clientLoader',
  '?route-chunk=clientAction',
  '?route-chunk=clientMiddleware',
  '?route-chunk=HydrateFallback',
];

/**
 * lucide-react's index imports every icon: walked, it would put in a group every icon the app uses
 * anywhere (the admin's too). So the walk stops there and takes the icons a module names in its
 * `import { … } from 'lucide-react'`, found through the index's `export { default as Name } from
 * './icons/name.mjs'` lines.
 */
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;
const ICON_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[\w-]+\.mjs)["']/g;

/** Icon module by exported name (`Bot`, `BotIcon`, `LucideBot`), read from the index once per pass. */
function iconModules(indexId: string, code: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, file] of code.matchAll(ICON_EXPORT)) {
    const id = path.join(path.dirname(indexId), file);
    for (const name of names.matchAll(/default as (\w+)/g)) modules.set(name[1], id);
  }
  return modules;
}

function staticClosure(ctx: ChunkingContext, routeFile: string): Set<string> {
  const seen = new Set<string>();
  const pending = ROUTE_ENTRY_QUERIES.map((query) => routeFile + query);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    if (ICON_INDEX.test(id) || SERVER_ONLY_IMPORTS.test(id)) continue;
    pending.push(...info.importedIds);
    const index = info.importedIds.find((imported) => ICON_INDEX.test(imported));
    if (index) pending.push(...namedIcons(ctx, index, info.code ?? ''));
  }
  return seen;
}

const iconIndexes = new WeakMap<ChunkingContext, Map<string, string>>();

/** The icon modules `code` imports by name from lucide-react's index (`indexId`). */
function namedIcons(ctx: ChunkingContext, indexId: string, code: string): string[] {
  let modules = iconIndexes.get(ctx);
  if (!modules) iconIndexes.set(ctx, (modules = iconModules(indexId, ctx.getModuleInfo(indexId)?.code ?? '')));
  return [...code.matchAll(ICON_IMPORT)].flatMap(([, names]) =>
    names.split(',').flatMap((specifier) => modules.get(specifier.trim().split(/\s+as\s+/)[0]) ?? []),
  );
}

function assignGroups(ctx: ChunkingContext, srcDir: string): Map<string, string> {
  const closure = (file: string) => staticClosure(ctx, path.join(srcDir, file));
  const publicRoutes = fs
    .readdirSync(path.join(srcDir, 'routes/site'))
    .filter((file) => /^[\w-]+\.tsx$/.test(file) && file !== SITE_LAYOUT_FILE)
    .map((file) => file.replace(/\.tsx$/, ''));
  // Every public page loads the public layout: its imports count as the page's.
  const siteLayout = closure(`routes/site/${SITE_LAYOUT_FILE}`);
  const page = (route: string) => new Set([...closure(`routes/site/${route}.tsx`), ...siteLayout]);
  const content = CONTENT_ROUTES.map(page);
  const pages = publicRoutes.map(page);
  const adminScreens = adminRouteFiles(srcDir).map(closure);
  const admin = new Set(adminScreens.flatMap((screen) => [...screen]));
  // The admin's front door: what it shares with content pages goes to `shell`, never to a group
  // that would bring along what it does not need.
  const session = closure(AUTH_LAYOUT_ROUTE);
  const login = new Set([...closure(LOGIN_ROUTE), ...session]);
  const usedBy = (routes: Set<string>[], id: string) => routes.filter((routeClosure) => routeClosure.has(id)).length;
  // Route modules and stylesheets stay with their route: React Router links a route's CSS from
  // the files its module imports, and the site's stylesheet must be linked once, by the root.
  const root = path.join(srcDir, 'root.tsx');
  const grouped = (id: string) =>
    !FRAMEWORK.test(id) && !ctx.getModuleInfo(id)?.isEntry && !id.startsWith(root) && !/\.css($|\?)/.test(id);
  const groups = new Map<string, string>();

  // A module's imports are used by at least the pages that use it: each group holds their imports.
  const shell = closure('root.tsx');
  for (const id of shell) if (grouped(id)) groups.set(id, 'shell');
  // Every icon of the public pages too: a few hundred bytes each, they would otherwise make a file
  // apiece, and each file costs a slow phone's connection a round trip.
  for (const id of new Set(pages.flatMap((routeClosure) => [...routeClosure]))) {
    if (shell.has(id) || !grouped(id)) continue;
    if (usedBy(pages, id) * 4 >= pages.length * 3 || LUCIDE_ICON.test(id)) {
      groups.set(id, !admin.has(id) ? 'site' : login.has(id) ? 'shell' : 'common');
    }
  }
  for (const id of new Set(content.flatMap((routeClosure) => [...routeClosure]))) {
    if (!groups.has(id) && !shell.has(id) && usedBy(content, id) >= 2 && grouped(id)) {
      groups.set(id, !admin.has(id) ? 'content' : login.has(id) ? 'shell' : 'shared');
    }
  }
  // The session (the auth provider and what it imports), which every admin page loads, the login
  // first; and what else the login shares with other admin pages (the auth hook, a card). Never
  // what a public page imports: a visitor must not load the session's file for it.
  const publicModules = new Set(pages.flatMap((routeClosure) => [...routeClosure]));
  const otherAdminScreens = adminRouteFiles(srcDir)
    .filter((file) => file !== LOGIN_ROUTE && file !== AUTH_LAYOUT_ROUTE)
    .map(closure);
  for (const id of login) {
    const shared = session.has(id) || otherAdminScreens.some((screen) => screen.has(id));
    if (shared && grouped(id) && !groups.has(id) && !publicModules.has(id)) groups.set(id, 'auth');
  }
  // What those import and a public page imports too is the shell's (shared by the public pages and
  // the login), or the group would take it along.
  for (const id of login) {
    if (groups.get(id) !== 'auth') continue;
    for (const imported of moduleClosure(ctx, id)) {
      if (publicModules.has(imported) && grouped(imported) && !groups.has(imported)) groups.set(imported, 'shell');
    }
  }
  // The admin's own kit (fields, list pieces, icons) that a quarter of its screens import. A group
  // takes its modules' imports along, so a module comes in only if all it imports is kit too, or
  // already in a group of higher priority (never the login's files, never a library such as dialogs).
  const kit = (id: string) =>
    grouped(id) && ADMIN_KIT.test(id) && !login.has(id) && usedBy(adminScreens, id) * 4 >= adminScreens.length;
  const ahead = new Set(['shell', 'auth', 'common']);
  const settled = (id: string) =>
    !grouped(id) || EDITOR.test(id) || SYNC_STORE.test(id) || ahead.has(groups.get(id) ?? '');
  for (const id of admin) {
    if (groups.has(id) || !kit(id)) continue;
    const imports = moduleClosure(ctx, id);
    if ([...imports].every((imported) => imported === id || settled(imported) || kit(imported))) {
      for (const imported of imports) if (!settled(imported)) groups.set(imported, 'admin');
    }
  }
  return groups;
}

/** `id` and every module it imports statically, directly or not. */
function moduleClosure(ctx: ChunkingContext, id: string): Set<string> {
  const seen = new Set<string>();
  for (let next: string | undefined = id, pending: string[] = []; next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/** Every admin route module (`routes/admin/**`), relative to `srcDir`. */
function adminRouteFiles(srcDir: string): string[] {
  const dir = path.join(srcDir, 'routes/admin');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx$/.test(file))
    .map((file) => path.join('routes/admin', file));
}

/** `output.codeSplitting` for the client build; `srcDir` is the app directory (`src`). */
export function clientCodeSplitting(srcDir: string) {
  // One assignment per chunking pass (the context is that pass's module graph).
  const assigned = new WeakMap<ChunkingContext, Map<string, string>>();
  const groupOf = (id: string, ctx: ChunkingContext) => {
    let groups = assigned.get(ctx);
    if (!groups) assigned.set(ctx, (groups = assignGroups(ctx, srcDir)));
    return groups.get(id);
  };
  // Higher priority first: a group takes its modules' imports along unless an earlier group has them.
  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 4 },
      { name: 'sync-store', test: SYNC_STORE, priority: 3.5 },
      { name: 'editor', test: EDITOR, priority: 3 },
      { name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === 'shell' ? 'shell' : null), priority: 2 },
      { name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === 'auth' ? 'auth' : null), priority: 1.8 },
      { name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === 'common' ? 'common' : null), priority: 1.7 },
      { name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === 'admin' ? 'admin' : null), priority: 1.6 },
      { name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === 'site' ? 'site' : null), priority: 1.5 },
      { name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === 'shared' ? 'shared' : null), priority: 1.2 },
      { name: (id: string, ctx: ChunkingContext) => (groupOf(id, ctx) === 'content' ? 'content' : null), priority: 1 },
    ],
  };
}
