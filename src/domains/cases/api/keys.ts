/**
 * Public fetchers of this feature call `.retry(false)` on their supabase-js request: React Query
 * already retries (twice in the browser), and supabase-js's own retries of network errors (1 + 2 +
 * 4 s) on top would keep a visitor ~25 s on the loader before 'Erro de Conexão'.
 *
 * Query-key factory for the cases domain: every cases query key is built here. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  featured: (limit: number) => [...caseKeys.lists(), 'featured', { limit }] as const,
  /** Every case, for /cases. */
  list: () => [...caseKeys.lists(), 'public'] as const,
  details: () => [...caseKeys.all, 'detail'] as const,
  detail: (slug: string) => [...caseKeys.details(), slug] as const,
  /** Niche names of one case (RPC get_case_nichos). */
  detailNiches: (caseId: string) => [...caseKeys.details(), 'niches', caseId] as const,
  /** All niches (cases_nichos), for the filter chips. */
  niches: () => [...caseKeys.all, 'niches'] as const,
};
