import { format } from 'date-fns';

import { buildCsv, type CsvValue } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';

import type { Lead } from '../api/get-leads';

/** The export's columns, in this order. */
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
  ];
}

/** The CSV of these leads (Excel-safe: BOM, `;`, RFC 4180, formulas neutralised). */
export function leadsToCsv(leads: readonly Lead[]): string {
  return buildCsv(LEAD_CSV_HEADERS, leads.map(leadRecord));
}

/** `leads_{date}.csv`, the date of the export as yyyy-MM-dd. */
export function leadsCsvFilename(date: Date = new Date()): string {
  return `leads_${format(date, 'yyyy-MM-dd')}.csv`;
}
