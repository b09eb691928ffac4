import { Seo } from '@/components/seo';
import { NichosManager } from '@/features/admin-cases/components/nichos-manager';

export default function AdminNichosRoute() {
  return (
    <>
      <Seo
        title="Nichos | Admin"
        description="Gerencie os nichos usados para classificar os cases."
        path="/admin/cases/nichos"
        noindex
      />
      <NichosManager />
    </>
  );
}
