/**
 * Query keys of the news domain. The public section and the admin list read the same rows, so
 * they share one list; invalidating `newsKeys.all` after a change refreshes both.
 */
export const newsKeys = {
  all: ['noticias'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
};
