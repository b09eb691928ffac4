/**
 * Every call shape the site and the admin make (public, auth, admin — storage is in ./storage.test.ts), issued
 * through supabase-js exactly as the app issues it, against the real migrations and seed.
 *
 * Other test files share this server and database and run in parallel, so: rows this file needs
 * are created here with unique titles and removed afterwards; assertions about seed data filter
 * the result to seed ids; counts and lists that other files change are compared with a
 * service-role read of the same query at the same moment (see `sameMoment`).
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyPublic } from '@/lib/publication';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import type { Database } from '@/types/database.types';

/** save_case's arguments: the generated type makes each required, a new case passes nulls. */
type SaveCaseArgs = Database['public']['Functions']['save_case']['Args'];

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
const EDITOR_ID = 'a0000000-0000-4000-8000-000000000002';

const CAT = {
  agentes: 'c0000000-0000-4000-8000-000000000001',
  produtividade: 'c0000000-0000-4000-8000-000000000002',
  estrategia: 'c0000000-0000-4000-8000-000000000003',
};
const NICHO = {
  saude: 'b0000000-0000-4000-8000-000000000001',
  imobiliario: 'b0000000-0000-4000-8000-000000000002',
  alimentacao: 'b0000000-0000-4000-8000-000000000003',
  educacao: 'b0000000-0000-4000-8000-000000000004',
  varejo: 'b0000000-0000-4000-8000-000000000005',
  servicos: 'b0000000-0000-4000-8000-000000000006',
};
const seedId = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-00000000000${n}`;
/** Seed ids in the order the seed's publication moments put them (newest first). */
const SEED_CASES = [1, 2, 3, 4, 5, 6].map((n) => seedId('ca', n)); // publicado_em desc
const SEED_INSIGHTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => seedId('1a', n)); // publicado_em desc
const SEED_NOTICIAS = [4, 3, 2, 1].map((n) => seedId('d0', n)); // created_at desc
const SEED_LEADS = [5, 4, 3, 2, 1].map((n) => seedId('e0', n)); // created_at desc

const tag = () => `s${Math.random().toString(36).slice(2, 8)}`;

/** The ids of `rows` that are in `ids`, in the order the rows came back. */
const onlyIds = (rows: { id: string }[] | null, ids: string[]) =>
  (rows ?? []).map((row) => row.id).filter((id) => ids.includes(id));

const time = (value: string) => new Date(value).getTime();
function expectDescendingTimes(values: string[]) {
  for (let i = 1; i < values.length; i++) expect(time(values[i - 1])).toBeGreaterThanOrEqual(time(values[i]));
}

/**
 * Runs `actual` between two runs of `reference` (the same query through the service role) and
 * retries until both reference runs agree, so a concurrent insert by another file cannot make the
 * comparison flaky. Returns [actual, reference].
 */
async function sameMoment<T>(reference: () => Promise<T>, actual: () => Promise<T>): Promise<[T, T]> {
  for (let attempt = 0; ; attempt++) {
    const before = await reference();
    const got = await actual();
    const after = await reference();
    if (isDeepStrictEqual(before, after) || attempt === 9) return [got, after];
  }
}

/**
 * The query as staff see it: the service role reads the trash too (deleted_at set), which no
 * signed-in session sees, so a reference read through it leaves the trash out.
 */
function asStaffSee<Q extends { is(column: string, value: null): Q }>(
  client: Client,
  table: string,
  query: Q,
): Q {
  const trashable = ['cases', 'insights', 'noticias', 'cases_nichos'].includes(table);
  return client === service && trashable ? query.is('deleted_at', null) : query;
}

let anon: Client;
let service: Client;
let admin: Client;
let editor: Client;

beforeAll(async () => {
  anon = anonClient();
  service = serviceClient();
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
});

// ------------------------------------------------------------------------------------------------
// Public
// ------------------------------------------------------------------------------------------------

describe('public: lead forms (insert, only the error is read)', () => {
  it('SALTO form: {nome, email, telefone, empresa, pagina_origem: /salto}', async () => {
    const email = `salto.${tag()}@example.com`;
    const { error } = await anon.from('leads').insert({
      nome: 'Joana Pereira',
      email,
      telefone: '+5511999999999',
      empresa: 'Pereira Estética',
      pagina_origem: '/salto',
    });
    expect(error).toBeNull();

    const { data: stored } = await service.from('leads').select('*').eq('email', email);
    expect(stored).toHaveLength(1);
    expect(stored![0]).toMatchObject({
      nome: 'Joana Pereira',
      telefone: '+5511999999999',
      empresa: 'Pereira Estética',
      pagina_origem: '/salto',
      utm_source: null,
      gclid: null,
      fbclid: null,
    });
  });

  it('contact form: {nome, email, telefone, empresa} plus utm_*, gclid, fbclid', async () => {
    const email = `raiox.${tag()}@example.com`;
    const tracking = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'raio-x-2026',
      utm_term: 'agente de ia',
      utm_content: 'anuncio-b',
      gclid: 'Cj0KCQjw-spec',
      fbclid: 'IwAR-spec',
    };
    const { error } = await anon.from('leads').insert({
      nome: 'Paulo Ramos',
      email,
      telefone: '5548988887777',
      empresa: 'Ramos Engenharia',
      ...tracking,
    });
    expect(error).toBeNull();

    const { data: stored } = await service.from('leads').select('*').eq('email', email);
    expect(stored).toHaveLength(1);
    expect(stored![0]).toMatchObject({
      nome: 'Paulo Ramos',
      empresa: 'Ramos Engenharia',
      pagina_origem: null,
      ...tracking,
    });
  });
});

describe('public: cases', () => {
  /** The site's featured cases (getFeaturedCases): public ones, newest publication first. */
  const featured = (client: Client = anon) =>
    onlyPublic(client.from('cases').select('*, cases_nichos(nome)').eq('destaque', true))
      .order('publicado_em', { ascending: false })
      .order('id')
      .limit(6);

  it('featured: select(*, cases_nichos(nome)) destaque, public, publicado_em desc, id, limit 6 (niche names as arrays)', async () => {
    const { data, error } = await featured();
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(3);
    expect(data!.length).toBeLessThanOrEqual(6);
    expect(data!.every((row) => row.destaque === true)).toBe(true);
    expectDescendingTimes(data!.map((row) => row.publicado_em));
    expect(onlyIds(data, SEED_CASES)).toEqual(SEED_CASES.slice(0, 3));

    const byId = new Map(data!.map((row) => [row.id, row]));
    const clinica = byId.get(SEED_CASES[0])!;
    expect(clinica).toMatchObject({
      slug: 'clinica-vida-plena-agendamento-automatico-pelo-whatsapp',
      titulo: 'Clínica Vida Plena: agendamento automático pelo WhatsApp',
      status: 'publicado',
      data_publicacao: '2026-10-20',
      video_url: null,
      depoimento_nome: 'Mariana Rocha',
    });
    expect(clinica.galeria).toHaveLength(3);
    expect(clinica.cases_nichos).toEqual([{ nome: 'Saúde' }]);
    expect(byId.get(SEED_CASES[1])!.cases_nichos).toEqual([{ nome: 'Imobiliário' }]);
    const saborNichos = byId.get(SEED_CASES[2])!.cases_nichos as { nome: string }[];
    expect(Array.isArray(saborNichos)).toBe(true);
    expect(saborNichos.map((n) => n.nome).sort()).toEqual(['Alimentação', 'Varejo']);
  });

  it('featured: the limit of 6 keeps the newest public ones (own featured cases of 2000, a draft and a scheduled one)', async () => {
    const t = tag();
    const rows = [1, 2, 3, 4].map((day) => ({
      titulo: `Case destaque ${t} ${day}`,
      subtitulo: 'Destaque antigo',
      destaque: true,
      status: 'publicado',
      publicado_em: `2000-01-0${day}T12:00:00Z`,
    }));
    // Newer than our public ones (the draft) or than every case (the scheduled one), but not
    // public: never among the six.
    rows.push(
      {
        ...rows[0],
        titulo: `Case destaque ${t} rascunho`,
        status: 'rascunho',
        publicado_em: '2000-01-05T12:00:00Z',
      },
      { ...rows[0], titulo: `Case destaque ${t} agendado`, publicado_em: '2099-01-01T12:00:00Z' },
    );
    const { data: mine, error: insertError } = await editor
      .from('cases')
      .insert(rows)
      .select('id, data_publicacao');
    expect(insertError).toBeNull();
    try {
      // As the site asks, for anon and for staff browsing the site alike.
      const { data, error } = await featured(editor);
      expect(error).toBeNull();
      expect(data).toHaveLength(6);
      const mineByDate = new Map(mine!.map((row) => [row.data_publicacao, row.id]));
      // the three seed featured cases are newer than 2000, then ours from 2000-01-04 down; 01-01 is cut
      expect(onlyIds(data, [...mine!.map((row) => row.id), ...SEED_CASES]).slice(-3)).toEqual([
        mineByDate.get('2000-01-04'),
        mineByDate.get('2000-01-03'),
        mineByDate.get('2000-01-02'),
      ]);
      expect(onlyIds(data, [mineByDate.get('2000-01-05')!, mineByDate.get('2099-01-01')!])).toEqual([]);
      expect(data!.find((row) => row.id === mineByDate.get('2000-01-04'))!.cases_nichos).toEqual([]);
    } finally {
      await service
        .from('cases')
        .delete()
        .in(
          'id',
          mine!.map((row) => row.id),
        );
    }
  });

  it('list: select(*, cases_nichos(id, nome)) public, ordered by publicado_em desc, id', async () => {
    const { data, error } = await onlyPublic(
      anon
        .from('cases')
        .select('*, cases_nichos(id, nome)')
        .order('publicado_em', { ascending: false })
        .order('id'),
    );
    expect(error).toBeNull();
    expectDescendingTimes(data!.map((row) => row.publicado_em));
    expect(onlyIds(data, SEED_CASES)).toEqual(SEED_CASES);
    expect(data!.find((row) => row.id === SEED_CASES[3])).toMatchObject({
      titulo: 'Escola Aprender Mais: matrículas no piloto automático',
      destaque: false,
      publicado_em: '2026-07-18T12:00:00+00:00',
      data_publicacao: '2026-07-18',
    });
  });

  it('niches: select(id, nome, slug) ordered by nome', async () => {
    const { data, error } = await anon.from('cases_nichos').select('id, nome, slug').order('nome');
    expect(error).toBeNull();
    expect(Object.keys(data![0]).sort()).toEqual(['id', 'nome', 'slug']);
    const seed = data!.filter((row) => Object.values(NICHO).includes(row.id));
    expect(seed).toEqual([
      { id: NICHO.alimentacao, nome: 'Alimentação', slug: 'alimentacao' },
      { id: NICHO.educacao, nome: 'Educação', slug: 'educacao' },
      { id: NICHO.imobiliario, nome: 'Imobiliário', slug: 'imobiliario' },
      { id: NICHO.saude, nome: 'Saúde', slug: 'saude' },
      { id: NICHO.servicos, nome: 'Serviços Profissionais', slug: 'servicos-profissionais' },
      { id: NICHO.varejo, nome: 'Varejo', slug: 'varejo' },
    ]);
  });

  it('one case by slug: .single() and .maybeSingle()', async () => {
    const slug = 'sabor-da-serra-delivery-que-nunca-dorme';
    const single = await anon.from('cases').select('*').eq('slug', slug).single();
    expect(single.error).toBeNull();
    expect(single.data).toMatchObject({
      id: SEED_CASES[2],
      titulo: 'Sabor da Serra: delivery que nunca dorme',
      subtitulo: 'Pedidos pelo WhatsApp com cardápio inteligente e integração ao PDV',
      depoimento_nome: 'André Lima',
      depoimento_cargo: 'Proprietário, Rede Sabor da Serra',
      agente_ia_url: null,
    });
    const maybe = await anon.from('cases').select('*').eq('slug', slug).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toEqual(single.data);
  });

  it('a missing slug: .maybeSingle() → null without error; .single() → PGRST116 (406)', async () => {
    const missing = `nao-existe-${tag()}`;
    const maybe = await anon.from('cases').select('*').eq('slug', missing).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();

    const single = await anon.from('cases').select('*').eq('slug', missing).single();
    expect(single.data).toBeNull();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
  });

  it('rpc get_case_nichos {p_case_id} → [{id, nome}] ordered by nome', async () => {
    const { data, error } = await anon.rpc('get_case_nichos', { p_case_id: SEED_CASES[2] });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: NICHO.alimentacao, nome: 'Alimentação' },
      { id: NICHO.varejo, nome: 'Varejo' },
    ]);
    const none = await anon.rpc('get_case_nichos', { p_case_id: crypto.randomUUID() });
    expect(none).toMatchObject({ data: [], error: null });
  });
});

describe('public: insights and categories', () => {
  // Own category with 15 insights (distinct days in 2001) for paging, plus a legacy '/cat/post'
  // slug, a draft and a scheduled one (never on a page).
  const t = tag();
  let categoria: { id: string; nome: string; slug: string };
  let paged: { id: string; publicado_em: string }[] = [];
  const legacySlug = () => `/${categoria.slug}/post-legado-${t}`;

  beforeAll(async () => {
    const { data, error } = await editor
      .from('categorias')
      .insert({ nome: `Categoria Paginação ${t}`, descricao: 'Paginação dos testes de chamadas' })
      .select('id, nome, slug')
      .single();
    if (error) throw error;
    categoria = data;
    const rows = Array.from({ length: 15 }, (_, i) => ({
      titulo: `Insight paginado ${t} ${String(i + 1).padStart(2, '0')}`,
      categoria_id: categoria.id,
      publicado_em: `2001-01-${String(i + 1).padStart(2, '0')}T12:00:00Z`,
    }));
    const inserted = await service.from('insights').insert(rows).select('id, publicado_em');
    if (inserted.error) throw inserted.error;
    paged = [...inserted.data].sort((a, b) => time(b.publicado_em) - time(a.publicado_em));
    const others = await service.from('insights').insert([
      {
        titulo: `Post legado ${t}`,
        slug: legacySlug(),
        categoria_id: categoria.id,
        status: 'publicado',
        publicado_em: '2000-06-01T12:00:00Z',
      },
      {
        titulo: `Rascunho paginado ${t}`,
        slug: `rascunho-${t}`,
        categoria_id: categoria.id,
        status: 'rascunho',
        publicado_em: '2001-02-01T12:00:00Z',
      },
      {
        titulo: `Agendado paginado ${t}`,
        slug: `agendado-${t}`,
        categoria_id: categoria.id,
        status: 'publicado',
        publicado_em: '2099-02-01T12:00:00Z',
      },
    ]);
    if (others.error) throw others.error;
  });

  afterAll(async () => {
    if (!categoria) return;
    await service.from('insights').delete().eq('categoria_id', categoria.id);
    await service.from('categorias').delete().eq('id', categoria.id);
  });

  it('list: select(*, categorias(id, nome, slug)) public, ordered by publicado_em desc, id', async () => {
    const { data, error } = await onlyPublic(
      anon
        .from('insights')
        .select('*, categorias(id, nome, slug)')
        .order('publicado_em', { ascending: false })
        .order('id'),
    );
    expect(error).toBeNull();
    expectDescendingTimes(data!.map((row) => row.publicado_em));
    expect(onlyIds(data, SEED_INSIGHTS)).toEqual(SEED_INSIGHTS);
    const first = data!.find((row) => row.id === SEED_INSIGHTS[0])!;
    expect(first).toMatchObject({
      slug: 'agentes-de-ia-para-pequenas-empresas',
      titulo: 'Agentes de IA para pequenas empresas: por onde começar',
      status: 'publicado',
      publicado_em: '2026-10-28T12:00:00+00:00',
      data_publicacao: '2026-10-28',
      categoria_id: CAT.agentes,
      criado_por: ADMIN_ID,
      categorias: { id: CAT.agentes, nome: 'Agentes de IA', slug: 'agentes-de-ia' },
    });
    expect(first.conteudo).toContain('<h2>O que é, afinal, um agente de IA</h2>');
    expect(data!.find((row) => row.id === SEED_INSIGHTS[3])!.categorias).toEqual({
      id: CAT.estrategia,
      nome: 'Estratégia',
      slug: 'estrategia',
    });
  });

  it('categorias ordered by nome', async () => {
    const { data, error } = await anon.from('categorias').select('*').order('nome');
    expect(error).toBeNull();
    expect(onlyIds(data, Object.values(CAT))).toEqual([CAT.agentes, CAT.estrategia, CAT.produtividade]);
    expect(data!.find((row) => row.id === CAT.produtividade)).toMatchObject({
      nome: 'Produtividade',
      slug: 'produtividade',
      descricao: 'Prompts, ferramentas e rotinas para o empresário fazer mais em menos tempo com IA.',
    });
  });

  it('category by slug (single)', async () => {
    const { data, error } = await anon.from('categorias').select('*').eq('slug', 'estrategia').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: CAT.estrategia, nome: 'Estratégia', slug: 'estrategia' });

    const missing = await anon.from('categorias').select('*').eq('slug', `nao-existe-${tag()}`).single();
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('insights of a seed category ordered by publication desc, first page', async () => {
    const { data, error } = await onlyPublic(
      anon.from('insights').select('*').order('publicado_em', { ascending: false }).order('id'),
    )
      .eq('categoria_id', CAT.estrategia)
      .range(0, 11);
    expect(error).toBeNull();
    expect(onlyIds(data, SEED_INSIGHTS)).toEqual([SEED_INSIGHTS[3], SEED_INSIGHTS[4], SEED_INSIGHTS[6]]);
    expect(data!.every((row) => row.categoria_id === CAT.estrategia)).toBe(true);
  });

  it('paging 12 per range: range(0, 11) full, range(12, 23) the rest, no overlap, consistent order, only public', async () => {
    // As staff browsing the site: the draft and the scheduled one are readable, the filter leaves them out.
    const page = (from: number, to: number) =>
      onlyPublic(editor.from('insights').select('*').order('publicado_em', { ascending: false }).order('id'))
        .eq('categoria_id', categoria.id)
        .range(from, to);
    const first = await page(0, 11);
    const second = await page(12, 23);
    const third = await page(24, 35);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(first.data).toHaveLength(12); // full page: the UI asks for more
    expect(second.data).toHaveLength(4); // 15 dated 2001 + the legacy post from 2000
    expect(third.data).toEqual([]);
    const ids = [...first.data!, ...second.data!].map((row) => row.id);
    expect(new Set(ids).size).toBe(16);
    expect(ids.slice(0, 15)).toEqual(paged.map((row) => row.id));
    expect(second.data![3].slug).toBe(legacySlug());
    expectDescendingTimes([...first.data!, ...second.data!].map((row) => row.publicado_em));
    // the same page again comes back in the same order
    expect((await page(0, 11)).data!.map((row) => row.id)).toEqual(ids.slice(0, 12));
  });

  it('one insight by slug (single)', async () => {
    const { data, error } = await anon
      .from('insights')
      .select('*')
      .eq('slug', 'o-prompt-que-funciona')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: SEED_INSIGHTS[1],
      titulo: 'O prompt que funciona: a técnica dos 4Is explicada',
      categoria_id: CAT.produtividade,
      criado_por: EDITOR_ID,
      publicado_em: '2026-10-14T12:00:00+00:00',
      data_publicacao: '2026-10-14',
    });
  });

  it("slug fallback: the post slug alone fails, '/{categorySlug}/{postSlug}' finds the legacy row", async () => {
    const postSlug = `post-legado-${t}`;
    const first = await anon.from('insights').select('*').eq('slug', postSlug).single();
    expect(first.data).toBeNull();
    expect(first.error?.code).toBe('PGRST116');

    const retry = await anon
      .from('insights')
      .select('*')
      .eq('slug', `/${categoria.slug}/${postSlug}`)
      .single();
    expect(retry.error).toBeNull();
    expect(retry.data).toMatchObject({
      titulo: `Post legado ${t}`,
      slug: legacySlug(),
      categoria_id: categoria.id,
    });
  });
});

describe('public: noticias', () => {
  it('select(*) ordered by created_at desc', async () => {
    const { data, error } = await anon.from('noticias').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expectDescendingTimes(data!.map((row) => row.created_at));
    expect(onlyIds(data, SEED_NOTICIAS)).toEqual(SEED_NOTICIAS);
    expect(data!.find((row) => row.id === SEED_NOTICIAS[0])).toMatchObject({
      titulo: 'Especialistas explicam como medir o retorno de projetos de inteligência artificial',
      link_externo: 'https://www.jornaleconomiaenegocios.com.br/tecnologia/como-medir-retorno-projetos-ia',
      imagem: null,
    });
    expect(data!.find((row) => row.id === SEED_NOTICIAS[3])!.imagem).toMatch(
      /\/storage\/v1\/object\/public\/news-images\/seed\/diario-do-empreendedor-logo\.webp$/,
    );
  });
});

// ------------------------------------------------------------------------------------------------
// Auth
// ------------------------------------------------------------------------------------------------

describe('auth', () => {
  for (const [label, account, id, tipo] of [
    ['admin', SEED_ADMIN, ADMIN_ID, 'admin'],
    ['editor', SEED_EDITOR, EDITOR_ID, 'editor'],
  ] as const) {
    it(`${label}: password sign-in, session fetch, own profile (select * by id, single) with tipo ${tipo}`, async () => {
      const client = anonClient();
      const { data, error } = await client.auth.signInWithPassword({
        email: account.email,
        password: account.password,
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ id, email: account.email });
      expect(data.session?.access_token).toEqual(expect.any(String));
      expect(data.session?.refresh_token).toEqual(expect.any(String));
      expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000);

      const { data: current, error: sessionError } = await client.auth.getSession();
      expect(sessionError).toBeNull();
      expect(current.session?.user.id).toBe(id);
      expect(current.session?.access_token).toBe(data.session?.access_token);

      const profile = await client.from('profiles').select('*').eq('id', data.user!.id).single();
      expect(profile.error).toBeNull();
      expect(profile.data).toMatchObject({ id, email: account.email, tipo });
      expect(Object.keys(profile.data!).sort()).toEqual([
        'created_at',
        'desativado_em',
        'email',
        'id',
        'tipo',
        'verificacao_em_duas_etapas',
      ]);

      // Sign out of this session only: the seeded accounts are signed in by other files too.
      expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect((await client.auth.getSession()).data.session).toBeNull();
    });
  }

  it('a wrong password is refused with invalid_credentials', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: SEED_EDITOR.email,
      password: 'senha-errada',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('sign-out (default scope): events fire, session cleared, refresh tokens revoked, profile no longer readable', async () => {
    // A fresh staff account, so the global sign-out does not touch sessions of other files.
    const email = `spec-signout-${tag()}@salto.local`;
    const password = 'senha-spec-123';
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const userId = created.data.user.id;
    const { error: profileError } = await service
      .from('profiles')
      .insert({ id: userId, email, tipo: 'editor' });
    expect(profileError).toBeNull();

    const client = anonClient();
    const events: string[] = [];
    const { data: subscription } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const other = await signedInClient(email, password); // a second session of the same user
    const { data: own } = await client.from('profiles').select('*').eq('id', userId).single();
    expect(own).toMatchObject({ id: userId, email, tipo: 'editor' });

    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(expect.arrayContaining(['SIGNED_IN', 'SIGNED_OUT']));
    expect(events.indexOf('SIGNED_IN')).toBeLessThan(events.lastIndexOf('SIGNED_OUT'));
    subscription.subscription.unsubscribe();

    // Back to the anon key: profiles is not readable at all.
    const after = await client.from('profiles').select('*').eq('id', userId).single();
    expect(after.data).toBeNull();
    expect(after.error).not.toBeNull();

    // Global scope: the other session's refresh token is revoked too.
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    expect(refreshed.data.session).toBeNull();

    await service.auth.admin.deleteUser(userId);
  });
});

// ------------------------------------------------------------------------------------------------
// Admin
// ------------------------------------------------------------------------------------------------

const COUNTED = ['cases', 'insights', 'profiles', 'leads', 'noticias'] as const;
const SEED_SIZES: Record<(typeof COUNTED)[number], number> = {
  cases: 6,
  insights: 8,
  profiles: 2,
  leads: 5,
  noticias: 4,
};

describe('admin: dashboard', () => {
  for (const table of COUNTED) {
    it(`count of ${table}: select('id', { count: 'exact', head: true }) as admin`, async () => {
      const count = async (client: Client) => {
        const {
          data,
          error,
          count: n,
          status,
        } = await asStaffSee(
          client,
          table,
          client.from(table as 'cases').select('id', { count: 'exact', head: true }),
        );
        expect(error).toBeNull();
        expect(data).toBeNull();
        expect(status).toBe(200);
        return n;
      };
      const [got, reference] = await sameMoment(
        () => count(service),
        () => count(admin),
      );
      expect(got).toBe(reference);
      expect(got).toBeGreaterThanOrEqual(SEED_SIZES[table]);
    });
  }

  it('counts as editor: content tables in full; leads 0 and profiles 1 (RLS), without error', async () => {
    const count = async (client: Client, table: (typeof COUNTED)[number]) => {
      const result = await asStaffSee(
        client,
        table,
        client.from(table as 'cases').select('id', { count: 'exact', head: true }),
      );
      expect(result.error).toBeNull();
      return result.count;
    };
    expect(await count(editor, 'leads')).toBe(0);
    expect(await count(editor, 'profiles')).toBe(1);
    const [got, reference] = await sameMoment(
      () => count(service, 'noticias'),
      () => count(editor, 'noticias'),
    );
    expect(got).toBe(reference);
  });

  it('latest 3 of cases, insights, noticias (id, titulo, created_at) and leads (id, nome, created_at)', async () => {
    const latest = async (client: Client) => {
      const parts = await Promise.all([
        asStaffSee(client, 'cases', client.from('cases').select('id, titulo, created_at'))
          .order('created_at', { ascending: false })
          .limit(3),
        asStaffSee(client, 'insights', client.from('insights').select('id, titulo, created_at'))
          .order('created_at', { ascending: false })
          .limit(3),
        asStaffSee(client, 'noticias', client.from('noticias').select('id, titulo, created_at'))
          .order('created_at', { ascending: false })
          .limit(3),
        client
          .from('leads')
          .select('id, nome, created_at')
          .order('created_at', { ascending: false })
          .limit(3),
      ]);
      for (const part of parts) expect(part.error).toBeNull();
      return parts.map((part) => part.data!);
    };
    const [got, reference] = await sameMoment(
      () => latest(service),
      () => latest(admin),
    );
    expect(got).toEqual(reference);
    for (const part of got) {
      expect(part).toHaveLength(3);
      expectDescendingTimes(part.map((row) => row.created_at));
    }
    expect(Object.keys(got[0][0]).sort()).toEqual(['created_at', 'id', 'titulo']);
    expect(Object.keys(got[3][0]).sort()).toEqual(['created_at', 'id', 'nome']);

    // merged feed (client side): sorted by created_at desc, top 10
    const merged = got
      .flat()
      .sort((a, b) => time(b.created_at) - time(a.created_at))
      .slice(0, 10);
    expect(merged).toHaveLength(10);
  });

  it('latest 3 reflects a new noticia at once', async () => {
    const titulo = `Notícia recente ${tag()}`;
    const { data: row } = await service
      .from('noticias')
      .insert({ titulo, link_externo: 'https://example.com/recente', created_at: '2099-01-01T00:00:00Z' })
      .select('id')
      .single();
    try {
      const { data, error } = await admin
        .from('noticias')
        .select('id, titulo, created_at')
        .order('created_at', { ascending: false })
        .limit(3);
      expect(error).toBeNull();
      expect(data![0]).toMatchObject({ id: row!.id, titulo });
      expect(time(data![0].created_at)).toBe(time('2099-01-01T00:00:00Z'));
    } finally {
      await service.from('noticias').delete().eq('id', row!.id);
    }
  });
});

describe('admin: insights', () => {
  it('list: select(*, categorias(nome)) ordered by publicado_em desc, id, range(0, 19)', async () => {
    // an own insight scheduled for 2099 is the first row of the first page (staff see it)
    const t = tag();
    const { data: mine, error: insertError } = await service
      .from('insights')
      .insert({
        titulo: `Insight do futuro ${t}`,
        categoria_id: CAT.produtividade,
        publicado_em: '2099-12-31T12:00:00Z',
      })
      .select('id')
      .single();
    expect(insertError).toBeNull();
    try {
      const { data, error } = await editor
        .from('insights')
        .select('*, categorias(nome)')
        .order('publicado_em', { ascending: false })
        .order('id')
        .range(0, 19);
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      expect(data!.length).toBeLessThanOrEqual(20);
      expectDescendingTimes(data!.map((row) => row.publicado_em));
      expect(data![0]).toMatchObject({
        id: mine!.id,
        titulo: `Insight do futuro ${t}`,
        criado_por: null,
        categorias: { nome: 'Produtividade' },
      });
      for (const row of data!) {
        expect(row.categorias === null || Object.keys(row.categorias).join() === 'nome').toBe(true);
        if (row.categoria_id === null) expect(row.categorias).toBeNull();
      }
    } finally {
      await service.from('insights').delete().eq('id', mine!.id);
    }
  });

  it('insert {titulo, descricao, conteudo, imagem, categoria_id, status, publicado_em, seo_*, slug, criado_por}, select by id, update by id, delete by id', async () => {
    const t = tag();
    const fields = {
      titulo: `Insight criado pelo editor ${t}`,
      descricao: 'Resumo do insight',
      conteudo: '<p>Conteúdo <strong>HTML</strong></p>',
      imagem: 'https://example.com/imagens/insight.png',
      categoria_id: CAT.agentes,
      status: 'rascunho',
      publicado_em: '2002-03-04T12:00:00+00:00',
      seo_titulo: 'Título para o Google',
      seo_descricao: null,
      seo_imagem: 'https://example.com/imagens/compartilhar.png',
      slug: `insight-criado-pelo-editor-${t}`,
      criado_por: EDITOR_ID,
    };
    const inserted = await editor.from('insights').insert(fields);
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);

    const { data: stored } = await service.from('insights').select('*').eq('slug', fields.slug).single();
    expect(stored).toMatchObject({ ...fields, data_publicacao: '2002-03-04' });
    const id = stored!.id;

    const byId = await editor.from('insights').select('*').eq('id', id).single();
    expect(byId.error).toBeNull();
    expect(byId.data).toEqual(stored);

    const changed = {
      ...fields,
      titulo: `Insight editado ${t}`,
      descricao: 'Resumo novo',
      conteudo: '<h2>Novo</h2>',
      imagem: null,
      categoria_id: CAT.estrategia,
      status: 'publicado',
      publicado_em: '2002-05-06T12:00:00+00:00',
      seo_titulo: null,
      seo_descricao: 'Descrição para o Google',
      slug: `insight-editado-${t}`,
    };
    // From the version the form was read at; the database counts the save and stamps who made it.
    const updated = await editor
      .from('insights')
      .update({ ...changed, base_version: stored!.version })
      .eq('id', id);
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(204);

    const after = await editor.from('insights').select('*').eq('id', id).single();
    expect(after.data).toEqual({
      ...stored,
      ...changed,
      data_publicacao: '2002-05-06',
      version: stored!.version + 1,
      updated_at: expect.any(String),
      updated_by: EDITOR_ID,
    });

    const deleted = await editor.from('insights').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    // Moved to the trash: gone from the API, kept with its stamp.
    expect((await editor.from('insights').select('id').eq('id', id)).data).toEqual([]);
    expect((await service.from('insights').select('deleted_by').eq('id', id).single()).data).toEqual({
      deleted_by: EDITOR_ID,
    });
  });

  it('categorias ordered by nome (admin form)', async () => {
    const { data, error } = await editor.from('categorias').select('*').order('nome');
    expect(error).toBeNull();
    expect(onlyIds(data, Object.values(CAT))).toEqual([CAT.agentes, CAT.estrategia, CAT.produtividade]);
  });
});

describe('admin: cases', () => {
  it('save_case creates (no version) and returns the row, select by id, save_case updates every field from the version read, delete by id', async () => {
    const t = tag();
    const fields = {
      titulo: `Case do editor ${t}`,
      subtitulo: 'Subtítulo do case',
      slug: `case-do-editor-${t}`,
      status: 'publicado',
      publicado_em: '2003-04-05T12:00:00+00:00',
      seo_titulo: null,
      seo_descricao: 'Descrição para o Google',
      seo_imagem: null,
      destaque: false,
      imagem_destacada: 'https://example.com/cases/capa.png',
      video_url: null,
      agente_ia_url: null,
      problema: 'O problema.',
      solucao: 'A solução.',
      resultados: null,
      galeria: ['https://example.com/cases/g1.png', 'https://example.com/cases/g2.png'],
      depoimento_texto: null,
      depoimento_nome: null,
      depoimento_cargo: null,
      depoimento_foto: null,
    };
    const created = await editor.rpc('save_case', {
      case_id: null,
      base_version: null,
      fields,
      nicho_ids: [NICHO.saude],
    } as unknown as SaveCaseArgs);
    expect(created.error).toBeNull();
    expect(created.data).toEqual({
      ...fields,
      id: expect.any(String),
      created_at: expect.any(String),
      data_publicacao: '2003-04-05',
      version: 1,
      base_version: null,
      updated_at: expect.any(String),
      updated_by: EDITOR_ID,
      deleted_at: null,
      deleted_by: null,
    });
    const row = created.data!;
    expect(Number.isNaN(time(row.created_at))).toBe(false);

    const { data: list } = await editor
      .from('cases')
      .select('*')
      .order('publicado_em', { ascending: false })
      .order('id');
    expect(list!.some((listed) => listed.id === row.id)).toBe(true);

    const byId = await editor.from('cases').select('*').eq('id', row.id).single();
    expect(byId.data).toEqual(row);

    // Every field the form edits, from the version it was read at, and the niches in the same call.
    const whole = {
      ...fields,
      titulo: `Case editado ${t}`,
      status: 'rascunho',
      publicado_em: '2003-04-06T02:30:00+00:00',
      destaque: true,
      video_url: 'https://www.youtube.com/embed/aircAruvnKk',
      galeria: null,
      resultados: 'Resultados medidos.',
      depoimento_texto: 'Gostamos muito.',
      depoimento_nome: 'Fulana',
      depoimento_cargo: 'Diretora',
      depoimento_foto: 'https://example.com/cases/foto.png',
    };
    const updated = await editor.rpc('save_case', {
      case_id: row.id,
      base_version: row.version,
      fields: whole,
      nicho_ids: [NICHO.varejo],
    });
    expect(updated.error).toBeNull();
    // 02:30 UTC is still the 5th in São Paulo.
    expect(updated.data).toEqual({ ...row, ...whole, version: 2, updated_at: expect.any(String) });
    const after = await editor.from('cases').select('*').eq('id', row.id).single();
    expect(after.data).toEqual(updated.data);
    expect((await editor.rpc('get_case_nichos', { p_case_id: row.id })).data).toEqual([
      { id: NICHO.varejo, nome: 'Varejo' },
    ]);

    const deleted = await editor.from('cases').delete().eq('id', row.id);
    expect(deleted.error).toBeNull();
    // Moved to the trash: gone from the API, kept.
    expect((await editor.from('cases').select('id').eq('id', row.id)).data).toEqual([]);
    expect(
      (await service.from('cases').select('deleted_at').eq('id', row.id).single()).data?.deleted_at,
    ).toEqual(expect.any(String));
  });
});

describe('admin: niche procedures (as editor)', () => {
  it('get_all_nichos returns every niche ordered by nome', async () => {
    const { data, error } = await editor.rpc('get_all_nichos');
    expect(error).toBeNull();
    expect(onlyIds(data, Object.values(NICHO))).toEqual([
      NICHO.alimentacao,
      NICHO.educacao,
      NICHO.imobiliario,
      NICHO.saude,
      NICHO.servicos,
      NICHO.varejo,
    ]);
    expect(data!.find((row) => row.id === NICHO.saude)).toMatchObject({
      nome: 'Saúde',
      slug: 'saude',
      descricao: 'Clínicas, consultórios e laboratórios.',
    });
  });

  it('create_nicho → update_nicho (from its version) → save_case with the niche → get_case_nichos → save_case without it → delete_nicho', async () => {
    const t = tag();
    const { data: caseRow } = await service
      .from('cases')
      .insert({ titulo: `Case para nichos ${t}`, subtitulo: 'Nichos' })
      .select('id')
      .single();
    const caseId = caseRow!.id;
    try {
      const created = await editor.rpc('create_nicho', {
        nome: `Nicho Spec ${t}`,
        slug: `nicho-spec-${t}`,
        descricao: 'Criado pelo teste',
      });
      expect(created.error).toBeNull();
      expect(created.data).toEqual({
        id: expect.any(String),
        nome: `Nicho Spec ${t}`,
        slug: `nicho-spec-${t}`,
        descricao: 'Criado pelo teste',
        created_at: expect.any(String),
        version: 1,
        base_version: null,
        updated_at: expect.any(String),
        updated_by: EDITOR_ID,
        deleted_at: null,
        deleted_by: null,
      });
      const nichoId = created.data!.id;

      const updated = await editor.rpc('update_nicho', {
        nicho_id: nichoId,
        base_version: created.data!.version,
        nome: `Nicho Alterado ${t}`,
        slug: `nicho-alterado-${t}`,
        descricao: 'Alterado pelo teste',
      });
      expect(updated.error).toBeNull();
      expect(updated.data).toMatchObject({
        id: nichoId,
        nome: `Nicho Alterado ${t}`,
        slug: `nicho-alterado-${t}`,
        descricao: 'Alterado pelo teste',
        version: 2,
      });

      // The case's niches are whatever its save names, from the version the form was read at.
      const setNiches = async (nicho_ids: string[]) => {
        const { data: current } = await editor.from('cases').select('version').eq('id', caseId).single();
        const saved = await editor.rpc('save_case', {
          case_id: caseId,
          base_version: current!.version,
          fields: {},
          nicho_ids,
        });
        expect(saved.error).toBeNull();
      };
      await setNiches([nichoId, NICHO.varejo]);
      const linked = await editor.rpc('get_case_nichos', { p_case_id: caseId });
      expect(linked.error).toBeNull();
      expect(linked.data).toEqual([
        { id: nichoId, nome: `Nicho Alterado ${t}` },
        { id: NICHO.varejo, nome: 'Varejo' },
      ]);

      await setNiches([NICHO.varejo]);
      expect((await editor.rpc('get_case_nichos', { p_case_id: caseId })).data).toEqual([
        { id: NICHO.varejo, nome: 'Varejo' },
      ]);

      // linked again, then deleted: the link goes with the niche
      await setNiches([NICHO.varejo, nichoId]);
      const deleted = await editor.rpc('delete_nicho', { nicho_id: nichoId });
      expect(deleted).toMatchObject({ data: true, error: null });
      expect((await editor.rpc('get_case_nichos', { p_case_id: caseId })).data).toEqual([
        { id: NICHO.varejo, nome: 'Varejo' },
      ]);
      const all = await editor.rpc('get_all_nichos');
      expect(all.data!.some((row) => row.id === nichoId)).toBe(false);
      expect((await editor.rpc('delete_nicho', { nicho_id: nichoId })).data).toBe(false);
    } finally {
      await service.from('cases').delete().eq('id', caseId);
    }
  });

  it('create_nicho derives the slug when none is given; a blank nome is refused', async () => {
    const t = tag();
    const created = await editor.rpc('create_nicho', { nome: `Clínicas Veterinárias ${t}` });
    expect(created.error).toBeNull();
    expect(created.data!.slug).toBe(`clinicas-veterinarias-${t}`);
    expect(created.data!.descricao).toBeNull();
    const blank = await editor.rpc('create_nicho', { nome: '   ' });
    expect(blank.error).toMatchObject({ code: '23514', message: 'Nome é obrigatório' });
    await editor.rpc('delete_nicho', { nicho_id: created.data!.id });
  });
});

describe('admin: profiles and leads', () => {
  it('profiles ordered by created_at desc: admin sees every row', async () => {
    const list = async (client: Client) => {
      const { data, error } = await client
        .from('profiles')
        .select('*')
        .order('created_at', { ascending: false });
      expect(error).toBeNull();
      return data!;
    };
    const [got, reference] = await sameMoment(
      () => list(service),
      () => list(admin),
    );
    expect(got).toEqual(reference);
    expectDescendingTimes(got.map((row) => row.created_at));
    expect(onlyIds(got, [EDITOR_ID, ADMIN_ID])).toEqual([EDITOR_ID, ADMIN_ID]);
    expect(got.find((row) => row.id === ADMIN_ID)).toMatchObject({ email: SEED_ADMIN.email, tipo: 'admin' });
  });

  it('profiles ordered by created_at desc: an editor sees only its own row', async () => {
    const { data, error } = await editor
      .from('profiles')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: EDITOR_ID,
        email: SEED_EDITOR.email,
        tipo: 'editor',
        created_at: expect.any(String),
        desativado_em: null,
        verificacao_em_duas_etapas: false,
      },
    ]);
  });

  it('leads ordered by created_at desc as admin', async () => {
    const list = async (client: Client) => {
      const { data, error } = await client
        .from('leads')
        .select('*')
        .order('created_at', { ascending: false });
      expect(error).toBeNull();
      return data!;
    };
    const [got, reference] = await sameMoment(
      () => list(service),
      () => list(admin),
    );
    expect(got).toEqual(reference);
    expectDescendingTimes(got.map((row) => row.created_at));
    expect(onlyIds(got, SEED_LEADS)).toEqual(SEED_LEADS);
    expect(got.find((row) => row.id === SEED_LEADS[4])).toMatchObject({
      nome: 'Carla Mendes',
      email: 'carla.mendes@example.com',
      telefone: '5548991234567',
      empresa: 'Mendes Odontologia',
      pagina_origem: '/agentes-de-ia',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'raio-x-florianopolis',
      utm_term: null,
      utm_content: null,
      gclid: 'Cj0KCQjwexample',
      fbclid: null,
    });
  });

  it('seed leads keep the created_at seed.sql gives them (now() - 5 days … now() - 1 day)', async () => {
    const { data, error } = await service.from('leads').select('id, created_at').in('id', SEED_LEADS);
    expect(error).toBeNull();
    const at = new Map(data!.map((row) => [row.id, time(row.created_at)]));
    const day = 24 * 60 * 60 * 1000;
    // e0…05 is 1 day old, e0…01 is 5 days old: consecutive seed leads are one day apart.
    for (let i = 1; i < SEED_LEADS.length; i++) {
      expect(
        at.get(SEED_LEADS[i - 1])! - at.get(SEED_LEADS[i])!,
        `${SEED_LEADS[i - 1]} - ${SEED_LEADS[i]}`,
      ).toBe(day);
    }
  });

  it('leads as editor: empty list, no error', async () => {
    const { data, error } = await editor.from('leads').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('admin: noticias', () => {
  it('insert {titulo, link_externo, imagem}, list, update, delete', async () => {
    const t = tag();
    const fields = {
      titulo: `Notícia do editor ${t}`,
      link_externo: `https://example.com/noticias/${t}`,
      imagem: 'https://example.com/noticias/logo.png',
    };
    const inserted = await editor.from('noticias').insert(fields);
    expect(inserted.error).toBeNull();

    const { data: list, error } = await editor
      .from('noticias')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const mine = list!.find((row) => row.titulo === fields.titulo)!;
    expect(mine).toEqual({
      ...fields,
      id: expect.any(String),
      created_at: expect.any(String),
      version: 1,
      base_version: null,
      updated_at: expect.any(String),
      updated_by: EDITOR_ID,
      deleted_at: null,
      deleted_by: null,
    });
    // newer than every seed item, so listed before them
    expect(list!.findIndex((row) => row.id === mine.id)).toBeLessThan(
      list!.findIndex((row) => row.id === SEED_NOTICIAS[0]),
    );

    const changes = {
      titulo: `Notícia editada ${t}`,
      link_externo: `https://example.com/editada/${t}`,
      imagem: null,
    };
    const updated = await editor
      .from('noticias')
      .update({ ...changes, base_version: mine.version })
      .eq('id', mine.id);
    expect(updated.error).toBeNull();
    const { data: after } = await service.from('noticias').select('*').eq('id', mine.id).single();
    expect(after).toEqual({ ...mine, ...changes, version: 2, updated_at: expect.any(String) });

    const deleted = await editor.from('noticias').delete().eq('id', mine.id);
    expect(deleted.error).toBeNull();
    // Moved to the trash: gone from the API, kept.
    expect((await editor.from('noticias').select('id').eq('id', mine.id)).data).toEqual([]);
    expect(
      (await service.from('noticias').select('deleted_at').eq('id', mine.id).single()).data?.deleted_at,
    ).toEqual(expect.any(String));
  });
});
