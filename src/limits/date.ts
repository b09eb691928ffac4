/**
 * A day written YYYY-MM-DD that exists, the shape of a Postgres `date` (the day of a publication
 * moment typed in the forms, the lead filters' `?de=` and `?ate=`). `Date.parse` alone is not
 * enough: it rolls 2026-02-30 over to March, where Postgres refuses it (22008).
 */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
