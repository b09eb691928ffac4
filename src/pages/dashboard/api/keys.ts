import type { CountTable } from './get-count';

/** Query-key factory for the admin dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'count'] as const,
  count: (table: CountTable) => [...dashboardKeys.counts(), table] as const,
  recent: (includeLeads: boolean) => [...dashboardKeys.all, 'recent', { includeLeads }] as const,
};
