import { Seo } from '@/components/site/seo';
import { NichosManager } from '@/domains/cases/admin/nichos-manager';

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
