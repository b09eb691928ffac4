import { isPgError } from '../db/driver.ts';
import type { DbRole } from '../db/request-transaction.ts';

/** PostgREST's error body: `{code, details, hint, message}` with an HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'RestError';
  }

  body(): {
    code: string;
    details: unknown;
    hint: string | null;
    message: string;
  } {
    return {
      code: this.code,
      details: this.details,
      hint: this.hint,
      message: this.message,
    };
  }
}

export const parseError = (what: string, input: string, detail: string): RestError =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column 1)`, detail);

/**
 * A request over one of local-supabase's complexity bounds (PostgREST has none of these; they keep
 * one request from exhausting the server). Refused in the parse step, in PostgREST's shape, with
 * the code local-supabase uses for query parameters it will not run.
 */
export const limitError = (message: string, details: string): RestError =>
  new RestError(
    400,
    'PGRST100',
    message,
    details,
    'local-supabase bounds request complexity so one request cannot take the API down; split the request.',
  );

/** A response body over `Config.maxResponseBytes`: refused before it is copied out of the database. */
export const responseTooLarge = (bytes: number, max: number): RestError =>
  limitError(
    `The response would be ${bytes} bytes, more than local-supabase's limit of ${max} bytes`,
    'Select fewer columns or embeds, or fetch fewer rows (limit/offset or a Range header).',
  );

export function tableNotFound(table: string, suggestion?: string, schema = 'public'): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

/**
 * Postgres's 42703 for `<table>.<column>`, with its hint when columns of the table are close to
 * the name (errorMissingColumn): Levenshtein distance at most 3 and at most half the name's
 * length; one best match, or two tied; more than two tied gives no hint.
 */
export function columnNotFound(table: string, column: string, columns: Iterable<string> = []): RestError {
  let best = 4;
  let matches: string[] = [];
  for (const candidate of columns) {
    const distance = levenshtein(candidate, column);
    if (distance > Math.floor(column.length / 2) || distance > best) continue;
    if (distance < best) {
      best = distance;
      matches = [candidate];
    } else if (matches.length === 2) {
      // A third tie: Postgres gives up on this distance.
      best = distance - 1;
      matches = [];
    } else {
      matches.push(candidate);
    }
  }
  const hint =
    matches.length === 1
      ? `Perhaps you meant to reference the column "${table}.${matches[0]}".`
      : matches.length === 2
        ? `Perhaps you meant to reference the column "${table}.${matches[0]}" or the column "${table}.${matches[1]}".`
        : null;
  return new RestError(400, '42703', `column ${table}.${column} does not exist`, null, hint);
}

/** Edits (insert, delete, substitute: 1 each) from `a` to `b`. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

/** PostgREST's SQLSTATE → HTTP status table (docs: "Errors" › "SQLSTATE to HTTP status"). */
export function statusForSqlState(code: string, role: DbRole): number {
  // RAISE … USING errcode = 'PT402': the status is the code's three digits.
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
    case '53':
      return 503;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    case '0L':
    case '0P':
    case '28':
      return 403;
    default:
      return 400;
  }
}

/** Any thrown value → the RestError PostgREST would answer with. */
export function toRestError(error: unknown, role: DbRole): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const code = error.code ?? 'XX000';
    return new RestError(
      statusForSqlState(code, role),
      code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RestError(500, 'PGRST000', message);
}
