import { Navigate, useNavigate } from 'react-router';

import { AdminLoading } from '@/components/admin/admin-loading';
import { AuthCardPage, authLinkClasses } from '@/domains/staff/components/auth-card-page';
import { SecondFactorForm } from '@/domains/staff/components/second-factor-form';
import { useAuth } from '@/domains/staff/hooks/use-auth';

/** The sign-in's second step, for people who added an authenticator app. */
export default function SecondFactorRoute() {
  const { user, loading, secondFactorPending, signOut } = useAuth();
  const navigate = useNavigate();

  if (loading) return <AdminLoading label="Verificando sessão…" />;
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!secondFactorPending) return <Navigate to="/admin" replace />;

  const leave = async () => {
    await signOut().catch((error: unknown) => console.error('Erro ao sair:', error));
    navigate('/admin/login', { replace: true });
  };

  return (
    <AuthCardPage
      title="Verificação em duas etapas"
      description="Abra o aplicativo autenticador e digite o código de 6 dígitos do painel."
    >
      <SecondFactorForm />
      <p className="mt-5 text-center text-sm text-ink-700">
        Perdeu o celular? Peça a um administrador para remover a verificação da sua conta.{' '}
        <button type="button" className={authLinkClasses} onClick={() => void leave()}>
          Sair
        </button>
      </p>
    </AuthCardPage>
  );
}
