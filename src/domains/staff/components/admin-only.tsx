import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { AdminHead } from '@/components/admin/admin-head';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

import { useAuth } from '../hooks/use-auth';

interface AdminOnlyProps {
  children: ReactNode;
  /** What the page is, for the explanation ("A gestão de leads …"). */
  feature?: string;
}

/**
 * Renders its children for admins only. An editor (or a user without a staff profile) who reaches
 * an admin-only page by URL gets an explanation instead; the database refuses the data anyway.
 */
export function AdminOnly({ children, feature = 'Esta página' }: AdminOnlyProps) {
  const { isAdmin, profile, profileLoading } = useAuth();

  if (profileLoading) {
    return (
      <div className="grid min-h-60 place-items-center text-ink-500">
        <Spinner className="size-6" label="Verificando permissões…" />
      </div>
    );
  }

  if (isAdmin) return children;

  return (
    <Card className="mx-auto max-w-xl" role="region" aria-labelledby="admin-only-title">
      <AdminHead title="Acesso restrito | Admin" />
      <CardHeader className="items-start">
        <span className="mb-2 grid size-11 place-items-center rounded-full bg-accent-100 text-accent-800">
          <ShieldAlert aria-hidden="true" className="size-5" />
        </span>
        <h1 id="admin-only-title" className="text-xl font-semibold">
          Acesso restrito a administradores
        </h1>
        <CardDescription className="text-base">
          {feature} está disponível apenas para administradores.
          {profile?.tipo === 'editor' && ' Como editor, você pode gerenciar cases, insights e notícias.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-ink-600">Se você precisa desse acesso, peça a um administrador.</p>
        <Link to="/admin" className={buttonClasses('outline', 'sm', 'mt-5')}>
          Voltar para o Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
