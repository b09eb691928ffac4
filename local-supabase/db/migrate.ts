import fs from 'node:fs';
import path from 'node:path';
import type { Database, PgError, Transaction } from './driver.ts';
import { becomeLoginRole, roleSettings, SUPERUSER, type LoginRole } from './login-role.ts';
import { splitStatements, SqlSplitError, stripComments, type SqlStatement } from './sql-statements.ts';
import { applyExtensionStatement, emulatedExtensionStatement } from './extensions/emulated-extensions.ts';

const BOOTSTRAP_SQL = fs.readFileSync(path.join(import.meta.dirname, 'bootstrap.sql'), 'utf8');
const AUTH_MIGRATIONS_SQL = fs.readFileSync(path.join(import.meta.dirname, 'auth-migrations.sql'), 'utf8');
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * Tables whose policies `postgres` may create, alter and drop although it does not own them
 * (hosted Supabase allows exactly these through its supautils extension, which runs such a
 * statement with the superuser).
 */
const POLICY_TABLES = new Set([
  'auth.audit_log_entries',
  'auth.identities',
  'auth.refresh_tokens',
  'auth.sessions',
  'auth.users',
  'realtime.messages',
  'storage.buckets',
  'storage.migrations',
  'storage.objects',
  'storage.s3_multipart_uploads',
  'storage.s3_multipart_uploads_parts',
]);

/** Extensions `postgres` may create on hosted Supabase (they are then created by the superuser). */
const PRIVILEGED_EXTENSIONS = new Set([
  'btree_gin',
  'btree_gist',
  'citext',
  'cube',
  'earthdistance',
  'fuzzystrmatch',
  'hstore',
  'isn',
  'ltree',
  'pg_trgm',
  'pgcrypto',
  'seg',
  'tablefunc',
  'unaccent',
  'uuid-ossp',
  'vector',
]);

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: PgError,
    statement?: SqlStatement,
  ) {
    super(`${file}: ${describe(cause, statement)}`);
    this.name = 'MigrationError';
  }
}

function describe(error: PgError, statement?: SqlStatement): string {
  if (!statement) return error.message;
  const position = Number((error as PgError & { position?: string }).position);
  const offset = position > 0 ? statement.text.slice(0, position).split('\n').length - 1 : 0;
  const code = error.code ? ` [${error.code}]` : '';
  const detail = error.detail ? ` — ${error.detail}` : '';
  return `${error.message}${code} (line ${statement.line + offset})${detail}`;
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  sql: string;
}

export function readMigrations(supabaseDir: string): MigrationFile[] {
  const dir = path.join(supabaseDir, 'migrations');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = MIGRATION_FILE.exec(file)!;
      return { version, name, file, sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    });
}

/**
 * The API address supabase/seed.sql writes in its URLs (storage images, the database's
 * `project_url`): the one `supabase start` serves. local-supabase seeds them with its own address
 * instead (`apiUrl`), so a stack moved by LOCAL_SUPABASE_PORT (or on port 0) shows the seed's images.
 */
export const SEED_API_URL = 'http://127.0.0.1:54321';

/** The seed's SQL as run by an API at `apiUrl`: its URLs of the default local API point at this one. */
export function seedForApi(sql: string, apiUrl: string | undefined): string {
  if (!apiUrl || apiUrl === SEED_API_URL) return sql;
  // The origin followed by a path, a quote or the end of the URL; never a longer port (543210).
  return sql.replace(/http:\/\/127\.0\.0\.1:54321(?![\d])/g, apiUrl.replace(/\/+$/, ''));
}

export interface PrepareResult {
  /** True when the database is new and got the seed (and, when it was empty, bootstrap + every migration). */
  fresh: boolean;
  applied: string[];
}

/**
 * What `supabase db reset` does on a fresh database (bootstrap, every migration, the seed), or on
 * an existing one applies only the pending migrations; GoTrue's own migrations run every time. Migrations and seed run as `postgres`, the
 * non-superuser role hosted Supabase gives projects, statement by statement, so a statement that
 * needs more fails here with the same error as there. It is one transaction: a failing file is
 * named with its line and the error, and nothing of the run stays applied.
 */
/**
 * Roles belong to a PostgreSQL cluster, not to one database: two instances preparing their own
 * databases in one cluster at once may change the same role (bootstrap.sql), and Postgres refuses
 * the second with "tuple concurrently updated". The whole transaction, rolled back, runs again.
 */
async function retryingConcurrentRoleChanges<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const raced = error instanceof Error && error.message.includes('tuple concurrently updated');
      if (!raced || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function prepareDatabase(
  db: Database,
  options: {
    supabaseDir: string;
    seedFiles: string[];
    /** The API's own address, written in the seed in place of SEED_API_URL (seedForApi). */
    apiUrl?: string;
    /**
     * Whether the seed runs: by default when the database is empty. True for a new database
     * copied from a migrated template (migrated-template.ts), which has every migration but no seed.
     */
    seed?: boolean;
  },
): Promise<PrepareResult> {
  await checkSuperuser(db);
  const migrations = readMigrations(options.supabaseDir);
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  const fresh = !rows[0].exists;
  const seed = options.seed ?? fresh;

  return retryingConcurrentRoleChanges(() =>
    db.transaction(async (tx) => {
      if (fresh) {
        try {
          await tx.exec(BOOTSTRAP_SQL);
        } catch (error) {
          throw new MigrationError('local-supabase/db/bootstrap.sql', error as PgError);
        }
      }
      try {
        await tx.exec(AUTH_MIGRATIONS_SQL);
      } catch (error) {
        throw new MigrationError('local-supabase/db/auth-migrations.sql', error as PgError);
      }
      const runner = await scriptRunner(tx);

      const done = new Set(
        (
          await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
        ).rows.map((row) => row.version),
      );
      const pending = migrations.filter((migration) => !done.has(migration.version));
      for (const migration of pending) {
        await runner.run(`supabase/migrations/${migration.file}`, migration.sql);
        await becomeSuperuser(tx);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      }

      if (seed) {
        for (const seedFile of options.seedFiles) {
          if (!fs.existsSync(seedFile)) continue;
          await runner.run(
            path.relative(path.dirname(options.supabaseDir), seedFile),
            seedForApi(fs.readFileSync(seedFile, 'utf8'), options.apiUrl),
          );
        }
      }
      await becomeSuperuser(tx);
      return { fresh: seed, applied: pending.map((migration) => migration.file) };
    }),
  );
}

/**
 * local-supabase boots the platform itself, so it connects as the platform's superuser,
 * `supabase_admin`, as Supabase's own Postgres image is initialised.
 */
async function checkSuperuser(db: Database): Promise<void> {
  const { rows } = await db.query<{ name: string; superuser: boolean }>(
    'select session_user as name, rolsuper as superuser from pg_roles where rolname = session_user',
  );
  const { name, superuser } = rows[0];
  if (name !== SUPERUSER || !superuser) {
    throw new Error(
      `local-supabase connects as "${name}"${superuser ? '' : ', not a superuser'}: it needs the superuser ` +
        `"${SUPERUSER}" (hosted Supabase's platform role; \`postgres\` is the project's non-superuser role ` +
        'that migrations run as). Create the cluster with `initdb -U supabase_admin` and connect as it.',
    );
  }
}

/** Back to the superuser. Said explicitly: PGlite (single-user mode) cannot RESET it. */
function becomeSuperuser(tx: Transaction): Promise<void> {
  return becomeLoginRole(tx, SUPERUSER, {});
}

/**
 * Runs scripts as `postgres` would run them on hosted Supabase, one statement at a time: as
 * `postgres` with its role settings, except the few statements hosted lets `postgres` make on
 * objects it does not own (policies on auth/storage tables, trusted extensions, and pg_net and
 * pg_cron, which local-supabase emulates).
 */
async function scriptRunner(tx: Transaction) {
  const settings = await roleSettings(tx, 'postgres');
  let current: LoginRole | null = null;
  const become = async (role: LoginRole) => {
    if (role === current) return;
    await becomeLoginRole(tx, role, role === 'postgres' ? settings : {});
    current = role;
  };

  return {
    async run(file: string, sql: string) {
      let statements: SqlStatement[];
      try {
        statements = splitStatements(sql);
      } catch (error) {
        if (error instanceof SqlSplitError) throw new Error(`${file}: ${error.message}`, { cause: error });
        throw error;
      }
      current = null;
      for (const statement of statements) {
        const code = stripComments(statement.text);
        if (/\bsession\s+authorization\b/i.test(code)) {
          const error = Object.assign(new Error('permission denied to set session authorization'), {
            code: '42501',
          });
          throw new MigrationError(file, error, statement);
        }
        try {
          // pg_net and pg_cron: local-supabase's own SQL, installed by the superuser as supautils would.
          const extension = emulatedExtensionStatement(code);
          if (extension) {
            await become(SUPERUSER);
            await applyExtensionStatement(tx, extension);
            continue;
          }
          const pgrstSetting = pgrstRoleSetting(code);
          if (pgrstSetting) {
            await become(SUPERUSER);
            await tx.exec(await scopedToThisDatabase(tx, pgrstSetting));
            continue;
          }
          await become(roleFor(code));
          await tx.exec(statement.text);
        } catch (error) {
          throw new MigrationError(file, error as PgError, statement);
        }
      }
    },
  };
}

const POLICY_STATEMENT =
  /^\s*(?:create|alter|drop)\s+policy\s+(?:if\s+exists\s+)?(?:"(?:[^"]|"")+"|[^\s"]+)\s+on\s+((?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)(?:\s*\.\s*(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*))?)/i;
const EXTENSION_STATEMENT = /^\s*create\s+extension\s+(?:if\s+not\s+exists\s+)?("(?:[^"]|"")+"|[\w-]+)/i;

function roleFor(code: string): LoginRole {
  const policy = POLICY_STATEMENT.exec(code);
  if (policy) {
    const table = policy[1]
      .split('.')
      .map((part) => part.trim().replace(/^"|"$/g, '').replace(/""/g, '"'))
      .join('.');
    // Hosted checks the table against its list, then runs the statement with the superuser.
    if (POLICY_TABLES.has(table)) return 'supabase_admin';
  }
  const extension = EXTENSION_STATEMENT.exec(code);
  if (extension && PRIVILEGED_EXTENSIONS.has(extension[1].replace(/^"|"$/g, ''))) return 'supabase_admin';
  return 'postgres';
}

/**
 * `alter role authenticator [in database …] set|reset pgrst.<name> …`: PostgREST's in-database
 * configuration. Hosted lets `postgres` make it (supautils: `authenticator*` is a reserved role whose
 * settings the privileged role may change, and `pgrst.*` an allowed config, run as the superuser).
 */
const PGRST_ROLE_SETTING =
  /^\s*alter\s+(?:role|user)\s+(?:authenticator|"authenticator")\s+(in\s+database\s+(?:"(?:[^"]|"")+"|\w+)\s+)?((?:set|reset)\s+pgrst\.[A-Za-z_]\w*\b[\s\S]*)$/i;

/** The statement's change (`set pgrst.x = …`), or null when it is not such a statement. */
function pgrstRoleSetting(code: string): { inDatabase: boolean; change: string; text: string } | null {
  const match = PGRST_ROLE_SETTING.exec(code);
  return match ? { inDatabase: Boolean(match[1]), change: match[2], text: code } : null;
}

/**
 * A setting for every database made for this one (`in database <current>`), which PostgREST reads
 * the same way: roles belong to the whole cluster, and projects sharing a PostgreSQL cluster (the
 * tests' throwaway databases) must not see each other's settings.
 */
async function scopedToThisDatabase(
  tx: Transaction,
  setting: { inDatabase: boolean; change: string; text: string },
): Promise<string> {
  if (setting.inDatabase) return setting.text;
  const { rows } = await tx.query<{ name: string }>('select quote_ident(current_database()) as name');
  return `alter role authenticator in database ${rows[0].name} ${setting.change}`;
}
