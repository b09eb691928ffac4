import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LegacyDataDirError, openPglite } from './pglite.ts';
import { isPgError, type Database } from './driver.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const ids = async (db: Database) =>
  (await db.query<{ id: number }>('select id from public.notes order by id')).rows.map((row) => row.id);

describe('openPglite (in memory)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(null);
    await db.query('create table public.notes (id int primary key)');
  }, 60_000);
  afterAll(() => db?.close());
  afterEach(() => db.query('truncate public.notes'));

  it('boots with supabase_admin as the bootstrap superuser, as Supabase’s image does', async () => {
    const { rows } = await db.query(
      'select session_user as session, rolname as name, rolsuper as superuser from pg_authid where oid = 10',
    );
    expect(rows).toEqual([{ session: 'supabase_admin', name: 'supabase_admin', superuser: true }]);
    // The pgcrypto bundle is loaded into the worker's PGlite.
    await db.query('create extension if not exists pgcrypto');
    const extension = await db.query(`select encode(digest('x', 'sha1'), 'hex') as hash`);
    expect(extension.rows).toEqual([{ hash: '11f6ad8ec52a2984abaafd7c3b516503785c2072' }]);
    // So is unaccent's (the search configuration of *_content_search.sql uses its dictionary).
    await db.query('create extension if not exists unaccent');
    const unaccented = await db.query(`select unaccent('automação') as word`);
    expect(unaccented.rows).toEqual([{ word: 'automacao' }]);
  });

  it('cancels a statement that outlives statementTimeoutMs with 57014; the database answers afterwards', async () => {
    await db.transaction((tx) => tx.query('insert into public.notes values (1)'));

    const started = performance.now();
    const error = await db
      .transaction(
        async (tx) => {
          await tx.query('insert into public.notes values (2)');
          await tx.query('select pg_sleep(5)');
        },
        { statementTimeoutMs: 500 },
      )
      .catch((caught: unknown) => caught);
    const elapsed = performance.now() - started;

    expect(isPgError(error)).toBe(true);
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(500);
    expect(elapsed).toBeLessThan(1500);
    // Committed data survives the restart; the cancelled transaction's insert does not.
    expect(await ids(db)).toEqual([1]);
  });

  it('answers the rest of a timed-out transaction with 25P02, as Postgres does', async () => {
    const codes: string[] = [];
    await db.transaction(
      async (tx) => {
        for (const sql of ['select pg_sleep(5)', 'insert into public.notes values (3)']) {
          await tx.query(sql).catch((error: { code: string }) => codes.push(error.code));
        }
      },
      { statementTimeoutMs: 300 },
    );
    expect(codes).toEqual(['57014', '25P02']);
    expect(await ids(db)).toEqual([]);
  });

  it('runs the transactions queued behind a timed-out one on the restarted database', async () => {
    const stuck = db.transaction((tx) => tx.query('select pg_sleep(5)'), { statementTimeoutMs: 300 });
    const queued = db.transaction(async (tx) => {
      await tx.query('insert into public.notes values (4)');
      return (await tx.query<{ n: number }>('select count(*)::int as n from public.notes')).rows[0].n;
    });
    const read = db.query<{ one: number }>('select 1 as one');

    await expect(stuck).rejects.toMatchObject({ code: '57014' });
    await expect(queued).resolves.toBe(1);
    await expect(read).resolves.toMatchObject({ rows: [{ one: 1 }] });
    expect(await ids(db)).toEqual([4]);
  });

  it('starts a statement’s timeout only when the statements queued before it have run', async () => {
    const earlier = Array.from({ length: 10 }, () => db.query('select pg_sleep(0.1)'));
    const timed = db.transaction((tx) => tx.query<{ one: number }>('select 1 as one'), {
      statementTimeoutMs: 300,
    });
    await Promise.all(earlier);
    await expect(timed).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('leaves statements that finish within the timeout alone', async () => {
    await db.transaction((tx) => tx.query('insert into public.notes select 5 from pg_sleep(0.2)'), {
      statementTimeoutMs: 2000,
    });
    expect(await ids(db)).toEqual([5]);
  });

  it('keeps the event loop free while a statement runs', async () => {
    const started = performance.now();
    const statement = db
      .transaction((tx) => tx.query('select pg_sleep(1.5)'))
      .then(() => performance.now() - started);
    const timer = new Promise<number>((resolve) =>
      setTimeout(() => resolve(performance.now() - started), 100),
    );

    const [timerFiredAfter, statementTook] = await Promise.all([timer, statement]);
    expect(statementTook).toBeGreaterThanOrEqual(1500);
    // On the main thread the timer could only fire once the statement had finished.
    expect(timerFiredAfter).toBeLessThan(600);
  });

  it('keeps Postgres’ error fields', async () => {
    const error = await db.query('select nope from public.notes').catch((caught: unknown) => caught);
    expect(isPgError(error)).toBe(true);
    expect(error).toMatchObject({ code: '42703', message: 'column "nope" does not exist', position: '8' });
  });
});

describe('openPglite data directories', () => {
  it('keeps committed data across a timeout restart and a reopen of the same directory', async () => {
    const dir = tempDir();
    const db = await openPglite(dir);
    await db.query('create table public.notes (id int primary key)');
    await db.transaction((tx) => tx.query('insert into public.notes values (1)'));
    await db
      .transaction(
        async (tx) => {
          await tx.query('insert into public.notes values (2)');
          await tx.query('select pg_sleep(5)');
        },
        { statementTimeoutMs: 300 },
      )
      .catch(() => {});
    await db.transaction((tx) => tx.query('insert into public.notes values (3)'));
    await db.close();

    const reopened = await openPglite(dir);
    try {
      expect(await ids(reopened)).toEqual([1, 3]);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('refuses a directory whose bootstrap superuser is postgres and says to run npm run db:reset', async () => {
    const dir = tempDir();
    // What the earlier local-supabase created: PGlite's default bootstrap user.
    const old = await PGlite.create({ dataDir: dir });
    await old.close();

    const error = await openPglite(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LegacyDataDirError);
    expect((error as Error).message).toContain('"postgres"');
    expect((error as Error).message).toContain('npm run db:reset');
  }, 60_000);

  it('deletes the temporary directory of an in-memory database on close', async () => {
    const mkdtemp = vi.spyOn(fs, 'mkdtempSync');
    const db = await openPglite(null);
    const dir = mkdtemp.mock.results[0].value as string;
    mkdtemp.mockRestore();
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

    await db.close();
    expect(fs.existsSync(dir)).toBe(false);
    await expect(db.query('select 1')).rejects.toThrow('closed');
  }, 60_000);

  it('removes temporary directories whose process no longer runs', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const abandoned = fs.mkdtempSync(path.join(os.tmpdir(), `local-supabase-pglite-${deadPid}-`));
    const inUse = fs.mkdtempSync(path.join(os.tmpdir(), `local-supabase-pglite-${process.pid}-`));
    dirs.push(abandoned, inUse);

    const db = await openPglite(null);
    await db.close();

    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(inUse)).toBe(true);
  }, 60_000);
});
