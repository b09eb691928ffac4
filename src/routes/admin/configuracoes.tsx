import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Seo } from '@/components/seo';
import { SettingsOverview } from '@/features/settings/components/settings-overview';

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
