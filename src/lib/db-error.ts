/**
 * Reading what the database (through PostgREST and supabase-js) answered when it refused a
 * request. Every form maps refusals to fields the same way: a table of constraint names, each
 * naming the field it guards and the message to show under it.
 */
import { SEO_LIMITS } from '@/limits/seo';

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

/**
 * The database ended the caller's staff access (SQLSTATE PT401, HTTP 401): the session was
 * ended, or an admin changed, deactivated or removed the account. The message says which, in
 * Portuguese. Retrying cannot help; the person signs in again.
 */
export function isAccessEnded(error: unknown): boolean {
  return errorCode(error) === 'PT401';
}

// ---------------------------------------------------------------------------------------------
// Edit versions (supabase/migrations/*_edit_versions.sql)
// ---------------------------------------------------------------------------------------------

/**
 * Someone saved the row after the form was opened (SQLSTATE PT409, HTTP 409): the save changed
 * nothing. What the database says of the row as it is now.
 */
export interface EditConflict {
  version: number;
  /** When the row was last saved (null: never stamped). */
  updatedAt: string | null;
  /** Who saved it (null: a server task, or an account removed since). */
  updatedBy: string | null;
  updatedByEmail: string | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The edit conflict an error reports (PT409, its details parsed); undefined for any other error. */
export function editConflict(error: unknown): EditConflict | undefined {
  if (errorCode(error) !== 'PT409') return undefined;
  const { details } = error as { details?: unknown };
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = typeof details === 'string' ? JSON.parse(details) : undefined;
    if (typeof value === 'object' && value !== null) parsed = value as Record<string, unknown>;
  } catch {
    // Details that are not JSON still make a conflict: only who and when are unknown.
  }
  return {
    version: typeof parsed.version === 'number' ? parsed.version : 0,
    updatedAt: textOrNull(parsed.updated_at),
    updatedBy: textOrNull(parsed.updated_by),
    updatedByEmail: textOrNull(parsed.updated_by_email),
  };
}

/**
 * A staff save that named no version (SQLSTATE PT428): a bug of the app, never of the person.
 * Said plainly, so a report says what to fix.
 */
export const MISSING_VERSION_MESSAGE =
  'Erro interno: a alteração foi enviada sem a versão do registro (base_version). Nada foi salvo; avise a equipe técnica.';

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
 * constraint names a field, flags that field while keeping what was typed; an edit conflict
 * carries who saved first and when. Every save maps its refusal through here, whatever path it
 * took (REST, RPC).
 */
export class SaveError<Field extends string = string> extends Error {
  readonly code?: string;
  readonly field?: Field;
  readonly fieldMessage?: string;
  /** Someone else saved first (PT409): the form shows the conflict instead of a failure. */
  readonly conflict?: EditConflict;

  constructor(cause: unknown, fallbackMessage: string, constraints: ConstraintFields<Field> = {}) {
    const code = errorCode(cause);
    super(code === 'PT428' ? MISSING_VERSION_MESSAGE : errorText(cause) || fallbackMessage, { cause });
    this.name = 'SaveError';
    this.code = code;
    this.conflict = editConflict(cause);
    const refusal = fieldRefusal(cause, constraints);
    this.field = refusal?.field;
    this.fieldMessage = refusal?.message;
  }
}

// ---------------------------------------------------------------------------------------------
// The constraints of supabase/migrations/*_publishing.sql
// ---------------------------------------------------------------------------------------------

/** The columns cases and insights share for drafts, schedules and search/share metadata. */
export type PublishingField = 'status' | 'seo_titulo' | 'seo_descricao' | 'seo_imagem';

/** What to say under each publishing field: the forms' schemas refuse with the same words. */
export const PUBLISHING_MESSAGES = {
  status: 'Situação inválida: salve como rascunho ou publique.',
  seo_titulo: `O título para buscadores deve ter no máximo ${SEO_LIMITS.tituloMax} caracteres`,
  seo_descricao: `A descrição para buscadores deve ter no máximo ${SEO_LIMITS.descricaoMax} caracteres`,
  seo_imagem: 'Informe um link completo, começando com http:// ou https://',
} as const satisfies Record<PublishingField, string>;

/** `{table}_status_check` and `{table}_seo_*_check` of cases or insights → their fields. */
export function publishingConstraints(table: 'cases' | 'insights'): ConstraintFields<PublishingField> {
  return Object.fromEntries(
    (Object.keys(PUBLISHING_MESSAGES) as PublishingField[]).map((field) => [
      `${table}_${field}_check`,
      { field, message: PUBLISHING_MESSAGES[field] },
    ]),
  );
}

const SITE_PATH_MESSAGE =
  'Use um caminho do próprio site, começando com / (sem domínio, ?, #, espaços nem caracteres invisíveis).';

/** The constraints of `public.redirects` that name a field of the redirect form. */
export const REDIRECT_CONSTRAINTS: ConstraintFields<'from_path' | 'to_path'> = {
  redirects_from_path_key: { field: 'from_path', message: 'Já existe um redirecionamento deste endereço.' },
  redirects_from_path_check: { field: 'from_path', message: SITE_PATH_MESSAGE },
  redirects_to_path_check: { field: 'to_path', message: SITE_PATH_MESSAGE },
  redirects_loop_check: { field: 'to_path', message: 'O destino deve ser diferente da origem.' },
};
