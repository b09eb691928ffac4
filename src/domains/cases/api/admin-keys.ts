/**
 * Query keys of the admin cases and niches screens. They hang from the same roots as the public
 * domain (`['cases']`, `['nichos']`), so invalidating a root after a change refreshes both.
 */
export const adminCaseKeys = {
  all: ['cases'] as const,
  admin: () => [...adminCaseKeys.all, 'admin'] as const,
  list: () => [...adminCaseKeys.admin(), 'list'] as const,
  detail: (id: string) => [...adminCaseKeys.admin(), 'detail', id] as const,
};

export const nichoKeys = {
  all: ['nichos'] as const,
  /** Every niche, by name (`get_all_nichos`). */
  list: () => [...nichoKeys.all, 'all'] as const,
};

/** The dashboard's counts and recent activity change with every case. */
export const dashboardRootKey = ['dashboard'] as const;
