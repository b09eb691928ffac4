import path from 'node:path';

import type { Config } from '@react-router/dev/config';

import { ensureBuildApi, stopBuildApi } from './scripts/build/build-api.ts';
import { ANON_KEY, API_URL, BUILD_DIR } from './scripts/build/build-target.ts';
import { readContentRoutes } from './scripts/build/content-routes.ts';
import { writeHostFiles } from './scripts/build/build-host-files.ts';
import { DEMO_ENV } from './src/config/env-defaults.ts';
import { staticSiteRoutes, type SiteRoute } from './src/config/site-routes.ts';
import { NOT_FOUND_PATH } from './src/lib/host-files.ts';

/**
 * Every public route, for prerendering and the sitemap (same list): the static ones plus each case,
 * category and article in the database at build time (scripts/build/build-api.ts says which database). Memoised: the config is used by
 * the client and server builds and by `buildEnd`.
 */
let publicRoutes: Promise<SiteRoute[]> | undefined;
function getPublicRoutes(): Promise<SiteRoute[]> {
  publicRoutes ??= (async () => {
    await ensureBuildApi((message) => console.info(message));
    return [...staticSiteRoutes, ...(await readContentRoutes(API_URL, ANON_KEY))];
  })();
  return publicRoutes;
}

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build time
 * (loaders of prerendered routes run then, in Node), everything else gets the SPA shell
 * (`__spa-fallback.html`) or, for unknown paths, the prerendered `404.html`. `buildEnd` then writes sitemap.xml, robots.txt, _redirects, _headers
 * and the per-page script CSP (scripts/build/build-host-files.ts).
 */
export default {
  appDirectory: 'src',
  buildDirectory: BUILD_DIR,
  ssr: false,
  async prerender() {
    // Plus the not-found page (`404.html`, served with status 404 for unknown paths), not in the sitemap.
    return [...(await getPublicRoutes()).map((route) => route.path), NOT_FOUND_PATH];
  },
  async buildEnd({ viteConfig }) {
    const publicEnv = (key: keyof typeof DEMO_ENV) =>
      (viteConfig.env[key] as string | undefined)?.trim() || DEMO_ENV[key];
    const clientDir = path.join(viteConfig.root, BUILD_DIR, 'client');
    const written = writeHostFiles({
      clientDir,
      siteUrl: publicEnv('VITE_SITE_URL'),
      supabaseUrl: publicEnv('VITE_SUPABASE_URL'),
      routes: await getPublicRoutes(),
    });
    viteConfig.logger.info(`Host files in ${BUILD_DIR}/client: ${written.join(', ')} (+ CSP in each HTML)`);
    await stopBuildApi();
  },
  // Every v8 flag on: React Router 8's behaviour now, and no future-flag warnings in `npm run dev`.
  future: {
    // Loaders get a RouterContextProvider as `context`; ours never read it.
    v8_middleware: true,
    // clientLoader / HydrateFallback load in their own chunks, beside the route component.
    v8_splitRouteModules: true,
    // Lets plain `vite build` (npm run build) build client + server environments; v8 default.
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
