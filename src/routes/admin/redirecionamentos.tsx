import { AdminHead } from '@/components/admin/admin-head';
import { RedirectsPage } from '@/domains/publishing/admin/redirects-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';

/** Redirects: admins only (the database lets only them write); an editor who reaches it by URL gets the explanation. */
export default function AdminRedirectsRoute() {
  return (
    <AdminOnly feature="A gestão de redirecionamentos">
      <AdminHead title="Redirecionamentos | Admin" />
      <RedirectsPage />
    </AdminOnly>
  );
}
