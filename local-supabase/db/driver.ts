/** The few things every part of local-supabase needs from a Postgres engine. */
export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  fields: { name: string; dataTypeID: number }[];
  /** Rows touched by INSERT/UPDATE/DELETE. */
  affectedRows: number;
}

export interface Queryable {
  /** One statement, values bound as $1, $2, … */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

/** How libpq reports a script's last statement (what pg_cron records of a job's command). */
export interface CommandOutcome {
  /** Its CommandComplete tag: 'INSERT 0 1', 'DELETE 3', 'CALL', 'SELECT 2'; '' for an empty script. */
  commandTag: string;
  /** The rows it returned, or null when it returned no row set (an INSERT without RETURNING). */
  returnedRows: number | null;
}

/** A transaction: queries plus multi-statement scripts. */
export interface Transaction extends Queryable {
  /** Several statements, no parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /** Several statements sent as one simple query, as libpq's PQexec sends them (cron jobs). */
  simpleQuery(sql: string): Promise<CommandOutcome>;
}

export interface TransactionOptions {
  /** Cancels a statement that runs longer (SQLSTATE 57014), as Postgres' statement_timeout does. */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  /** Runs `fn` inside BEGIN … COMMIT; any throw rolls everything back. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` ('' when none), which Postgres
   * delivers when the notifying transaction commits (never for a rolled-back one), until the
   * returned function is called.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** A database error with Postgres' SQLSTATE and message fields. */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}
