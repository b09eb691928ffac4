import pg from 'pg';
import type { CommandOutcome, Database, Queryable, QueryResult, Transaction } from './driver.ts';

function adapt(target: pg.Pool | pg.PoolClient): Queryable & Pick<Transaction, 'exec'> {
  return {
    async exec(sql) {
      await target.query(sql);
    },
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await target.query({ text: sql, values: params });
      return {
        rows: result.rows as R[],
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: result.rowCount ?? 0,
      };
    },
  };
}

/**
 * The last statement's outcome read from the connection's messages, as libpq reads it: pg's own
 * result keeps only the first word of a command tag ('CREATE' of 'CREATE TABLE').
 */
async function simpleQuery(client: pg.PoolClient, sql: string): Promise<CommandOutcome> {
  let outcome: CommandOutcome = { commandTag: '', returnedRows: 0 };
  let rows: number | null = null;
  const described = () => {
    rows = 0;
  };
  const row = () => {
    rows = (rows ?? 0) + 1;
  };
  const completed = (message: { text: string }) => {
    outcome = { commandTag: message.text, returnedRows: rows };
    rows = null;
  };
  client.connection.on('rowDescription', described);
  client.connection.on('dataRow', row);
  client.connection.on('commandComplete', completed);
  try {
    await client.query(sql);
    return outcome;
  } finally {
    client.connection.off('rowDescription', described);
    client.connection.off('dataRow', row);
    client.connection.off('commandComplete', completed);
  }
}

/** Any Postgres reached through DATABASE_URL. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle connection the server ends (a restart, the database dropped while the pool shuts down)
  // is reported here; without a listener it would crash the process. The pool replaces it.
  pool.on('error', (error) => {
    if (!closing) console.error(`local-supabase: an idle Postgres connection failed: ${error.message}`);
  });
  await pool.query('select 1');
  const base = adapt(pool);
  /** LISTEN needs a connection of its own, outside the pool, for as long as it listens. */
  const listening = new Set<pg.Client>();
  return {
    kind: 'postgres',
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      // A listening connection the server ends must not crash the process.
      client.on('error', (error) => {
        if (!closing)
          console.error(`local-supabase: a LISTEN connection to Postgres failed: ${error.message}`);
      });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.connect();
      listening.add(client);
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      return async () => {
        if (!listening.delete(client)) return;
        await client.end();
      };
    },
    query: base.query,
    async transaction(fn, options = {}) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Transaction-local, so the pooled connection is back to its own setting afterwards.
        if (options.statementTimeoutMs) {
          await client.query("select set_config('statement_timeout', $1, true)", [
            `${options.statementTimeoutMs}ms`,
          ]);
        }
        const result = await fn({ ...adapt(client), simpleQuery: (sql) => simpleQuery(client, sql) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      closing = true;
      await Promise.all([...listening].map((client) => client.end()));
      listening.clear();
      await pool.end();
    },
  };
}
