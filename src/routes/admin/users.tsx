import { Seo } from '@/components/seo';
import { UsersPage } from '@/features/admin-users/components/users-page';
import { AdminOnly } from '@/features/auth/components/admin-only';
import { useAuth } from '@/features/auth/hooks/use-auth';

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
      <UsersPage currentUserId={user?.id} />
    </AdminOnly>
  );
}
