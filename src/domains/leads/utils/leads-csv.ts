import { format } from 'date-fns';

import { buildCsv, csvLines, type CsvValue } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';

import type { Lead } from '../api/get-leads';
import { LEAD_STAGE_LABELS } from '../stages';

/**
 * The export's columns, in this order: the pipeline's last, so the columns of older exports keep
 * their places in the spreadsheets built on them.
 */
export const LEAD_CSV_HEADERS = [
  'Nome',
  'Email',
  'Telefone',
  'Empresa',
  'Data',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'UTM Term',
  'UTM Content',
  'GCLID',
  'FBCLID',
  'Etapa',
  'Responsável',
  'Primeiro contato',
] as const;

function leadRecord(lead: Lead): CsvValue[] {
  return [
    lead.nome,
    lead.email,
    lead.telefone,
    lead.empresa,
    formatDateTime(lead.created_at),
    lead.utm_source,
    lead.utm_medium,
    lead.utm_campaign,
    lead.utm_term,
    lead.utm_content,
    lead.gclid,
    lead.fbclid,
    LEAD_STAGE_LABELS[lead.stage],
    lead.owner?.email ?? null,
    lead.first_contacted_at && formatDateTime(lead.first_contacted_at),
  ];
}

/**
 * The export is built a page at a time (up to 100 000 leads and more): its start, the BOM and the
 * header, then the records of each page. Together they are one Excel-safe CSV (`@/lib/csv`: BOM,
 * `;`, RFC 4180, formulas neutralised).
 */
export function leadsCsvHeader(): string {
  return buildCsv(LEAD_CSV_HEADERS, []);
}

/** The records of these leads (a page of the export), each ended by CRLF. */
export function leadsCsvRecords(leads: readonly Lead[]): string {
  return csvLines(leads.map(leadRecord));
}

/** `leads_{date}.csv`, the date of the export as yyyy-MM-dd. */
export function leadsCsvFilename(date: Date = new Date()): string {
  return `leads_${format(date, 'yyyy-MM-dd')}.csv`;
}
