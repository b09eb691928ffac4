import { Navigate, useSearchParams } from 'react-router';

import { AdminLoading } from '@/components/admin/admin-loading';
import { AuthCardPage } from '@/domains/staff/components/auth-card-page';
import { LoginForm } from '@/domains/staff/components/login-form';
import { useAuth } from '@/domains/staff/hooks/use-auth';
import { RETURN_PARAM, safeAdminReturnPath } from '@/domains/staff/utils/return-path';
import type { RootHandle } from '@/root';

/** The toaster (sonner) waits for the person's first intent: the form needs nothing more to show. */
export const handle: RootHandle = { toasterOnIntent: true };

export default function AdminLoginRoute() {
  const { user, loading, accessEnded } = useAuth();
  const [searchParams] = useSearchParams();
  const returnPath = safeAdminReturnPath(searchParams.get(RETURN_PARAM));

  if (loading) return <AdminLoading label="Verificando sessão…" />;
  if (user) return <Navigate to={returnPath} replace />;

  return (
    <AuthCardPage title="Área Administrativa" description="Entre com seu e-mail e senha da equipe.">
      {accessEnded && (
        <p
          role="alert"
          className="mb-5 rounded-lg border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-ink-900"
        >
          {accessEnded} Se precisar de ajuda, fale com um administrador da equipe.
        </p>
      )}
      <LoginForm returnPath={returnPath} />
    </AuthCardPage>
  );
}
