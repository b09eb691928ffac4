/**
 * Query keys of the admin news screen. They hang from the public domain's root (`['noticias']`),
 * so invalidating the root after a change also refreshes 'Na mídia' on the public page.
 */
export const adminNewsKeys = {
  all: ['noticias'] as const,
  admin: () => [...adminNewsKeys.all, 'admin'] as const,
  list: () => [...adminNewsKeys.admin(), 'list'] as const,
};

/** The dashboard's counts and recent activity change with every news item. */
export const dashboardRootKey = ['dashboard'] as const;
