import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { AdminLoading } from '@/components/admin/admin-loading';
import { AdminShell } from '@/components/admin/admin-shell';
import { PublicationStatus } from '@/domains/publishing/admin/publication-status';
import { SECOND_FACTOR_PATH } from '@/domains/staff/utils/second-factor';
import { SecondFactorRequiredNotice } from '@/domains/staff/components/second-factor-required-notice';
import { SessionEndedDialog } from '@/domains/staff/components/session-ended-dialog';
import { useAuth } from '@/domains/staff/hooks/use-auth';
import { useStaffAccessCheck } from '@/domains/staff/hooks/use-staff-access-check';
import { loginPathReturningTo } from '@/domains/staff/utils/return-path';
import { removeDraftsOf } from '@/lib/local-draft';
import { getQueryClient } from '@/lib/query-client';
import type { StaffRole } from '@/lib/staff-roles';
import { errorMessage } from '@/lib/error-message';

/**
 * Protected area: a spinner while the session loads, the login page when signed out (also when
 * an admin ends this person's access: checked at every navigation); the public site's publication
 * status in the header for staff. The query cache starts here: the login page reads no query.
 */
export default function AdminLayoutRoute() {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ProtectedArea />
    </QueryClientProvider>
  );
}

function ProtectedArea() {
  const { user, profile, loading, secondFactorPending, sessionEnded, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useStaffAccessCheck(Boolean(user));

  if (loading) return <AdminLoading label="Verificando sessão…" />;
  // A session that ended (or a link opened signed out) comes back here after signing in, where
  // the form offers what this browser kept of its unsaved changes.
  if (!user) return <Navigate to={loginPathReturningTo(location)} replace />;
  // A session that ended by itself is renewed in place (SessionEndedDialog), the code step included.
  if (secondFactorPending && !sessionEnded) return <Navigate to={SECOND_FACTOR_PATH} replace />;

  const role: StaffRole | null = profile?.id === user.id ? profile.tipo : null;

  const handleSignOut = async () => {
    const userId = user.id;
    try {
      await signOut();
    } catch (error) {
      console.error('Erro ao sair:', error);
      toast.error('Erro', { description: errorMessage(error) });
      return;
    }
    // Signing out on purpose: the next person at this browser must not find this one's text.
    removeDraftsOf(userId);
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
      <SessionEndedDialog />
    </AdminShell>
  );
}

export { RouteErrorScreen as ErrorBoundary } from '@/components/site/route-error-screen';
