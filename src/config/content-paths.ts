/**
 * Public addresses of database content: ONE definition for links in the app, canonical URLs, the
 * prerender list and the sitemap (react-router.config.ts).
 *
 * No imports: loaded in Node by the React Router config.
 */
export const CASES_PATH = '/cases';
export const INSIGHTS_PATH = '/insights';
/** The RSS feed of the newest articles, written by the build (scripts/build/insights-feed.ts). */
export const INSIGHTS_FEED_PATH = `${INSIGHTS_PATH}/feed.xml`;

/** Category segment of an insight without a category (its article still has an address). */
export const UNCATEGORIZED_SLUG = 'sem-categoria';

export function casePath(slug: string): `/${string}` {
  return `${CASES_PATH}/${slug}`;
}

export function categoryPath(categorySlug: string): `/${string}` {
  return `${INSIGHTS_PATH}/${categorySlug}`;
}

/**
 * An article's address. Old articles may carry a slug that is already their path,
 * `/{categorySlug}/{postSlug}` (the article page looks those up as a fallback): such a slug is its own
 * address under /insights, whatever category the article has now.
 */
export function insightPath(categorySlug: string | null | undefined, postSlug: string): `/${string}` {
  const legacy = /^\/([^/]+)\/([^/]+)$/.exec(postSlug);
  if (legacy) return `${INSIGHTS_PATH}/${legacy[1]}/${legacy[2]}`;
  return `${INSIGHTS_PATH}/${categorySlug || UNCATEGORIZED_SLUG}/${postSlug.replace(/^\/+/, '')}`;
}

/** The slug tried when an article is not found by `postSlug`: `/{categorySlug}/{postSlug}`. */
export function legacyInsightSlug(categorySlug: string, postSlug: string): string {
  return `/${categorySlug}/${postSlug}`;
}
