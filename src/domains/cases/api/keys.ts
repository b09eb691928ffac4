import type { PublicationFilter } from '@/lib/publication-filter';

/**
 * Query-key factory of the cases domain: every key of a case or niche query is built here, under
 * the one root `['cases']`, so invalidating `caseKeys.all` after any change refreshes the public
 * pages, the admin lists and the niches alike.
 *
 * Public fetchers call `.retry(false)` on their supabase-js request: React Query already retries
 * (twice in the browser), and supabase-js's own retries of network errors (1 + 2 + 4 s) on top
 * would keep a visitor ~25 s on the loader before 'Erro de Conexão'.
 */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  /** Every case, for /cases. */
  list: () => [...caseKeys.lists(), 'public'] as const,
  /** The results of one search of /cases (the normalised text). */
  search: (query: string) => [...caseKeys.lists(), 'search', query] as const,
  featured: (limit: number) => [...caseKeys.lists(), 'featured', { limit }] as const,
  details: () => [...caseKeys.all, 'detail'] as const,
  detail: (slug: string) => [...caseKeys.details(), slug] as const,
  /** Niche names of one case (RPC get_case_nichos). */
  detailNiches: (caseId: string) => [...caseKeys.details(), 'niches', caseId] as const,
  niches: {
    /** Every niche (cases_nichos), for the filter chips; every other niche list hangs below it. */
    all: () => [...caseKeys.all, 'niches'] as const,
    /** Every niche with its description (RPC get_all_nichos), for the back office. */
    admin: () => [...caseKeys.niches.all(), 'admin'] as const,
  },
  admin: {
    all: () => [...caseKeys.all, 'admin'] as const,
    lists: () => [...caseKeys.admin.all(), 'list'] as const,
    /** The admin list of one publication filter. */
    list: (filter: PublicationFilter) => [...caseKeys.admin.lists(), { filter }] as const,
    detail: (id: string) => [...caseKeys.admin.all(), 'detail', id] as const,
  },
};
