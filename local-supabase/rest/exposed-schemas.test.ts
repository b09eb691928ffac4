/**
 * Schemas other than `public` that config.toml `[api] schemas` exposes, served as PostgREST serves
 * them: chosen by Accept-Profile (reads) and Content-Profile (writes), named back in
 * Content-Profile, run with that schema first in the search_path. Through supabase-js and raw HTTP.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import type { LocalSupabase } from '../server.ts';
import { restHttp, SETTINGS_FIXTURE_PROJECT, startRestFixture } from './fixtures/rest-server.ts';

let server: LocalSupabase;
let vendas: SupabaseClient<any, 'vendas'>;

const http = (pathAndQuery: string, init: RequestInit = {}) =>
  restHttp(server, pathAndQuery, init, DEMO_SERVICE_ROLE_KEY);

beforeAll(async () => {
  server = await startRestFixture({ projectRoot: SETTINGS_FIXTURE_PROJECT });
  vendas = createClient(server.url, DEMO_SERVICE_ROLE_KEY, {
    auth: { persistSession: false },
    db: { schema: 'vendas' },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('an exposed schema', () => {
  it('reads its tables and embeds with Accept-Profile, and names it in Content-Profile', async () => {
    const { data, error } = await vendas
      .from('pedidos')
      .select('id, total, itens(produto)')
      .order('id')
      .order('produto', { referencedTable: 'itens' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, total: 150, itens: [{ produto: 'Consultoria' }, { produto: 'Treinamento' }] },
      { id: 2, total: 80, itens: [{ produto: 'Suporte' }] },
    ]);
    const response = await http('pedidos?select=id&id=eq.2', { headers: { 'Accept-Profile': 'vendas' } });
    expect(response.headers.get('content-profile')).toBe('vendas');
    expect(await response.json()).toEqual([{ id: 2 }]);
  });

  it('writes with Content-Profile and calls its functions, with the schema first in the search_path', async () => {
    const inserted = await vendas
      .from('itens')
      .insert({ pedido_id: 2, produto: 'Licença' })
      .select('produto');
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ produto: 'Licença' }]);
    expect((await vendas.rpc('total_de', { p_id: 1 })).data).toBe(150);
    expect((await vendas.rpc('quantos')).data).toBe(2);
  });

  it('answers its own schema cache errors: PGRST205 and PGRST202 name it', async () => {
    const table = await http('clientes', { headers: { 'Accept-Profile': 'vendas' } });
    expect(table.status).toBe(404);
    expect(await table.json()).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'vendas.clientes' in the schema cache",
    });
    const fn = await vendas.rpc('nada');
    expect(fn.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function vendas.nada without parameters in the schema cache',
    });
  });
});

describe('the default schema', () => {
  it('is the first exposed one, named in Content-Profile since several are exposed', async () => {
    const response = await http('clientes?select=nome&id=eq.1');
    expect(response.headers.get('content-profile')).toBe('public');
    expect(await response.json()).toEqual([{ nome: 'Acme' }]);
  });

  it('refuses a schema that is not exposed (406 PGRST106) and graphql_public by name', async () => {
    const hidden = await http('pedidos', { headers: { 'Accept-Profile': 'auth' } });
    expect(hidden.status).toBe(406);
    expect(await hidden.json()).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public, vendas, graphql_public',
      message: 'Invalid schema: auth',
    });
    const graphql = await http('x', { method: 'POST', headers: { 'Content-Profile': 'graphql_public' } });
    expect(graphql.status).toBe(406);
    expect(await graphql.json()).toMatchObject({
      code: 'PGRST106',
      message: 'schema graphql_public: not supported by local-supabase',
    });
  });
});
