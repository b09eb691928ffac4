import { Seo } from '@/components/site/seo';
import { NichesManager } from '@/domains/cases/admin/niches-manager';

export default function AdminNichesRoute() {
  return (
    <>
      <Seo
        title="Nichos | Admin"
        description="Gerencie os nichos usados para classificar os cases."
        path="/admin/cases/nichos"
        noindex
      />
      <NichesManager />
    </>
  );
}
