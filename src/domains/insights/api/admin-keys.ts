/**
 * Query keys of the admin insights screens. They hang from the public domain's root
 * (`['insights']`), so invalidating the root after a change refreshes the public pages' caches too.
 */
export const adminInsightKeys = {
  all: ['insights'] as const,
  admin: () => [...adminInsightKeys.all, 'admin'] as const,
  lists: () => [...adminInsightKeys.admin(), 'list'] as const,
  /** One infinite list per search term (trimmed; '' = every insight). */
  list: (search: string) => [...adminInsightKeys.lists(), { search }] as const,
  details: () => [...adminInsightKeys.admin(), 'detail'] as const,
  detail: (id: string) => [...adminInsightKeys.details(), id] as const,
  /** The category select's options (`categorias` by nome). */
  categorias: () => [...adminInsightKeys.admin(), 'categorias'] as const,
};

/** The dashboard's counts and recent activity change with every insight. */
export const dashboardRootKey = ['dashboard'] as const;
