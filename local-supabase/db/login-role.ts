import type { Database, Queryable, Transaction, TransactionOptions } from './driver.ts';

/**
 * The roles that log in to a hosted Supabase database, each used by one part of the platform:
 * `postgres` runs the project's migrations and seed, PostgREST logs in as `authenticator`, GoTrue as
 * `supabase_auth_admin`, storage-api as `supabase_storage_admin`. `supabase_admin` is the superuser.
 */
export type LoginRole =
  'supabase_admin' | 'postgres' | 'authenticator' | 'supabase_auth_admin' | 'supabase_storage_admin';

/** The platform's superuser: it boots the database; nothing the project runs uses it. */
export const SUPERUSER = 'supabase_admin';

/** `alter role … set` values of a role, which Postgres applies only when that role logs in. */
export async function roleSettings(db: Queryable, role: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ setting: string }>(
    `select unnest(s.setconfig) as setting
     from pg_db_role_setting s
     join pg_roles r on r.oid = s.setrole
     where r.rolname = $1
       and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
     order by s.setdatabase`,
    [role],
  );
  return Object.fromEntries(
    rows.map(({ setting }) => {
      const at = setting.indexOf('=');
      return [setting.slice(0, at), setting.slice(at + 1)];
    }),
  );
}

/** `select set_config(name, value, true), …` for `settings`, in order, as one statement. */
export function setConfigStatement(settings: [string, string][]): { sql: string; params: string[] } {
  return {
    sql: `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
    params: settings.flat(),
  };
}

/**
 * Makes the rest of the transaction run as if `role` had logged in: session and current user are
 * that role (so privileges, `session_user` and SECURITY DEFINER checks behave as on hosted) and its
 * role settings apply; then `extra` settings, all transaction-local and in one statement. The
 * connection itself belongs to the superuser. Every transaction says which role it runs as: on
 * PGlite (single-user mode) a transaction-local session authorization outlives its transaction, so
 * none may rely on what the previous one left.
 */
export async function becomeLoginRole(
  tx: Queryable,
  role: LoginRole,
  settings: Record<string, string>,
  extra: [string, string][] = [],
): Promise<void> {
  const { sql, params } = setConfigStatement([
    ['session_authorization', role],
    ...Object.entries(settings),
    ...extra,
  ]);
  await tx.query(sql, params);
}

/** Postgres' statement_timeout value ('3s', '8000', '1min', '0') in milliseconds; 0 is none. */
export function timeoutMs(value: string | undefined): number {
  if (!value) return 0;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return 0;
  const unit = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms']!;
  return Math.round(Number(match[1]) * unit);
}

export interface RoleTransactionOptions extends TransactionOptions {
  /** More transaction-local settings, applied in the same statement as the login. */
  settings?: [string, string][];
}

/** The database as one platform component sees it: every transaction runs as `loginRole`. */
export interface RoleDatabase extends Database {
  readonly loginRole: LoginRole;
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: RoleTransactionOptions): Promise<T>;
}

/**
 * The database as one platform service sees it: every transaction runs as `role`, with that role's
 * settings (authenticator's statement and lock timeouts, say). Role settings are read once, after
 * migrations, the way a connection pool reads them when it connects.
 */
export async function asLoginRole(db: Database, role: LoginRole): Promise<RoleDatabase> {
  const settings = await roleSettings(db, role);
  const defaultTimeout = timeoutMs(settings.statement_timeout) || undefined;
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>, options: RoleTransactionOptions = {}) =>
    db.transaction(
      async (tx) => {
        await becomeLoginRole(tx, role, settings, options.settings);
        return fn(tx);
      },
      { statementTimeoutMs: 'statementTimeoutMs' in options ? options.statementTimeoutMs : defaultTimeout },
    );
  return {
    kind: db.kind,
    loginRole: role,
    transaction,
    query: (sql, params) => transaction((tx) => tx.query(sql, params)),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}
