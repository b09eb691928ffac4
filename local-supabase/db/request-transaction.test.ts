import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from './pglite.ts';
import { prepareDatabase } from './migrate.ts';
import { withRequestContext, type RequestContext } from './request-transaction.ts';
import type { Database } from './driver.ts';

let db: Database;
const supabaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-context-'));

const anon: RequestContext = {
  role: 'anon',
  claims: { role: 'anon' },
  method: 'GET',
  path: '/rest/v1/things',
  headers: { 'x-test': 'yes' },
};

beforeAll(async () => {
  db = await openPglite(null);
  await prepareDatabase(db, { supabaseDir, seedFiles: [] });
});
afterAll(async () => {
  await db.close();
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
            `select current_user as role, auth.uid() as uid, auth.role() as claim_role,
                    current_setting('request.method') as method, current_setting('request.path') as path,
                    current_setting('request.headers')::json->>'x-test' as header`,
          )
        ).rows[0],
    );
    expect(row).toEqual({
      role: 'authenticated',
      uid: sub,
      claim_role: 'authenticated',
      method: 'GET',
      path: '/rest/v1/things',
      header: 'yes',
    });
  });

  it('leaves nothing behind for the next statement on the connection', async () => {
    await withRequestContext(db, anon, async () => undefined);
    const after = await db.query(
      `select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(after.rows).toEqual([{ role: 'postgres', claims: '' }]);
  });

  it('rolls back the request when it throws', async () => {
    await db.query('create table if not exists public.scratch (id int)');
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
    expect((await db.query('select count(*)::int as n from public.scratch')).rows).toEqual([{ n: 0 }]);
  });
});
