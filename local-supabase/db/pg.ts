import pg from 'pg';
import type { Database, Transaction, QueryResult } from './driver.ts';

function adapt(target: pg.Pool | pg.PoolClient): Transaction {
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
  return {
    kind: 'postgres',
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
        const result = await fn(adapt(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close() {
      closing = true;
      return pool.end();
    },
  };
}
