import { AdminHead } from '@/components/admin/admin-head';
import { LeadsPage } from '@/domains/leads/admin/leads-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';
import { useAuth } from '@/domains/staff/hooks/use-auth';

/** Leads: personal data under LGPD, admins only; an editor gets the explanation. */
export default function AdminLeadsRoute() {
  const { user } = useAuth();
  return (
    <AdminOnly feature="A gestão de leads">
      <AdminHead title="Leads | Admin" />
      <LeadsPage currentUserId={user?.id} />
    </AdminOnly>
  );
}
