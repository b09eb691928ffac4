/**
 * PostgREST semantics beyond what the app uses, each answered as PostgREST 13 documents it or
 * refused out loud: quantified and range operators, strict preferences and max-affected, the tx
 * preference, upserts of conflict columns only, and counts on writes and functions. Through
 * supabase-js and raw HTTP against the REST fixture project.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import type { LocalSupabase } from '../server.ts';
import { restHttp, startRestFixture } from './fixtures/rest-server.ts';

let server: LocalSupabase;
let db: SupabaseClient;

/** Plain HTTP with the service key, for headers and raw bodies. */
const http = (pathAndQuery: string, init: RequestInit = {}) =>
  restHttp(server, pathAndQuery, init, DEMO_SERVICE_ROLE_KEY);

beforeAll(async () => {
  server = await startRestFixture();
  db = createClient(server.url, DEMO_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/**
 * supabase-js's `.maxAffected(n)` (handling=strict, max-affected=n), which its types offer only to
 * clients generated for PostgREST 13.
 */
const maxAffected = <Builder>(builder: Builder, rows: number): Builder =>
  (builder as unknown as { maxAffected(rows: number): Builder }).maxAffected(rows);

const slugs = (rows: { slug: string }[] | null) => (rows ?? []).map((row) => row.slug).sort();

describe('operators', () => {
  it('like(any), like(all), ilike(any) and eq/gt with a quantifier compare with each value of the list', async () => {
    const anyOf = await db.from('insights').select('slug').likeAnyOf('slug', ['agentes*', '*crm']);
    expect(slugs(anyOf.data)).toEqual(['agentes-de-ia', 'crm']);
    const allOf = await db.from('insights').select('slug').likeAllOf('slug', ['*a*', '*s*']);
    expect(slugs(allOf.data)).toEqual(['agentes-de-ia', 'chatbots', 'rascunho']);
    const ilike = await db.from('insights').select('slug').ilikeAnyOf('titulo', ['AGENTES*', '*FUNIL*']);
    expect(slugs(ilike.data)).toEqual(['agentes-de-ia', 'funil']);
    const eqAny = await (await http('insights?select=slug&id=eq(any).{1,3}')).json();
    expect(slugs(eqAny)).toEqual(['agentes-de-ia', 'crm']);
    const gtAll = await (await http('insights?select=slug&views=gt(all).{5,7}')).json();
    expect(slugs(gtAll)).toEqual(['agentes-de-ia', 'funil']);
    const negated = await (await http('insights?select=slug&slug=not.like(any).{a*,c*,f*}')).json();
    expect(slugs(negated)).toEqual(['rascunho']);
  });

  it('refuses a quantifier on an operator that takes none, as a parse error', async () => {
    const response = await http('insights?select=slug&id=in(any).(1,2)');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    expect((await http('insights?select=slug&id=eq(some).{1}')).status).toBe(400);
  });

  it('range operators: sl, sr, nxl, nxr, adj', async () => {
    const ids = (rows: { id: number }[] | null) => (rows ?? []).map((row) => row.id).sort();
    expect(ids((await db.from('reservas').select('id').rangeLt('periodo', '[10,20)')).data)).toEqual([1, 2]);
    expect(ids((await db.from('reservas').select('id').rangeGt('periodo', '[10,20)')).data)).toEqual([3]);
    expect(ids((await db.from('reservas').select('id').rangeGte('periodo', '[5,6)')).data)).toEqual([2, 3]);
    expect(ids((await db.from('reservas').select('id').rangeLte('periodo', '[1,10)')).data)).toEqual([1, 2]);
    expect(ids((await db.from('reservas').select('id').rangeAdjacent('periodo', '[10,20)')).data)).toEqual([
      2, 3,
    ]);
  });
});

describe('preferences', () => {
  it('says in Preference-Applied what it honoured, as PostgREST', async () => {
    const applied = async (pathAndQuery: string, prefer: string, init: RequestInit = {}) =>
      (await http(pathAndQuery, { ...init, headers: { Prefer: prefer } })).headers.get('preference-applied');
    expect(await applied('categorias?select=id', 'count=exact, return=representation')).toBe('count=exact');
    expect(
      await applied(
        'cases_nichos_cases',
        'return=representation, resolution=merge-duplicates, missing=default',
        {
          method: 'POST',
          body: JSON.stringify({ case_id: '00000000-0000-0000-0000-000000000003', nicho_id: 3 }),
        },
      ),
    ).toBe('resolution=merge-duplicates, missing=default, return=representation');
    // No conflict target: the resolution is not applied.
    expect(
      await applied('sem_chave', 'resolution=merge-duplicates', { method: 'POST', body: '{"valor":"b"}' }),
    ).toBeNull();
    expect(
      await applied('insights?id=eq.4', 'handling=strict, max-affected=1, return=minimal', {
        method: 'PATCH',
        body: '{"views":2}',
      }),
    ).toBe('return=minimal, handling=strict, max-affected=1');
    expect(
      await applied('insights?id=eq.4', 'max-affected=1', { method: 'PATCH', body: '{"views":2}' }),
    ).toBeNull();
    expect(await applied('rpc/numeros?n=2', 'count=exact, return=representation')).toBe('count=exact');
  });

  it('refuses Prefer: tx=rollback instead of committing a dry run', async () => {
    const slug = `rollback-${Date.now()}`;
    const { error, status } = await db.from('categorias').insert({ nome: 'Ensaio', slug }).rollback();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST122',
      message: 'Prefer: tx=rollback is not supported by local-supabase',
    });
    expect((await db.from('categorias').select('id').eq('slug', slug)).data).toEqual([]);
  });

  it('handling=strict refuses preferences PostgREST does not accept (PGRST122)', async () => {
    const response = await http('categorias?select=id', {
      headers: { Prefer: 'handling=strict, count=all, foo' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: count=all, foo',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    });
    expect((await http('categorias?select=id', { headers: { Prefer: 'count=all, foo' } })).status).toBe(200);
  });

  it('max-affected with handling=strict refuses PATCH and DELETE touching more rows, and changes nothing', async () => {
    const views = async () =>
      (await db.from('insights').select('views').order('id')).data!.map((r) => r.views);
    const before = await views();
    const update = await maxAffected(db.from('insights').update({ views: 99 }).lte('id', 3), 2);
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    expect(await views()).toEqual(before);
    const removal = await maxAffected(db.from('cases_nichos_cases').delete().gte('nicho_id', 1), 1);
    expect(removal.error?.code).toBe('PGRST124');
    expect((await db.from('cases_nichos_cases').select('nicho_id')).data).toHaveLength(3);
    // Within the limit, or without handling=strict, the change goes through.
    const within = await http('insights?id=eq.4', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ views: 1 }),
    });
    expect(within.status).toBe(204);
    const lenient = await http('insights?id=lte.2', {
      method: 'PATCH',
      headers: { Prefer: 'max-affected=1' },
      body: JSON.stringify({ views: 3 }),
    });
    expect(lenient.status).toBe(204);
  });

  it('max-affected on functions: a set over the limit is refused (PGRST124), a single value cannot use it (PGRST128)', async () => {
    const set = await maxAffected(db.rpc('numeros', { n: 5 }), 3);
    expect(set.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 5 rows' });
    const single = await maxAffected(db.rpc('soma', { a: 1, b: 2 }), 3);
    expect(single.status).toBe(400);
    expect(single.error).toMatchObject({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  });
});

describe('upsert', () => {
  it('merge-duplicates with only the conflict columns still returns the rows; 200 when nothing was inserted, 201 otherwise', async () => {
    const existing = { case_id: '00000000-0000-0000-0000-000000000003', nicho_id: 3 };
    const updated = await db.from('cases_nichos_cases').upsert([existing]).select();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([existing]);

    const added = { case_id: '00000000-0000-0000-0000-000000000002', nicho_id: 1 };
    const mixed = await db.from('cases_nichos_cases').upsert([existing, added]).select();
    expect(mixed.status).toBe(201);
    expect(mixed.data).toHaveLength(2);

    const ignored = await db
      .from('cases_nichos_cases')
      .upsert([existing], { ignoreDuplicates: true })
      .select();
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([]);
    await db.from('cases_nichos_cases').delete().match(added);
  });
});

describe('missing=default', () => {
  it('gives a column a row leaves out its default, one sequence value per row', async () => {
    const response = await http('categorias?columns=nome,slug,id&select=id,nome', {
      method: 'POST',
      headers: { Prefer: 'missing=default, return=representation' },
      body: JSON.stringify([
        { nome: 'Padrão A', slug: 'padrao-a' },
        { nome: 'Padrão B', slug: 'padrao-b' },
        { nome: 'Com id', slug: 'padrao-c', id: 900 },
      ]),
    });
    expect(response.status).toBe(201);
    const rows = (await response.json()) as { id: number; nome: string }[];
    expect(rows.map((row) => row.nome)).toEqual(['Padrão A', 'Padrão B', 'Com id']);
    expect(rows[2].id).toBe(900);
    expect(rows[1].id).toBe(rows[0].id + 1);
    // PostgREST evaluates every default for every row, its own value or not: the sequence moved 3.
    const next = await http('categorias?columns=nome,slug,id&select=id', {
      method: 'POST',
      headers: { Prefer: 'missing=default, return=representation' },
      body: JSON.stringify([{ nome: 'Padrão E', slug: 'padrao-e' }]),
    });
    expect(await next.json()).toEqual([{ id: rows[0].id + 3 }]);
    // Without it, a column left out is null: the not-null id refuses the rows.
    const withoutDefaults = await http('categorias?columns=nome,slug,id', {
      method: 'POST',
      body: JSON.stringify([{ nome: 'Sem', slug: 'padrao-d' }]),
    });
    expect(withoutDefaults.status).toBe(400);
    expect(await withoutDefaults.json()).toMatchObject({ code: '23502' });
  });
});

describe('counts', () => {
  it('PATCH gives the range and the total, DELETE the total; planned gives none on writes', async () => {
    const patch = await http('insights?id=lte.3', {
      method: 'PATCH',
      headers: { Prefer: 'count=exact' },
      body: JSON.stringify({ codigo: 'x' }),
    });
    expect(patch.status).toBe(204);
    expect(patch.headers.get('content-range')).toBe('0-2/3');
    const planned = await http('insights?id=lte.3', {
      method: 'PATCH',
      headers: { Prefer: 'count=planned' },
      body: JSON.stringify({ codigo: 'y' }),
    });
    expect(planned.headers.get('content-range')).toBe('0-2/*');

    await db.from('categorias').insert([
      { nome: 'Um', slug: 'conta-1' },
      { nome: 'Dois', slug: 'conta-2' },
    ]);
    const removal = await http('categorias?slug=like.conta-*', {
      method: 'DELETE',
      headers: { Prefer: 'count=exact' },
    });
    expect(removal.status).toBe(204);
    expect(removal.headers.get('content-range')).toBe('*/2');
    const { count } = await db.from('categorias').delete({ count: 'exact' }).eq('slug', 'nenhuma');
    expect(count).toBe(0);
  });

  it('count=estimated: exact up to max_rows (50 here), the larger of exact and planned above it', async () => {
    await db.from('sem_chave').insert(Array.from({ length: 60 }, (_, i) => ({ valor: `e${i}` })));
    const explained = await server.services.db.query<{ 'QUERY PLAN': unknown }>(
      'explain (format json) select 1 from public.sem_chave as "t_0"',
    );
    const plan = explained.rows[0]['QUERY PLAN'];
    const planned = Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
    const exact = (await db.from('sem_chave').select('valor', { count: 'exact', head: true })).count!;
    const estimated = await db.from('sem_chave').select('valor', { count: 'estimated', head: true });
    expect(estimated.count).toBe(Math.max(exact, planned));
    const few = await db.from('sem_chave').select('valor', { count: 'estimated' }).like('valor', 'e1*');
    expect(few.count).toBe(11);
  });

  it('counts every row a function returns, whatever the page (206 for a partial one)', async () => {
    const response = await http('rpc/numeros?n=5&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-1/5');
    expect(await response.json()).toEqual([1, 2]);
    const { data, count } = await db.rpc('numeros', { n: 4 }, { count: 'exact' });
    expect(data).toEqual([1, 2, 3, 4]);
    expect(count).toBe(4);
    const planned = await http('rpc/numeros?n=5', { headers: { Prefer: 'count=planned' } });
    expect(planned.headers.get('content-range')).toBe('0-4/*');
  });
});

describe('embeds', () => {
  it('an empty embed filters without a key in the output', async () => {
    const { data } = await db.from('insights').select('slug, categorias!inner()').eq('categorias.slug', 'ia');
    expect(data).toEqual(expect.arrayContaining([{ slug: 'agentes-de-ia' }, { slug: 'chatbots' }]));
    expect(data).toHaveLength(2);
  });

  it('the same embed twice without aliases is refused as Postgres refuses it (42712)', async () => {
    const response = await http('insights?select=id,categorias(nome),categorias(slug)');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "insights_categorias_1" specified more than once',
    });
    const aliased = await http('insights?select=id,a:categorias(nome),b:categorias(slug)&id=eq.1');
    expect(await aliased.json()).toEqual([
      { id: 1, a: { nome: 'Inteligência Artificial' }, b: { slug: 'ia' } },
    ]);
  });
});

describe('representations and aggregates', () => {
  it('answers JSON for JSON, any type or one object; refuses what it does not produce with 406 PGRST107', async () => {
    for (const accept of ['application/json', '*/*', 'application/json, text/plain, */*']) {
      expect((await http('categorias?select=id&id=eq.1', { headers: { Accept: accept } })).status).toBe(200);
    }
    const csv = await db.from('categorias').select('id').csv();
    expect(csv.status).toBe(406);
    expect(csv.error).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: text/csv',
      details: 'local-supabase answers JSON only; PostgREST would send CSV.',
    });
    // The plan is off on Supabase projects (db-plan-enabled): PostgREST's own refusal.
    const plan = await http('categorias?select=id', {
      headers: { Accept: 'application/vnd.pgrst.plan+json' },
    });
    expect(plan.status).toBe(406);
    expect(await plan.json()).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: application/vnd.pgrst.plan+json',
    });
    const stripped = await http('categorias?select=id&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(stripped.status).toBe(406);
    expect((await http('categorias', { headers: { Accept: 'application/xml' } })).status).toBe(406);
  });

  it('schemas: public by default or by profile; another exposed schema refused by name, an unexposed one as PostgREST', async () => {
    expect((await http('categorias?select=id', { headers: { 'Accept-Profile': 'public' } })).status).toBe(
      200,
    );
    const exposed = await http('categorias?select=id', { headers: { 'Accept-Profile': 'graphql_public' } });
    expect(exposed.status).toBe(406);
    expect(await exposed.json()).toMatchObject({
      code: 'PGRST106',
      message: 'schema graphql_public: not supported by local-supabase',
    });
    const unknown = await http('categorias', {
      method: 'POST',
      headers: { 'Content-Profile': 'outro' },
      body: JSON.stringify({ nome: 'x', slug: 'perfil' }),
    });
    expect(await unknown.json()).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public, graphql_public',
      message: 'Invalid schema: outro',
    });
  });

  it('refuses aggregates as a new Supabase project does (db-aggregates-enabled off): PGRST123', async () => {
    for (const select of ['count()', 'views.sum()', 'total:views.avg()::int', 'categoria_id,id.count()']) {
      const response = await http(`insights?select=${select}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST123',
        details: null,
        hint: null,
        message: 'Use of aggregate functions is not allowed',
      });
    }
  });
});

describe('relationships', () => {
  it('a foreign key that is also the key embeds one object both ways (one-to-one)', async () => {
    const { data } = await db.from('cases').select('slug, case_detalhes(resumo)').order('slug');
    expect(data).toEqual([
      { slug: 'alfa', case_detalhes: { resumo: 'Resumo do Alfa' } },
      { slug: 'beta', case_detalhes: null },
      { slug: 'gama', case_detalhes: null },
    ]);
    expect((await db.from('case_detalhes').select('resumo, cases(slug)')).data).toEqual([
      { resumo: 'Resumo do Alfa', cases: { slug: 'alfa' } },
    ]);
  });

  it('two foreign keys to one table: ambiguous without a hint (300 PGRST201), chosen by constraint or column', async () => {
    const ambiguous = await http('cases?select=slug,categorias(nome)');
    expect(ambiguous.status).toBe(300);
    expect(await ambiguous.json()).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'cases' and 'categorias'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'cases with categorias',
          relationship: 'cases_categoria_id_fkey using cases(categoria_id) and categorias(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'cases with categorias',
          relationship:
            'cases_categoria_secundaria_id_fkey using cases(categoria_secundaria_id) and categorias(id)',
        },
      ],
    });
    const byConstraint = await db
      .from('cases')
      .select('slug, categorias!cases_categoria_secundaria_id_fkey(nome)')
      .eq('slug', 'alfa');
    expect(byConstraint.data).toEqual([{ slug: 'alfa', categorias: { nome: 'Automação' } }]);
    const byColumn = await db.from('cases').select('slug, categorias!categoria_id(nome)').eq('slug', 'alfa');
    expect(byColumn.data).toEqual([{ slug: 'alfa', categorias: { nome: 'Inteligência Artificial' } }]);
  });

  it('an unknown column: Postgres’s own message and hint (the closest columns), checked against Postgres', async () => {
    const cases: [table: string, sqlName: string, request: (name: string) => string][] = [
      ['insights', 'insights', (name) => `insights?select=id,${name}`],
      ['categorias', 'categorias_1', (name) => `insights?select=id,categorias(${name})`],
    ];
    for (const [table, sqlName, request] of cases) {
      for (const name of ['nomex', 'slg', 'xyz', 'ids', 'nom', 'created', 'vews', 'code', 'tag', 'titul']) {
        const postgres = await server.services.db
          .query(
            `select ${JSON.stringify(sqlName)}.${JSON.stringify(name)} from public.${table} as ${JSON.stringify(sqlName)}`,
          )
          .then(
            () => null,
            (error: { code?: string; message: string; hint?: string }) => error,
          );
        const response = await http(request(name));
        const body = (await response.json()) as { code: string; message: string; hint: string | null };
        expect({ name, table, code: body.code, message: body.message, hint: body.hint }).toEqual({
          name,
          table,
          code: postgres?.code,
          message: postgres?.message,
          hint: postgres?.hint ?? null,
        });
      }
    }
  });

  it('a table referencing itself: its name embeds the rows pointing here, the column the row it points at', async () => {
    const children = await db.from('pessoas').select('nome, pessoas(nome)').eq('id', 1);
    expect(children.data).toEqual([{ nome: 'Ana', pessoas: [{ nome: 'Bia' }, { nome: 'Caio' }] }]);
    const hinted = await db.from('pessoas').select('nome, subordinados:pessoas!chefe_id(nome)').eq('id', 1);
    expect(hinted.data).toEqual([{ nome: 'Ana', subordinados: [{ nome: 'Bia' }, { nome: 'Caio' }] }]);
    const parent = await db.from('pessoas').select('nome, chefe:chefe_id(nome)').order('id');
    expect(parent.data).toEqual([
      { nome: 'Ana', chefe: null },
      { nome: 'Bia', chefe: { nome: 'Ana' } },
      { nome: 'Caio', chefe: { nome: 'Ana' } },
    ]);
    // A foreign key's constraint name embeds too.
    const byName = await db
      .from('cases')
      .select('slug, cases_categoria_secundaria_id_fkey(nome)')
      .eq('slug', 'alfa');
    expect(byName.data).toEqual([
      { slug: 'alfa', cases_categoria_secundaria_id_fkey: { nome: 'Automação' } },
    ]);
  });

  it('refuses what it does not follow, naming it: computed fields and relationships, views, embeds in a function result', async () => {
    const refusal = async (pathAndQuery: string) => {
      const response = await http(pathAndQuery);
      expect(response.status).toBe(400);
      return (await response.json()) as { code: string; message: string; details: unknown };
    };
    expect(await refusal('insights?select=slug,titulo_maiusculo')).toEqual(
      expect.objectContaining({
        code: 'PGRST100',
        message: 'computed field titulo_maiusculo: not supported by local-supabase',
      }),
    );
    expect((await refusal('insights?select=slug,categoria_do_insight(nome)')).message).toBe(
      'computed relationship categoria_do_insight: not supported by local-supabase',
    );
    expect((await refusal('insights?select=slug,categorias_publicas(nome)')).message).toBe(
      'relationships through views (categorias_publicas): not supported by local-supabase',
    );
    expect((await refusal('insights?select=id,...categorias(nome)')).details).toBe(
      'spread embeds are not supported by local-supabase',
    );
    expect((await refusal('rpc/get_all_nichos?select=nome,cases_nichos_cases(case_id)')).message).toBe(
      'embedding cases_nichos_cases in the result of get_all_nichos: not supported by local-supabase',
    );
    // A column that exists nowhere is still Postgres's 42703, naming the level as PostgREST's
    // query aliases it: the table at the root, <table>_<depth> in an embed.
    expect(await refusal('insights?select=nada')).toMatchObject({
      code: '42703',
      message: 'column insights.nada does not exist',
    });
    expect((await refusal('insights?select=id,cat:categorias(nada)')).message).toBe(
      'column categorias_1.nada does not exist',
    );
    expect((await refusal('cases?select=id,cases_nichos(cases(nada))')).message).toBe(
      'column cases_2.nada does not exist',
    );
  });
});

describe('functions', () => {
  it('overloads that fit the same arguments: 300 PGRST203, as PostgREST', async () => {
    const { error, status } = await db.rpc('dobro', { x: 2 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message:
        'Could not choose the best candidate function between: public.dobro(x => integer), public.dobro(x => text)',
    });
    // Overloads told apart by their names still resolve.
    expect((await db.rpc('soma', { a: 1, b: 2, c: 3 })).data).toBe(6);
    expect((await db.rpc('soma', { a: 1 })).data).toBe(11);
  });

  it('select and order on a function’s rows; raw bodies for unnamed parameters refused, naming them', async () => {
    const { data } = await db.rpc('get_all_nichos').select('nome').order('nome', { ascending: false });
    expect(data).toEqual([{ nome: 'Varejo' }, { nome: 'Saúde' }, { nome: 'Educação' }]);
    const json = await http('rpc/eco_json', { method: 'POST', body: '{"a":[1,2]}' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      code: 'PGRST100',
      message: 'functions with a single unnamed json parameter: not supported by local-supabase',
    });
    const text = await http('rpc/eco_texto', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'olá',
    });
    expect(await text.json()).toMatchObject({
      message: 'raw text/plain bodies for functions: not supported by local-supabase',
    });
  });
});

describe('function arguments in the query string (PostgREST 13 QueryParams.pRequestFilter)', () => {
  const failure = async (path: string, init: RequestInit = {}) => {
    const response = await http(path, init);
    return { status: response.status, body: await response.json() };
  };

  it('on GET a value without an operator is an argument, one with an operator a filter on the result', async () => {
    // nome=eq.Saúde filters the rows.
    const rows = await http(`rpc/get_all_nichos?select=nome&nome=eq.${encodeURIComponent('Saúde')}`);
    expect(rows.status).toBe(200);
    expect(await rows.json()).toEqual([{ nome: 'Saúde' }]);
    // A scalar set has one column, pgrst_scalar, under the function's name: Postgres's 42703.
    expect(await failure('rpc/numeros?n=3&numeros=gt.1')).toEqual({
      status: 400,
      body: { code: '42703', details: null, hint: null, message: 'column numeros.numeros does not exist' },
    });
    // n=eq.3 is a filter even though n is an argument: the call has no argument left.
    expect(await failure('rpc/numeros?n=eq.3')).toEqual({
      status: 404,
      body: {
        code: 'PGRST202',
        details:
          'Searched for the function public.numeros without parameters, but no matches were found in the schema cache.',
        // "()" and "(n)" share no gram: no hint, as PostgREST's fuzzy set finds none.
        hint: null,
        message: 'Could not find the function public.numeros without parameters in the schema cache',
      },
    });
  });

  it('an unknown name is an argument too: 404 PGRST202 naming it, hinting the closest parameters', async () => {
    expect(await failure('rpc/numeros?n=3&m=1')).toEqual({
      status: 404,
      body: {
        code: 'PGRST202',
        details:
          'Searched for the function public.numeros with parameters m, n, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.numeros(n)',
        message: 'Could not find the function public.numeros(m, n) in the schema cache',
      },
    });
    // The closest overload's parameters.
    expect((await failure('rpc/soma?a=1&b=2&d=3')).body.hint).toBe(
      'Perhaps you meant to call the function public.soma(a, b, c)',
    );
    // An unknown function: the closest name in the schema, or none.
    const unknown = await failure('rpc/saudacoes?nome=Ana');
    expect(unknown.status).toBe(404);
    expect(unknown.body.hint).toBe('Perhaps you meant to call the function public.saudacao');
    expect((await failure('rpc/xyzzy')).body.hint).toBeNull();
  });

  it('on POST every query parameter is a filter; one without an operator is a parse error', async () => {
    const filtered = await http('rpc/get_all_nichos?select=nome&nome=eq.Varejo', {
      method: 'POST',
      body: '{}',
    });
    expect(await filtered.json()).toEqual([{ nome: 'Varejo' }]);
    const plain = await failure('rpc/get_all_nichos?nome=Varejo', { method: 'POST', body: '{}' });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('PGRST100');
  });
});
