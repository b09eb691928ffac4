import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import type { Database } from './driver.ts';
import { migratedPgliteTemplate } from './migrated-template.ts';
import { MigrationError, prepareDatabase } from './migrate.ts';
import { openPglite } from './pglite.ts';

const dirs: string[] = [];
const dbs: Database[] = [];

/** The templates this file makes are of no use to anyone else. */
async function templateOf(dir: string) {
  const template = await migratedPgliteTemplate(dir);
  dirs.push(template);
  return template;
}

/** A project directory of its own: a migration naming it, so its template is its own. */
function project(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrated-template-test-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), sql.replaceAll('__DIR__', path.basename(dir)));
  }
  return dir;
}

async function copyOf(template: string) {
  const db = await openPglite(null, { template });
  dbs.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the migrated PGlite template', () => {
  it('holds every migration and no seed; each copy is a database of its own that gets the seed', async () => {
    const dir = project({
      'migrations/20240101000000_first.sql':
        "create table public.things (id int primary key, label text); comment on table public.things is '__DIR__';",
      'seed.sql': "insert into public.things values (1, 'seeded');",
    });
    const template = await templateOf(dir);
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    expect(await migratedPgliteTemplate(dir)).toBe(template);

    const first = await copyOf(template);
    const second = await copyOf(template);
    expect((await first.query('select * from public.things')).rows).toEqual([]);
    const seeded = await prepareDatabase(first, {
      supabaseDir: dir,
      seedFiles: [path.join(dir, 'seed.sql')],
      seed: true,
    });
    expect(seeded).toEqual({ fresh: true, applied: [] });
    expect((await first.query('select label from public.things')).rows).toEqual([{ label: 'seeded' }]);
    // The other copy (and the template) never saw the first one's rows.
    expect((await second.query('select * from public.things')).rows).toEqual([]);
    const history = await second.query('select version from supabase_migrations.schema_migrations');
    expect(history.rows).toEqual([{ version: '20240101000000' }]);
  });

  it('is made again when the migrations change', async () => {
    const files = {
      'migrations/20240101000000_first.sql':
        "create table public.things (id int); comment on table public.things is '__DIR__';",
    };
    const dir = project(files);
    const before = await templateOf(dir);
    fs.writeFileSync(
      path.join(dir, 'migrations/20240102000000_second.sql'),
      'alter table public.things add column label text;',
    );
    const after = await templateOf(dir);
    expect(after).not.toBe(before);
    const db = await copyOf(after);
    const columns = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'things' order by 1",
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'label']);
  });

  it('a failing migration fails the start with its file and line, as without a template', async () => {
    const dir = project({
      'migrations/20240101000000_broken.sql':
        '-- __DIR__\nselect 1;\ncreate table public.things (id int primary key;',
    });
    const failure = await migratedPgliteTemplate(dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).message).toMatch(/20240101000000_broken\.sql: .*\(line 3\)/);
  });
});
