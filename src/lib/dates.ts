import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

import { isCalendarDate } from '@/limits/date';

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

// ---------------------------------------------------------------------------------------------
// São Paulo's clock
// ---------------------------------------------------------------------------------------------

/**
 * The clock publication moments are typed and shown in (the day `data_publicacao` takes from
 * `publicado_em` in the database): an editor abroad, or a browser set to UTC, schedules for the
 * same 14:30 as one in São Paulo. Also the calendar of the admin's lead date filters, as of the
 * dashboard's numbers (…_lead_stats.sql): a lead received at 23:30 in São Paulo belongs to that day.
 */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

const saoPauloClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type ClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** What São Paulo's clock reads at `instant`, each part as written ('2026', '03', '09'…). */
function saoPauloParts(instant: number): Record<ClockPart, string> {
  const parts = Object.fromEntries(
    saoPauloClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return parts as Record<ClockPart, string>;
}

/** How far São Paulo's clock is ahead of UTC at `instant`, in milliseconds (-3 h since 2019). */
function offsetAt(instant: number): number {
  const parts = saoPauloParts(instant);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** A `datetime-local` value: `yyyy-MM-ddTHH:mm`, seconds optional. */
const DATE_TIME_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The years a publication moment may fall in: four digits, as every date column and ISO string writes them. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

/**
 * The instant São Paulo's clock reads as `wallClockAsUtc` (the wall-clock time written as if it
 * were UTC, as `Date.UTC` gives it).
 */
function fromSaoPauloWallClock(wallClockAsUtc: number): Date {
  // The offset at the guess, then at the instant it gives: they differ only near a change of the
  // offset (the years Brazil had summer time).
  const guess = wallClockAsUtc - offsetAt(wallClockAsUtc);
  return new Date(wallClockAsUtc - offsetAt(guess));
}

/** The instant a `datetime-local` value names on São Paulo's clock; null when it names none. */
function saoPauloInstant(value: string): Date | null {
  const match = DATE_TIME_INPUT.exec(value);
  if (!match) return null;
  const [, day, hour, minute, second = '00'] = match;
  if (!isCalendarDate(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const [year, month, date] = day.split('-').map(Number);
  const instant = fromSaoPauloWallClock(
    Date.UTC(year, month - 1, date, Number(hour), Number(minute), Number(second)),
  );
  const utcYear = instant.getUTCFullYear();
  return utcYear >= FIRST_YEAR && utcYear <= LAST_YEAR ? instant : null;
}

/** A `datetime-local` value naming a moment: a real day, 00:00 to 23:59, from 1900 to 9999. */
export function isDateTimeInputValue(value: string): boolean {
  return saoPauloInstant(value) !== null;
}

/**
 * The instant a `datetime-local` value names on São Paulo's clock, as an ISO timestamp in UTC
 * (what `publicado_em` stores): '2026-11-25T14:30' → '2026-11-25T17:30:00.000Z'. The browser's own
 * time zone plays no part. Throws a RangeError for a value that is not one (validate first).
 */
export function saoPauloDateTimeToIso(value: string): string {
  const instant = saoPauloInstant(value);
  if (!instant) throw new RangeError(`Not a date and time: ${JSON.stringify(value)}`);
  return instant.toISOString();
}

/** The `datetime-local` value of an instant on São Paulo's clock, to the minute: '2026-11-25T14:30'. */
export function toSaoPauloDateTimeInput(value: string | Date): string {
  const parts = saoPauloParts(toDate(value).getTime());
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The São Paulo day of an instant, e.g. `25/11/2026` (the day `data_publicacao` holds). */
export function formatSaoPauloDate(value: string | Date): string {
  const date = toDate(value);
  if (!isValid(date)) return '—';
  const parts = saoPauloParts(date.getTime());
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** An instant on São Paulo's clock in words, e.g. `25/11/2026 às 14:30`; '—' for an invalid value. */
export function formatSaoPauloDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!isValid(date)) return '—';
  const parts = saoPauloParts(date.getTime());
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}

/** The hour of an instant on São Paulo's clock, e.g. `14:30`; '—' for an invalid value. */
export function formatSaoPauloTime(value: string | Date): string {
  const date = toDate(value);
  if (!isValid(date)) return '—';
  const parts = saoPauloParts(date.getTime());
  return `${parts.hour}:${parts.minute}`;
}

/** The instant São Paulo's day `day` (yyyy-MM-dd) starts, as an ISO timestamp in UTC. */
export function saoPauloDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return fromSaoPauloWallClock(Date.UTC(year, month - 1, date)).toISOString();
}

/** The day after `day` (yyyy-MM-dd). */
export function nextIsoDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Today in São Paulo, yyyy-MM-dd (the lead date filters' upper bound). */
export function saoPauloToday(now: Date = new Date()): string {
  const parts = saoPauloParts(now.getTime());
  return `${parts.year}-${parts.month}-${parts.day}`;
}
