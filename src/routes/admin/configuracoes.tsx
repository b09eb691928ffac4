import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { SettingsPage } from '@/pages/settings/settings-page';

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
      <SettingsPage />
    </>
  );
}
