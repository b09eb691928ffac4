import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

import { hasAuthenticatorApp } from '../utils/second-factor';
import { staffSettingsQueryOptions } from '../api/staff-settings';
import { useAuth } from '../hooks/use-auth';

/**
 * For an admin without an authenticator app while the team requires one: the database withholds
 * their admin rights (leads, users, activity) until they add it, and this says so on every page.
 */
export function SecondFactorRequiredNotice() {
  const { isAdmin, user } = useAuth();
  const settings = useQuery({ ...staffSettingsQueryOptions(), enabled: isAdmin });
  if (!isAdmin || hasAuthenticatorApp(user) || !settings.data?.require_admin_second_factor) return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <p>
        A equipe exige verificação em duas etapas dos administradores. Ative a sua em{' '}
        <Link to="/admin/configuracoes" className="font-medium text-accent-800 underline underline-offset-2">
          Configurações
        </Link>{' '}
        para voltar a acessar leads, usuários e a atividade do painel.
      </p>
    </div>
  );
}
