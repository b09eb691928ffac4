import type { CountTable } from './get-count';

/**
 * Query keys of the admin dashboard. Its queries refetch whenever the dashboard mounts
 * (`refetchOnMount: 'always'`), showing the cached numbers meanwhile: every change made elsewhere
 * in the panel is counted on the next visit, and no domain needs to know the dashboard exists.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'count'] as const,
  count: (table: CountTable) => [...dashboardKeys.counts(), table] as const,
  recent: (includeLeads: boolean) => [...dashboardKeys.all, 'recent', { includeLeads }] as const,
};
