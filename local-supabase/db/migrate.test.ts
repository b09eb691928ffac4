import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { MigrationError, prepareDatabase } from './migrate.ts';
import type { Database } from './driver.ts';

const dirs: string[] = [];
const dbs: Database[] = [];

function project(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-test-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), sql);
  }
  return dir;
}

async function database() {
  const db = await openPglite(null);
  dbs.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('prepareDatabase', () => {
  it('bootstraps, applies migrations in order and the seed on a fresh database', async () => {
    const dir = project({
      'migrations/20240102000000_second.sql': 'alter table public.things add column label text;',
      'migrations/20240101000000_first.sql': 'create table public.things (id int primary key);',
      'seed.sql': "insert into public.things values (1, 'seeded');",
    });
    const db = await database();
    const result = await prepareDatabase(db, { supabaseDir: dir, seedFiles: [path.join(dir, 'seed.sql')] });

    expect(result).toEqual({
      fresh: true,
      applied: ['20240101000000_first.sql', '20240102000000_second.sql'],
    });
    expect((await db.query('select label from public.things')).rows).toEqual([{ label: 'seeded' }]);
    const roles = await db.query<{ rolname: string }>(
      `select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const history = await db.query(
      'select version, name from supabase_migrations.schema_migrations order by 1',
    );
    expect(history.rows).toEqual([
      { version: '20240101000000', name: 'first' },
      { version: '20240102000000', name: 'second' },
    ]);
  });

  it('on an existing database applies only pending migrations and not the seed again', async () => {
    const dir = project({
      'migrations/20240101000000_first.sql': 'create table public.things (id int primary key);',
      'seed.sql': 'insert into public.things values (1);',
    });
    const db = await database();
    const seedFiles = [path.join(dir, 'seed.sql')];
    await prepareDatabase(db, { supabaseDir: dir, seedFiles });
    fs.writeFileSync(
      path.join(dir, 'migrations/20240103000000_third.sql'),
      'create table public.more (id int);',
    );

    const again = await prepareDatabase(db, { supabaseDir: dir, seedFiles });

    expect(again).toEqual({ fresh: false, applied: ['20240103000000_third.sql'] });
    expect((await db.query('select count(*)::int as n from public.things')).rows).toEqual([{ n: 1 }]);
  });

  it('names the failing file and the error, and leaves nothing applied', async () => {
    const dir = project({
      'migrations/20240101000000_good.sql': 'create table public.good (id int);',
      'migrations/20240102000000_bad.sql':
        'create table public.other (id int);\nselect * from no_such_table;',
    });
    const db = await database();

    const failure = await prepareDatabase(db, { supabaseDir: dir, seedFiles: [] }).catch((error) => error);

    expect(failure).toBeInstanceOf(MigrationError);
    expect(failure.message).toContain('supabase/migrations/20240102000000_bad.sql');
    expect(failure.message).toContain('relation "no_such_table" does not exist');
    expect(failure.message).toContain('(line 2)');
    const left = await db.query(
      `select to_regclass('public.good') as good, to_regclass('supabase_migrations.schema_migrations') as history`,
    );
    expect(left.rows).toEqual([{ good: null, history: null }]);
  });
});
