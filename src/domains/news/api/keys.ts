/** Query-key factory for the news (noticias) domain: every news query key is built here. */
export const newsKeys = {
  all: ['noticias'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: () => [...newsKeys.lists(), 'public'] as const,
};
