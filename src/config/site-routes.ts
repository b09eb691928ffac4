/**
 * The public, prerendered routes: ONE list for `react-router.config.ts` (`prerender`), the sitemap
 * (`build/client/sitemap.xml`) and the web benchmark (`npm run bench:web`).
 * Data-driven routes (each case, category, article) are appended at build time by
 * `react-router.config.ts` from the database, as `SiteRoute`s with a `lastmod`.
 *
 * No imports: loaded in Node by the React Router config and the scripts.
 */
export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SiteRoute {
  /** Pathname without trailing slash (`/` for the home page). */
  readonly path: `/${string}`;
  /** Sitemap priority, 0.0–1.0. */
  readonly priority: number;
  readonly changefreq: ChangeFrequency;
  /** Last modification (ISO date), for data-driven pages. */
  readonly lastmod?: string;
}

export const staticSiteRoutes = [
  { path: '/', priority: 1.0, changefreq: 'weekly' },
  { path: '/salto', priority: 0.9, changefreq: 'monthly' },
  { path: '/agentes-de-ia', priority: 0.9, changefreq: 'monthly' },
  { path: '/cases', priority: 0.8, changefreq: 'weekly' },
  { path: '/insights', priority: 0.8, changefreq: 'weekly' },
  { path: '/cultura', priority: 0.5, changefreq: 'yearly' },
  { path: '/politica-de-privacidade', priority: 0.3, changefreq: 'yearly' },
  { path: '/termos-de-uso', priority: 0.3, changefreq: 'yearly' },
] as const satisfies readonly SiteRoute[];

/** Never prerendered, never in the sitemap, disallowed in robots.txt. */
export const privatePathPrefixes = ['/admin'] as const;
