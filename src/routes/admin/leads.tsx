import { AdminPlaceholder } from '@/components/layout/admin-placeholder';
import { AdminOnly } from '@/features/auth/components/admin-only';

/** Admins only (design §3); placeholder until the page is built. */
export default function Route() {
  return (
    <AdminOnly feature="A gestão de leads">
      <AdminPlaceholder title="Leads" path="/admin/leads" />
    </AdminOnly>
  );
}
