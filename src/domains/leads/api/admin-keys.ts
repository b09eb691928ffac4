/**
 * Query keys of the admin leads screen, under the leads root (`['leads']`) like the public forms'
 * mutation, so invalidating the root refreshes this list too.
 */
export const adminLeadKeys = {
  all: ['leads'] as const,
  list: () => [...adminLeadKeys.all, 'admin', 'list'] as const,
};
