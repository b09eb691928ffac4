import { Navigate } from 'react-router';

import { AdminLoading } from '@/components/admin/admin-loading';
import { AuthCardPage } from '@/domains/staff/components/auth-card-page';
import { LoginForm } from '@/domains/staff/components/login-form';
import { useAuth } from '@/domains/staff/hooks/use-auth';

export default function AdminLoginRoute() {
  const { user, loading } = useAuth();

  if (loading) return <AdminLoading label="Verificando sessão…" />;
  if (user) return <Navigate to="/admin" replace />;

  return (
    <AuthCardPage
      title="Área Administrativa"
      description="Entre com seu e-mail e senha da equipe."
      path="/admin/login"
    >
      <LoginForm />
    </AuthCardPage>
  );
}
