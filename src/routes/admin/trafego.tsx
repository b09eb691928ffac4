import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { TrafficPage } from '@/domains/traffic/admin/traffic-page';

/** The site's traffic and what converted: editors and admins (the database lets staff read it). */
export default function AdminTrafficRoute() {
  return (
    <>
      <Seo
        title="Tráfego | Admin"
        description="Visitas ao site e o que virou lead."
        path="/admin/trafego"
        noindex
      />
      <AdminPageHeader
        title="Tráfego"
        description="Visitas ao site contadas sem cookies nem dados pessoais, e quais páginas, origens e campanhas trazem leads."
      />
      <TrafficPage />
    </>
  );
}
