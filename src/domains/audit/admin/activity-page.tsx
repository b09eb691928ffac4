import { useQuery } from '@tanstack/react-query';
import { History, X } from 'lucide-react';
import { useSearchParams } from 'react-router';

import {
  AdminListEmpty,
  AdminListState,
  AdminTableHead,
  AdminTableSkeleton,
} from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatSaoPauloDate, saoPauloToday } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';

import {
  AUDIT_PAGE_SIZE,
  auditPageQueryOptions,
  type AuditEvent,
  type AuditFilters,
} from '../api/get-audit-events';
import { AUDIT_GROUPS, AUDIT_KIND_LABELS, AUDIT_SUBJECT_LABELS, isAuditGroup } from '../api/kinds';
import { describeDetails } from '../utils/describe-details';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters and page in the URL (`?pessoa=<id>&tipo=leads&de=2026-11-01&ate=…&pagina=2`). */
function useActivityUrlState() {
  const [params, setParams] = useSearchParams();
  const read = (name: string, shape: RegExp) => {
    const value = params.get(name);
    return value !== null && shape.test(value) ? value : undefined;
  };
  const group = params.get('tipo');
  const filters: AuditFilters = {
    person: read('pessoa', UUID),
    group: isAuditGroup(group) ? group : undefined,
    from: read('de', DAY),
    to: read('ate', DAY),
  };
  const pageParam = Number(params.get('pagina'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;

  /** A new filter value starts again from the first page. */
  const setFilter = (name: 'pessoa' | 'tipo' | 'de' | 'ate', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('pagina', String(next));
      else updated.delete('pagina');
      return updated;
    });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const active = Object.values(filters).filter(Boolean).length;
  return { filters, page, setFilter, setPage, clear, active };
}

/** Who did it: the account's e-mail at the time; the database's own jobs and Supabase Auth: 'Sistema'. */
function actorLabel(event: AuditEvent): string {
  return event.actor_email ?? (event.actor_id ? 'Conta removida' : 'Sistema');
}

/**
 * What was done and to what: 'Publicou case “Título”', 'Abriu o lead #1a2b3c4d'. A lead is named by
 * the start of its id only (the log holds no personal data); an erased one by nothing.
 */
function whatLabel(event: AuditEvent): string {
  const subject = event.subject_type ? AUDIT_SUBJECT_LABELS[event.subject_type] : null;
  const label = event.subject_label ? `“${event.subject_label}”` : null;
  if (event.subject_type === 'lead') {
    return [AUDIT_KIND_LABELS[event.kind], event.subject_id && `#${event.subject_id.slice(0, 8)}`]
      .filter(Boolean)
      .join(' ');
  }
  if (event.subject_type === 'user' || event.subject_type === 'settings') {
    const target = event.subject_type === 'user' && event.subject_id !== event.actor_id ? label : null;
    return [AUDIT_KIND_LABELS[event.kind], target].filter(Boolean).join(' ');
  }
  return [AUDIT_KIND_LABELS[event.kind], subject?.toLowerCase(), label].filter(Boolean).join(' ');
}

interface ActivityPageProps {
  /** The staff accounts the 'Pessoa' filter offers. */
  people: readonly { id: string; email: string }[];
  /** How many days the trail keeps (staff settings), once known. */
  retentionDays: number | undefined;
}

/** 'Atividade' (admins): who did what and when, filtered by person, kind and São Paulo days. */
export function ActivityPage({ people, retentionDays }: ActivityPageProps) {
  const { filters, page, setFilter, setPage, clear, active } = useActivityUrlState();
  const query = useQuery(auditPageQueryOptions(filters, page));
  useLoadErrorToast(query.error, 'Erro ao carregar a atividade');
  const today = saoPauloToday();
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const events = query.data?.events ?? [];
  const rangeError =
    filters.from && filters.to && filters.to < filters.from
      ? 'A data final é anterior à inicial.'
      : undefined;

  return (
    <>
      <AdminPageHeader
        title="Atividade"
        description={
          'Quem fez o quê e quando no painel: acessos, conteúdo, usuários, leads e configurações. ' +
          'Ninguém pode alterar nem apagar o registro' +
          (retentionDays ? `; ele guarda os últimos ${formatCount(retentionDays)} dias.` : '.')
        }
      />

      <Card className="mb-6 p-4 sm:p-6">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
          <FormField label="Pessoa">
            {(control) => (
              <Select
                {...control}
                value={filters.person ?? ''}
                onChange={(event) => setFilter('pessoa', event.target.value)}
              >
                <option value="">Todas</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.email}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Tipo">
            {(control) => (
              <Select
                {...control}
                value={filters.group ?? ''}
                onChange={(event) => setFilter('tipo', event.target.value)}
              >
                <option value="">Todos</option>
                {Object.entries(AUDIT_GROUPS).map(([value, group]) => (
                  <option key={value} value={value}>
                    {group.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="De">
            {(control) => (
              <Input
                {...control}
                type="date"
                max={today}
                value={filters.from ?? ''}
                onChange={(event) => setFilter('de', event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Até" error={rangeError}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={filters.from}
                max={today}
                value={filters.to ?? ''}
                onChange={(event) => setFilter('ate', event.target.value)}
              />
            )}
          </FormField>
          <Button variant="ghost" onClick={clear} disabled={active === 0}>
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        </div>
      </Card>

      <Card>
        <div className="border-b border-ink-200 px-4 py-3 text-sm text-ink-600 sm:px-6" aria-live="polite">
          {query.data ? `${formatCount(total)} ${total === 1 ? 'registro' : 'registros'}` : ' '}
        </div>
        <AdminListState
          query={query}
          skeleton={<AdminTableSkeleton label="Carregando a atividade…" rows={8} />}
          errorMessage="Não foi possível carregar a atividade."
          isEmpty={events.length === 0}
          empty={
            <AdminListEmpty
              icon={History}
              title="Nenhum registro"
              message={
                active > 0 ? 'Nada com esses filtros. Tente outro período ou tipo.' : 'Nada registrado ainda.'
              }
            />
          }
        >
          <ActivityTable events={events} />
          <ActivityCards events={events} />
        </AdminListState>
      </Card>
      {pageCount > 1 && (
        <div className="mt-4">
          <AdminPagination
            label="Páginas da atividade"
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </div>
      )}
    </>
  );
}

function When({ event }: { event: AuditEvent }) {
  const date = new Date(event.created_at);
  const time = date.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return (
    <time dateTime={event.created_at}>
      {formatSaoPauloDate(event.created_at)} {time}
    </time>
  );
}

/** From 768 px: the table. */
function ActivityTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Registro de atividade, do mais recente ao mais antigo</caption>
        <AdminTableHead columns={['Quando', 'Quem', 'O quê', 'Detalhes']} />
        <tbody className="divide-y divide-ink-100">
          {events.map((event) => (
            <tr key={event.id}>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700 tabular-nums lg:pl-6">
                <When event={event} />
              </td>
              <td className="max-w-56 px-4 py-3 break-words text-ink-700">{actorLabel(event)}</td>
              <td className="max-w-96 px-4 py-3 break-words text-ink-950">{whatLabel(event)}</td>
              <td className="max-w-72 px-4 py-3 break-words text-ink-600 lg:pr-6">
                {describeDetails(event)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per entry. */
function ActivityCards({ events }: { events: readonly AuditEvent[] }) {
  return (
    <ul className="divide-y divide-ink-100 md:hidden">
      {events.map((event) => {
        const details = describeDetails(event);
        return (
          <li key={event.id} className="space-y-1 p-4 text-sm">
            <p className="break-words text-ink-950">{whatLabel(event)}</p>
            <p className="break-words text-ink-700">{actorLabel(event)}</p>
            <p className="text-xs text-ink-600 tabular-nums">
              <When event={event} />
            </p>
            {details && <p className="text-xs break-words text-ink-600">{details}</p>}
          </li>
        );
      })}
    </ul>
  );
}
