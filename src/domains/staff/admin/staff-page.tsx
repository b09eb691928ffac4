import { useQuery } from '@tanstack/react-query';
import { CalendarDays, UserPlus, Users } from 'lucide-react';
import { toast } from 'sonner';
import { useState } from 'react';

import { AdminListEmpty } from '@/components/admin/admin-list';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSearchCard } from '@/components/admin/admin-search-card';
import { RoleBadge } from '@/components/admin/role-badge';
import { useListSearch } from '@/components/admin/use-list-search';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';

import type { Profile } from '../api/get-profile';
import { profilesQueryOptions } from '../api/get-profiles';
import { useManageStaffUser, type StaffChange } from '../api/manage-user';
import { filterProfilesByEmail } from '../utils/search';
import { CreateUserDialog } from './create-user-dialog';

interface StaffPageProps {
  /** The signed-in admin, marked "você" in the list. */
  currentUserId?: string;
}

/** A change waiting for the admin's confirmation, with what the dialog says. */
interface PendingChange {
  change: StaffChange;
  title: string;
  description: string;
  confirmLabel: string;
  confirmVariant: 'danger' | 'primary';
  done: string;
}

/** The question an admin confirms before each change; reactivation needs none. */
function confirmation(profile: Profile, change: StaffChange): PendingChange {
  const who = profile.email;
  const signsOut = 'A pessoa é desconectada agora e entra de novo com as novas permissões.';
  switch (change.action) {
    case 'set_role':
      return change.tipo === 'admin'
        ? {
            change,
            title: 'Tornar administrador',
            description: `${who} passará a gerenciar usuários e leads. ${signsOut}`,
            confirmLabel: 'Tornar administrador',
            confirmVariant: 'primary',
            done: 'Agora é administrador.',
          }
        : {
            change,
            title: 'Tornar editor',
            description: `${who} deixará de ver usuários e leads. ${signsOut}`,
            confirmLabel: 'Tornar editor',
            confirmVariant: 'primary',
            done: 'Agora é editor.',
          };
    case 'deactivate':
      return {
        change,
        title: 'Desativar acesso',
        description: `${who} perde o acesso ao painel agora mesmo e não consegue entrar até ser reativado. Nada do que a pessoa criou é apagado.`,
        confirmLabel: 'Desativar',
        confirmVariant: 'danger',
        done: 'Acesso desativado.',
      };
    case 'remove':
      return {
        change,
        title: 'Remover usuário',
        description: `A conta de ${who} será apagada e não poderá ser recuperada. Cases, insights e notas que a pessoa criou continuam no painel.`,
        confirmLabel: 'Remover',
        confirmVariant: 'danger',
        done: 'Usuário removido.',
      };
    case 'remove_second_factor':
      return {
        change,
        title: 'Remover verificação em duas etapas',
        description: `${who} volta a entrar só com a senha e pode ativar um novo aplicativo em Configurações. Use quando a pessoa perdeu o celular.`,
        confirmLabel: 'Remover verificação',
        confirmVariant: 'danger',
        done: 'Verificação em duas etapas removida.',
      };
    case 'reactivate':
      return {
        change,
        title: 'Reativar acesso',
        description: `${who} volta a entrar no painel com a senha que já tinha.`,
        confirmLabel: 'Reativar',
        confirmVariant: 'primary',
        done: 'Acesso reativado.',
      };
  }
}

/**
 * Users: the staff list with e-mail search, 'Criar Novo Usuário', and for each other person their
 * role, deactivation (and back) and removal, each confirmed first. The server refuses what would
 * leave no active admin, and changes to one's own account.
 */
export function StaffPage({ currentUserId }: StaffPageProps) {
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const manage = useManageStaffUser();

  const confirmPending = async () => {
    if (!pending) return;
    try {
      await manage.mutateAsync(pending.change);
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) });
      setPending(null);
      return;
    }
    toast.success('Sucesso', { description: pending.done });
    setPending(null);
  };
  const query = useQuery(profilesQueryOptions());
  useLoadErrorToast(query.error, 'Erro ao carregar usuários');
  const list = useListSearch(query.data, filterProfilesByEmail);

  return (
    <>
      <AdminPageHeader
        title="Usuários"
        description="Equipe com acesso ao painel administrativo."
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" />
            Novo Usuário
          </Button>
        }
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirmLabel}
        confirmVariant={pending?.confirmVariant}
        pending={manage.isPending}
        onConfirm={() => void confirmPending()}
      />

      <AdminSearchCard
        query={query}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Buscar por e-mail..."
        count={list.count}
        noun={['usuário', 'usuários']}
        skeleton={<StaffSkeleton />}
        errorMessage="Não foi possível carregar os usuários."
        isEmpty={list.shown.length === 0}
        empty={
          <AdminListEmpty
            icon={Users}
            message={list.searching ? 'Nenhum usuário encontrado' : 'Nenhum usuário cadastrado'}
          />
        }
      >
        <ul aria-label="Usuários" className="divide-y divide-ink-100">
          {list.shown.map((profile) => (
            <ProfileRow
              key={profile.id}
              profile={profile}
              isCurrent={profile.id === currentUserId}
              onChange={(change) => setPending(confirmation(profile, change))}
            />
          ))}
        </ul>
      </AdminSearchCard>
    </>
  );
}

interface ProfileRowProps {
  profile: Profile;
  isCurrent: boolean;
  onChange: (change: StaffChange) => void;
}

function ProfileRow({ profile, isCurrent, onChange }: ProfileRowProps) {
  const deactivated = profile.desativado_em !== null;
  const change = (action: 'deactivate' | 'reactivate' | 'remove' | 'remove_second_factor') =>
    onChange({ userId: profile.id, action });
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 px-4 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:px-6">
      <span
        aria-hidden="true"
        className="row-span-2 grid size-10 shrink-0 place-items-center self-start rounded-full bg-ink-100 font-display text-sm font-bold text-ink-700 uppercase sm:row-span-1 sm:self-center"
      >
        {profile.email.charAt(0)}
      </span>
      <div className="min-w-0">
        <p className="flex min-w-0 items-baseline gap-1.5 text-sm font-medium text-ink-950">
          <span className="truncate" title={profile.email}>
            {profile.email}
          </span>
          {isCurrent && <span className="shrink-0 font-normal text-ink-600">(você)</span>}
        </p>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-600">
          <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
          <span>
            Criado em <time dateTime={profile.created_at}>{formatShortDate(profile.created_at)}</time>
          </span>
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-1.5">
          <RoleBadge role={profile.tipo} />
          {profile.verificacao_em_duas_etapas && <Badge variant="success">Duas etapas</Badge>}
          {deactivated && <Badge variant="outline">Desativado</Badge>}
        </p>
      </div>
      {!isCurrent && (
        <div
          role="group"
          aria-label={`Ações para ${profile.email}`}
          className="col-start-2 flex flex-wrap gap-2 sm:col-start-3 sm:justify-self-end"
        >
          {!deactivated && (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                onChange({
                  userId: profile.id,
                  action: 'set_role',
                  tipo: profile.tipo === 'admin' ? 'editor' : 'admin',
                })
              }
            >
              {profile.tipo === 'admin' ? 'Tornar editor' : 'Tornar administrador'}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => change(deactivated ? 'reactivate' : 'deactivate')}
          >
            {deactivated ? 'Reativar' : 'Desativar'}
          </Button>
          {profile.verificacao_em_duas_etapas && (
            <Button variant="outline" size="sm" onClick={() => change('remove_second_factor')}>
              Remover verificação
            </Button>
          )}
          <Button variant="ghost" size="sm" className="text-danger-800" onClick={() => change('remove')}>
            Remover
          </Button>
        </div>
      )}
    </li>
  );
}

function StaffSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Carregando usuários" className="divide-y divide-ink-100">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 px-4 py-4 sm:px-6">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3 w-32" />
          </div>
          <Skeleton className="h-6 w-24 rounded-full" />
        </li>
      ))}
    </ul>
  );
}
