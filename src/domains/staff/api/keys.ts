/** Query keys of the staff domain, under the table's name (`profiles`). */
export const staffKeys = {
  all: ['profiles'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};
