/** Key factory for the leads domain (mutations only on the public site). */
export const leadKeys = {
  all: ['leads'] as const,
  insert: () => [...leadKeys.all, 'insert'] as const,
};
