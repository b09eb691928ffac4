/**
 * Query keys of the leads domain: the public forms' insert mutation and the admin list, under one
 * root, so invalidating `leadKeys.all` refreshes the list.
 */
export const leadKeys = {
  all: ['leads'] as const,
  list: () => [...leadKeys.all, 'list'] as const,
  insert: () => [...leadKeys.all, 'insert'] as const,
  /** LGPD requests: one person's records by e-mail, the log of requests, the retention setting. */
  lgpd: () => [...leadKeys.all, 'lgpd'] as const,
  lgpdPerson: (email: string) => [...leadKeys.lgpd(), 'person', email] as const,
  lgpdRequests: () => [...leadKeys.lgpd(), 'requests'] as const,
  retention: () => [...leadKeys.lgpd(), 'retention'] as const,
};
