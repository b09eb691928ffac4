import fs from 'node:fs';
import path from 'node:path';
import type { PgError, Queryable, Transaction } from '../driver.ts';

/**
 * Extensions a hosted project may create whose C code neither PGlite nor Debian's PostgreSQL has:
 * local-supabase installs its own SQL with the same interface instead (pg-net.sql, pg-cron.sql),
 * and its workers (net-worker.ts, cron-worker.ts) do what the extensions' background workers do.
 * Each lives in its own schema, marked by a comment so that a schema of that name created by
 * anyone else is not mistaken for it.
 */
const EMULATED = {
  pg_net: { schema: 'net', file: 'pg-net' },
  pg_cron: { schema: 'cron', file: 'pg-cron' },
} as const;

export type EmulatedExtension = keyof typeof EMULATED;

const sql = (file: string) => fs.readFileSync(path.join(import.meta.dirname, `${file}.sql`), 'utf8');

function isEmulated(name: string): name is EmulatedExtension {
  return Object.hasOwn(EMULATED, name);
}

export type ExtensionStatement =
  | {
      kind: 'create';
      name: EmulatedExtension;
      ifNotExists: boolean;
      schema: string | null;
      version: string | null;
      from: boolean;
    }
  | { kind: 'drop'; names: string[]; ifExists: boolean; cascade: boolean };

const IDENTIFIER = String.raw`"(?:[^"]|"")+"|[A-Za-z_][\w$]*`;
const CREATE = new RegExp(
  String.raw`^\s*create\s+extension\s+(if\s+not\s+exists\s+)?(${IDENTIFIER})([\s\S]*)$`,
  'i',
);
const DROP = new RegExp(
  String.raw`^\s*drop\s+extension\s+(if\s+exists\s+)?((?:${IDENTIFIER})(?:\s*,\s*(?:${IDENTIFIER}))*)\s*(cascade|restrict)?\s*$`,
  'i',
);
/** One option of CREATE EXTENSION: WITH, SCHEMA s, VERSION v, FROM v, CASCADE. */
const CREATE_OPTION = new RegExp(
  String.raw`^\s*(?:(with)|(schema)\s+(${IDENTIFIER})|(version|from)\s+(${IDENTIFIER}|'(?:[^']|'')*')|(cascade))(?![\w$])`,
  'i',
);

/** An identifier as Postgres reads it: quoted ones verbatim, others folded to lower case. */
function identifier(token: string): string {
  return token.startsWith('"') ? token.slice(1, -1).replace(/""/g, '"') : token.toLowerCase();
}

/**
 * The CREATE or DROP EXTENSION statement `code` (comments stripped) when it names pg_net or pg_cron,
 * else null. A CREATE whose options cannot be read is refused rather than guessed.
 */
export function emulatedExtensionStatement(code: string): ExtensionStatement | null {
  const create = CREATE.exec(code);
  if (create) {
    const name = identifier(create[2]);
    if (!isEmulated(name)) return null;
    const statement: ExtensionStatement = {
      kind: 'create',
      name,
      ifNotExists: Boolean(create[1]),
      schema: null,
      version: null,
      from: false,
    };
    let rest = create[3];
    while (rest.trim() !== '') {
      const option = CREATE_OPTION.exec(rest);
      if (!option) throw refusal(`local-supabase cannot read the options of this CREATE EXTENSION ${name}`);
      if (option[3]) statement.schema = identifier(option[3]);
      if (option[4]?.toLowerCase() === 'version') statement.version = option[5];
      if (option[4]?.toLowerCase() === 'from') statement.from = true;
      rest = rest.slice(option[0].length);
    }
    return statement;
  }
  const drop = DROP.exec(code);
  if (drop) {
    const names = drop[2].split(',').map((token) => identifier(token.trim()));
    if (!names.some(isEmulated)) return null;
    return { kind: 'drop', names, ifExists: Boolean(drop[1]), cascade: drop[3]?.toLowerCase() === 'cascade' };
  }
  return null;
}

/** An error that reads like Postgres' own, for MigrationError to report with its line. */
function refusal(message: string, code?: string, hint?: string): PgError {
  return Object.assign(new Error(message), { code, hint });
}

/** Which of the emulated extensions this database has. */
export async function installedExtensions(db: Queryable): Promise<Set<EmulatedExtension>> {
  const { rows } = await db.query<{ schema: string; comment: string | null }>(
    `select nspname as schema, obj_description(oid, 'pg_namespace') as comment
     from pg_namespace where nspname in ('net', 'cron')`,
  );
  const names = Object.keys(EMULATED) as EmulatedExtension[];
  return new Set(
    names.filter((name) =>
      rows.some(
        (row) => row.schema === EMULATED[name].schema && row.comment?.startsWith(`local-supabase: ${name} `),
      ),
    ),
  );
}

/**
 * Does what hosted Supabase does for `statement`: supautils creates and drops these extensions as
 * the superuser, so `tx` must already run as it. What hosted allows and local-supabase cannot
 * emulate is refused with a MigrationError-ready error.
 */
export async function applyExtensionStatement(tx: Transaction, statement: ExtensionStatement): Promise<void> {
  const installed = await installedExtensions(tx);
  if (statement.kind === 'create') {
    const { name } = statement;
    if (statement.version) {
      // Hosted's before-create script refuses VERSION from anyone but the platform's administrators.
      throw refusal(
        'Only administrators can specify VERSION when creating extensions. Please use: ' +
          `CREATE EXTENSION ${name} WITH SCHEMA ${statement.schema ?? 'extensions'};`,
      );
    }
    if (statement.from) throw refusal(`local-supabase does not support CREATE EXTENSION ${name} FROM`);
    // pg_cron's schema is forced to pg_catalog (supautils' extensions_parameter_overrides); pg_net's
    // objects live in `net` whatever schema is named, but that schema must exist.
    if (name === 'pg_net' && statement.schema) {
      const { rows } = await tx.query('select to_regnamespace($1) as oid', [statement.schema]);
      if (rows[0].oid === null) throw refusal(`schema "${statement.schema}" does not exist`, '3F000');
    }
    if (installed.has(name)) {
      if (statement.ifNotExists) return;
      throw refusal(`extension "${name}" already exists`, '42710');
    }
    await tx.exec(sql(EMULATED[name].file));
    return;
  }

  const others = statement.names.filter((name) => !isEmulated(name));
  if (others.length > 0) {
    throw refusal(
      `local-supabase drops pg_net and pg_cron with their own DROP EXTENSION statement: ` +
        `drop ${others.join(', ')} in another one`,
    );
  }
  if (statement.cascade) {
    throw refusal(
      `local-supabase does not support DROP EXTENSION ... CASCADE for ${statement.names.join(', ')}`,
      undefined,
      'Drop the objects that depend on the extension first, then the extension.',
    );
  }
  for (const name of statement.names as EmulatedExtension[]) {
    if (!installed.has(name)) {
      if (statement.ifExists) continue;
      throw refusal(`extension "${name}" does not exist`, '42704');
    }
    await tx.exec(sql(`${EMULATED[name].file}-drop`));
  }
}
