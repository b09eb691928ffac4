/**
 * Query keys of the leads domain: the public forms' insert mutation and the admin list, under one
 * root, so invalidating `leadKeys.all` refreshes the list.
 */
export const leadKeys = {
  all: ['leads'] as const,
  list: () => [...leadKeys.all, 'list'] as const,
  insert: () => [...leadKeys.all, 'insert'] as const,
};
