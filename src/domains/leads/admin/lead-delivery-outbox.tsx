import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { RefreshCw } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AdminListState, AdminTableHead, AdminTableSkeleton } from '@/components/admin/admin-list';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';
import { cn } from '@/lib/utils';

import {
  LEAD_NOTIFICATION_COUNTS_DAYS,
  leadNotificationCountsQueryOptions,
  type LeadNotificationCounts,
} from '../api/get-lead-notification-counts';
import {
  LEAD_NOTIFICATIONS_SHOWN,
  leadNotificationsQueryOptions,
  OUTBOX_REFRESH_MS,
  type LeadNotification,
} from '../api/get-lead-notifications';
import { leadKeys } from '../api/keys';
import {
  isInFlight,
  LEAD_NOTIFICATION_MAX_ATTEMPTS,
  type LeadNotificationChannel,
  type LeadNotificationStatus,
} from '../notifications';

export const CHANNEL_LABELS: Record<LeadNotificationChannel, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
};

export const STATUS_LABELS: Record<LeadNotificationStatus, string> = {
  pending: 'Pendente',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falhou',
};

const STATUS_CLASSES: Record<LeadNotificationStatus, string> = {
  pending: 'bg-accent-100 text-accent-900',
  sending: 'bg-ink-100 text-ink-800',
  sent: 'bg-success-50 text-success-800',
  failed: 'bg-danger-50 text-danger-800',
};

export function StatusBadge({ status }: { status: LeadNotificationStatus }) {
  return (
    <Badge className={STATUS_CLASSES[status]}>
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full bg-current', status === 'sending' && 'animate-pulse')}
      />
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** '3 tentativas', '1 tentativa', 'nenhuma tentativa ainda'. */
export function attemptsLabel(attempts: number): string {
  return attempts === 0 ? 'nenhuma tentativa ainda' : plural(attempts, 'tentativa', 'tentativas');
}

/** '12 enviados · 1 pendente · 0 com falha'. */
export function countsLabel(counts: LeadNotificationCounts): string {
  return [
    plural(counts.sent, 'enviado', 'enviados'),
    plural(counts.pending, 'pendente', 'pendentes'),
    `${formatCount(counts.failed)} com falha`,
  ].join(' · ');
}

/** Retries come seconds apart at first: '24/11/2026 14:32:10'. */
function formatWithSeconds(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm:ss', { locale: ptBR }) : '—';
}

/** Whose notification it is: the lead's name, or 'Teste' for 'Enviar e-mail de teste'. */
function leadLabel(row: LeadNotification): string {
  if (row.lead_id === null) return 'Teste';
  return row.lead?.nome ?? '—';
}

/** What else there is to know: when it is tried again, when it went, why it failed. */
function Details({ row }: { row: LeadNotification }) {
  return (
    <>
      {row.status === 'pending' && (
        <p>
          Próxima tentativa:{' '}
          <time dateTime={row.next_attempt_at} className="tabular-nums">
            {formatWithSeconds(row.next_attempt_at)}
          </time>
        </p>
      )}
      {row.status === 'sent' && row.sent_at && (
        <p>
          Enviado em{' '}
          <time dateTime={row.sent_at} className="tabular-nums">
            {formatDateTime(row.sent_at)}
          </time>
        </p>
      )}
      {row.last_error && (
        <p className="text-danger-800 [overflow-wrap:anywhere]">
          <span className="font-medium">Último erro:</span> {row.last_error}
        </p>
      )}
    </>
  );
}

/**
 * 'Envios recentes': the latest outbox rows (e-mails and webhook calls of new leads and of the
 * test) with their status, and the counts per status of the last days. Read again every few
 * seconds while anything shown is on its way.
 */
export function LeadDeliveryOutbox() {
  const queryClient = useQueryClient();
  const recent = useQuery(leadNotificationsQueryOptions());
  const counts = useQuery(leadNotificationCountsQueryOptions());
  const rows = recent.data ?? [];
  const live = rows.some((row) => isInFlight(row.status)) || (counts.data?.pending ?? 0) > 0;
  const refreshing = recent.isFetching || counts.isFetching;

  return (
    <Card aria-labelledby="envios-recentes-titulo">
      <div className="flex flex-col gap-3 border-b border-ink-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h3 id="envios-recentes-titulo" className="font-display text-lg font-semibold text-ink-950">
            Envios recentes
          </h3>
          <p className="mt-1 text-sm text-ink-600">
            Os {LEAD_NOTIFICATIONS_SHOWN} avisos mais recentes, do mais novo ao mais antigo. Uma falha é
            tentada de novo com intervalos crescentes, até {LEAD_NOTIFICATION_MAX_ATTEMPTS} vezes.
          </p>
          <p className="mt-2 text-sm font-medium text-ink-900">
            Últimos {LEAD_NOTIFICATION_COUNTS_DAYS} dias:{' '}
            {counts.isPending ? (
              <span className="font-normal text-ink-600">carregando…</span>
            ) : counts.isError ? (
              <span className="font-normal text-danger-800">não foi possível contar.</span>
            ) : (
              countsLabel(counts.data)
            )}
          </p>
          {live && (
            <p className="mt-1 text-xs text-ink-600">
              Atualiza sozinho a cada {OUTBOX_REFRESH_MS / 1000} s enquanto houver envios em andamento.
            </p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={refreshing}
          onClick={() => void queryClient.invalidateQueries({ queryKey: leadKeys.outbox() })}
        >
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
          {refreshing ? 'Atualizando…' : 'Atualizar'}
        </Button>
      </div>
      <AdminListState
        query={recent}
        skeleton={<AdminTableSkeleton label="Carregando os envios…" />}
        errorMessage="Não foi possível carregar os envios."
        isEmpty={rows.length === 0}
        empty={
          <p className="p-4 text-sm text-ink-600 sm:px-6">
            Nenhum envio ainda. Os avisos de novos leads e os e-mails de teste aparecem aqui.
          </p>
        }
      >
        <OutboxTable rows={rows} />
        <OutboxCards rows={rows} />
      </AdminListState>
    </Card>
  );
}

/** From 768 px: the table. */
function OutboxTable({ rows }: { rows: readonly LeadNotification[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Envios recentes de notificações de leads, do mais novo ao mais antigo
        </caption>
        <AdminTableHead columns={['Quando', 'Lead', 'Canal', 'Destinatário', 'Situação', 'Detalhes']} />
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-ink-700 tabular-nums lg:pl-6">
                <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
              </td>
              <th scope="row" className="min-w-36 px-4 py-3 font-medium break-words text-ink-950">
                {leadLabel(row)}
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700">{CHANNEL_LABELS[row.channel]}</td>
              <td className="min-w-52 px-4 py-3 text-ink-700 [overflow-wrap:anywhere]">{row.recipient}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <StatusBadge status={row.status} />
                <p className="mt-1 text-xs text-ink-600">{attemptsLabel(row.attempts)}</p>
              </td>
              <td className="min-w-52 space-y-1 px-4 py-3 text-xs text-ink-700 lg:pr-6">
                <Details row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 768 px: one card per row. */
function OutboxCards({ rows }: { rows: readonly LeadNotification[] }) {
  return (
    <ul aria-label="Envios recentes" className="divide-y divide-ink-100 md:hidden">
      {rows.map((row) => (
        <li key={row.id} className="space-y-1.5 px-4 py-4">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={row.status} />
            <span className="text-xs text-ink-600">{attemptsLabel(row.attempts)}</span>
          </div>
          <p className="text-sm font-medium break-words text-ink-950">
            {leadLabel(row)} · {CHANNEL_LABELS[row.channel]}
          </p>
          <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">{row.recipient}</p>
          <p className="text-xs text-ink-600">
            <time dateTime={row.created_at} className="tabular-nums">
              {formatDateTime(row.created_at)}
            </time>
          </p>
          <div className="space-y-1 text-xs text-ink-700">
            <Details row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
