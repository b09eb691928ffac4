import { AdminHead } from '@/components/admin/admin-head';
import { StaffPage } from '@/domains/staff/admin/staff-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';
import { useAuth } from '@/domains/staff/hooks/use-auth';

/** Users: admins only; an editor who reaches it by URL gets the explanation. */
export default function AdminUsersRoute() {
  const { user } = useAuth();
  return (
    <AdminOnly feature="A gestão de usuários">
      <AdminHead title="Usuários | Admin" />
      <StaffPage currentUserId={user?.id} />
    </AdminOnly>
  );
}
