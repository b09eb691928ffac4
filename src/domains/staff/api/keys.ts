/** Query keys of the staff domain, under the table's name (`profiles`). */
export const staffKeys = {
  all: ['profiles'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  /** The signed-in person's staff access, checked at every admin navigation. */
  access: () => [...staffKeys.all, 'access'] as const,
  /** The signed-in person's verified authenticator app. */
  factor: () => [...staffKeys.all, 'factor'] as const,
  /** The team's rules (public.staff_settings). */
  settings: () => [...staffKeys.all, 'settings'] as const,
};
