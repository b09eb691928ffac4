import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { openPostgres } from './pg.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';
import { MigrationError, prepareDatabase } from './migrate.ts';
import { asLoginRole, SUPERUSER } from './login-role.ts';
import type { Database } from './driver.ts';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../config.ts';

// The database a new hosted project has, and what it refuses, checked on PGlite — and on a real
// Postgres too when DATABASE_URL points at a cluster (npm test does both).

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];

function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-'));
  dirs.push(root);
  for (const [name, sql] of Object.entries(files)) {
    const file = path.join(root, 'supabase', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, sql);
  }
  return root;
}

/** A fresh database (PGlite, or a throwaway one in DATABASE_URL's cluster) with `files` applied. */
async function prepared(files: Record<string, string> = {}): Promise<Database> {
  const root = project(files);
  let raw: Database;
  if (process.env.DATABASE_URL) {
    const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL);
    raw = await openPostgres(throwaway.url);
    closers.push(async () => {
      await raw.close();
      await throwaway.drop();
    });
  } else {
    raw = await openPglite(null);
    closers.push(() => raw.close());
  }
  await prepareDatabase(raw, {
    supabaseDir: path.join(root, 'supabase'),
    seedFiles: [path.join(root, 'supabase', 'seed.sql')],
  });
  return asLoginRole(raw, SUPERUSER);
}

async function migrationError(files: Record<string, string>): Promise<MigrationError> {
  const error = await prepared(files).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MigrationError);
  return error as MigrationError;
}

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the roles of a hosted project', () => {
  it('postgres is not a superuser; the API roles inherit; timeouts as hosted', async () => {
    const db = await prepared();
    const { rows } = await db.query(
      `select rolname as name, rolsuper as super, rolinherit as inherit, rolbypassrls as bypassrls,
              coalesce((select array_agg(c order by c) from pg_db_role_setting s, unnest(s.setconfig) c
                        where s.setrole = r.oid and c like '%timeout%'), '{}') as timeouts
       from pg_roles r
       where rolname in ('postgres', 'anon', 'authenticated', 'service_role', 'authenticator')
       order by rolname`,
    );
    expect(rows).toEqual([
      { name: 'anon', super: false, inherit: true, bypassrls: false, timeouts: ['statement_timeout=3s'] },
      {
        name: 'authenticated',
        super: false,
        inherit: true,
        bypassrls: false,
        timeouts: ['statement_timeout=8s'],
      },
      {
        name: 'authenticator',
        super: false,
        inherit: false,
        bypassrls: false,
        timeouts: ['lock_timeout=8s', 'statement_timeout=8s'],
      },
      { name: 'postgres', super: false, inherit: true, bypassrls: true, timeouts: [] },
      { name: 'service_role', super: false, inherit: true, bypassrls: true, timeouts: [] },
    ]);
  });

  // Roles are the cluster's: databases prepared at once change the same roles (tests running in
  // parallel on one PostgreSQL each start their own local-supabase).
  it.skipIf(!process.env.DATABASE_URL)(
    'several databases of one cluster prepared at once all come up',
    async () => {
      const databases = await Promise.all([prepared(), prepared(), prepared(), prepared()]);
      for (const db of databases) {
        expect((await db.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
      }
    },
  );

  it('auth and storage belong to their services, not to postgres', async () => {
    const db = await prepared();
    const { rows } = await db.query(
      `select n.nspname as schema, pg_get_userbyid(n.nspowner) as owner,
              (select array_agg(distinct pg_get_userbyid(c.relowner)::text) from pg_class c
               where c.relnamespace = n.oid and c.relkind = 'r') as table_owners
       from pg_namespace n where n.nspname in ('auth', 'storage') order by 1`,
    );
    expect(rows).toEqual([
      { schema: 'auth', owner: 'supabase_auth_admin', table_owners: ['supabase_auth_admin'] },
      { schema: 'storage', owner: 'supabase_storage_admin', table_owners: ['supabase_storage_admin'] },
    ]);
  });
});

describe('migrations run as the non-superuser postgres', () => {
  it('a statement only an owner may make fails with hosted’s error, file and line', async () => {
    const error = await migrationError({
      'migrations/20250101000000_widen.sql':
        '-- one line of comment\nalter table storage.objects add column x int;\n',
    });
    expect(error.message).toBe(
      'supabase/migrations/20250101000000_widen.sql: must be owner of table objects [42501] (line 2)',
    );
  });

  it('cannot create objects in the auth schema', async () => {
    const error = await migrationError({
      'migrations/20250101000000_auth.sql':
        'create function auth.mine() returns int language sql as $$ select 1 $$;',
    });
    expect(error.message).toContain('permission denied for schema auth [42501] (line 1)');
  });

  it('cannot escape to another session user', async () => {
    const error = await migrationError({
      'migrations/20250101000000_escape.sql': 'select 1;\nset session authorization supabase_admin;',
    });
    expect(error.message).toContain('permission denied to set session authorization [42501] (line 2)');
  });

  it('may create policies on storage.objects and insert buckets, and the rows have hosted’s defaults', async () => {
    const db = await prepared({
      'migrations/20250101000000_storage.sql': `
        insert into storage.buckets (id, name, public) values ('docs', 'docs', false);
        create policy "docs: owners read" on storage.objects for select to authenticated
          using (bucket_id = 'docs' and owner_id = (select auth.uid())::text);`,
    });
    const { rows } = await db.query(
      `select b.type, (select count(*)::int from pg_policies where tablename = 'objects') as policies
       from storage.buckets b where b.id = 'docs'`,
    );
    expect(rows).toEqual([{ type: 'STANDARD', policies: 1 }]);
  });

  it('gets no automatic grants on new tables and sequences, and functions only PUBLIC execute', async () => {
    const db = await prepared({
      'migrations/20250101000000_things.sql': `
        create table public.things (id bigint generated always as identity primary key);
        create function public.answer() returns int language sql as $$ select 42 $$;`,
    });
    const { rows } = await db.query(
      `select r.role,
              has_table_privilege(r.role, 'public.things', 'select') as can_select,
              has_sequence_privilege(r.role, 'public.things_id_seq', 'usage') as can_use_sequence
       from unnest(array['anon', 'authenticated', 'service_role']) as r(role) order by 1`,
    );
    expect(rows).toEqual([
      { role: 'anon', can_select: false, can_use_sequence: false },
      { role: 'authenticated', can_select: false, can_use_sequence: false },
      { role: 'service_role', can_select: false, can_use_sequence: false },
    ]);
    const acl = await db.query(`select proacl::text[] as acl from pg_proc where proname = 'answer'`);
    expect(acl.rows).toEqual([{ acl: null }]); // null = Postgres' built-in default: owner and PUBLIC
  });
});

describe('auth and storage tables as GoTrue and storage-api define them', () => {
  it('auth.users has no defaults for what GoTrue always writes itself', async () => {
    const db = await prepared();
    const { rows } = await db.query(
      `select column_name as name, column_default as fallback from information_schema.columns
       where table_schema = 'auth' and table_name = 'users'
         and column_name in ('id', 'created_at', 'confirmation_token', 'raw_app_meta_data', 'is_anonymous')
       order by 1`,
    );
    expect(rows).toEqual([
      { name: 'confirmation_token', fallback: null },
      { name: 'created_at', fallback: null },
      { name: 'id', fallback: null },
      { name: 'is_anonymous', fallback: 'false' },
      { name: 'raw_app_meta_data', fallback: null },
    ]);
  });

  it('storage rows are deleted only through the Storage API; bucket names are at most 100 characters', async () => {
    const db = await prepared();
    await db.query(`insert into storage.buckets (id, name) values ('b', 'b')`);
    await expect(db.query(`delete from storage.buckets where id = 'b'`)).rejects.toMatchObject({
      code: '42501',
      message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
    });
    await expect(
      db.query(`insert into storage.buckets (id, name) values ('long', repeat('x', 101))`),
    ).rejects.toMatchObject({
      message: expect.stringContaining('is too long (101 characters). Max is 100.'),
    });
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      await tx.query(`delete from storage.buckets where id = 'b'`);
    });
  });
});

describe('auth.uid(), auth.role(), auth.email(), auth.jwt() as hosted defines them', () => {
  const claims = { sub: '7d3b3f7e-8c57-4a8e-9d43-3b0f3f2b8e11', role: 'authenticated', email: 'a@b.co' };
  const read = `select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'sub' as jwt_sub`;

  it('answer NULL, not an error, after an earlier transaction left the claims empty', async () => {
    const db = await prepared();
    await db.transaction((tx) =>
      tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]),
    );
    const { rows } = await db.query(read);
    expect(rows).toEqual([{ uid: null, role: null, email: null, jwt_sub: null }]);
  });

  it('read the claims when a legacy per-claim setting is empty', async () => {
    const db = await prepared();
    const rows = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claim.sub', '', true), set_config('request.jwt.claim.role', '', true),
                set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(claims)],
      );
      return (await tx.query(read)).rows;
    });
    expect(rows).toEqual([{ uid: claims.sub, role: 'authenticated', email: 'a@b.co', jwt_sub: claims.sub }]);
  });
});

describe('through the API', () => {
  let api: LocalSupabase;
  beforeAll(async () => {
    api = await startLocalSupabase({
      projectRoot: project({
        'migrations/20250101000000_api.sql': `
          create table public.ungranted (id int primary key);
          create table public.granted (id int primary key);
          grant select on public.granted to service_role;
          create function public.nap(seconds float) returns void language sql as $$ select pg_sleep(seconds) $$;`,
      }),
      dataDir: null,
      port: 0,
      logRequests: false,
    });
  });
  afterAll(() => api.close());

  const get = (pathAndQuery: string, key: string, init: RequestInit = {}) =>
    fetch(`${api.url}/rest/v1/${pathAndQuery}`, {
      ...init,
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    });

  it('a table without grants is unreachable even by service_role', async () => {
    const refused = await get('ungranted?select=id', DEMO_SERVICE_ROLE_KEY);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table ungranted',
    });
    expect((await get('granted?select=id', DEMO_SERVICE_ROLE_KEY)).status).toBe(200);
  });

  it('cancels an anon statement after 3 s with 57014', async () => {
    const started = performance.now();
    const response = await get('rpc/nap', DEMO_ANON_KEY, {
      method: 'POST',
      body: JSON.stringify({ seconds: 4 }),
    });
    expect(await response.json()).toMatchObject({ code: '57014' });
    expect(performance.now() - started).toBeLessThan(3_900);
  });
});
