import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './driver.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './pg.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

// What the extension workers need of both engines, on PGlite and, with DATABASE_URL, on a real
// Postgres: Transaction.simpleQuery reports a script's last statement as libpq does (what pg_cron
// records of a job); Database.listen hears what committed transactions notify (pg_net's wake).

describe('the engines', () => {
  let db: Database;
  let drop = async () => {};
  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL);
      db = await openPostgres(throwaway.url);
      drop = throwaway.drop;
    } else {
      db = await openPglite(null);
    }
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  it('simpleQuery answers the last statement’s whole command tag, or the rows it returned', async () => {
    const outcomes = await db.transaction(async (tx) => [
      await tx.simpleQuery('create table public.t (a int); insert into public.t values (1), (2)'),
      await tx.simpleQuery('select a from public.t; select a from public.t where a > 1'),
      await tx.simpleQuery('update public.t set a = a + 1; select a from public.t where false'),
      await tx.simpleQuery('create table public.u (a int)'),
      await tx.simpleQuery('do $$ begin end $$'),
      await tx.simpleQuery(''),
    ]);
    expect(outcomes).toEqual([
      { commandTag: 'INSERT 0 2', returnedRows: null },
      { commandTag: 'SELECT 1', returnedRows: 1 },
      { commandTag: 'SELECT 0', returnedRows: 0 },
      { commandTag: 'CREATE TABLE', returnedRows: null },
      { commandTag: 'DO', returnedRows: null },
      { commandTag: '', returnedRows: 0 },
    ]);
  });

  it('listen hears a committed NOTIFY, never a rolled-back one, until it stops', async () => {
    const heard: string[] = [];
    const stop = await db.listen('engines_test', () => heard.push('notified'));
    await db.transaction((tx) => tx.query(`select pg_notify('engines_test', '')`));
    await db
      .transaction(async (tx) => {
        await tx.query(`select pg_notify('engines_test', '')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await db.query(`select pg_notify('other_channel', '')`);
    const deadline = Date.now() + 2000;
    while (heard.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['notified']);

    await stop();
    await db.query(`select pg_notify('engines_test', '')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['notified']);
  });

  it('simpleQuery fails as the statement fails, and the transaction with it', async () => {
    await expect(
      db.transaction((tx) => tx.simpleQuery('create table public.v (a int); select 1/0')),
    ).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    expect((await db.query(`select to_regclass('public.v') as v`)).rows).toEqual([{ v: null }]);
  });
});
