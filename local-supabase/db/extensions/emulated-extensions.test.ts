import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asLoginRole } from '../login-role.ts';
import { MigrationError } from '../migrate.ts';
import { installedExtensions } from './emulated-extensions.ts';
import { testDatabase, type TestDatabase } from './test-database.ts';

// `create extension pg_net` / `pg_cron` in a migration, and the schemas they leave, as on a hosted
// project — on PGlite, and on Debian's PostgreSQL when DATABASE_URL is set (npm test runs both).

let migrations = 0;
/** A migration file name of its own, so that each test's files are new to the shared database. */
const file = (name: string) => `${20250101000000 + ++migrations}_${name}.sql`;

async function migrationError(db: TestDatabase, sql: string): Promise<MigrationError> {
  const error = await db.migrate({ [file('failing')]: sql }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MigrationError);
  return error as MigrationError;
}

const ENABLE_BOTH = `
  create extension if not exists pg_net with schema extensions;
  create extension if not exists pg_cron with schema pg_catalog;`;

/** Runs `sql` as `role`, switched to as PostgREST switches (set role, transaction-local). */
async function asRole(db: TestDatabase, role: string, sql: string): Promise<unknown[]> {
  return db.admin.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true)`, [role]);
    return (await tx.query(sql)).rows;
  });
}

describe('create extension pg_net / pg_cron in a migration', () => {
  // One database: a failing migration leaves it as it was.
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase({});
  });
  afterAll(() => db?.close());

  it('installs local-supabase’s pg_net and pg_cron with the forms hosted projects use, once', async () => {
    await db.migrate({
      [file('enable')]: ENABLE_BOTH,
      // Supabase's Cron docs, then a dump's quoted form, then a plain repeat: each is a no-op now.
      [file('again')]: `
        create extension if not exists "pg_net" with schema "extensions";
        create extension if not exists pg_cron;
        grant usage on schema cron to postgres;
        grant all privileges on all tables in schema cron to postgres;`,
    });
    expect([...(await installedExtensions(db.admin))].sort()).toEqual(['pg_cron', 'pg_net']);
    const { rows } = await db.admin.query(
      `select n.nspname as schema, pg_get_userbyid(n.nspowner) as owner,
              (select count(*)::int from pg_proc p where p.pronamespace = n.oid) > 0 as has_functions
       from pg_namespace n where n.nspname in ('net', 'cron') order by 1`,
    );
    expect(rows).toEqual([
      { schema: 'cron', owner: 'supabase_admin', has_functions: true },
      { schema: 'net', owner: 'supabase_admin', has_functions: true },
    ]);
  });

  it('a plain CREATE EXTENSION of an installed one fails as in Postgres, with file and line', async () => {
    await db.migrate({ [file('enable')]: ENABLE_BOTH });
    const name = file('again');
    const error = await db
      .migrate({ [name]: 'select 1;\ncreate extension pg_net;' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toBe(
      `supabase/migrations/${name}: extension "pg_net" already exists [42710] (line 2)`,
    );
  });

  it('refuses VERSION as hosted does for non-administrators, and an unknown schema for pg_net', async () => {
    const version = await migrationError(
      db,
      `create extension pg_cron with schema pg_catalog version '1.6';`,
    );
    expect(version.message).toContain(
      'Only administrators can specify VERSION when creating extensions. Please use: ' +
        'CREATE EXTENSION pg_cron WITH SCHEMA pg_catalog;',
    );
    const schema = await migrationError(db, 'create extension if not exists pg_net with schema nowhere;');
    expect(schema.message).toContain('schema "nowhere" does not exist [3F000] (line 1)');
  });

  it('an object of the project that depends on the extension stops the drop', async () => {
    await db.migrate({ [file('enable')]: ENABLE_BOTH });
    const error = await migrationError(
      db,
      `create view public.responses as select id, status_code from net._http_response;
       drop extension pg_net;`,
    );
    expect(error.message).toContain('because other objects depend on them [2BP01] (line 2)');
    expect(error.message).toContain('view responses depends on table net._http_response');
  });

  it('drop extension removes what create made; IF EXISTS skips; CASCADE and mixed lists are refused', async () => {
    await db.migrate({ [file('enable')]: ENABLE_BOTH });
    const cascade = await migrationError(db, 'drop extension pg_net cascade;');
    expect(cascade.message).toContain(
      'local-supabase does not support DROP EXTENSION ... CASCADE for pg_net',
    );
    const mixed = await migrationError(db, 'drop extension pg_net, pgcrypto;');
    expect(mixed.message).toContain('drop pgcrypto in another one');

    await db.migrate({
      [file('drop')]: `
        drop extension pg_cron;
        drop extension if exists pg_cron;
        drop extension if exists pg_net restrict;
        create extension pg_net;`,
    });
    expect([...(await installedExtensions(db.admin))]).toEqual(['pg_net']);
    expect((await db.admin.query(`select to_regnamespace('cron') as cron`)).rows).toEqual([{ cron: null }]);
    const missing = await migrationError(db, 'drop extension pg_cron;');
    expect(missing.message).toContain('extension "pg_cron" does not exist [42704]');
  });
});

describe('privileges as on a hosted project', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase({ '20250101000000_enable.sql': ENABLE_BOTH });
  });
  afterAll(() => db?.close());

  it('every role may queue requests and read responses: pg_net grants its schema to PUBLIC', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      expect(
        await asRole(
          db,
          role,
          `select net.http_post('http://127.0.0.1:9/x') > 0 as queued,
                  (select count(*)::int from net._http_response) as responses`,
        ),
      ).toEqual([{ queued: true, responses: 0 }]);
    }
  });

  it('the API roles cannot see or use cron; postgres reads jobs but writes them only through cron.*', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await expect(asRole(db, role, 'select * from cron.job')).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for schema cron',
      });
      await expect(asRole(db, role, `select cron.schedule('* * * * *', 'select 1')`)).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for schema cron',
      });
    }

    const postgres = await asLoginRole(db.raw, 'postgres');
    expect((await postgres.query('select count(*)::int as jobs from cron.job')).rows).toEqual([{ jobs: 0 }]);
    await expect(
      postgres.query(`insert into cron.job (schedule, command) values ('* * * * *', 'select 1')`),
    ).rejects.toMatchObject({ code: '42501', message: 'permission denied for table job' });
    await expect(
      postgres.transaction(async (tx) => {
        await tx.query(
          'create function public.noop() returns trigger language plpgsql as $$ begin return null; end $$',
        );
        await tx.query(
          'create trigger t after insert on cron.job_run_details for each statement execute function public.noop()',
        );
      }),
    ).rejects.toMatchObject({ code: '42501', message: 'permission denied for table job_run_details' });
    expect((await postgres.query('delete from cron.job_run_details')).affectedRows).toBe(0);
  });

  it('a job cannot be scheduled on behalf of a role the session could not become', async () => {
    const postgres = await asLoginRole(db.raw, 'postgres');
    await expect(
      postgres.query(
        `select cron._write_job('supabase_admin', 'schedule', null, null, '* * * * *', 'select 1', null, null, true)`,
      ),
    ).rejects.toMatchObject({ message: expect.stringContaining('local-supabase cannot act for cron') });
  });
});
