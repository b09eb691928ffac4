import { Seo } from '@/components/site/seo';
import { RedirectsPage } from '@/domains/publishing/admin/redirects-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';

/** Redirects: admins only (the database lets only them write); an editor who reaches it by URL gets the explanation. */
export default function AdminRedirectsRoute() {
  return (
    <AdminOnly feature="A gestão de redirecionamentos">
      <Seo
        title="Redirecionamentos | Admin"
        description="Endereços antigos do site e para onde levam."
        path="/admin/redirecionamentos"
        noindex
      />
      <RedirectsPage />
    </AdminOnly>
  );
}
