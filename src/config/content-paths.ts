/**
 * Public addresses of database content: ONE definition for links in the app, canonical URLs, the
 * prerender list and the sitemap (react-router.config.ts).
 *
 * No imports: loaded in Node by the React Router config.
 */
export const CASES_PATH = '/cases';
export const INSIGHTS_PATH = '/insights';

/** Category segment of an insight without a category (its article still has an address). */
export const UNCATEGORIZED_SLUG = 'sem-categoria';

export function casePath(slug: string): `/${string}` {
  return `${CASES_PATH}/${slug}`;
}

export function categoryPath(categorySlug: string): `/${string}` {
  return `${INSIGHTS_PATH}/${categorySlug}`;
}

export function insightPath(categorySlug: string | null | undefined, postSlug: string): `/${string}` {
  return `${INSIGHTS_PATH}/${categorySlug || UNCATEGORIZED_SLUG}/${postSlug}`;
}
