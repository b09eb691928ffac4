/**
 * What the dashboard says about the lead numbers: labels, pt-BR numbers and dates, and the one-line
 * summaries that state in words what each chart shows.
 */
import { addDays, format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

import { SALTO_PAGINA_ORIGEM } from '@/domains/leads/api/insert-lead';
import { formatCount, formatShare } from '@/lib/numbers';
import type {
  LeadBreakdownRow,
  LeadFirstContact,
  LeadStatsPeriod,
  WeeklySources,
} from '@/domains/leads/api/get-lead-stats';

/** '1 lead', '1.234 leads'. */
export const leadsCount = (value: number) => `${formatCount(value)} ${value === 1 ? 'lead' : 'leads'}`;

export const PERIOD_LABELS: Record<LeadStatsPeriod, string> = {
  '7d': 'Últimos 7 dias',
  '30d': 'Últimos 30 dias',
  '90d': 'Últimos 90 dias',
  '12w': 'Últimas 12 semanas',
};

/** The period inside a sentence ('… nos últimos 30 dias'). */
const PERIOD_PHRASES: Record<LeadStatsPeriod, string> = {
  '7d': 'nos últimos 7 dias',
  '30d': 'nos últimos 30 dias',
  '90d': 'nos últimos 90 dias',
  '12w': 'nas últimas 12 semanas',
};

// ------------------------------------------------------------------------------------ weeks

/** A week's Monday (`yyyy-MM-dd`, a calendar day: parsed as local, never moved by a timezone). */
const monday = (weekStart: string) => parseISO(weekStart);

/** The chart's axis: '17/11'. */
export const formatWeekTick = (weekStart: string) => format(monday(weekStart), 'dd/MM', { locale: ptBR });

/** A week in the table and the summaries: '17/11 a 23/11'. */
export const formatWeekRange = (weekStart: string) =>
  `${formatWeekTick(weekStart)} a ${format(addDays(monday(weekStart), 6), 'dd/MM', { locale: ptBR })}`;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const weekTotal = (week: WeeklySources['weeks'][number]) => sum(week.counts);

/** Each source's leads over the 12 weeks, in `sources` order. */
export const sourceTotals = ({ sources, weeks }: WeeklySources) =>
  sources.map((_, index) => sum(weeks.map((week) => week.counts[index])));

export function summarizeWeeklySources(data: WeeklySources): string {
  const total = sum(data.weeks.map(weekTotal));
  const current = data.weeks.at(-1)!;
  const busiest = data.weeks.reduce((best, week) => (weekTotal(week) > weekTotal(best) ? week : best));
  const totals = sourceTotals(data);
  const top = totals.indexOf(Math.max(...totals));
  return (
    `${leadsCount(total)} nas últimas 12 semanas, ${formatCount(weekTotal(current))} nesta semana ` +
    `(desde ${formatWeekTick(current.weekStart)}). Semana com mais leads: ${formatWeekRange(busiest.weekStart)}, ` +
    `com ${formatCount(weekTotal(busiest))}. Maior fonte: ${data.sources[top]}, ` +
    `com ${formatCount(totals[top])} (${formatShare(totals[top], total)}).`
  );
}

// ---------------------------------------------------------------- origin pages and campaigns

/** What each form stores in `pagina_origem`, in words. */
const ORIGIN_PAGES: Record<string, string> = {
  [SALTO_PAGINA_ORIGEM]: `SALTO (${SALTO_PAGINA_ORIGEM})`,
  // Older Raio-X leads carry their page; the form stores none today.
  '/agentes-de-ia': 'Raio-X (/agentes-de-ia)',
};

export function originLabel(row: LeadBreakdownRow): string {
  if (row.others) return 'Outras páginas';
  // The Raio-X form (insert-lead.ts) is the one that sends no pagina_origem.
  if (row.value === null) return 'Raio-X (página não registrada)';
  return ORIGIN_PAGES[row.value] ?? row.value;
}

export function campaignLabel(row: LeadBreakdownRow): string {
  if (row.others) return 'Outras campanhas';
  return row.value ?? 'Sem campanha';
}

export function summarizeBreakdown(
  rows: readonly LeadBreakdownRow[],
  label: (row: LeadBreakdownRow) => string,
  period: LeadStatsPeriod,
): string {
  const total = sum(rows.map((row) => row.leads));
  // The database lists the largest first and the others row last.
  const [largest] = rows;
  return (
    `${leadsCount(total)} ${PERIOD_PHRASES[period]}. Mais leads: ${label(largest)}, ` +
    `com ${formatCount(largest.leads)} (${formatShare(largest.leads, total)}).`
  );
}

// ---------------------------------------------------------------------------- first contact

export function summarizeFirstContact(data: LeadFirstContact, period: LeadStatsPeriod): string {
  return (
    `Contatados em até 24 horas: ${formatShare(data.contactedWithin24h, data.leads)} ` +
    `(${formatCount(data.contactedWithin24h)} de ${leadsCount(data.leads)} ${PERIOD_PHRASES[period]}). ` +
    `Contatados depois: ${formatCount(data.contactedLater)}. Ainda sem contato: ${formatCount(data.notContacted)}.`
  );
}
