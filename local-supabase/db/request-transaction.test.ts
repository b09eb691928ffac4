import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from './pglite.ts';
import { prepareDatabase } from './migrate.ts';
import { withRequestContext, type RequestContext } from './request-transaction.ts';
import type { Database } from './driver.ts';
import { asLoginRole, SUPERUSER, type RoleDatabase } from './login-role.ts';

let raw: Database;
let superuser: RoleDatabase;
let db: RoleDatabase;
const supabaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-context-'));

const anon: RequestContext = {
  role: 'anon',
  claims: { role: 'anon' },
  method: 'GET',
  path: '/rest/v1/things',
  headers: { 'x-test': 'yes' },
};

beforeAll(async () => {
  raw = await openPglite(null);
  await prepareDatabase(raw, { supabaseDir, seedFiles: [] });
  superuser = await asLoginRole(raw, SUPERUSER);
  await superuser.query('create table public.scratch (id int)');
  await superuser.query('grant all on public.scratch to service_role');
  db = await asLoginRole(raw, 'authenticator');
});
afterAll(async () => {
  await raw.close();
  fs.rmSync(supabaseDir, { recursive: true, force: true });
});

describe('withRequestContext', () => {
  it('sets role, claims, method, path and headers for the transaction', async () => {
    const sub = '7d3b3f7e-8c57-4a8e-9d43-3b0f3f2b8e11';
    const row = await withRequestContext(
      db,
      { ...anon, role: 'authenticated', claims: { role: 'authenticated', sub } },
      async (tx) =>
        (
          await tx.query(
            `select current_user as role, session_user as login, auth.uid() as uid, auth.role() as claim_role,
                    current_setting('request.method') as method, current_setting('request.path') as path,
                    current_setting('request.headers')::json->>'x-test' as header`,
          )
        ).rows[0],
    );
    expect(row).toEqual({
      role: 'authenticated',
      login: 'authenticator',
      uid: sub,
      claim_role: 'authenticated',
      method: 'GET',
      path: '/rest/v1/things',
      header: 'yes',
    });
  });

  it('leaves nothing behind for the next statement on the connection', async () => {
    await withRequestContext(db, anon, async () => undefined);
    const after = await superuser.query(
      `select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(after.rows).toEqual([{ role: SUPERUSER, claims: '' }]);
  });

  it("applies the impersonated role's timeouts, else authenticator's, as PostgREST does", async () => {
    const timeouts = async (role: 'anon' | 'authenticated' | 'service_role') =>
      withRequestContext(db, { ...anon, role, claims: { role } }, async (tx) => {
        const { rows } = await tx.query<{ statement: string; lock: string }>(
          `select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`,
        );
        return rows[0];
      });
    expect(await timeouts('anon')).toEqual({ statement: '3s', lock: '8s' });
    expect(await timeouts('authenticated')).toEqual({ statement: '8s', lock: '8s' });
    expect(await timeouts('service_role')).toEqual({ statement: '8s', lock: '8s' });
  });

  it('rolls back the request when it throws', async () => {
    await expect(
      withRequestContext(
        db,
        { ...anon, role: 'service_role', claims: { role: 'service_role' } },
        async (tx) => {
          await tx.query('insert into public.scratch values (1)');
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect((await superuser.query('select count(*)::int as n from public.scratch')).rows).toEqual([{ n: 0 }]);
  });
});
