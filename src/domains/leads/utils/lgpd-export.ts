/**
 * The files an admin hands to a person who asked for a copy of their data (LGPD art. 18, II and
 * V): JSON with every record as stored, and a CSV for spreadsheets (the leads' CSV conventions:
 * UTF-8 with BOM, `;`, Excel-safe cells, through `@/lib/csv`). Named by the date and the request's
 * reference, never by the e-mail (a downloads folder is not the place for personal data).
 */
import { format } from 'date-fns';

import { company } from '@/content/company';
import { buildCsv, type CsvValue } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';

import type { LgpdExport } from '../api/export-lgpd-person';
import { requestReference, type LgpdLead } from '../api/lgpd-schema';
import { LEAD_STAGE_LABELS, type LeadStage } from '../stages';

/** `lgpd_{yyyy-MM-dd}_{reference}.{json|csv}`. */
export function lgpdExportFilename(
  exported: LgpdExport,
  extension: 'json' | 'csv',
  date = new Date(),
): string {
  return `lgpd_${format(date, 'yyyy-MM-dd')}_${requestReference(exported.request)}.${extension}`;
}

/** The JSON file: who holds the data, the request's reference and date, then every record. */
export function lgpdExportJson(exported: LgpdExport, date = new Date()): string {
  const file = {
    controlador: company.legalName,
    contato: company.privacyEmail,
    referencia: exported.request.id,
    exportado_em: date.toISOString(),
    leads: exported.leads,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const LGPD_CSV_HEADERS = ['Registro', 'ID', 'Lead', 'Data', 'Campo', 'Valor'] as const;

/** Column names as the CSV spells them (anything else keeps its database name). */
const FIELD_LABELS: Partial<Record<keyof LgpdLead | RecordField, string>> = {
  nome: 'Nome',
  email: 'Email',
  telefone: 'Telefone',
  empresa: 'Empresa',
  pagina_origem: 'Página do formulário',
  utm_source: 'UTM Source',
  utm_medium: 'UTM Medium',
  utm_campaign: 'UTM Campaign',
  utm_term: 'UTM Term',
  utm_content: 'UTM Content',
  gclid: 'GCLID',
  fbclid: 'FBCLID',
  landing_page: 'Primeira página da visita',
  referrer: 'Site de origem',
  privacy_policy_version: 'Versão da política de privacidade',
  submission_id: 'ID do envio',
  stage: 'Etapa',
  owner_id: 'Responsável (ID)',
  first_contacted_at: 'Primeiro contato',
  updated_at: 'Atualizado em',
  body: 'Texto',
  author_id: 'Autor (ID)',
  actor_id: 'Autor (ID)',
  kind: 'Tipo',
  from_value: 'De',
  to_value: 'Para',
  channel: 'Canal',
  status: 'Situação',
  attempts: 'Tentativas',
  sent_at: 'Enviada em',
  ok: 'Entregue',
  response_status: 'Resposta (HTTP/SMTP)',
};

type RecordField =
  | keyof LgpdLead['notes'][number]
  | keyof LgpdLead['events'][number]
  | keyof LgpdLead['notifications'][number]
  | keyof LgpdLead['notifications'][number]['delivery_attempts'][number];

const label = (field: string) => FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field;

/** Nested lists, and what the Registro, ID, Lead and Data columns already say. */
const NOT_FIELDS = new Set([
  'id',
  'lead_id',
  'notification_id',
  'created_at',
  'notes',
  'events',
  'notifications',
  'delivery_attempts',
  'attempted_at',
]);

function cell(value: unknown): CsvValue {
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (value === null || value === undefined || typeof value !== 'object') return value as CsvValue;
  return JSON.stringify(value);
}

/** One line per field of a record: Registro, ID, Lead, Data, Campo, Valor. */
function recordLines(kind: string, leadId: string, record: Record<string, unknown>): CsvValue[][] {
  const id = cell(record.id ?? '');
  // When the record was made: created_at, or attempted_at for a delivery attempt.
  const when = record.created_at ?? record.attempted_at;
  const date = typeof when === 'string' ? formatDateTime(when) : '';
  return Object.entries(record)
    .filter(([field]) => !NOT_FIELDS.has(field))
    .map(([field, value]) => [
      kind,
      id,
      leadId,
      date,
      label(field),
      field === 'stage' ? (LEAD_STAGE_LABELS[value as LeadStage] ?? cell(value)) : cell(value),
    ]);
}

/**
 * The CSV file: one line per field of every record (lead, note, event, notification and each
 * delivery attempt), so records of every kind fit one sheet and nothing is left out.
 */
export function lgpdExportCsv(exported: LgpdExport): string {
  const lines: CsvValue[][] = [];
  for (const lead of exported.leads) {
    lines.push(...recordLines('Lead', lead.id, lead));
    for (const note of lead.notes) lines.push(...recordLines('Nota', lead.id, note));
    for (const event of lead.events) lines.push(...recordLines('Evento', lead.id, event));
    for (const notification of lead.notifications) {
      lines.push(...recordLines('Notificação', lead.id, notification));
      for (const attempt of notification.delivery_attempts) {
        lines.push(...recordLines('Tentativa de envio', lead.id, attempt));
      }
    }
  }
  return buildCsv(LGPD_CSV_HEADERS, lines);
}
