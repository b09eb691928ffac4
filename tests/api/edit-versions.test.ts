/**
 * No stale save (20261130090000_edit_versions.sql), on every versioned table and RPC, as the admin's
 * sessions make them: a save naming the row's current version goes through and the database
 * counts it; a save naming none is refused with PT428 (HTTP 428); a save from an older version is
 * refused with PT409 (HTTP 409), changes nothing, and names who saved in between and when; of two
 * sessions saving from the same version exactly one wins. The service role needs no version.
 * On a database of this file's own: lead_settings and staff_settings are single rows that other
 * files change, and a save of theirs in between would look like a conflict here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { createStaffAccount } from '../setup/staff.ts';
import type { VersionedTable } from '../setup/versions.ts';

const NICHO = {
  saude: 'b0000000-0000-4000-8000-000000000001',
  varejo: 'b0000000-0000-4000-8000-000000000005',
  servicos: 'b0000000-0000-4000-8000-000000000006',
};
const tag = () => Math.random().toString(36).slice(2, 8);

let api: LocalSupabase;
let service: Client;
/** Who saves: the seed editor (content) or the seed admin (admin-only rows). */
const mine = {} as Record<'editor' | 'admin', { client: Client; id: string }>;
/** The other admin, who saves in between. */
let rival: { client: Client; id: string; email: string };

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  service = serviceClient(api.url);
  for (const [role, seed] of [
    ['editor', SEED_EDITOR],
    ['admin', SEED_ADMIN],
  ] as const) {
    const client = await signedInClient(seed.email, seed.password, api.url);
    mine[role] = { client, id: (await client.auth.getUser()).data.user!.id };
  }
  const account = await createStaffAccount('versao', 'admin', 'versao-local-123', api.url);
  rival = { ...account, client: await signedInClient(account.email, 'versao-local-123', api.url) };
  // A database of its own: every migration applied, slow on a busy machine.
}, 180_000);

afterAll(async () => {
  await api?.close();
});

type Row = Record<string, unknown> & {
  version: number;
  updated_at: string | null;
  updated_by: string | null;
};
type Answer = {
  data: unknown;
  error: { code: string; details: string; message: string } | null;
  status: number;
};

/** The row as stored, read through the service role; a case with the ids of its niches. */
async function stored(table: VersionedTable, id: string | boolean): Promise<Row> {
  const { data, error } = await service
    .from(table as 'cases')
    .select('*')
    .eq('id', id as string)
    .single();
  if (error) throw error;
  if (table !== 'cases') return data as unknown as Row;
  const links = await service
    .from('case_nicho_links')
    .select('nicho_id')
    .eq('case_id', id as string);
  return { ...data, nichos: links.data!.map((link) => link.nicho_id).sort() } as unknown as Row;
}

/** A new case (as the service role, with the given niches); returns its id. */
async function newCase(nichos: string[] = []): Promise<string> {
  const { data, error } = await service
    .from('cases')
    .insert({ titulo: `Case versionado ${tag()}`, subtitulo: 'Antes' })
    .select('id')
    .single();
  if (error) throw error;
  if (nichos.length > 0) {
    const links = await service
      .from('case_nicho_links')
      .insert(nichos.map((nicho_id) => ({ case_id: data.id, nicho_id })));
    if (links.error) throw links.error;
  }
  return data.id;
}

/** Inserts a row as the service role and returns its id. */
async function insert(
  table: 'insights' | 'noticias' | 'cases_nichos' | 'categorias' | 'redirects',
  row: object,
) {
  const { data, error } = await service
    .from(table as 'noticias')
    .insert(row as { titulo: string; link_externo: string })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** A save through PostgREST's PATCH by id, naming `base` (undefined: naming none). */
function patch(table: VersionedTable) {
  return (client: Client, id: string | boolean, base: number | undefined, changes: object) =>
    client
      .from(table as 'cases')
      .update({ ...changes, ...(base === undefined ? {} : { base_version: base }) })
      .eq('id', id as string)
      .select()
      .single() as unknown as Promise<Answer>;
}

/** An RPC's base_version: null when the save names none (the argument itself has no default). */
const noVersion = (base: number | undefined) => (base ?? null) as number;

interface Path {
  name: string;
  table: VersionedTable;
  /** Who may make this save: the editor's rows are the admin's too. */
  staff: 'editor' | 'admin';
  create: () => Promise<string | boolean>;
  /** The n-th change: what the save sends. */
  change: (n: number) => object;
  save: (client: Client, id: string | boolean, base: number | undefined, changes: object) => Promise<Answer>;
}

const STAGES = ['em_contato', 'qualificado', 'cliente', 'descartado'];

const PATHS: Path[] = [
  {
    name: 'cases (PATCH)',
    table: 'cases',
    staff: 'editor',
    create: () => newCase(),
    change: (n) => ({ subtitulo: `Subtítulo ${n}` }),
    save: patch('cases'),
  },
  {
    name: 'insights (PATCH)',
    table: 'insights',
    staff: 'editor',
    create: () => insert('insights', { titulo: `Insight versionado ${tag()}` }),
    change: (n) => ({ descricao: `Resumo ${n}` }),
    save: patch('insights'),
  },
  {
    name: 'noticias (PATCH)',
    table: 'noticias',
    staff: 'editor',
    create: () => insert('noticias', { titulo: 'Notícia', link_externo: 'https://example.com/noticia' }),
    change: (n) => ({ titulo: `Notícia ${n}` }),
    save: patch('noticias'),
  },
  {
    name: 'cases_nichos (PATCH)',
    table: 'cases_nichos',
    staff: 'editor',
    create: () => insert('cases_nichos', { nome: `Nicho versionado ${tag()}` }),
    change: (n) => ({ descricao: `Descrição ${n}` }),
    save: patch('cases_nichos'),
  },
  {
    name: 'categorias (PATCH)',
    table: 'categorias',
    staff: 'editor',
    create: () => insert('categorias', { nome: `Categoria versionada ${tag()}` }),
    change: (n) => ({ descricao: `Descrição ${n}` }),
    save: patch('categorias'),
  },
  {
    name: 'redirects (PATCH)',
    table: 'redirects',
    staff: 'admin',
    create: () => insert('redirects', { from_path: `/versao-${tag()}`, to_path: '/cases' }),
    change: (n) => ({ to_path: `/cases/destino-${n}` }),
    save: patch('redirects'),
  },
  {
    name: 'leads, pipeline columns (PATCH)',
    table: 'leads',
    staff: 'admin',
    create: async () => {
      const submission = crypto.randomUUID();
      const sent = await anonClient({ url: api.url })
        .from('leads')
        .insert({
          nome: 'Pessoa Versionada',
          email: `versao.${submission.slice(0, 8)}@example.com`,
          telefone: '5511988887777',
          empresa: 'Versões Ltda',
          submission_id: submission,
        });
      if (sent.error) throw sent.error;
      return (await service.from('leads').select('id').eq('submission_id', submission).single()).data!.id;
    },
    change: (n) => ({ stage: STAGES[n % STAGES.length] }),
    save: patch('leads'),
  },
  {
    name: 'lead_settings (PATCH)',
    table: 'lead_settings',
    staff: 'admin',
    create: async () => true,
    change: (n) => ({ discarded_retention_months: n }),
    save: patch('lead_settings'),
  },
  {
    name: 'staff_settings (PATCH)',
    table: 'staff_settings',
    staff: 'admin',
    create: async () => true,
    change: (n) => ({ audit_retention_days: 100 + n }),
    save: patch('staff_settings'),
  },
  {
    name: 'save_case (fields and niches)',
    table: 'cases',
    staff: 'editor',
    create: () => newCase([NICHO.saude]),
    change: (n) => ({
      subtitulo: `Subtítulo ${n}`,
      nichos: n % 2 ? [NICHO.varejo] : [NICHO.saude, NICHO.servicos],
    }),
    save: (client, id, base, changes) => {
      const { nichos, ...fields } = changes as { nichos: string[] };
      return client.rpc('save_case', {
        case_id: id as string,
        base_version: noVersion(base),
        fields,
        nicho_ids: nichos,
      }) as unknown as Promise<Answer>;
    },
  },
  {
    name: 'update_nicho',
    table: 'cases_nichos',
    staff: 'editor',
    create: () => insert('cases_nichos', { nome: `Nicho versionado ${tag()}` }),
    // Each test saves its own niche with its own n: the slugs stay unique.
    change: (n) => ({ nome: `Nicho ${n}`, slug: `nicho-versao-${n}`, descricao: `Descrição ${n}` }),
    save: (client, id, base, changes) =>
      client.rpc('update_nicho', {
        nicho_id: id as string,
        base_version: noVersion(base),
        ...(changes as { nome: string }),
      }) as unknown as Promise<Answer>,
  },
];

describe.each(PATHS)('$name', (path) => {
  const me = () => mine[path.staff];
  /** A stored row holding the n-th change. */
  const changed = (n: number) => expect.objectContaining(path.change(n)) as unknown;

  it('starts at version 1; a save naming it is counted: version +1, updated_at and updated_by stamped, base_version null', async () => {
    const id = await path.create();
    const before = await stored(path.table, id);
    if (typeof id === 'string') expect(before.version).toBe(1);

    const saved = await path.save(me().client, id, before.version, path.change(1));
    expect(saved.error).toBeNull();
    const after = await stored(path.table, id);
    expect(after).toEqual(changed(1));
    expect(after).toMatchObject({ version: before.version + 1, updated_by: me().id, base_version: null });
    expect(new Date(after.updated_at!).getTime()).toBeGreaterThan(new Date(before.updated_at ?? 0).getTime());
    // The answer is the stored row: base_version reads back null there too.
    expect(saved.data).toMatchObject({ version: after.version, base_version: null });
  });

  it('a save naming no version: 428 PT428, nothing changes', async () => {
    const id = await path.create();
    const before = await stored(path.table, id);
    const refused = await path.save(me().client, id, undefined, path.change(2));
    expect(refused.status).toBe(428);
    expect(refused.error).toMatchObject({ code: 'PT428' });
    expect(await stored(path.table, id)).toEqual(before);
  });

  it('a save from an older version: 409 PT409, nothing changes, and the details name who saved in between and when', async () => {
    const id = await path.create();
    const opened = await stored(path.table, id);
    expect((await path.save(rival.client, id, opened.version, path.change(3))).error).toBeNull();
    const theirs = await stored(path.table, id);

    const refused = await path.save(me().client, id, opened.version, path.change(4));
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'PT409' });
    expect(await stored(path.table, id)).toEqual(theirs);
    const details = JSON.parse(refused.error!.details) as Record<string, unknown>;
    expect(details).toEqual({
      version: opened.version + 1,
      updated_at: expect.any(String),
      updated_by: rival.id,
      updated_by_email: rival.email,
    });
    expect(new Date(details.updated_at as string).getTime()).toBe(new Date(theirs.updated_at!).getTime());
  });

  it('two sessions saving from the same version: exactly one wins', async () => {
    const id = await path.create();
    const opened = await stored(path.table, id);
    const answers = await Promise.all([
      path.save(rival.client, id, opened.version, path.change(5)),
      path.save(me().client, id, opened.version, path.change(6)),
    ]);
    const won = answers.findIndex((answer) => answer.error === null);
    expect(answers.map((answer) => answer.error?.code ?? 'ok').sort()).toEqual(['PT409', 'ok']);
    const after = await stored(path.table, id);
    expect(after.version).toBe(opened.version + 1);
    expect(after).toEqual(changed(won === 0 ? 5 : 6));
    expect(after.updated_by).toBe(won === 0 ? rival.id : me().id);
  });

  // The settings are the admins' alone (no grant to the service role): there a server task is
  // SQL with no JWT, as pg_cron and migrations run.
  it('a server task saves without a version: counted, updated_by null', async () => {
    const id = await path.create();
    const before = await stored(path.table, id);
    if (typeof id === 'boolean') {
      const [[column, value]] = Object.entries(path.change(7));
      await api.services.db.query(`update public.${path.table} set ${column} = $1 where id`, [value]);
    } else {
      expect((await path.save(service, id, undefined, path.change(7))).error).toBeNull();
    }
    expect(await stored(path.table, id)).toMatchObject({
      ...path.change(7),
      version: before.version + 1,
      updated_by: null,
    });
  });
});

describe('save_case: a case and its niches in one transaction', () => {
  it('creates a case (no version to name) at version 1 with its niches', async () => {
    const t = tag();
    const created = await mine.editor.client.rpc('save_case', {
      case_id: null as unknown as string,
      base_version: null as unknown as number,
      fields: { titulo: `Case novo ${t}`, subtitulo: 'Criado', status: 'rascunho' },
      nicho_ids: [NICHO.varejo, NICHO.saude],
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ titulo: `Case novo ${t}`, version: 1, updated_by: mine.editor.id });
    expect(await stored('cases', created.data!.id)).toMatchObject({
      subtitulo: 'Criado',
      nichos: [NICHO.saude, NICHO.varejo],
    });
  });

  it('a stale save changes neither the fields nor the niches', async () => {
    const id = await newCase([NICHO.saude]);
    const opened = await stored('cases', id);
    const theirs = await mine.admin.client.rpc('save_case', {
      case_id: id,
      base_version: opened.version,
      fields: {},
      nicho_ids: [NICHO.servicos],
    });
    expect(theirs.error).toBeNull();
    const before = await stored('cases', id);
    expect(before).toMatchObject({ version: opened.version + 1, nichos: [NICHO.servicos] });

    const stale = await mine.editor.client.rpc('save_case', {
      case_id: id,
      base_version: opened.version,
      fields: { subtitulo: 'Desatualizado' },
      nicho_ids: [NICHO.varejo],
    });
    expect(stale.error).toMatchObject({ code: 'PT409' });
    expect(await stored('cases', id)).toEqual(before);
  });

  it('a niche that does not exist undoes the whole save: the fields stay too', async () => {
    const id = await newCase([NICHO.saude]);
    const before = await stored('cases', id);
    const refused = await mine.editor.client.rpc('save_case', {
      case_id: id,
      base_version: before.version,
      fields: { subtitulo: 'Não fica' },
      nicho_ids: [NICHO.varejo, crypto.randomUUID()],
    });
    expect(refused.error).toMatchObject({ code: '23503' });
    expect(await stored('cases', id)).toEqual(before);
  });

  it('staff write niche links only through it: no direct insert or delete, no one-link RPCs', async () => {
    const id = await newCase([NICHO.saude]);
    const inserted = await mine.admin.client
      .from('case_nicho_links')
      .insert({ case_id: id, nicho_id: NICHO.varejo });
    expect(inserted.error).toMatchObject({ code: '42501' });
    const deleted = await mine.admin.client.from('case_nicho_links').delete().eq('case_id', id).select();
    expect(deleted.error).toMatchObject({ code: '42501' });
    for (const name of ['add_nicho_to_case', 'remove_nicho_from_case']) {
      const gone = await mine.admin.client.rpc(
        name as 'save_case',
        { p_case_id: id, p_nicho_id: NICHO.varejo } as never,
      );
      expect(gone).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    }
    expect((await stored('cases', id)).nichos).toEqual([NICHO.saude]);
  });
});

describe('update_nicho', () => {
  it('has no form without the version any more', async () => {
    const old = await mine.editor.client.rpc('update_nicho', {
      nicho_id: NICHO.saude,
      nome: 'Saúde',
    } as never);
    expect(old).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
  });
});

describe('inserts', () => {
  it('a lead sent by a signed-in person who is not staff is stored, stamped by nobody', async () => {
    const email = `visitante-${tag()}@example.com`;
    const created = await service.auth.admin.createUser({
      email,
      password: 'visitante-123',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const visitor = await signedInClient(email, 'visitante-123', api.url);
    const submission = crypto.randomUUID();
    const sent = await visitor.from('leads').insert({
      nome: 'Visitante Logado',
      email,
      telefone: '5511988887777',
      empresa: 'Visitas Ltda',
      submission_id: submission,
    });
    expect(sent.error).toBeNull();
    const { data } = await service
      .from('leads')
      .select('version, updated_by')
      .eq('submission_id', submission)
      .single();
    expect(data).toEqual({ version: 1, updated_by: null });
  });

  it('start at version 1 whatever the client sends, stamped with who made them', async () => {
    const t = tag();
    const { data, error } = await mine.editor.client
      .from('noticias')
      .insert({
        titulo: `Notícia ${t}`,
        link_externo: 'https://example.com/n',
        version: 41,
        base_version: 40,
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ version: 1, base_version: null, updated_by: mine.editor.id });
  });
});
