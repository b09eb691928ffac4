import type { PublicationFilter } from '@/lib/publication-filter';

/**
 * Query keys of the insights domain (insights and their categories), public and admin. Every key
 * starts with `insightKeys.all`, so invalidating it after a change refreshes both halves.
 *
 * The public fetchers (and the category list, which the admin select shares) call `.retry(false)`
 * on their supabase-js request: React Query already retries (twice in the browser), and
 * supabase-js's own retries of network errors (1 + 2 + 4 s) on top would keep a visitor ~25 s on
 * the loader before 'Erro de Conexão'.
 */
export const insightKeys = {
  all: ['insights'] as const,
  lists: () => [...insightKeys.all, 'list'] as const,
  /** Every insight, for /insights. */
  list: () => [...insightKeys.lists(), 'public'] as const,
  /** The results of one search of /insights (the normalised text). */
  search: (query: string) => [...insightKeys.lists(), 'search', query] as const,
  /** 'Leia também' under one article, by its id. */
  related: (insightId: string) => [...insightKeys.lists(), 'related', insightId] as const,
  /** The pages of one category (infinite query). */
  byCategory: (categoryId: string) => [...insightKeys.lists(), 'category', categoryId] as const,
  details: () => [...insightKeys.all, 'detail'] as const,
  /** One article by the two segments of its address (the slug fallback uses both). */
  detail: (categorySlug: string, postSlug: string) =>
    [...insightKeys.details(), categorySlug, postSlug] as const,
  /** Every category, by name (the public filter and the admin select). */
  categories: () => [...insightKeys.all, 'categories'] as const,
  category: (slug: string) => [...insightKeys.categories(), slug] as const,
  admin: {
    lists: () => [...insightKeys.all, 'admin', 'list'] as const,
    /** One infinite list per search term (trimmed; '' = every insight) and publication filter. */
    list: (search: string, filter: PublicationFilter) =>
      [...insightKeys.admin.lists(), { search, filter }] as const,
    /** The insight being edited, by id. */
    detail: (id: string) => [...insightKeys.all, 'admin', 'detail', id] as const,
    /** Every category with its SEO fields, version and number of articles ('Categorias'). */
    categories: () => [...insightKeys.all, 'admin', 'categories'] as const,
  },
};
