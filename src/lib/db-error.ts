/**
 * Reading what the database (through PostgREST and supabase-js) answered when it refused a
 * request. Every form maps refusals to fields the same way: a table of constraint names, each
 * naming the field it guards and the message to show under it.
 */

/** The SQLSTATE / PostgREST code of an error returned by supabase-js (`23505`, `PGRST116`…). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** The error's message and details, where Postgres names the constraint that refused the row. */
export function errorText(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { message, details } = error as { message?: unknown; details?: unknown };
  return `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`.trim();
}

/** A unique constraint refused the row (e.g. a slug already taken). */
export function isUniqueViolation(error: unknown): boolean {
  return errorCode(error) === '23505';
}

/** Retrying cannot help: no such row (`.single()` on zero rows) or a malformed id. */
export function isPermanentLoadError(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'PGRST116' || code === '22P02';
}

/** The form field a constraint guards, and what to say under it when the constraint refuses. */
export interface FieldRefusal<Field extends string> {
  field: Field;
  message: string;
}

/** Constraint name → the field it guards. */
export type ConstraintFields<Field extends string> = Readonly<Record<string, FieldRefusal<Field>>>;

/** The field refusal named by the error's constraint, if the table knows it. */
export function fieldRefusal<Field extends string>(
  error: unknown,
  constraints: ConstraintFields<Field>,
): FieldRefusal<Field> | undefined {
  const text = errorText(error);
  const match = Object.entries(constraints).find(([constraint]) => text.includes(constraint));
  return match?.[1];
}

/**
 * A save the database refused (or never answered). The form shows its toast and, when a
 * constraint names a field, flags that field while keeping what was typed.
 */
export class SaveError<Field extends string = string> extends Error {
  readonly code?: string;
  readonly field?: Field;
  readonly fieldMessage?: string;

  constructor(cause: unknown, fallbackMessage: string, constraints: ConstraintFields<Field> = {}) {
    super(errorText(cause) || fallbackMessage, { cause });
    this.name = 'SaveError';
    this.code = errorCode(cause);
    const refusal = fieldRefusal(cause, constraints);
    this.field = refusal?.field;
    this.fieldMessage = refusal?.message;
  }
}
