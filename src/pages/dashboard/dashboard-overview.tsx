import { lazy, Suspense } from 'react';

import { Skeleton } from '@/components/ui/skeleton';

import { DashboardStats } from './dashboard-stats';
import { RecentActivity } from './recent-activity';

/**
 * Leads are for admins only: their charts (recharts) load in their own chunk, only on an admin's
 * dashboard. An editor's first screen never downloads them.
 */
const LeadStatsSection = lazy(() =>
  import('./lead-stats-section').then((module) => ({ default: module.LeadStatsSection })),
);

interface DashboardOverviewProps {
  isAdmin: boolean;
  /** The role is not known yet: hold the space instead of guessing which cards to show. */
  roleLoading?: boolean;
}

export function DashboardOverview({ isAdmin, roleLoading = false }: DashboardOverviewProps) {
  if (roleLoading) {
    return (
      <div aria-busy="true" className="space-y-6">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-[7.25rem] rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-80 rounded-xl" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <DashboardStats isAdmin={isAdmin} />
      {isAdmin && (
        <Suspense fallback={<Skeleton className="h-80 rounded-xl" />}>
          <LeadStatsSection />
        </Suspense>
      )}
      <RecentActivity includeLeads={isAdmin} />
    </div>
  );
}
