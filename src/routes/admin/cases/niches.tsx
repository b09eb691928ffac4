import { AdminHead } from '@/components/admin/admin-head';
import { NichesManager } from '@/domains/cases/admin/niches-manager';

export default function AdminNichesRoute() {
  return (
    <>
      <AdminHead title="Nichos | Admin" />
      <NichesManager />
    </>
  );
}
