/**
 * PostgREST's in-database settings as a hosted project may make them (`alter role authenticator
 * set pgrst.…` from a migration, `notify pgrst, 'reload config'`): aggregates, the query plan and
 * db-tx-end, through supabase-js and raw HTTP, on a project whose migration turns them on.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import type { LocalSupabase } from '../server.ts';
import { restHttp, SETTINGS_FIXTURE_PROJECT, startRestFixture } from './fixtures/rest-server.ts';

let server: LocalSupabase;
let db: SupabaseClient;

const http = (pathAndQuery: string, init: RequestInit = {}) =>
  restHttp(server, pathAndQuery, init, DEMO_SERVICE_ROLE_KEY);

/** A role setting of authenticator for this database only (roles are shared by a whole cluster). */
async function setAuthenticator(name: string, value: string | null): Promise<void> {
  const change = value === null ? `reset ${name}` : `set ${name} = '${value}'`;
  await server.services.db.query(
    `do $$ begin execute format('alter role authenticator in database %I ', current_database()) || $c$${change}$c$; end $$`,
  );
  await server.services.db.query(`notify pgrst, 'reload config'`);
}

beforeAll(async () => {
  server = await startRestFixture({ projectRoot: SETTINGS_FIXTURE_PROJECT });
  db = createClient(server.url, DEMO_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the migration', () => {
  it('applies `alter role authenticator set pgrst.…` as postgres, for this database', async () => {
    const { rows } = await server.services.db.query<{ setting: string }>(
      `select unnest(setconfig) as setting from pg_db_role_setting
        where setrole = 'authenticator'::regrole
          and setdatabase = (select oid from pg_database where datname = current_database())
        order by 1`,
    );
    expect(rows.map((row) => row.setting)).toEqual(
      expect.arrayContaining([
        'pgrst.db_aggregates_enabled=true',
        'pgrst.db_plan_enabled=true',
        'pgrst.db_tx_end=commit-allow-override',
      ]),
    );
  });
});

describe('aggregates', () => {
  it('select=stage,count() groups by the other columns, as PostgREST 13 answers', async () => {
    const response = await http('negocios?select=stage,count()&order=stage');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { stage: 'ganho', count: 1 },
      { stage: 'lead', count: 2 },
      { stage: 'proposta', count: 2 },
    ]);
    const { data, error } = await db.from('negocios').select('stage, count()').eq('stage', 'lead');
    expect(error).toBeNull();
    expect(data).toEqual([{ stage: 'lead', count: 2 }]);
  });

  it('sum, avg, min, max and count of a column, named after the function or aliased, with casts', async () => {
    const response = await http(
      'negocios?select=total:valor.sum(),valor.avg()::int,valor.max(),valor.min(),valor.count(),linhas:count()::text,valor::int.sum()',
    );
    expect(await response.json()).toEqual([
      { total: 1350.5, avg: 338, max: 1000, min: 50.5, count: 4, linhas: '5', sum: 1351 },
    ]);
  });

  it('"*" beside an aggregate groups by every column', async () => {
    const rows = (await (await http('clientes?select=*,count()&order=id')).json()) as unknown[];
    expect(rows).toEqual([
      { id: 1, nome: 'Acme', count: 1 },
      { id: 2, nome: 'Beta', count: 1 },
    ]);
  });

  it('inside an embed, grouped there; and grouped by a to-one embed', async () => {
    const inside = await http('clientes?select=nome,negocios(stage,count())&order=nome&negocios.order=stage');
    expect(await inside.json()).toEqual([
      {
        nome: 'Acme',
        negocios: [
          { stage: 'lead', count: 1 },
          { stage: 'proposta', count: 2 },
        ],
      },
      {
        nome: 'Beta',
        negocios: [
          { stage: 'ganho', count: 1 },
          { stage: 'lead', count: 1 },
        ],
      },
    ]);
    const byEmbed = (await (await http('negocios?select=valor.sum(),clientes(nome)')).json()) as {
      sum: number;
      clientes: { nome: string };
    }[];
    expect(byEmbed.sort((a, b) => a.sum - b.sum)).toEqual([
      { sum: 300, clientes: { nome: 'Acme' } },
      { sum: 1050.5, clientes: { nome: 'Beta' } },
    ]);
  });

  it('is refused with PGRST123 once the setting is reset and the config reloaded', async () => {
    await setAuthenticator('pgrst.db_aggregates_enabled', 'false');
    await vi.waitFor(async () => expect((await http('negocios?select=count()')).status).toBe(400), {
      timeout: 5000,
      interval: 20,
    });
    expect(await (await http('negocios?select=count()')).json()).toEqual({
      code: 'PGRST123',
      details: null,
      hint: null,
      message: 'Use of aggregate functions is not allowed',
    });
    await setAuthenticator('pgrst.db_aggregates_enabled', 'true');
    await vi.waitFor(async () => expect((await http('negocios?select=count()')).status).toBe(200), {
      timeout: 5000,
      interval: 20,
    });
  });
});

describe('settings local-supabase cannot honour', () => {
  it('answer every request with an error that names the setting, until it is reset', async () => {
    await setAuthenticator('pgrst.db_pre_request', 'public.checar');
    await vi.waitFor(async () => expect((await http('clientes')).status).toBe(500), {
      timeout: 5000,
      interval: 20,
    });
    expect(((await (await http('clientes')).json()) as { message: string }).message).toContain(
      'pgrst.db_pre_request',
    );
    await setAuthenticator('pgrst.db_pre_request', null);
    await vi.waitFor(async () => expect((await http('clientes')).status).toBe(200), {
      timeout: 5000,
      interval: 20,
    });
  });
});

describe('db_plan_enabled', () => {
  it('answers the plan in JSON or text, with PostgREST media type', async () => {
    const json = await http('negocios?select=stage,count()', {
      headers: { Accept: 'application/vnd.pgrst.plan+json' },
    });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    const [plan] = (await json.json()) as { Plan: Record<string, unknown> }[];
    expect(plan.Plan['Node Type']).toBeTypeOf('string');

    const text = await http('negocios', { headers: { Accept: 'application/vnd.pgrst.plan' } });
    expect(text.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    expect(await text.text()).toMatch(/cost=/);
  });

  it('through supabase-js explain(), with analyze', async () => {
    const { data, error } = await db.from('negocios').select('id').explain({ analyze: true, format: 'json' });
    expect(error).toBeNull();
    const [plan] = data as unknown as { Plan: Record<string, unknown> }[];
    expect(plan.Plan['Actual Rows']).toBeTypeOf('number');
  });
});

describe('db_max_rows', () => {
  it('limits every read once set and reloaded, over config.toml max_rows', async () => {
    await setAuthenticator('pgrst.db_max_rows', '2');
    await vi.waitFor(
      async () => expect(((await (await http('negocios?select=id')).json()) as unknown[]).length).toBe(2),
      { timeout: 5000, interval: 20 },
    );
    await setAuthenticator('pgrst.db_max_rows', null);
    await vi.waitFor(
      async () => expect(((await (await http('negocios?select=id')).json()) as unknown[]).length).toBe(5),
      { timeout: 5000, interval: 20 },
    );
  });
});

describe('db_tx_end = rollback', () => {
  it('rolls every request back, and refuses Prefer: tx= it would ignore', async () => {
    await setAuthenticator('pgrst.db_tx_end', 'rollback');
    const insert = () => http('clientes', { method: 'POST', body: JSON.stringify({ id: 20, nome: 'Zeta' }) });
    await vi.waitFor(
      async () =>
        expect((await http('clientes?select=id', { headers: { Prefer: 'tx=commit' } })).status).toBe(400),
      {
        timeout: 5000,
        interval: 20,
      },
    );
    expect((await insert()).status).toBe(201);
    expect(await (await http('clientes?id=eq.20')).json()).toEqual([]);
    await setAuthenticator('pgrst.db_tx_end', 'commit-allow-override');
    await vi.waitFor(
      async () =>
        expect((await http('clientes?select=id', { headers: { Prefer: 'tx=commit' } })).status).toBe(200),
      {
        timeout: 5000,
        interval: 20,
      },
    );
  });
});

describe('db_tx_end = commit-allow-override', () => {
  it('Prefer: tx=rollback answers the write and keeps nothing; tx=commit commits', async () => {
    const rolledBack = await http('clientes?select=id,nome', {
      method: 'POST',
      headers: { Prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify({ id: 10, nome: 'Gama' }),
    });
    expect(rolledBack.status).toBe(201);
    expect(rolledBack.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await rolledBack.json()).toEqual([{ id: 10, nome: 'Gama' }]);
    expect(await (await http('clientes?id=eq.10')).json()).toEqual([]);

    const { error } = await db.from('clientes').insert({ id: 11, nome: 'Delta' }).rollback();
    expect(error).toBeNull();
    expect(await (await http('clientes?id=eq.11')).json()).toEqual([]);

    const committed = await http('clientes', {
      method: 'POST',
      headers: { Prefer: 'tx=commit' },
      body: JSON.stringify({ id: 12, nome: 'Épsilon' }),
    });
    expect(committed.status).toBe(201);
    expect(await (await http('clientes?select=nome&id=eq.12')).json()).toEqual([{ nome: 'Épsilon' }]);
  });
});
