import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../server.ts';
import { restHttp, startRestFixture } from './fixtures/rest-server.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { signJwt } from '../http/jwt.ts';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const CASE_ALFA = '00000000-0000-0000-0000-000000000001';
const CASE_BETA = '00000000-0000-0000-0000-000000000002';

let server: LocalSupabase;
let anon: SupabaseClient;
let service: SupabaseClient;
let user: SupabaseClient;

const client = (key: string, token?: string) =>
  createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
  });

/** Plain HTTP, for what supabase-js hides (headers, raw bodies). */
const http = (pathAndQuery: string, init: RequestInit = {}, key = DEMO_ANON_KEY) =>
  restHttp(server, pathAndQuery, init, key);

beforeAll(async () => {
  server = await startRestFixture();
  anon = client(DEMO_ANON_KEY);
  service = client(DEMO_SERVICE_ROLE_KEY);
  const token = await signJwt(
    {
      role: 'authenticated',
      sub: USER_ID,
      exp: Math.floor(Date.now() / 1000) + 3600,
    },
    DEMO_JWT_SECRET,
  );
  user = client(DEMO_ANON_KEY, token);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('reads', () => {
  it('selects columns with a many-to-one embed, ordered and limited', async () => {
    const { data, error } = await anon
      .from('insights')
      .select('*, categorias(id, nome, slug)')
      .order('data_publicacao', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data!.map((r) => r.id)).toEqual([4, 1]); // nulls first on desc, as in Postgres
    expect(data![0].categorias).toBeNull();
    expect(data![1].categorias).toEqual({
      id: 1,
      nome: 'Inteligência Artificial',
      slug: 'ia',
    });
    expect(Object.keys(data![1])).toEqual([
      'id',
      'titulo',
      'slug',
      'categoria_id',
      'data_publicacao',
      'tags',
      'meta',
      'views',
      'codigo',
      'created_at',
      'categorias',
    ]);
  });

  it('orders with nullslast and several terms', async () => {
    const { data } = await anon
      .from('insights')
      .select('id')
      .order('data_publicacao', { ascending: false, nullsFirst: false })
      .order('id');
    expect(data!.map((r) => r.id)).toEqual([1, 2, 3, 5, 4]);
  });

  it('keeps select order, aliases, casts and json paths', async () => {
    const { data } = await anon
      .from('insights')
      .select('titulo, ident:id, data:data_publicacao::text, autor:meta->autor->>nome, nivel:meta->nivel')
      .eq('id', 1)
      .single();
    expect(data).toEqual({
      titulo: 'Agentes de IA',
      ident: 1,
      data: '2024-03-01',
      autor: 'Ana',
      nivel: 2,
    });
    expect(Object.keys(data!)).toEqual(['titulo', 'ident', 'data', 'autor', 'nivel']);
  });

  it('embeds one-to-many as arrays with embedded order and limit', async () => {
    const { data } = await anon
      .from('categorias')
      .select('slug, insights(slug)')
      .order('id')
      .order('slug', { referencedTable: 'insights', ascending: false })
      .limit(1, { referencedTable: 'insights' });
    expect(data).toEqual([
      { slug: 'ia', insights: [{ slug: 'chatbots' }] },
      { slug: 'automacao', insights: [{ slug: 'crm' }] },
      { slug: 'vendas', insights: [{ slug: 'funil' }] },
    ]);
  });

  it('embeds many-to-many through the junction table, nested and aliased', async () => {
    const { data } = await anon
      .from('cases')
      .select('slug, nichos:cases_nichos(nome, cases(slug))')
      .order('slug')
      .order('nome', { referencedTable: 'nichos' });
    expect(data).toEqual([
      {
        slug: 'alfa',
        nichos: [
          { nome: 'Saúde', cases: [{ slug: 'alfa' }] },
          { nome: 'Varejo', cases: [{ slug: 'alfa' }] },
        ],
      },
      { slug: 'beta', nichos: [] },
      {
        slug: 'gama',
        nichos: [{ nome: 'Educação', cases: [{ slug: 'gama' }] }],
      },
    ]);
  });

  it('filters parents with !inner and an embedded filter', async () => {
    const { data } = await anon
      .from('insights')
      .select('id, categorias!inner(slug)')
      .eq('categorias.slug', 'ia')
      .order('id');
    expect(data).toEqual([
      { id: 1, categorias: { slug: 'ia' } },
      { id: 2, categorias: { slug: 'ia' } },
    ]);
    // Without !inner the parent rows stay, the embed becomes null.
    const { data: left } = await anon
      .from('insights')
      .select('id, categorias(slug)')
      .eq('categorias.slug', 'ia')
      .order('id');
    expect(left!.map((r) => [r.id, r.categorias])).toEqual([
      [1, { slug: 'ia' }],
      [2, { slug: 'ia' }],
      [3, null],
      [4, null],
      [5, null],
    ]);
  });

  it('filters on an embed being null or not null', async () => {
    const { data } = await anon
      .from('cases')
      .select('slug, cases_nichos(slug)')
      .eq('cases_nichos.slug', 'educacao')
      .not('cases_nichos', 'is', null);
    expect(data).toEqual([{ slug: 'gama', cases_nichos: [{ slug: 'educacao' }] }]);
    const { data: none } = await anon.from('insights').select('id, categorias(id)').is('categorias', null);
    expect(none).toEqual([{ id: 4, categorias: null }]);
  });

  it('disambiguates with a foreign key name or column hint', async () => {
    const { data, error } = await anon
      .from('cases')
      .select(
        'slug, principal:categorias!cases_categoria_id_fkey(slug), secundaria:categorias!categoria_secundaria_id(slug)',
      )
      .eq('slug', 'alfa')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      slug: 'alfa',
      principal: { slug: 'ia' },
      secundaria: { slug: 'automacao' },
    });
  });

  it('applies eq, neq, gt, gte, lt, lte, like, ilike, is, in, cs, cd and not', async () => {
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const { data, error } = await q;
      expect(error).toBeNull();
      return data!.map((r) => r.id);
    };
    const base = () => anon.from('insights').select('id').order('id');
    expect(await ids(base().eq('slug', 'crm'))).toEqual([3]);
    expect(await ids(base().neq('views', 0))).toEqual([1, 2, 3, 5]);
    expect(await ids(base().gt('views', 7))).toEqual([1, 5]);
    expect(await ids(base().gte('views', 7))).toEqual([1, 3, 5]);
    expect(await ids(base().lt('data_publicacao', '2024-01-01'))).toEqual([5]);
    expect(await ids(base().lte('views', 5))).toEqual([2, 4]);
    expect(await ids(base().like('titulo', '%de%'))).toEqual([1, 3, 5]);
    expect(await ids(base().ilike('titulo', '*AUTOMAÇÃO*'))).toEqual([3]);
    expect(await ids(base().is('categoria_id', null))).toEqual([4]);
    expect(await ids(base().not('categoria_id', 'is', null))).toEqual([1, 2, 3, 5]);
    expect(await ids(base().in('slug', ['crm', 'funil', 'a,b']))).toEqual([3, 5]);
    expect(await ids(base().in('id', []))).toEqual([]);
    expect(await ids(base().not('id', 'in', '(1,2)'))).toEqual([3, 4, 5]);
    expect(await ids(base().contains('tags', ['crm']))).toEqual([3, 5]);
    expect(await ids(base().containedBy('tags', ['ia', 'agentes']))).toEqual([1, 2, 4]);
    expect(await ids(base().contains('meta', { autor: { nome: 'Bia' } }))).toEqual([3]);
    expect(await ids(base().eq('meta->>nivel', '2'))).toEqual([1]);
  });

  it('combines or, and, nested logic and quoted values', async () => {
    const base = () => anon.from('insights').select('id').order('id');
    expect((await base().or('slug.eq.crm,titulo.ilike.*bots*')).data!.map((r) => r.id)).toEqual([2, 3]);
    expect((await base().or('and(views.gt.5,views.lt.15),slug.eq.rascunho')).data!.map((r) => r.id)).toEqual([
      1, 3, 4,
    ]);
    expect((await base().or('titulo.eq."Chatbots, bots e afins",id.eq.5')).data!.map((r) => r.id)).toEqual([
      2, 5,
    ]);
    const and = await http('insights?select=id&and=(views.gte.5,or(slug.eq.crm,slug.eq.funil))&order=id');
    expect(await and.json()).toEqual([{ id: 3 }, { id: 5 }]);
    const notOr = await http('insights?select=id&not.or=(views.gte.7,categoria_id.is.null)&order=id');
    expect(await notOr.json()).toEqual([{ id: 2 }]);
  });

  it('pages with range and counts with Content-Range', async () => {
    const { data, count, status } = await anon
      .from('insights')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2);
    expect(data!.map((r) => r.id)).toEqual([2, 3]);
    expect(count).toBe(5);
    expect(status).toBe(206);
    const res = await http('insights?select=id&order=id', {
      headers: { Range: '3-9', Prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('3-4/5');
    expect(await res.json()).toEqual([{ id: 4 }, { id: 5 }]);
    // planned: the planner's estimate, whatever the real count (PostgREST reads EXPLAIN's Plan Rows).
    const full = await http('insights?select=id', {
      headers: { Prefer: 'count=planned' },
    });
    const explained = await server.services.db.query<{ 'QUERY PLAN': unknown }>(
      'explain (format json) select 1 from public.insights as "insights"',
    );
    const planText = explained.rows[0]['QUERY PLAN'];
    const estimate = (typeof planText === 'string' ? JSON.parse(planText) : planText)[0].Plan['Plan Rows'];
    expect(full.headers.get('content-range')).toBe(`0-4/${estimate}`);
    expect(full.status).toBe(estimate > 5 ? 206 : 200);
    const noCount = await http('insights?select=id&limit=2');
    expect(noCount.headers.get('content-range')).toBe('0-1/*');
    expect(noCount.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const empty = await http('insights?select=id&id=eq.99', {
      headers: { Prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(await empty.json()).toEqual([]);
    const past = await http('insights?select=id&offset=10', {
      headers: { Prefer: 'count=exact' },
    });
    expect(past.status).toBe(416);
    expect((await past.json()).code).toBe('PGRST103');
  });

  it('answers 416 only for an offset past a counted total, as PostgREST 13 (RangeQuery.rangeStatusHeader)', async () => {
    const get = (query: string, headers: Record<string, string> = {}) =>
      http(`insights?select=id&order=id&${query}`, { headers });
    const exact = { Prefer: 'count=exact' };
    // An offset equal to the total (5 rows): an empty page, 206 with `*/5`, not 416.
    const atEnd = await get('offset=5', exact);
    expect(atEnd.status).toBe(206);
    expect(atEnd.headers.get('content-range')).toBe('*/5');
    expect(await atEnd.json()).toEqual([]);
    // Offset 0 of 0 rows: 200 with `*/0`.
    const none = await get('id=eq.99&offset=0', exact);
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
    // Past the total: 416 PGRST103 with the count in Content-Range.
    const past = await get('offset=6', exact);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('*/5');
    expect(await past.json()).toEqual({
      code: 'PGRST103',
      details: 'An offset of 6 was requested, but there are only 5 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    const pastNone = await get('id=eq.99&offset=1', exact);
    expect(pastNone.status).toBe(416);
    expect((await pastNone.json()).details).toBe('An offset of 1 was requested, but there are only 0 rows.');
    // Without a count there is no total: any offset is a 200, `*/*` when empty.
    const uncounted = await get('offset=50');
    expect(uncounted.status).toBe(200);
    expect(uncounted.headers.get('content-range')).toBe('*/*');
    expect(await uncounted.json()).toEqual([]);
    // The same rule for a function's rows.
    const fnAtEnd = await http('rpc/numeros?n=3&offset=3', { headers: exact });
    expect(fnAtEnd.status).toBe(206);
    expect(fnAtEnd.headers.get('content-range')).toBe('*/3');
    const fnPast = await http('rpc/numeros?n=3&offset=4', { headers: exact });
    expect(fnPast.status).toBe(416);
    expect(fnPast.headers.get('content-range')).toBe('*/3');
    expect((await fnPast.json()).details).toBe('An offset of 4 was requested, but there are only 3 rows.');
  });

  it('reads limit, offset and the Range header as PostgREST 13 (getRanges)', async () => {
    const ids = async (res: Response) => ((await res.json()) as { id: number }[]).map((r) => r.id);
    const get = (query: string, headers: Record<string, string> = {}, method = 'GET') =>
      http(`insights?select=id&order=id&${query}`, { headers, method });
    // The header is intersected with limit/offset, not added to them.
    const both = await get('offset=1&limit=10', { Range: '2-3' });
    expect(await ids(both)).toEqual([3, 4]);
    expect(both.headers.get('content-range')).toBe('2-3/*');
    // A negative offset is a no-op; limit=0 is an empty page; a negative limit is 416.
    expect(await ids(await get('offset=-4'))).toEqual([1, 2, 3, 4, 5]);
    const zero = await get('limit=0');
    expect(zero.status).toBe(200);
    expect(zero.headers.get('content-range')).toBe('*/*');
    const negative = await get('limit=-1');
    expect(negative.status).toBe(416);
    expect(await negative.json()).toEqual({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    // A Range header whose lower boundary is above its upper: 416.
    const inverted = await get('', { Range: '3-1' });
    expect(inverted.status).toBe(416);
    expect((await inverted.json()).details).toBe(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
    // Only `lower-upper` is a range (no unit), and only on GET: otherwise the header is ignored.
    expect(await ids(await get('', { Range: 'items=0-1' }))).toEqual([1, 2, 3, 4, 5]);
    const head = await get('', { Range: '0-1', Prefer: 'count=exact' }, 'HEAD');
    expect(head.headers.get('content-range')).toBe('0-4/5');
    // One object of a counted page is still a partial page.
    const single = await get('limit=1', {
      Prefer: 'count=exact',
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(single.status).toBe(206);
    expect(single.headers.get('content-range')).toBe('0-0/5');
    // An unreadable limit is ignored, as Haskell's readMaybe leaves it.
    expect(await ids(await get('limit=abc'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts with head: true (HEAD, no body)', async () => {
    const { data, count, error, status } = await anon
      .from('insights')
      .select('id', { count: 'exact', head: true })
      .eq('categoria_id', 1);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(2);
    expect(status).toBe(200);
    const res = await http('insights?select=id', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-4/5');
    expect(await res.text()).toBe('');
  });

  it('caps rows at project.maxRows', async () => {
    await service.from('cases_nichos').insert(
      Array.from({ length: 60 }, (_, i) => ({
        nome: `N${i}`,
        slug: `n-${i}`,
      })),
    );
    const { data, count } = await anon.from('cases_nichos').select('id', { count: 'exact' });
    expect(data).toHaveLength(50);
    expect(count).toBe(63);
    await service.from('cases_nichos').delete().like('slug', 'n-*');
  });

  it('single() and maybeSingle() with 0, 1 and 2+ rows', async () => {
    const one = await anon.from('categorias').select('nome').eq('slug', 'ia').single();
    expect(one.data).toEqual({ nome: 'Inteligência Artificial' });
    const none = await anon.from('categorias').select('nome').eq('slug', 'x').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
    const many = await anon.from('categorias').select('nome').single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 3 rows');

    const maybeOne = await anon.from('categorias').select('nome').eq('slug', 'ia').maybeSingle();
    expect(maybeOne.data).toEqual({ nome: 'Inteligência Artificial' });
    const maybeNone = await anon.from('categorias').select('nome').eq('slug', 'x').maybeSingle();
    expect(maybeNone.error).toBeNull();
    expect(maybeNone.data).toBeNull();
    const maybeMany = await anon.from('categorias').select('nome').maybeSingle();
    expect(maybeMany.error?.code).toBe('PGRST116');
  });
});

describe('writes', () => {
  it('inserts without returning (anon into a table it cannot read)', async () => {
    const { error, status, data } = await anon
      .from('leads')
      .insert({ nome: 'Ana', email: 'ana@example.com' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const { data: rows } = await service.from('leads').select('nome, email');
    expect(rows).toEqual([{ nome: 'Ana', email: 'ana@example.com' }]);
  });

  it('refuses read-back of an RLS-hidden insert: 401 for anon', async () => {
    const { error, status } = await anon
      .from('leads')
      .insert({ nome: 'Bia', email: 'bia@example.com' })
      .select();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('new row violates row-level security policy for table "leads"');
  });

  it('inserts with returning (select + embed, single), defaults applied', async () => {
    const { data, error, status } = await service
      .from('insights')
      .insert({ titulo: 'Novo texto', slug: 'novo', categoria_id: 2 })
      .select('id, titulo, views, tags, categorias(slug)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      titulo: 'Novo texto',
      views: 0,
      tags: [],
      categorias: { slug: 'automacao' },
    });
    expect(data!.id).toBeGreaterThan(5);
    await service.from('insights').delete().eq('slug', 'novo');
  });

  it('inserts arrays with the columns param: missing keys become null', async () => {
    const { data, error, status } = await service
      .from('insights')
      .insert([
        { titulo: 'Primeiro', slug: 'p1', data_publicacao: '2020-01-02' },
        { titulo: 'Segundo', slug: 'p2', categoria_id: 3 },
      ])
      .select('slug, data_publicacao, categoria_id');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { slug: 'p1', data_publicacao: '2020-01-02', categoria_id: null },
      { slug: 'p2', data_publicacao: null, categoria_id: 3 },
    ]);
    // An identity column named by another row gets NULL too, as in PostgREST.
    const nulled = await service.from('cases_nichos').insert([
      { nome: 'A', slug: 'a' },
      { nome: 'B', slug: 'b', id: 900 },
    ]);
    expect(nulled.status).toBe(400);
    expect(nulled.error?.code).toBe('23502');
    await service.from('insights').delete().in('slug', ['p1', 'p2']);
  });

  it('missing=default lets column defaults fill absent keys', async () => {
    const { data, error } = await service
      .from('insights')
      .insert(
        [
          { titulo: 'Com views', slug: 'cv', views: 3 },
          { titulo: 'Sem views', slug: 'sv' },
        ],
        { defaultToNull: false },
      )
      .select('slug, views');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'cv', views: 3 },
      { slug: 'sv', views: 0 },
    ]);
    await service.from('insights').delete().in('slug', ['cv', 'sv']);
  });

  it('updates with and without returning', async () => {
    const minimal = await service.from('categorias').update({ nome: 'Vendas B2B' }).eq('slug', 'vendas');
    expect(minimal.status).toBe(204);
    expect(minimal.error).toBeNull();
    const { data, status } = await service
      .from('categorias')
      .update({ nome: 'Vendas' })
      .eq('slug', 'vendas')
      .select('slug, nome');
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: 'vendas', nome: 'Vendas' }]);
    const single = await service
      .from('categorias')
      .update({ nome: 'Vendas' })
      .eq('slug', 'nada')
      .select()
      .single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
  });

  it('deletes with and without returning', async () => {
    await service.from('categorias').insert([
      { nome: 'Tmp1', slug: 'tmp1' },
      { nome: 'Tmp2', slug: 'tmp2' },
    ]);
    const { data, status } = await service.from('categorias').delete().eq('slug', 'tmp1').select('slug');
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: 'tmp1' }]);
    const minimal = await service.from('categorias').delete().eq('slug', 'tmp2');
    expect(minimal.status).toBe(204);
    const { count } = await service
      .from('categorias')
      .select('id', { count: 'exact', head: true })
      .like('slug', 'tmp*');
    expect(count).toBe(0);
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const merged = await service
      .from('categorias')
      .upsert({ nome: 'IA', slug: 'ia' }, { onConflict: 'slug' })
      .select('id, nome');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ id: 1, nome: 'IA' }]);
    const ignored = await service
      .from('categorias')
      .upsert(
        [
          { nome: 'Ignorada', slug: 'ia' },
          { nome: 'Nova', slug: 'nova' },
        ],
        { onConflict: 'slug', ignoreDuplicates: true },
      )
      .select('nome');
    expect(ignored.data).toEqual([{ nome: 'Nova' }]);
    const byPk = await service
      .from('categorias')
      .upsert({ id: 1, nome: 'Inteligência Artificial', slug: 'ia' })
      .select('nome');
    expect(byPk.data).toEqual([{ nome: 'Inteligência Artificial' }]);
    await service.from('categorias').delete().eq('slug', 'nova');
  });

  it('honours return=headers-only with a Location', async () => {
    const res = await http(
      'categorias',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Prefer: 'return=headers-only',
        },
        body: JSON.stringify({ id: 77, nome: 'Loc', slug: 'loc' }),
      },
      DEMO_SERVICE_ROLE_KEY,
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/categorias?id=eq.77');
    await service.from('categorias').delete().eq('id', 77);
  });

  it('applies RLS per user (authenticated)', async () => {
    const created = await user.from('notas').insert({ texto: 'minha' }).select('texto, owner').single();
    expect(created.data).toEqual({ texto: 'minha', owner: USER_ID });
    const denied = await user.from('notas').insert({ texto: 'alheia', owner: CASE_BETA });
    expect(denied.status).toBe(403);
    expect(denied.error?.code).toBe('42501');
    const anonRead = await anon.from('notas').select('*');
    expect(anonRead.status).toBe(401);
    expect(anonRead.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table notas',
    });
  });
});

describe('rpc', () => {
  it('calls scalar functions with named args, defaults and overloads', async () => {
    expect((await anon.rpc('soma', { a: 1, b: 2 })).data).toBe(3);
    expect((await anon.rpc('soma', { a: 1 })).data).toBe(11);
    expect((await anon.rpc('soma', { a: 1, b: 2, c: 3 })).data).toBe(6);
    expect((await anon.rpc('saudacao', { nome: 'Ana' })).data).toBe('Olá, Ana');
    expect((await anon.rpc('soma', { a: 4 }, { get: true })).data).toBe(14);
    expect((await user.rpc('whoami')).data).toBe('authenticated');
  });

  it('calls set-returning functions (table, setof composite, setof scalar) with filters', async () => {
    const { data } = await anon.rpc('get_case_nichos', {
      p_case_id: CASE_ALFA,
    });
    expect(data).toEqual([
      { id: 2, nome: 'Saúde' },
      { id: 1, nome: 'Varejo' },
    ]);
    const all = await anon.rpc('get_all_nichos').select('slug').eq('slug', 'varejo');
    expect(all.data).toEqual([{ slug: 'varejo' }]);
    expect((await anon.rpc('numeros', { n: 3 })).data).toEqual([1, 2, 3]);
    const one = await anon.rpc('get_case_nichos', { p_case_id: CASE_ALFA }).eq('id', 1).single();
    expect(one.data).toEqual({ id: 1, nome: 'Varejo' });
  });

  it('calls void functions (204) and surfaces raise exception as 400', async () => {
    const res = await service.rpc('add_nicho_to_case', {
      p_case_id: CASE_BETA,
      p_nicho_id: 3,
    });
    expect(res.error).toBeNull();
    expect(res.status).toBe(204);
    expect(res.data).toBeNull();
    const { data } = await anon.from('cases').select('cases_nichos(slug)').eq('id', CASE_BETA).single();
    expect(data).toEqual({ cases_nichos: [{ slug: 'educacao' }] });
    const failed = await anon.rpc('falha', { msg: 'deu ruim' });
    expect(failed.status).toBe(400);
    expect(failed.error).toMatchObject({
      code: 'P0001',
      message: 'deu ruim',
      hint: 'tente de novo',
    });
  });

  it('answers 404 PGRST202 for an unknown function or arguments', async () => {
    const { error, status } = await anon.rpc('nao_existe', { b: 1, a: 2 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nao_existe(a, b) in the schema cache',
    });
    const wrong = await anon.rpc('soma', { x: 1 });
    expect(wrong.error?.code).toBe('PGRST202');
  });
});

describe('errors', () => {
  it('maps PostgREST and Postgres errors to bodies and statuses', async () => {
    const table = await anon.from('nope').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });

    const column = await anon.from('insights').select('id, nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column insights.nope does not exist',
    });

    const insertColumn = await service.from('categorias').insert({ nome: 'x', slug: 'x', nope: 1 });
    expect(insertColumn.status).toBe(400);
    expect(insertColumn.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'categorias' in the schema cache",
    });

    const filter = await http('insights?id=foo.1');
    expect(filter.status).toBe(400);
    expect((await filter.json()).code).toBe('PGRST100');
    const select = await http('insights?select=id,categorias(nome');
    expect(select.status).toBe(400);
    expect((await select.json()).code).toBe('PGRST100');

    const json = await http('categorias', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{bad',
    });
    expect(json.status).toBe(400);
    expect((await json.json()).code).toBe('PGRST102');

    const rel = await anon.from('insights').select('id, cases(slug)');
    expect(rel.status).toBe(400);
    expect(rel.error?.code).toBe('PGRST200');

    const ambiguous = await anon.from('cases').select('slug, categorias(slug)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
  });

  it('maps constraint violations', async () => {
    const unique = await service.from('categorias').insert({ nome: 'Dup', slug: 'ia' });
    expect(unique.status).toBe(409);
    expect(unique.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "categorias_slug_key"',
      details: 'Key (slug)=(ia) already exists.',
    });
    const fk = await service.from('insights').insert({ titulo: 'Sem cat', slug: 'sc', categoria_id: 999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const fkDelete = await service.from('categorias').delete().eq('id', 2);
    // ON DELETE RESTRICT raises 23001 since Postgres 18 (PGlite), 23503 before (hosted runs 17);
    // PostgREST maps 23503 to 409 and any other class-23 code to 400.
    expect([fkDelete.error?.code, fkDelete.status]).toEqual(
      fkDelete.error?.code === '23001' ? ['23001', 400] : ['23503', 409],
    );
    const check = await service.from('insights').insert({ titulo: 'ab', slug: 'ab' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await service.from('insights').insert({ slug: 'nn' });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const tooLong = await service
      .from('insights')
      .insert({ titulo: 'Longo', slug: 'longo', codigo: 'abcdefgh' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.code).toBe('22001');
    const invalid = await anon.from('insights').select('id').eq('id', 'abc');
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('22P02');
  });

  it('checks keys, tokens and schemas', async () => {
    const noKey = await fetch(`${server.url}/rest/v1/categorias`);
    expect(noKey.status).toBe(401);
    expect((await noKey.json()).message).toBe('No API key found in request');
    const expired = await signJwt(
      {
        role: 'authenticated',
        sub: USER_ID,
        exp: Math.floor(Date.now() / 1000) - 10,
      },
      DEMO_JWT_SECRET,
    );
    const res = await fetch(`${server.url}/rest/v1/categorias`, {
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'PGRST303',
      message: 'JWT expired',
      details: null,
      hint: null,
    });
    expect(res.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );
    const bad = await fetch(`${server.url}/rest/v1/categorias`, {
      headers: {
        apikey: DEMO_ANON_KEY,
        Authorization: `Bearer ${expired.slice(0, -3)}abc`,
      },
    });
    expect(await bad.json()).toMatchObject({
      code: 'PGRST301',
      message: 'No suitable key or wrong key type',
      details: 'None of the keys was able to decode the JWT',
    });
    const schema = await http('categorias', {
      headers: { 'Accept-Profile': 'auth' },
    });
    expect(schema.status).toBe(406);
    expect((await schema.json()).code).toBe('PGRST106');
  });
});
