import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { SettingsOverview } from '@/pages/settings/settings-overview';

export default function AdminSettingsRoute() {
  return (
    <>
      <Seo
        title="Configurações | Admin"
        description="Configurações do painel administrativo."
        path="/admin/configuracoes"
        noindex
      />
      <AdminPageHeader title="Configurações" description="Preferências do sistema e informações gerais." />
      <SettingsOverview />
    </>
  );
}
