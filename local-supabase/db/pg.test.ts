import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './pg.ts';
import { isPgError, type Database } from './driver.ts';

// Needs a real Postgres: runs only when DATABASE_URL points at one.
const url = process.env.DATABASE_URL;
const table = `statement_timeout_test_${process.pid}`;

describe.skipIf(!url)('openPostgres statement timeout', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPostgres(url!);
    await db.query(`create table ${table} (id int primary key)`);
  });
  afterAll(async () => {
    await db?.query(`drop table if exists ${table}`);
    await db?.close();
  });

  it('lets Postgres cancel a statement after statementTimeoutMs, for that transaction only', async () => {
    await db.transaction((tx) => tx.query(`insert into ${table} values (1)`));

    const started = performance.now();
    const error = await db
      .transaction(
        async (tx) => {
          await tx.query(`insert into ${table} values (2)`);
          await tx.query('select pg_sleep(5)');
        },
        { statementTimeoutMs: 500 },
      )
      .catch((caught: unknown) => caught);

    expect(isPgError(error)).toBe(true);
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(performance.now() - started).toBeLessThan(1500);
    expect((await db.query(`select id from ${table} order by id`)).rows).toEqual([{ id: 1 }]);

    // Transaction-local: the pooled connections keep their own setting.
    const setting = await db.transaction((tx) => tx.query('show statement_timeout'));
    expect(setting.rows).not.toEqual([{ statement_timeout: '500ms' }]);
  });
});
