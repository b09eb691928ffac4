/**
 * Redirects (public.redirects) through the API: the addresses of public content follow their
 * slugs (a 'slug' redirect old → new, chains collapsed, loops removed, an address in use again
 * released), and admins manage their own redirects, which the database keeps to same-site paths
 * without duplicates, loops or chains. Everyone reads them (the build and the site follow them).
 *
 * Paths and rows are this file's own (a random tag in every slug), removed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { atCurrentVersion } from '../setup/versions.ts';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
const EDITOR_ID = 'a0000000-0000-4000-8000-000000000002';
const t = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
const past = () => new Date(Date.now() - HOUR).toISOString();

let service: Client;
let anon: Client;
let noProfile: Client;
let editor: Client;
let admin: Client;

const created = { cases: [] as string[], insights: [] as string[], categorias: [] as string[] };

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  const email = `redirecionamentos-${t}@salto.local`;
  const user = await service.auth.admin.createUser({ email, password: 'senha-123456', email_confirm: true });
  if (user.error) throw user.error;
  noProfile = await signedInClient(email, 'senha-123456');
});

afterAll(async () => {
  await service.from('cases').delete().in('id', created.cases);
  await service.from('insights').delete().in('id', created.insights);
  await service.from('categorias').delete().in('id', created.categorias);
  await service.from('redirects').delete().or(`from_path.like.*${t}*,to_path.like.*${t}*`);
});

/** This file's redirects that involve `name` (a tagged slug part), as sorted "from → to" lines. */
async function redirectsOf(name: string): Promise<string[]> {
  const { data, error } = await service
    .from('redirects')
    .select('from_path, to_path')
    .or(`from_path.like.*${name}*,to_path.like.*${name}*`);
  if (error) throw error;
  // Sorted here: the database's collation may order '/' and '-' otherwise.
  return data.map((row) => `${row.from_path} → ${row.to_path}`).sort();
}

const slugOf = (name: string) => `${name}-${t}`;

async function newCase(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await editor
    .from('cases')
    .insert({
      titulo: `Case ${name} ${t}`,
      subtitulo: 'Endereços',
      slug: slugOf(name),
      publicado_em: past(),
      ...fields,
    })
    .select('id')
    .single();
  if (error) throw error;
  created.cases.push(data.id);
  return data.id;
}

async function renameCase(id: string, name: string) {
  const { error } = await editor
    .from('cases')
    .update(await atCurrentVersion('cases', id, { slug: slugOf(name) }))
    .eq('id', id);
  if (error) throw error;
}

async function newCategory(name: string): Promise<string> {
  const { data, error } = await editor
    .from('categorias')
    .insert({ nome: `Categoria ${name} ${t}`, slug: slugOf(name) })
    .select('id')
    .single();
  if (error) throw error;
  created.categorias.push(data.id);
  return data.id;
}

async function newInsight(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await editor
    .from('insights')
    .insert({ titulo: `Insight ${name} ${t}`, slug: slugOf(name), publicado_em: past(), ...fields })
    .select('id')
    .single();
  if (error) throw error;
  created.insights.push(data.id);
  return data.id;
}

const casePath = (name: string) => `/cases/${slugOf(name)}`;

describe('addresses that follow the content', () => {
  it('renaming a public case: the old address answers 301 to the new one, written by the database', async () => {
    const id = await newCase('caso-a1');
    await renameCase(id, 'caso-b1');
    const { data } = await anon.from('redirects').select('*').eq('from_path', casePath('caso-a1'));
    expect(data).toEqual([
      {
        id: expect.any(String),
        from_path: casePath('caso-a1'),
        to_path: casePath('caso-b1'),
        status_code: 301,
        source: 'slug',
        created_by: EDITOR_ID,
        created_at: expect.any(String),
        // Written by the database as part of the editor's save.
        version: 1,
        base_version: null,
        updated_at: expect.any(String),
        updated_by: EDITOR_ID,
      },
    ]);
  });

  it('renaming again collapses the chain; renaming to an old address removes the loop', async () => {
    const id = await newCase('tripla-a');
    await renameCase(id, 'tripla-b');
    await renameCase(id, 'tripla-c');
    expect(await redirectsOf('tripla-')).toEqual([
      `${casePath('tripla-a')} → ${casePath('tripla-c')}`,
      `${casePath('tripla-b')} → ${casePath('tripla-c')}`,
    ]);
    // Back to the first address: it is live again (no redirect from it), the others point at it.
    await renameCase(id, 'tripla-a');
    expect(await redirectsOf('tripla-')).toEqual([
      `${casePath('tripla-b')} → ${casePath('tripla-a')}`,
      `${casePath('tripla-c')} → ${casePath('tripla-a')}`,
    ]);
  });

  it('a → b → a leaves only b → a', async () => {
    const id = await newCase('ida-e-volta');
    await renameCase(id, 'volta');
    await renameCase(id, 'ida-e-volta');
    expect(await redirectsOf('volta')).toEqual([`${casePath('volta')} → ${casePath('ida-e-volta')}`]);
  });

  it('renaming a draft or a scheduled case writes nothing (its address was never public)', async () => {
    const draft = await newCase('rascunho-antigo', { status: 'rascunho' });
    await renameCase(draft, 'rascunho-novo');
    const scheduled = await newCase('agendado-antigo', {
      publicado_em: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    await renameCase(scheduled, 'agendado-novo');
    expect(await redirectsOf('rascunho-')).toEqual([]);
    expect(await redirectsOf('agendado-')).toEqual([]);
  });

  it("an admin's redirect to the old address follows it, keeping its code and source", async () => {
    const id = await newCase('promovido');
    const manual = await admin
      .from('redirects')
      .insert({ from_path: `/promo-${t}`, to_path: casePath('promovido'), status_code: 302 });
    expect(manual.error).toBeNull();
    await renameCase(id, 'promovido-novo');
    const { data } = await anon
      .from('redirects')
      .select('to_path, status_code, source')
      .eq('from_path', `/promo-${t}`)
      .single();
    expect(data).toEqual({ to_path: casePath('promovido-novo'), status_code: 302, source: 'manual' });
  });

  it("an insight's slug or category change moves its address", async () => {
    const first = await newCategory('cat-um');
    const second = await newCategory('cat-dois');
    const id = await newInsight('artigo', { categoria_id: first });
    expect(
      (
        await editor
          .from('insights')
          .update(await atCurrentVersion('insights', id, { slug: slugOf('artigo-novo') }))
          .eq('id', id)
      ).error,
    ).toBeNull();
    for (const categoria_id of [second, null]) {
      const moved = await atCurrentVersion('insights', id, { categoria_id });
      expect((await editor.from('insights').update(moved).eq('id', id)).error).toBeNull();
    }
    const final = `/insights/sem-categoria/${slugOf('artigo-novo')}`;
    expect(await redirectsOf('artigo')).toEqual(
      [
        `/insights/${slugOf('cat-um')}/${slugOf('artigo')} → ${final}`,
        `/insights/${slugOf('cat-um')}/${slugOf('artigo-novo')} → ${final}`,
        `/insights/${slugOf('cat-dois')}/${slugOf('artigo-novo')} → ${final}`,
      ].sort(),
    );
  });

  it("a category's new slug moves its page and its public articles (not its drafts or scheduled ones)", async () => {
    const id = await newCategory('tema');
    await newInsight('publico', { categoria_id: id });
    await newInsight('escondido', { categoria_id: id, status: 'rascunho' });
    await newInsight('futuro', {
      categoria_id: id,
      publicado_em: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    expect(
      (
        await editor
          .from('categorias')
          .update(await atCurrentVersion('categorias', id, { slug: slugOf('tema-novo') }))
          .eq('id', id)
      ).error,
    ).toBeNull();
    expect(await redirectsOf('tema')).toEqual([
      `/insights/${slugOf('tema')} → /insights/${slugOf('tema-novo')}`,
      `/insights/${slugOf('tema')}/${slugOf('publico')} → /insights/${slugOf('tema-novo')}/${slugOf('publico')}`,
    ]);
  });

  it('a new public item at an old address takes it back: the redirect goes', async () => {
    const kase = await newCase('endereco-velho');
    await renameCase(kase, 'endereco-atual');
    expect(await redirectsOf('endereco-')).toEqual([
      `${casePath('endereco-velho')} → ${casePath('endereco-atual')}`,
    ]);
    await newCase('endereco-velho');
    expect(await redirectsOf('endereco-')).toEqual([]);

    const category = await newCategory('secao');
    await editor
      .from('categorias')
      .update(await atCurrentVersion('categorias', category, { slug: slugOf('secao-nova') }))
      .eq('id', category);
    const post = await newInsight('texto', { categoria_id: category });
    await editor
      .from('insights')
      .update(await atCurrentVersion('insights', post, { slug: slugOf('texto-novo') }))
      .eq('id', post);
    const article = `/insights/${slugOf('secao-nova')}/${slugOf('texto')} → /insights/${slugOf('secao-nova')}/${slugOf('texto-novo')}`;
    expect(await redirectsOf('secao')).toEqual(
      [`/insights/${slugOf('secao')} → /insights/${slugOf('secao-nova')}`, article].sort(),
    );
    await newCategory('secao');
    expect(await redirectsOf('secao')).toEqual([article]);
    await newInsight('texto', { categoria_id: category });
    expect(await redirectsOf('secao')).toEqual([]);
  });

  it('a draft at an old address leaves the redirect until it is public', async () => {
    const kase = await newCase('lugar-antigo');
    await renameCase(kase, 'lugar-novo');
    const draft = await newCase('lugar-antigo', { status: 'rascunho' });
    expect(await redirectsOf('lugar-')).toEqual([`${casePath('lugar-antigo')} → ${casePath('lugar-novo')}`]);
    // Published: the address is its own again.
    const published = await atCurrentVersion('cases', draft, { status: 'publicado' });
    expect((await editor.from('cases').update(published).eq('id', draft)).error).toBeNull();
    expect(await redirectsOf('lugar-')).toEqual([]);
  });

  it('a scheduled case at an old address takes it when it becomes due (pg_cron), not before', async () => {
    const kase = await newCase('agenda-antigo');
    await renameCase(kase, 'agenda-novo');
    const dueAt = Date.now() + 2_000;
    await newCase('agenda-antigo', { publicado_em: new Date(dueAt).toISOString() });
    expect(await redirectsOf('agenda-')).toEqual([
      `${casePath('agenda-antigo')} → ${casePath('agenda-novo')}`,
    ]);
    // The publish-site job runs every 10 s.
    await expect.poll(() => redirectsOf('agenda-'), { timeout: 25_000, interval: 1_000 }).toEqual([]);
  }, 30_000);

  it('a case renamed as it is unpublished leaves no redirect to an address visitors cannot open', async () => {
    const kase = await newCase('saindo-velho');
    const { error } = await editor
      .from('cases')
      .update(await atCurrentVersion('cases', kase, { slug: slugOf('saindo-novo'), status: 'rascunho' }))
      .eq('id', kase);
    expect(error).toBeNull();
    expect(await redirectsOf('saindo-')).toEqual([]);
  });

  it("deleting a category moves its public articles' addresses to sem-categoria, with redirects", async () => {
    const category = await newCategory('apagada');
    await newInsight('orfao', { categoria_id: category });
    expect((await editor.from('categorias').delete().eq('id', category)).error).toBeNull();
    expect(await redirectsOf('orfao')).toEqual([
      `/insights/${slugOf('apagada')}/${slugOf('orfao')} → /insights/sem-categoria/${slugOf('orfao')}`,
    ]);
  });
});

describe("admins' redirects", () => {
  const LEGACY = [
    '/agentes-ia',
    '/growth',
    '/insights/agente-de-ia-no-whatsapp',
    '/insights/automacao-de-atendimento-com-ia',
    '/insights/chatbot-ou-agente-de-ia',
    '/insights/chatgpt-para-empresas',
    '/insights/como-implementar-ia-na-empresa',
    '/insights/consultoria-de-ia-vale-a-pena',
    '/insights/crm-com-inteligencia-artificial',
    '/insights/growth-com-inteligencia-artificial',
    '/insights/ia-no-atendimento-ao-cliente',
    '/insights/ia-para-pequenas-empresas',
    '/insights/ia-para-vendas',
    '/insights/quanto-custa-um-agente-de-ia',
  ];

  it('everyone reads them: the old site addresses, 301 to /agentes-de-ia', async () => {
    for (const client of [anon, noProfile, editor, admin]) {
      const { data, error } = await client
        .from('redirects')
        .select('from_path, to_path, status_code, source, created_by')
        .in('from_path', LEGACY)
        .order('from_path');
      expect(error).toBeNull();
      expect(data).toEqual(
        LEGACY.map((from_path) => ({
          from_path,
          to_path: '/agentes-de-ia',
          status_code: 301,
          source: 'manual',
          created_by: null,
        })),
      );
    }
  });

  it('an admin inserts, updates and deletes one (source manual, created_by the admin)', async () => {
    const from_path = `/campanha-${t}`;
    const inserted = await admin
      .from('redirects')
      .insert({ from_path, to_path: '/agentes-de-ia', status_code: 302 })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({
      from_path,
      status_code: 302,
      source: 'manual',
      created_by: ADMIN_ID,
    });
    const updated = await admin
      .from('redirects')
      .update(await atCurrentVersion('redirects', inserted.data!.id, { to_path: '/salto', status_code: 301 }))
      .eq('id', inserted.data!.id)
      .select('to_path, status_code')
      .single();
    expect(updated.data).toEqual({ to_path: '/salto', status_code: 301 });
    expect((await admin.from('redirects').delete().eq('id', inserted.data!.id)).error).toBeNull();
    expect((await service.from('redirects').select('id').eq('from_path', from_path)).data).toEqual([]);
  });

  it('an admin may not set source or created_by (column privileges)', async () => {
    const insert = await admin
      .from('redirects')
      .insert({ from_path: `/fonte-${t}`, to_path: '/salto', source: 'slug' } as never);
    expect(insert.error).toMatchObject({ code: '42501', message: 'permission denied for table redirects' });
    const { data: legacy } = await service.from('redirects').select('id').eq('from_path', '/growth').single();
    const update = await admin
      .from('redirects')
      .update({ created_by: ADMIN_ID } as never)
      .eq('id', legacy!.id);
    expect(update.error).toMatchObject({ code: '42501', message: 'permission denied for table redirects' });
  });

  it('an editor or a signed-in user without a staff profile cannot write (row level security)', async () => {
    const { data: target } = await service
      .from('redirects')
      .insert({ from_path: `/alvo-${t}`, to_path: '/salto' })
      .select()
      .single();
    for (const client of [editor, noProfile]) {
      const insert = await client.from('redirects').insert({ from_path: `/editor-${t}`, to_path: '/salto' });
      expect(insert.status).toBe(403);
      expect(insert.error).toMatchObject({
        code: '42501',
        message: 'new row violates row-level security policy for table "redirects"',
      });
      const update = await client.from('redirects').update({ to_path: '/' }).eq('id', target!.id).select();
      expect(update).toMatchObject({ data: [], error: null });
      const remove = await client.from('redirects').delete().eq('id', target!.id).select();
      expect(remove).toMatchObject({ data: [], error: null });
    }
    expect((await service.from('redirects').select('*').eq('id', target!.id).single()).data).toEqual(target);
    expect((await service.from('redirects').select('id').eq('from_path', `/editor-${t}`)).data).toEqual([]);
  });

  it('anon cannot write (no privilege)', async () => {
    const { data: target } = await service.from('redirects').select('*').eq('from_path', '/growth').single();
    const denied = { code: '42501', message: 'permission denied for table redirects' };
    const insert = await anon.from('redirects').insert({ from_path: `/anon-${t}`, to_path: '/salto' });
    expect(insert.status).toBe(401);
    expect(insert.error).toMatchObject(denied);
    expect((await anon.from('redirects').update({ to_path: '/' }).eq('id', target!.id)).error).toMatchObject(
      denied,
    );
    expect((await anon.from('redirects').delete().eq('id', target!.id)).error).toMatchObject(denied);
    expect((await service.from('redirects').select('*').eq('id', target!.id).single()).data).toEqual(target);
  });

  describe('what the database refuses', () => {
    const insert = (from_path: string, to_path: string, status_code = 301) =>
      admin.from('redirects').insert({ from_path, to_path, status_code });
    const checkViolation = (constraint: string) => ({
      code: '23514',
      message: `new row for relation "redirects" violates check constraint "${constraint}"`,
    });
    const NOT_SITE_PATHS = [
      ['a URL', 'https://x'],
      ['no leading slash', 'agentes-de-ia'],
      ['a query', '/a?b'],
      ['a fragment', '/a#b'],
      ['a double slash', '/a//b'],
      ['a protocol-relative URL', '//example.com/x'],
      ['a trailing slash', '/a/'],
      ['a dot-dot segment', '/../x'],
      ['a dot segment', '/a/./b'],
      ['a space', '/a b'],
      ['a tab', '/a\tb'],
      ['a control character', '/a\u0007b'],
      ['a backslash', '/a\\b'],
      // The hosts' `_redirects` read these as a wildcard and a placeholder.
      ['an asterisk', '/insights/*'],
      ['a segment starting with a colon', '/cases/:slug'],
      ['501 characters', `/${'a'.repeat(500)}`],
      ['empty', ''],
      // Spaces the database's [[:space:]] left out, invisible and bidi characters: the hosts'
      // `_redirects` parsers split fields on most of them ('/x<U+00A0>https:evil.example').
      ['a no-break space (U+00A0)', '/x\u00a0https:evil.example'],
      ['an em space (U+2003)', '/x\u2003https:evil.example'],
      ['a zero-width space (U+200B)', '/a\u200bb'],
      ['a right-to-left mark (U+200F)', '/a\u200fb'],
      ['a line separator (U+2028)', '/a\u2028b'],
      ['a narrow no-break space (U+202F)', '/a\u202fb'],
      ['a right-to-left override (U+202E)', '/a\u202eb'],
      ['an ideographic space (U+3000)', '/a\u3000b'],
      ['a byte order mark (U+FEFF)', '/a\ufeffb'],
      // ASCII only: letters with accents go percent-encoded (the form encodes them).
      ['a letter with an accent', '/a\u00e7\u00e3o'],
      ['a quote', '/a"b'],
      ['a lone percent sign', '/100%'],
      ['lower-case escape digits', '/a%c3%a7'],
      ['an encoded slash', '/a%2Fb'],
      ['an encoded backslash', '/a%5Cb'],
      ['an encoded control character', '/a%0Ab'],
      ['an encoded dot-dot segment', '/a/%2E%2E'],
      ['an encoded unreserved letter', '/%41'],
    ] as const;

    it.each(NOT_SITE_PATHS)('a from_path with %s: redirects_from_path_check', async (_, path) => {
      const { error, status } = await insert(path, '/salto');
      expect(status).toBe(400);
      expect(error).toMatchObject(checkViolation('redirects_from_path_check'));
    });

    it.each(NOT_SITE_PATHS)('a to_path with %s: redirects_to_path_check', async (_, path) => {
      const { error } = await insert(`/origem-${t}`, path);
      expect(error).toMatchObject(checkViolation('redirects_to_path_check'));
    });

    it("from '/' is refused (the home page is content); to '/', 500 characters, escapes, sub-delimiters, a dot or a colon inside a segment are not", async () => {
      expect((await insert('/', '/salto')).error).toMatchObject(checkViolation('redirects_from_path_check'));
      const ok = await admin
        .from('redirects')
        .insert([
          { from_path: `/para-a-home-${t}`, to_path: '/' },
          { from_path: `/${t}${'x'.repeat(499 - t.length)}`, to_path: '/a%C3%A7%C3%A3o/.bem-conhecido' },
          { from_path: `/hora-${t}:10h`, to_path: '/eventos/v1.2' },
          { from_path: `/promo-${t}/50%25_off!$&'()+,;=@~`, to_path: '/salto' },
        ])
        .select('from_path');
      expect(ok.error).toBeNull();
      expect(ok.data!.map((row) => row.from_path.length)).toEqual([
        `/para-a-home-${t}`.length,
        500,
        `/hora-${t}:10h`.length,
        `/promo-${t}/50%25_off!$&'()+,;=@~`.length,
      ]);
    });

    it('a redirect to itself: redirects_loop_check; a code other than 301/302: redirects_status_code_check', async () => {
      expect((await insert(`/eu-${t}`, `/eu-${t}`)).error).toMatchObject(
        checkViolation('redirects_loop_check'),
      );
      expect((await insert(`/codigo-${t}`, '/salto', 307)).error).toMatchObject(
        checkViolation('redirects_status_code_check'),
      );
    });

    it('a second redirect from one address: redirects_from_path_key (409)', async () => {
      expect((await insert(`/duplo-${t}`, '/salto')).error).toBeNull();
      const { error, status } = await insert(`/duplo-${t}`, '/agentes-de-ia');
      expect(status).toBe(409);
      expect(error).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "redirects_from_path_key"',
      });
    });

    it('chains and loops, in either direction and by update: 23514 with the message of redirects_chain_check', async () => {
      const a = `/cadeia-a-${t}`;
      const b = `/cadeia-b-${t}`;
      const c = `/cadeia-c-${t}`;
      expect((await insert(a, b)).error).toBeNull();
      // b already is a's target: redirecting b too would make a → b → c.
      expect((await insert(b, c)).error).toMatchObject({
        code: '23514',
        message: `${b} já é o destino de ${a}: redirecionar também ${b} criaria uma cadeia.`,
      });
      // a is redirected: c → a would make c → a → b.
      expect((await insert(c, a)).error).toMatchObject({
        code: '23514',
        message: `O destino ${a} já redireciona para ${b}: use o destino final.`,
      });
      // b → a would be a loop.
      expect((await insert(b, a)).error).toMatchObject({
        code: '23514',
        message: `O destino ${a} já redireciona para ${b}: use o destino final.`,
      });
      // By update: an unrelated one pointed at a.
      const { data: other } = await admin
        .from('redirects')
        .insert({ from_path: c, to_path: '/salto' })
        .select()
        .single();
      const update = await admin
        .from('redirects')
        .update(await atCurrentVersion('redirects', other!.id, { to_path: a }))
        .eq('id', other!.id);
      expect(update.error).toMatchObject({
        code: '23514',
        message: `O destino ${a} já redireciona para ${b}: use o destino final.`,
      });
      // Its own row may change (the check leaves it out): a → c is fine, a → a is a loop.
      const { data: first } = await service.from('redirects').select('id').eq('from_path', a).single();
      const toSalto = await atCurrentVersion('redirects', first!.id, { to_path: '/salto' });
      expect((await admin.from('redirects').update(toSalto).eq('id', first!.id)).error).toBeNull();
      const toItself = await atCurrentVersion('redirects', first!.id, { to_path: a });
      expect((await admin.from('redirects').update(toItself).eq('id', first!.id)).error).toMatchObject(
        checkViolation('redirects_loop_check'),
      );
    });
  });
});
