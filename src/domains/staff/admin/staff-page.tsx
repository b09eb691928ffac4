import { useQuery } from '@tanstack/react-query';
import { CalendarDays, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';

import { AdminListEmpty } from '@/components/admin/admin-list';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSearchCard } from '@/components/admin/admin-search-card';
import { RoleBadge } from '@/components/admin/role-badge';
import { useListSearch } from '@/components/admin/use-list-search';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/dates';

import type { Profile } from '../api/get-profile';
import { profilesQueryOptions } from '../api/get-profiles';
import { filterProfilesByEmail } from '../utils/search';
import { CreateUserDialog } from './create-user-dialog';

interface StaffPageProps {
  /** The signed-in admin, marked "você" in the list. */
  currentUserId?: string;
}

/** Users: the staff list with e-mail search and the 'Criar Novo Usuário' dialog. No edit or delete. */
export function StaffPage({ currentUserId }: StaffPageProps) {
  const [creating, setCreating] = useState(false);
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
            <ProfileRow key={profile.id} profile={profile} isCurrent={profile.id === currentUserId} />
          ))}
        </ul>
      </AdminSearchCard>
    </>
  );
}

function ProfileRow({ profile, isCurrent }: { profile: Profile; isCurrent: boolean }) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-4 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:px-6">
      <span
        aria-hidden="true"
        className="row-span-2 grid size-10 shrink-0 place-items-center rounded-full bg-ink-100 font-display text-sm font-bold text-ink-700 uppercase sm:row-span-1"
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
      </div>
      <div className="col-start-2 sm:col-start-3 sm:justify-self-end">
        <RoleBadge role={profile.tipo} />
      </div>
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
