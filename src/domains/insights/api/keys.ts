/**
 * Public fetchers of this feature call `.retry(false)` on their supabase-js request: React Query
 * already retries (twice in the browser), and supabase-js's own retries of network errors (1 + 2 +
 * 4 s) on top would keep a visitor ~25 s on the loader before 'Erro de Conexão'.
 *
 * Query-key factory for the insights domain (insights and their categorias). */
export const insightKeys = {
  all: ['insights'] as const,
  lists: () => [...insightKeys.all, 'list'] as const,
  /** Every insight, for /insights. */
  list: () => [...insightKeys.lists(), 'public'] as const,
  /** The pages of one category (infinite query). */
  byCategory: (categoryId: string) => [...insightKeys.lists(), 'category', categoryId] as const,
  details: () => [...insightKeys.all, 'detail'] as const,
  /** One article by the two segments of its address (the slug fallback uses both). */
  detail: (categorySlug: string, postSlug: string) =>
    [...insightKeys.details(), categorySlug, postSlug] as const,
  categories: () => [...insightKeys.all, 'categories'] as const,
  category: (slug: string) => [...insightKeys.categories(), slug] as const,
};
