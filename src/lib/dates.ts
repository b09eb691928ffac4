import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/**
 * `data_publicacao` is a Postgres `date` ('2025-03-05'): parsed as a local calendar day, so it never
 * moves to the day before in a timezone west of UTC. Timestamps (`created_at`) parse as instants.
 */
function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

function formatWith(value: string | Date, pattern: string): string {
  const date = toDate(value);
  return isValid(date) ? format(date, pattern, { locale: ptBR }) : '—';
}

/** Long pt-BR date of public pages, e.g. `5 de março de 2025`. */
export function formatLongDate(value: string | Date): string {
  return formatWith(value, "d 'de' MMMM 'de' yyyy");
}

/** Short numeric pt-BR date of admin lists, e.g. `05/03/2025`. */
export function formatShortDate(value: string | Date): string {
  return formatWith(value, 'dd/MM/yyyy');
}

/** Short numeric pt-BR date with time, e.g. `05/03/2025 14:30` (dashboard, leads). */
export function formatDateTime(value: string | Date): string {
  return formatWith(value, 'dd/MM/yyyy HH:mm');
}

/** Today as a Postgres `date` in the visitor's calendar (default publication date). */
export function todayIsoDate(): string {
  return format(new Date(), 'yyyy-MM-dd');
}
