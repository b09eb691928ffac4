import { useEffect } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { useAuth } from '@/domains/staff/hooks/use-auth';
import { DashboardOverview } from '@/pages/dashboard/dashboard-overview';

/** The user-timing mark `npm run bench:web` reads: the dashboard is on screen. */
const DASHBOARD_READY_MARK = 'admin:dashboard-ready';

export default function AdminDashboardRoute() {
  const { isAdmin, profileLoading } = useAuth();
  useEffect(() => {
    performance.mark?.(DASHBOARD_READY_MARK);
  }, []);
  return (
    <>
      <Seo
        title="Dashboard | Admin"
        description="Visão geral do painel administrativo."
        path="/admin"
        noindex
      />
      <AdminPageHeader title="Dashboard" description="Visão geral do conteúdo e da atividade do site." />
      <DashboardOverview isAdmin={isAdmin} roleLoading={profileLoading} />
    </>
  );
}
