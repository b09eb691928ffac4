import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { TrafficPage } from '@/domains/traffic/admin/traffic-page';

/** The site's traffic and what converted: editors and admins (the database lets staff read it). */
export default function AdminTrafficRoute() {
  return (
    <>
      <AdminHead title="Tráfego | Admin" />
      <AdminPageHeader
        title="Tráfego"
        description="Visitas ao site contadas sem cookies nem dados pessoais, e quais páginas, origens e campanhas trazem leads."
      />
      <TrafficPage />
    </>
  );
}
