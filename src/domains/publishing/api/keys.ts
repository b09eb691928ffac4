/**
 * Query keys of the publishing domain: redirects (public.redirects) and the state of the static
 * site's rebuilds (public.site_publication_status()).
 */
export const publishingKeys = {
  all: ['publishing'] as const,
  /** The redirect of one path, looked up when a page is not found. */
  redirect: (path: string) => [...publishingKeys.all, 'redirect', path] as const,
  /** The admin's list of redirects. */
  redirects: () => [...publishingKeys.all, 'redirects'] as const,
  /** The rebuild state (database side) and the live build's build-info.json. */
  status: () => [...publishingKeys.all, 'status'] as const,
  liveBuild: () => [...publishingKeys.all, 'live-build'] as const,
};
