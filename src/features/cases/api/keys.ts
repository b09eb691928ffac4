/** Query-key factory for the cases domain: every cases query key is built here. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  featured: (limit: number) => [...caseKeys.lists(), 'featured', { limit }] as const,
  details: () => [...caseKeys.all, 'detail'] as const,
  detail: (slug: string) => [...caseKeys.details(), slug] as const,
};
