import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { Database, Transaction, QueryResult } from './driver.ts';

function adapt(target: PGlite | PgliteTransaction): Transaction {
  return {
    async exec(sql) {
      await target.exec(sql);
    },
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await target.query<R>(sql, params);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows ?? 0 };
    },
  };
}

/** Embedded Postgres (WASM). `dataDir` null keeps the database in memory. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const pg = await PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions: { pgcrypto },
  });
  const base = adapt(pg);
  return {
    kind: 'pglite',
    query: base.query,
    // PGlite is a single connection; its transaction() holds the lock, so requests serialise.
    transaction: (fn) => pg.transaction((tx) => fn(adapt(tx))),
    close: () => pg.close(),
  };
}
