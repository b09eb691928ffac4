import { Navigate } from 'react-router';

import { AdminLoading } from '@/components/admin/admin-loading';
import { Seo } from '@/components/site/seo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { company } from '@/content/company';
import { LoginForm } from '@/domains/staff/components/login-form';
import { useAuth } from '@/domains/staff/hooks/use-auth';

export default function AdminLoginRoute() {
  const { user, loading } = useAuth();

  if (loading) return <AdminLoading label="Verificando sessão…" />;
  if (user) return <Navigate to="/admin" replace />;

  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-4 py-10">
      <Seo
        title={`Área Administrativa | ${company.brand}`}
        description="Acesso restrito à equipe."
        path="/admin/login"
        noindex
      />
      <div className="w-full max-w-sm">
        <a href="/" className="mx-auto mb-6 flex w-fit items-center gap-2.5 rounded-md">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-md" />
          <span className="font-display text-lg font-bold text-ink-950">{company.brand}</span>
        </a>
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">Área Administrativa</h1>
            <CardDescription>Entre com seu e-mail e senha da equipe.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
