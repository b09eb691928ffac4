import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { SettingsPage } from '@/pages/settings/settings-page';

export default function AdminSettingsRoute() {
  return (
    <>
      <AdminHead title="Configurações | Admin" />
      <AdminPageHeader title="Configurações" description="Preferências do sistema e informações gerais." />
      <SettingsPage />
    </>
  );
}
