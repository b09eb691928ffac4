import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../server.ts';
import { restHttp, startRestFixture } from './fixtures/rest-server.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { parseQuery, QUERY_LIMITS } from './query-params.ts';
import { RestError } from './errors.ts';
import { jsonDepth, MAX_JSON_DEPTH } from './json-body.ts';

/** A response limit small enough to reach with a few fixture rows. */
const SMALL_RESPONSE = 2_000;

let server: LocalSupabase;
let small: LocalSupabase;

const http = (base: LocalSupabase, pathAndQuery: string, init: RequestInit = {}, key = DEMO_ANON_KEY) =>
  restHttp(base, pathAndQuery, init, key);

const nested = (levels: number) => {
  let select = 'id';
  // Outermost first: cases_nichos → cases → cases_nichos → … (many-to-many both ways).
  for (let i = levels - 1; i >= 0; i--) select = `${i % 2 ? 'cases_nichos' : 'cases'}(${select})`;
  return select;
};

const deepJson = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

beforeAll(async () => {
  server = await startRestFixture();
  small = await startRestFixture({ maxResponseBytes: SMALL_RESPONSE });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await small?.close();
});

describe('query complexity bounds', () => {
  it('refuses embeds nested past the limit with a 400 naming it, at once', async () => {
    for (const levels of [40, 200]) {
      const started = performance.now();
      const res = await http(server, `cases_nichos?select=${nested(levels)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST100',
        message: `select nests embeds more than ${QUERY_LIMITS.embedDepth} levels deep`,
        details: `local-supabase allows at most ${QUERY_LIMITS.embedDepth} levels of nested embeds in select.`,
        hint: expect.stringContaining('bounds request complexity'),
      });
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    // The server is still there and serves the app's own shape.
    const ok = await http(server, 'cases?select=titulo,cases_nichos(nome)');
    expect(ok.status).toBe(200);
  });

  it('still runs embeds nested to the limit', async () => {
    const res = await http(server, `cases_nichos?select=${nested(QUERY_LIMITS.embedDepth)}`);
    expect(res.status).toBe(200);
  });

  it('refuses more embeds than the limit, and logic trees nested too deep', async () => {
    const many = Array.from({ length: QUERY_LIMITS.embeds + 1 }, (_, i) => `e${i}:cases(id)`).join(',');
    const res = await http(server, `cases_nichos?select=${many}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST100',
      message: expect.stringContaining('33 embeds'),
    });

    let tree = 'id.eq.1';
    for (let i = 0; i < 40; i++) tree = `${i % 2 ? 'or' : 'and'}(${tree},id.eq.2)`;
    const deep = await http(server, `cases_nichos?or=(${tree})`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({
      code: 'PGRST100',
      message: `logic tree nests more than ${QUERY_LIMITS.logicDepth} levels of parentheses`,
    });
  });

  it('bounds query length and filter count in the parse step', () => {
    const long: [string, string][] = [['nome', `eq.${'x'.repeat(QUERY_LIMITS.queryLength)}`]];
    expect(() => parseQuery(long)).toThrow(RestError);
    const filters = Array.from({ length: QUERY_LIMITS.conditions + 1 }, (): [string, string] => [
      'id',
      'neq.1',
    ]);
    expect(() => parseQuery(filters)).toThrow(/257 filters, more than 256/);
    expect(() => parseQuery(filters.slice(1))).not.toThrow();
  });
});

describe('request bodies', () => {
  it('answers PGRST102 for bodies too deep, unparseable or empty, on insert, update, upsert and rpc', async () => {
    const invalid = { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' };
    const bodies = [deepJson(50_000), deepJson(MAX_JSON_DEPTH + 1), '{"nome": ', ''];
    const calls: [string, string, Record<string, string>?][] = [
      ['categorias', 'POST'],
      ['categorias?id=eq.1', 'PATCH'],
      ['categorias', 'POST', { Prefer: 'resolution=merge-duplicates' }],
    ];
    for (const body of bodies) {
      for (const [target, method, headers] of calls) {
        const res = await http(server, target, { method, body, headers }, DEMO_SERVICE_ROLE_KEY);
        expect([res.status, await res.json()], `${method} ${target} ${body.slice(0, 20)}`).toEqual([
          400,
          invalid,
        ]);
      }
      if (body === '') continue; // an empty body calls a function without arguments
      const rpc = await http(server, 'rpc/saudacao', { method: 'POST', body });
      expect([rpc.status, await rpc.json()]).toEqual([400, invalid]);
    }
    // A body at the depth limit is still accepted, and the database stores it.
    const deep = `{"meta":${deepJson(MAX_JSON_DEPTH - 1)}}`;
    const ok = await http(server, 'insights?id=eq.4', { method: 'PATCH', body: deep }, DEMO_SERVICE_ROLE_KEY);
    expect(ok.status).toBe(204);
    const back = await http(server, 'insights?select=meta&id=eq.4', {}, DEMO_SERVICE_ROLE_KEY);
    expect(jsonDepth(await back.text())).toBe(MAX_JSON_DEPTH + 1);
  });

  it('measures depth outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[[[","b":[1,{"c":"\\"{"}]}')).toBe(3);
  });
});

describe('response size', () => {
  it('applies max_rows to every embed of a read, and to RPC set results', async () => {
    const { id: categoria } = (await (
      await http(
        server,
        'categorias',
        {
          method: 'POST',
          body: JSON.stringify({ nome: 'Muitos', slug: 'muitos' }),
          headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
        },
        DEMO_SERVICE_ROLE_KEY,
      )
    ).json()) as { id: number };
    const insights = Array.from({ length: 60 }, (_, i) => ({
      titulo: `Insight ${i}`,
      slug: `muitos-${i}`,
      categoria_id: categoria,
    }));
    const created = await http(
      server,
      'insights',
      { method: 'POST', body: JSON.stringify(insights) },
      DEMO_SERVICE_ROLE_KEY,
    );
    expect(created.status).toBe(201);

    const res = await http(server, `categorias?select=slug,insights(id)&id=eq.${categoria}`);
    const [row] = (await res.json()) as { insights: unknown[] }[];
    expect(row.insights).toHaveLength(50); // fixture max_rows
    const limited = await http(server, `categorias?select=insights(id)&insights.limit=3&id=eq.${categoria}`);
    expect(((await limited.json()) as { insights: unknown[] }[])[0].insights).toHaveLength(3);

    const numbers = await http(server, 'rpc/numeros?n=80');
    expect(await numbers.json()).toHaveLength(50);
  });

  it('refuses a response body over maxResponseBytes with a 400 naming the limit', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      nome: `Nicho ${i} ${'x'.repeat(40)}`,
      slug: `big-${i}`,
    }));
    const insert = await http(
      small,
      'cases_nichos',
      { method: 'POST', body: JSON.stringify(rows), headers: { Prefer: 'return=representation' } },
      DEMO_SERVICE_ROLE_KEY,
    );
    expect(insert.status).toBe(400);
    expect(await insert.json()).toMatchObject({
      code: 'PGRST100',
      message: expect.stringMatching(
        new RegExp(`more than local-supabase's limit of ${SMALL_RESPONSE} bytes`),
      ),
    });
    // Refused inside the transaction: nothing was written.
    const none = await http(small, 'cases_nichos?select=id&slug=like.big-*', {}, DEMO_SERVICE_ROLE_KEY);
    expect(await none.json()).toEqual([]);

    const plain = await http(
      small,
      'cases_nichos',
      { method: 'POST', body: JSON.stringify(rows) },
      DEMO_SERVICE_ROLE_KEY,
    );
    expect(plain.status).toBe(201);
    const read = await http(small, 'cases_nichos?select=*');
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ code: 'PGRST100', details: expect.stringContaining('fewer') });
    const page = await http(small, 'cases_nichos?select=id&limit=5');
    expect(page.status).toBe(200);
    const rpc = await http(small, 'rpc/get_all_nichos');
    expect(rpc.status).toBe(400);
  });
});
