import path from 'node:path';

import type { Config } from '@react-router/dev/config';

import { ensureBuildApi, stopBuildApi } from './scripts/build/build-api.ts';
import { API_URL, BUILD_DIR, PUBLISHABLE_KEY } from './scripts/build/build-target.ts';
import { readSiteContent } from './scripts/build/content-routes.ts';
import { readInsightsFeed, type FeedItem } from './scripts/build/insights-feed.ts';
import { writeHostFiles } from './scripts/build/build-host-files.ts';
import { loadAppForPrefetch, shellPrefetchScript } from './scripts/build/content-prefetch.ts';
import { staticSiteRoutes, type SiteRoute } from './src/config/site-routes.ts';
import { NOT_FOUND_PATH, type HostRedirect } from './src/lib/host-files.ts';

interface BuildContent {
  /** Every public route, for prerendering and the sitemap (same list). */
  routes: SiteRoute[];
  redirects: HostRedirect[];
  /** The newest articles, for /insights/feed.xml. */
  insightsFeed: FeedItem[];
  contentReadAt: Date;
}

/**
 * What the build takes from the database (scripts/build/build-api.ts says which one): the static
 * routes plus each case, category and article, and the redirects. Memoised: the config is used by
 * the client and server builds and by `buildEnd`.
 */
let buildContent: Promise<BuildContent> | undefined;
function getBuildContent(): Promise<BuildContent> {
  buildContent ??= (async () => {
    await ensureBuildApi((message) => console.info(message));
    // Before the first read: every change up to this moment is in this build (build-info.json).
    const contentReadAt = new Date();
    const [{ routes, redirects }, insightsFeed] = await Promise.all([
      readSiteContent(API_URL, PUBLISHABLE_KEY),
      readInsightsFeed(API_URL, PUBLISHABLE_KEY),
    ]);
    return { routes: [...staticSiteRoutes, ...routes], redirects, insightsFeed, contentReadAt };
  })();
  return buildContent;
}

/**
 * Framework mode without a server: every public route is prerendered to static HTML at build time
 * (loaders of prerendered routes run then, in Node), everything else gets the SPA shell
 * (`__spa-fallback.html`) or, for unknown paths, the prerendered `404.html`. `buildEnd` then writes
 * sitemap.xml, robots.txt, _redirects, _headers, the per-page script CSP and build-info.json
 * (scripts/build/build-host-files.ts).
 */
export default {
  appDirectory: 'src',
  buildDirectory: BUILD_DIR,
  ssr: false,
  async prerender() {
    // Plus the not-found page (`404.html`, served with status 404 for unknown paths), not in the sitemap.
    return [...(await getBuildContent()).routes.map((route) => route.path), NOT_FOUND_PATH];
  },
  async buildEnd({ viteConfig }) {
    // BUILD_DIR may be absolute (npm run preview's build hook builds into `<build dir>.next`).
    const clientDir = path.resolve(viteConfig.root, BUILD_DIR, 'client');
    const app = await loadAppForPrefetch(viteConfig.root);
    // As the app reads it: demo values where unset, URLs without a trailing slash.
    const env = app.parseEnv(viteConfig.env);
    const shellHeadScript = await shellPrefetchScript({ clientDir, app, env });
    const written = writeHostFiles({
      clientDir,
      siteUrl: env.VITE_SITE_URL,
      supabaseUrl: env.VITE_SUPABASE_URL,
      shellHeadScript,
      ...(await getBuildContent()),
    });
    const shown = path.relative(viteConfig.root, clientDir);
    viteConfig.logger.info(`Host files in ${shown}: ${written.join(', ')} (+ CSP in each HTML)`);
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
