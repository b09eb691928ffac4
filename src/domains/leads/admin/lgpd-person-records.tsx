import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/dates';

import type {
  LgpdEvent,
  LgpdLead,
  LgpdNotification,
  LgpdNote,
  NotificationChannel,
  NotificationStatus,
} from '../api/lgpd-schema';
import { LEAD_STAGE_LABELS, type LeadStage } from '../stages';

const EVENT_KINDS: Record<string, string> = { stage: 'Etapa', owner: 'Responsável' };

const stageLabel = (value: string | null) =>
  value === null ? '—' : (LEAD_STAGE_LABELS[value as LeadStage] ?? value);

function eventText(event: LgpdEvent): string {
  const kind = EVENT_KINDS[event.kind] ?? event.kind;
  if (event.kind === 'stage')
    return `${kind}: ${stageLabel(event.from_value)} → ${stageLabel(event.to_value)}`;
  if (event.kind === 'owner') return `${kind} ${event.to_value ? 'atribuído' : 'removido'}`;
  return kind;
}

function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} className="tabular-nums">
      {formatDateTime(value)}
    </time>
  );
}

/** A label and its value in a lead's description list; empty values say so. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-600">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-900">
        {children ?? <span className="text-ink-600">Não informado</span>}
      </dd>
    </div>
  );
}

/** A titled list of a lead's records, or the sentence saying there are none. */
function RecordList<Item extends { id: string | number; created_at: string }>({
  title,
  items,
  none,
  render,
}: {
  title: string;
  items: readonly Item[];
  none: string;
  render: (item: Item) => ReactNode;
}) {
  return (
    <section className="min-w-0">
      <h4 className="text-sm font-semibold text-ink-900">
        {title} <span className="font-normal text-ink-600">({items.length})</span>
      </h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">{none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-md bg-ink-50 px-3 py-2 text-sm text-ink-800">
              <p className="text-xs text-ink-600">
                <DateTime value={item.created_at} />
              </p>
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const NOTIFICATION_CHANNELS: Record<NotificationChannel, string> = {
  email: 'E-mail à equipe',
  webhook: 'Webhook do CRM',
};

const NOTIFICATION_STATUSES: Record<NotificationStatus, string> = {
  pending: 'pendente',
  sending: 'enviando',
  sent: 'enviada',
  failed: 'falhou',
};

function notificationText(notification: LgpdNotification): string {
  const tries = notification.attempts === 1 ? '1 tentativa' : `${notification.attempts} tentativas`;
  return `${NOTIFICATION_CHANNELS[notification.channel]} · ${NOTIFICATION_STATUSES[notification.status]} · ${tries}`;
}

/** One lead of the person: its fields, notes, events and notifications. */
function LgpdLeadRecord({ lead }: { lead: LgpdLead }) {
  const campaign = [lead.utm_campaign, lead.utm_source, lead.utm_medium].filter(Boolean).join(' · ');
  return (
    <article aria-labelledby={`lgpd-lead-${lead.id}`} className="space-y-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3
          id={`lgpd-lead-${lead.id}`}
          className="font-display text-base font-semibold break-words text-ink-950"
        >
          {lead.nome}
        </h3>
        <Badge variant={lead.stage === 'descartado' ? 'outline' : 'accent'}>
          {LEAD_STAGE_LABELS[lead.stage]}
        </Badge>
      </header>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="E-mail">{lead.email}</Field>
        <Field label="Telefone">{lead.telefone}</Field>
        <Field label="Empresa">{lead.empresa}</Field>
        <Field label="Recebido em">
          <DateTime value={lead.created_at} />
        </Field>
        <Field label="Primeiro contato">
          {lead.first_contacted_at && <DateTime value={lead.first_contacted_at} />}
        </Field>
        <Field label="Página do formulário">{lead.pagina_origem}</Field>
        <Field label="Campanha">{campaign || null}</Field>
        <Field label="Versão da política de privacidade">{lead.privacy_policy_version}</Field>
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <RecordList<LgpdNote>
          title="Notas"
          items={lead.notes}
          none="Nenhuma nota."
          render={(note) => <p className="mt-0.5 break-words whitespace-pre-line">{note.body}</p>}
        />
        <RecordList<LgpdEvent>
          title="Eventos"
          items={lead.events}
          none="Nenhum evento."
          render={(event) => <p className="mt-0.5">{eventText(event)}</p>}
        />
        <RecordList<LgpdNotification>
          title="Notificações"
          items={lead.notifications}
          none="Nenhuma notificação."
          render={(notification) => <p className="mt-0.5">{notificationText(notification)}</p>}
        />
      </div>
    </article>
  );
}

/** Every lead found, newest first, one under the other. */
export function LgpdPersonRecords({ leads }: { leads: readonly LgpdLead[] }) {
  return (
    <ul aria-label="Leads encontrados" className="divide-y divide-ink-200">
      {leads.map((lead) => (
        <li key={lead.id}>
          <LgpdLeadRecord lead={lead} />
        </li>
      ))}
    </ul>
  );
}
