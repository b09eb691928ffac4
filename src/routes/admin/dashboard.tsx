import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Seo } from '@/components/seo';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';

export default function AdminDashboardRoute() {
  const { isAdmin, profileLoading } = useAuth();
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
