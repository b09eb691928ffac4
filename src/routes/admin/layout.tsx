import { Navigate, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { AdminLoading } from '@/components/admin/admin-loading';
import { AdminShell } from '@/components/admin/admin-shell';
import { PublicationStatus } from '@/domains/publishing/admin/publication-status';
import { SECOND_FACTOR_PATH } from '@/domains/staff/api/mfa';
import { SecondFactorRequiredNotice } from '@/domains/staff/components/second-factor-required-notice';
import { useAuth } from '@/domains/staff/hooks/use-auth';
import { useStaffAccessCheck } from '@/domains/staff/hooks/use-staff-access-check';
import type { StaffRole } from '@/lib/staff-roles';
import { errorMessage } from '@/lib/utils';

/**
 * Protected area: a spinner while the session loads, the login page when signed out (also when
 * an admin ends this person's access: checked at every navigation); the public site's publication
 * status in the header for staff.
 */
export default function AdminLayoutRoute() {
  const { user, profile, loading, secondFactorPending, signOut } = useAuth();
  const navigate = useNavigate();
  useStaffAccessCheck(Boolean(user));

  if (loading) return <AdminLoading label="Verificando sessão…" />;
  if (!user) return <Navigate to="/admin/login" replace />;
  if (secondFactorPending) return <Navigate to={SECOND_FACTOR_PATH} replace />;

  const role: StaffRole | null = profile?.id === user.id ? profile.tipo : null;

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Erro ao sair:', error);
      toast.error('Erro', { description: errorMessage(error) });
      return;
    }
    navigate('/admin/login', { replace: true });
  };

  return (
    <AdminShell
      email={user.email ?? profile?.email ?? ''}
      role={role}
      onSignOut={handleSignOut}
      headerEnd={role && <PublicationStatus isAdmin={role === 'admin'} />}
    >
      <SecondFactorRequiredNotice />
      <Outlet />
    </AdminShell>
  );
}
