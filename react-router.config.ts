import path from 'node:path';

import type { Config } from '@react-router/dev/config';

import { writeHostFiles } from './scripts/build-host-files.ts';
import { DEMO_ENV } from './src/config/env-defaults.ts';
import { staticSiteRoutes, type SiteRoute } from './src/config/site-routes.ts';

/**
 * Every public route, for prerendering and the sitemap (same list). Data-driven routes (cases,
 * categories, articles read from the database) are appended here. Memoised: the config is used by
 * the client and server builds and by `buildEnd`.
 */
let publicRoutes: Promise<SiteRoute[]> | undefined;
function getPublicRoutes(): Promise<SiteRoute[]> {
  publicRoutes ??= (async () => [...staticSiteRoutes])();
  return publicRoutes;
}

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build time
 * (loaders of prerendered routes run then, in Node), everything else gets the SPA shell
 * (`__spa-fallback.html`). `buildEnd` then writes sitemap.xml, robots.txt, _redirects, _headers
 * and the per-page script CSP (scripts/build-host-files.ts).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  async prerender() {
    return (await getPublicRoutes()).map((route) => route.path);
  },
  async buildEnd({ viteConfig }) {
    const publicEnv = (key: keyof typeof DEMO_ENV) =>
      (viteConfig.env[key] as string | undefined)?.trim() || DEMO_ENV[key];
    const clientDir = path.join(viteConfig.root, 'build/client');
    const written = writeHostFiles({
      clientDir,
      siteUrl: publicEnv('VITE_SITE_URL'),
      supabaseUrl: publicEnv('VITE_SUPABASE_URL'),
      routes: await getPublicRoutes(),
    });
    viteConfig.logger.info(`Host files in build/client: ${written.join(', ')} (+ CSP in each HTML)`);
  },
  future: {
    // Lets plain `vite build` (npm run build) build client + server environments; v8 default.
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
