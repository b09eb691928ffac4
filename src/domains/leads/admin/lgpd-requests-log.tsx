import { useQuery } from '@tanstack/react-query';

import { Badge } from '@/components/ui/badge';
import { AdminListState, AdminTableHead, AdminTableSkeleton } from '@/components/admin/admin-list';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';

import {
  LGPD_REQUESTS_SHOWN,
  lgpdRequestsQueryOptions,
  type LoggedLgpdRequest,
} from '../api/get-lgpd-requests';
import { LGPD_REQUEST_KIND_LABELS, requestReference } from '../api/lgpd-schema';
import { countLabel, type LgpdCounts } from '../utils/lgpd-counts';

/** Who served a request: the admin's e-mail, the schedule, or an account removed since. */
function actorLabel(request: LoggedLgpdRequest): string {
  if (request.kind === 'retention') return `Automático (${request.retention_months} meses)`;
  return request.actor?.email ?? 'Conta removida';
}

const COUNT_COLUMNS: { key: keyof LgpdCounts; label: string }[] = [
  { key: 'leads', label: 'Leads' },
  { key: 'notes', label: 'Notas' },
  { key: 'events', label: 'Eventos' },
  { key: 'notifications', label: 'Notificações' },
];

function KindBadge({ request }: { request: LoggedLgpdRequest }) {
  return (
    <Badge variant={request.kind === 'export' ? 'neutral' : request.kind === 'erasure' ? 'dark' : 'outline'}>
      {LGPD_REQUEST_KIND_LABELS[request.kind]}
    </Badge>
  );
}

/**
 * 'Registro de solicitações': the latest exports, erasures and retention runs — date, kind, who,
 * counts and the reference; never whose data it was.
 */
export function LgpdRequestsLog() {
  const log = useQuery(lgpdRequestsQueryOptions());
  const requests = log.data ?? [];

  return (
    <Card aria-labelledby="lgpd-registro-titulo">
      <div className="border-b border-ink-200 p-4 sm:px-6">
        <h2 id="lgpd-registro-titulo" className="font-display text-lg font-semibold text-ink-950">
          Registro de solicitações
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Exportações, exclusões e execuções da retenção (as {LGPD_REQUESTS_SHOWN} mais recentes). O registro
          guarda a data, quem atendeu e as quantidades — nenhum dado da pessoa. Não pode ser alterado nem
          apagado.
        </p>
      </div>
      <AdminListState
        query={log}
        skeleton={<AdminTableSkeleton label="Carregando o registro…" />}
        errorMessage="Não foi possível carregar o registro."
        isEmpty={requests.length === 0}
        empty={<p className="p-4 text-sm text-ink-600 sm:px-6">Nenhuma solicitação registrada ainda.</p>}
      >
        <RequestsTable requests={requests} />
        <RequestsCards requests={requests} />
      </AdminListState>
    </Card>
  );
}

/** From 768 px: the table. */
function RequestsTable({ requests }: { requests: readonly LoggedLgpdRequest[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Solicitações LGPD atendidas, da mais recente à mais antiga</caption>
        <AdminTableHead
          columns={[
            'Data',
            'Tipo',
            'Quem',
            ...COUNT_COLUMNS.map((column) => ({ label: column.label, className: 'px-3 py-3 text-right' })),
            'Referência',
          ]}
        />
        <tbody className="divide-y divide-ink-100">
          {requests.map((request) => (
            <tr key={request.id}>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700 tabular-nums lg:pl-6">
                <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <KindBadge request={request} />
              </td>
              <td className="max-w-56 px-4 py-3 break-words text-ink-700">{actorLabel(request)}</td>
              {COUNT_COLUMNS.map((column) => (
                <td key={column.key} className="px-3 py-3 text-right text-ink-700 tabular-nums">
                  {request[column.key]}
                </td>
              ))}
              <td className="px-4 py-3 font-mono text-xs text-ink-700 lg:pr-6" title={request.id}>
                {requestReference(request)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 768 px: one card per request. */
function RequestsCards({ requests }: { requests: readonly LoggedLgpdRequest[] }) {
  return (
    <ul aria-label="Solicitações registradas" className="divide-y divide-ink-100 md:hidden">
      {requests.map((request) => (
        <li key={request.id} className="space-y-1.5 px-4 py-4">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <KindBadge request={request} />
            <time dateTime={request.created_at} className="text-sm text-ink-700 tabular-nums">
              {formatDateTime(request.created_at)}
            </time>
          </div>
          <p className="text-sm break-words text-ink-700">{actorLabel(request)}</p>
          <p className="text-sm text-ink-700">
            {COUNT_COLUMNS.map((column) => countLabel(column.key, request[column.key])).join(' · ')}
          </p>
          <p className="text-xs text-ink-600">
            Referência <span className="font-mono">{requestReference(request)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
