/**
 * Query keys of the admin users screen. Same root as every other `profiles` query (`['profiles']`),
 * so invalidating the root after a user is created refreshes every list of staff.
 */
export const adminUserKeys = {
  all: ['profiles'] as const,
  list: () => [...adminUserKeys.all, 'admin', 'list'] as const,
};

/** The dashboard's user count changes with every new user. */
export const dashboardRootKey = ['dashboard'] as const;
