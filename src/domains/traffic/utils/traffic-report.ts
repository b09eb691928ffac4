/**
 * What 'Tráfego' says about the numbers: the periods it offers, the tables it shows (their
 * columns, labels and CSV), and the sentences that state in words what the chart shows.
 *
 * Definitions (supabase/migrations/*_traffic.sql): a visit is one visitor's pages of one day; its
 * entry page and source are those of its first page; it converts when it sends a lead form. A
 * visitor is counted once a day (nothing links two days of the same person, by design).
 */
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

import { isCalendarDate } from '@/limits/date';
import { TRAFFIC_LIMITS } from '@/limits/traffic';
import { formatCount, formatRate } from '@/lib/numbers';

import type { TrafficDay, TrafficPeriod, TrafficRow } from '../api/get-traffic';

// ------------------------------------------------------------------------------------ periods

export const TRAFFIC_PRESETS = [
  { id: '7d', label: 'Últimos 7 dias', days: 7 },
  { id: '30d', label: 'Últimos 30 dias', days: 30 },
  { id: '90d', label: 'Últimos 90 dias', days: 90 },
  { id: '365d', label: 'Últimos 12 meses', days: 365 },
] as const;

export const DEFAULT_PRESET_DAYS = 30;

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The `days` days that end today (São Paulo's `today`, `yyyy-MM-dd`). */
export function lastDays(days: number, today: string): TrafficPeriod {
  return { first: isoDay(addDays(parseISO(today), -(days - 1))), last: today };
}

/**
 * The period of the address (`?de=yyyy-MM-dd&ate=yyyy-MM-dd`), or the last 30 days, with what is
 * wrong with the address's in words (the screen shows the default meanwhile).
 */
export function periodFromAddress(
  first: string | null,
  last: string | null,
  today: string,
): { period: TrafficPeriod; problem?: string } {
  if (first === null && last === null) return { period: lastDays(DEFAULT_PRESET_DAYS, today) };
  const fallback = lastDays(DEFAULT_PRESET_DAYS, today);
  if (!first || !last || !isCalendarDate(first) || !isCalendarDate(last)) {
    return { period: fallback, problem: 'Informe as duas datas do período.' };
  }
  if (first > last) return { period: fallback, problem: 'A data inicial deve vir antes da final.' };
  if (differenceInCalendarDays(parseISO(last), parseISO(first)) > TRAFFIC_LIMITS.periodMaxDays) {
    return { period: fallback, problem: 'Escolha um período de até 3 anos.' };
  }
  return { period: { first, last } };
}

/** 'de 01/11/2026 a 30/11/2026', or 'em 30/11/2026' for one day. */
export function describePeriod({ first, last }: TrafficPeriod): string {
  const day = (value: string) => format(parseISO(value), 'dd/MM/yyyy', { locale: ptBR });
  return first === last ? `em ${day(first)}` : `de ${day(first)} a ${day(last)}`;
}

/**
 * The chart's lines: text-grade colours (at least 4.5:1 on white), also told apart by their dash;
 * the numbers are in a table as well.
 */
export const TRAFFIC_SERIES = [
  { key: 'visitors', label: 'Visitantes', color: '#1d4ed8', dash: undefined },
  { key: 'views', label: 'Páginas vistas', color: '#c2410c', dash: '6 3' },
] as const;

/** The chart's axis: '17/11'. */
export const formatDayTick = (day: string) => format(parseISO(day), 'dd/MM', { locale: ptBR });

// ------------------------------------------------------------------------------------ totals

export interface TrafficTotals {
  views: number;
  visitors: number;
  visits: number;
  leads: number;
}

export function totalsOf(days: readonly TrafficDay[]): TrafficTotals {
  return days.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      visitors: sum.visitors + day.visitors,
      visits: sum.visits + day.visits,
      leads: sum.leads + day.leads,
    }),
    { views: 0, visitors: 0, visits: 0, leads: 0 },
  );
}

const plural = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

/** The chart in one sentence: totals, the busiest day and the conversion. */
export function summarizeDays(days: readonly TrafficDay[], period: TrafficPeriod): string {
  const totals = totalsOf(days);
  if (totals.views === 0) return `Nenhuma visita contada ${describePeriod(period)}.`;
  const busiest = days.reduce((best, day) => (day.visitors > best.visitors ? day : best));
  return (
    `${plural(totals.visitors, 'visitante', 'visitantes')} e ${plural(totals.views, 'página vista', 'páginas vistas')} ` +
    `${describePeriod(period)}; o dia com mais visitantes foi ${formatDayTick(busiest.day)} ` +
    `(${formatCount(busiest.visitors)}). ${plural(totals.leads, 'visita terminou', 'visitas terminaram')} em lead ` +
    `(conversão de ${formatRate(totals.leads, totals.visits)}).`
  );
}

// ------------------------------------------------------------------------------------ tables

/** One column of a table: its header and a row's value (a number is formatted as a count). */
export interface TrafficColumn {
  header: string;
  value: (row: TrafficRow) => number | string;
}

export interface TrafficTable {
  id: string;
  title: string;
  description: string;
  /** The first column's header ('Página', 'Origem'…). */
  label: string;
  /** The first column's text for a row. */
  name: (row: TrafficRow) => string;
  columns: readonly TrafficColumn[];
  /** The table's rows among the period's, in the order shown. */
  select: (rows: readonly TrafficRow[]) => TrafficRow[];
  /** Takes the screen's whole width (many columns). */
  wide?: boolean;
}

const conversion: TrafficColumn = { header: 'Conversão', value: (row) => formatRate(row.leads, row.visits) };
const visitColumns: readonly TrafficColumn[] = [
  { header: 'Visitas', value: (row) => row.visits },
  { header: 'Páginas vistas', value: (row) => row.views },
  { header: 'Leads', value: (row) => row.leads },
  conversion,
];

const ofDimension = (dimension: string) => (rows: readonly TrafficRow[]) =>
  rows.filter((row) => row.dimension === dimension);

const DEVICE_LABELS: Record<string, string> = { mobile: 'Celular', tablet: 'Tablet', desktop: 'Computador' };

const ACTION_LABELS: Record<string, string> = {
  'cta:agendar-raio-x': 'Clique em “Agendar Raio-X”',
  'cta:quero-fazer-o-salto': 'Clique em “Quero Fazer o Salto”',
  'form_start:raio-x': 'Formulário do Raio-X começado',
  'form_sent:raio-x': 'Formulário do Raio-X enviado',
  'form_refused:raio-x': 'Formulário do Raio-X recusado',
  'form_start:salto': 'Formulário do SALTO começado',
  'form_sent:salto': 'Formulário do SALTO enviado',
  'form_refused:salto': 'Formulário do SALTO recusado',
};
const ACTION_ORDER = Object.keys(ACTION_LABELS);
const actionKey = (row: TrafficRow) => `${row.dimension}:${row.value}`;

/** An article (`/insights/categoria/artigo`) or a case (`/cases/caso`). */
export const isContentPath = (path: string) => /^\/(insights\/[^/]+\/[^/]+|cases\/[^/]+)\/?$/.test(path);

/** The tables of 'Tráfego', in the screen's order. */
export const TRAFFIC_TABLES: readonly TrafficTable[] = [
  {
    id: 'paginas',
    title: 'Páginas',
    wide: true,
    description:
      'Páginas vistas, visitantes, visitas que começaram na página e quantas delas terminaram em lead.',
    label: 'Página',
    name: (row) => row.value,
    columns: [
      { header: 'Páginas vistas', value: (row) => row.views },
      { header: 'Visitantes', value: (row) => row.visitors },
      { header: 'Entradas', value: (row) => row.visits },
      { header: 'Leads', value: (row) => row.leads },
      conversion,
    ],
    select: (rows) =>
      ofDimension('page')(rows).sort((a, b) => b.views - a.views || a.value.localeCompare(b.value)),
  },
  {
    id: 'conteudos-que-geraram-leads',
    title: 'Artigos e cases que levaram a leads',
    description: 'A primeira página das visitas que terminaram em lead, quando foi um artigo ou um case.',
    label: 'Conteúdo',
    name: (row) => row.value,
    columns: [
      { header: 'Entradas', value: (row) => row.visits },
      { header: 'Leads', value: (row) => row.leads },
      conversion,
    ],
    select: (rows) =>
      ofDimension('page')(rows)
        .filter((row) => row.leads > 0 && isContentPath(row.value))
        .sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value)),
  },
  {
    id: 'origens',
    title: 'Origens',
    description:
      'O utm_source da campanha; sem ele, o site de onde a pessoa veio; sem nenhum dos dois, Direto.',
    label: 'Origem',
    name: (row) => row.value,
    columns: visitColumns,
    select: ofDimension('source'),
  },
  {
    id: 'campanhas',
    title: 'Campanhas',
    description: 'O utm_campaign do endereço com que a visita começou.',
    label: 'Campanha',
    name: (row) => row.value,
    columns: visitColumns,
    select: ofDimension('utm_campaign'),
  },
  {
    id: 'utm-source',
    title: 'Fontes de campanha',
    description: 'O utm_source do endereço com que a visita começou.',
    label: 'utm_source',
    name: (row) => row.value,
    columns: visitColumns,
    select: ofDimension('utm_source'),
  },
  {
    id: 'utm-medium',
    title: 'Meios de campanha',
    description: 'O utm_medium do endereço com que a visita começou.',
    label: 'utm_medium',
    name: (row) => row.value,
    columns: visitColumns,
    select: ofDimension('utm_medium'),
  },
  {
    id: 'sites',
    title: 'Sites de origem',
    description: 'O site de onde a pessoa clicou para chegar.',
    label: 'Site',
    name: (row) => row.value,
    columns: visitColumns,
    select: ofDimension('referrer'),
  },
  {
    id: 'dispositivos',
    title: 'Dispositivos',
    description: 'Pela largura da tela: celular até 767 px, tablet até 1023 px, computador acima.',
    label: 'Dispositivo',
    name: (row) => DEVICE_LABELS[row.value] ?? row.value,
    columns: visitColumns,
    select: ofDimension('device'),
  },
  {
    id: 'idiomas',
    title: 'Idiomas',
    description: 'O primeiro idioma do navegador.',
    label: 'Idioma',
    name: (row) => row.value,
    columns: visitColumns,
    select: ofDimension('language'),
  },
  {
    id: 'acoes',
    title: 'Botões e formulários',
    description: 'Cliques nas chamadas para os formulários e o que aconteceu com cada formulário.',
    label: 'Ação',
    name: (row) => ACTION_LABELS[actionKey(row)] ?? `${row.dimension}: ${row.value}`,
    columns: [
      { header: 'Vezes', value: (row) => row.events },
      { header: 'Visitantes', value: (row) => row.visitors },
      { header: 'Leads', value: (row) => row.leads },
    ],
    select: (rows) =>
      rows
        .filter((row) => row.dimension === 'cta' || row.dimension.startsWith('form_'))
        .sort((a, b) => rank(a) - rank(b)),
  },
];

function rank(row: TrafficRow): number {
  const index = ACTION_ORDER.indexOf(actionKey(row));
  return index === -1 ? ACTION_ORDER.length : index;
}

/** A table's rows as its CSV: the header row, then each row's name and values as shown. */
export function tableCsvRows(table: TrafficTable, rows: readonly TrafficRow[]): (string | number)[][] {
  return [
    [table.label, ...table.columns.map((column) => column.header)],
    ...rows.map((row) => [table.name(row), ...table.columns.map((column) => column.value(row))]),
  ];
}
