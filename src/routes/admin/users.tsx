import { Seo } from '@/components/site/seo';
import { StaffPage } from '@/domains/staff/admin/staff-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';
import { useAuth } from '@/domains/staff/hooks/use-auth';

/** Users: admins only; an editor who reaches it by URL gets the explanation. */
export default function AdminUsersRoute() {
  const { user } = useAuth();
  return (
    <AdminOnly feature="A gestão de usuários">
      <Seo
        title="Usuários | Admin"
        description="Equipe com acesso ao painel administrativo."
        path="/admin/users"
        noindex
      />
      <StaffPage currentUserId={user?.id} />
    </AdminOnly>
  );
}
