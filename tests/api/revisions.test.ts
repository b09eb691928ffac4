/**
 * Revisions (migration revisions): every save of a case, article or news item keeps a revision,
 * written by the database whatever path the write took; only staff read them and nobody writes
 * them; restoring one saves it as a new version through the version rule; an item deleted for good
 * loses them. Through the API with real tokens, and in a database of its own for the retention job
 * (which would change what every other suite sharing the API sees).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';

let editor: Client;
let admin: Client;
let editorId: string;
let adminId: string;
const tag = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  editorId = (await editor.auth.getUser()).data.user!.id;
  adminId = (await admin.auth.getUser()).data.user!.id;
});

type Subject = 'case' | 'insight' | 'noticia';

/** The revisions of an item as staff read them, oldest first. */
async function revisionsOf(subject: Subject, itemId: string, client: Client = editor) {
  const { data, error } = await client
    .from('content_revisions')
    .select('id, version, data, niches, created_by, created_at')
    .eq('subject', subject)
    .eq('item_id', itemId)
    .order('version');
  if (error) throw error;
  return data;
}

async function createInsight(titulo: string): Promise<string> {
  const { data, error } = await editor
    .from('insights')
    .insert({ titulo, descricao: 'Primeira descrição do artigo', status: 'rascunho' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function createNiche(nome: string): Promise<{ id: string; nome: string }> {
  const { data, error } = await editor.from('cases_nichos').insert({ nome }).select('id, nome').single();
  if (error) throw error;
  return data;
}

describe('revisions: one per save, whatever the path', () => {
  it('an article saved through REST keeps each version with who saved it, its SEO fields included', async () => {
    const id = await createInsight(`Revisões REST ${tag()}`);
    await editor
      .from('insights')
      .update({ descricao: 'Segunda descrição', base_version: 1 })
      .eq('id', id)
      .throwOnError();
    await admin
      .from('insights')
      .update({ seo_titulo: 'Título para buscadores', base_version: 2 })
      .eq('id', id)
      .throwOnError();

    const revisions = await revisionsOf('insight', id);
    expect(revisions.map((r) => [r.version, r.created_by])).toEqual([
      [1, editorId],
      [2, editorId],
      [3, adminId],
    ]);
    expect(revisions.map((r) => (r.data as { descricao: string }).descricao)).toEqual([
      'Primeira descrição do artigo',
      'Segunda descrição',
      'Segunda descrição',
    ]);
    expect(revisions[2].data).toMatchObject({ id, version: 3, seo_titulo: 'Título para buscadores' });
    expect(revisions[2].data).not.toHaveProperty('base_version');
    expect(revisions.every((r) => r.niches === null)).toBe(true);

    // 'Histórico' lists them newest first with who saved each (editors read no other profile).
    const { data: listed, error } = await editor.rpc('item_revisions', { subject: 'insight', item_id: id });
    expect(error).toBeNull();
    expect(listed!.map((r) => [r.version, r.created_by_email])).toEqual([
      [3, SEED_ADMIN.email],
      [2, SEED_EDITOR.email],
      [1, SEED_EDITOR.email],
    ]);
  });

  it('a news item too, and a service-role script that names no version', async () => {
    const { data: created } = await editor
      .from('noticias')
      .insert({ titulo: `Notícia ${tag()}`, link_externo: 'https://example.com/materia' })
      .select('id')
      .single()
      .throwOnError();
    await serviceClient()
      .from('noticias')
      .update({ link_externo: 'https://example.com/outra' })
      .eq('id', created.id)
      .throwOnError();
    const revisions = await revisionsOf('noticia', created.id);
    expect(
      revisions.map((r) => [r.version, r.created_by, (r.data as { link_externo: string }).link_externo]),
    ).toEqual([
      [1, editorId, 'https://example.com/materia'],
      [2, null, 'https://example.com/outra'],
    ]);
  });

  it('save_case keeps the niches of that same save', async () => {
    const [one, two] = [await createNiche(`Nicho A ${tag()}`), await createNiche(`Nicho B ${tag()}`)];
    const { data: created, error } = await editor.rpc('save_case', {
      case_id: null,
      base_version: null,
      fields: { titulo: `Case revisões ${tag()}`, subtitulo: 'Primeiro subtítulo', status: 'rascunho' },
      nicho_ids: [one.id],
    } as never);
    expect(error).toBeNull();
    const caseId = (created as unknown as { id: string }).id;
    const saved = await editor.rpc('save_case', {
      case_id: caseId,
      base_version: 1,
      fields: { subtitulo: 'Segundo subtítulo' },
      nicho_ids: [one.id, two.id],
    } as never);
    expect(saved.error).toBeNull();

    const revisions = await revisionsOf('case', caseId);
    expect(revisions.map((r) => [r.version, (r.data as { subtitulo: string }).subtitulo, r.niches])).toEqual([
      [1, 'Primeiro subtítulo', [{ id: one.id, nome: one.nome }]],
      [2, 'Segundo subtítulo', [one, two].sort((a, b) => a.nome.localeCompare(b.nome))],
    ]);
  });
});

describe('revisions: who may read and write them', () => {
  it('staff read them; visitors cannot; nobody inserts, changes or deletes them', async () => {
    const id = await createInsight(`Revisões acesso ${tag()}`);
    const [revision] = await revisionsOf('insight', id, admin);
    expect(revision.version).toBe(1);

    expect((await anonClient().from('content_revisions').select('id').limit(1)).error?.code).toBe('42501');
    const forged = { subject: 'insight', item_id: id, version: 99, data: {} };
    for (const client of [editor, admin, serviceClient()]) {
      expect((await client.from('content_revisions').insert(forged as never)).error?.code).toBe('42501');
      expect(
        (
          await client
            .from('content_revisions')
            .update({ data: {} } as never)
            .eq('id', revision.id)
        ).error?.code,
      ).toBe('42501');
      expect((await client.from('content_revisions').delete().eq('id', revision.id)).error?.code).toBe(
        '42501',
      );
    }
    expect(await revisionsOf('insight', id)).toEqual([revision]);
    expect((await anonClient().rpc('item_revisions', { subject: 'insight', item_id: id })).error?.code).toBe(
      '42501',
    );
    // Nor does anyone but staff restore one (a visitor may not call it at all).
    const byAnon = await anonClient().rpc('restore_revision', {
      revision_id: revision.id,
      base_version: 1,
    });
    expect(byAnon.error?.code).toBe('42501');
  });
});

describe('revisions: restoring one', () => {
  it('saves the revision as a new version (and revision); a stale restore is refused with PT409', async () => {
    const id = await createInsight(`Revisões restaurar ${tag()}`);
    await editor
      .from('insights')
      .update({ descricao: 'Texto novo', base_version: 1 })
      .eq('id', id)
      .throwOnError();
    const [first] = await revisionsOf('insight', id);

    const stale = await editor.rpc('restore_revision', { revision_id: first.id, base_version: 1 });
    expect(stale.error?.code).toBe('PT409');
    expect(JSON.parse(stale.error!.details)).toMatchObject({ version: 2, updated_by: editorId });

    const restored = await admin.rpc('restore_revision', { revision_id: first.id, base_version: 2 });
    expect(restored.error).toBeNull();
    expect(restored.data).toBe(3);
    const { data: row } = await editor
      .from('insights')
      .select('descricao, version, status')
      .eq('id', id)
      .single();
    expect(row).toEqual({ descricao: 'Primeira descrição do artigo', version: 3, status: 'rascunho' });
    const revisions = await revisionsOf('insight', id);
    expect(revisions.map((r) => [r.version, r.created_by])).toEqual([
      [1, editorId],
      [2, editorId],
      [3, adminId],
    ]);
  });

  it('a case comes back with its niches, through save_case; its publication state stays as it is', async () => {
    const [one, two] = [await createNiche(`Nicho C ${tag()}`), await createNiche(`Nicho D ${tag()}`)];
    const { data: created } = await editor.rpc('save_case', {
      case_id: null,
      base_version: null,
      fields: { titulo: `Case restaurar ${tag()}`, subtitulo: 'Antes', status: 'rascunho' },
      nicho_ids: [one.id],
    } as never);
    const caseId = (created as unknown as { id: string }).id;
    const changed = await editor.rpc('save_case', {
      case_id: caseId,
      base_version: 1,
      fields: { subtitulo: 'Depois', status: 'publicado' },
      nicho_ids: [two.id],
    } as never);
    expect(changed.error).toBeNull();
    const [first] = await revisionsOf('case', caseId);

    const restored = await editor.rpc('restore_revision', {
      revision_id: first.id,
      base_version: 2,
    });
    expect(restored.error).toBeNull();
    const { data: row } = await editor
      .from('cases')
      .select('subtitulo, status, version, cases_nichos(id)')
      .eq('id', caseId)
      .single();
    expect(row).toEqual({
      subtitulo: 'Antes',
      status: 'publicado',
      version: 3,
      cases_nichos: [{ id: one.id }],
    });
    expect((await revisionsOf('case', caseId)).at(-1)!.niches).toEqual([{ id: one.id, nome: one.nome }]);
  });
});

describe('revisions: an item deleted for good loses them', () => {
  it('a permanent delete removes its revisions (the trash keeps them)', async () => {
    const id = await createInsight(`Revisões apagar ${tag()}`);
    const service = serviceClient();
    const exists = async () =>
      ((await service.from('insights').select('id').eq('id', id)).data ?? []).length > 0;
    const count = async () =>
      (
        await service
          .from('content_revisions')
          .select('id', { count: 'exact', head: true })
          .eq('subject', 'insight')
          .eq('item_id', id)
      ).count;
    expect(await count()).toBe(1);
    // A staff delete moves the item to the trash (migration trash), where it keeps its
    // revisions; a server task's delete of a trashed row is for good.
    await editor.from('insights').delete().eq('id', id).throwOnError();
    if (await exists()) {
      expect(await count()).toBeGreaterThanOrEqual(1);
      await service.from('insights').delete().eq('id', id).throwOnError();
    }
    expect(await exists()).toBe(false);
    expect(await count()).toBe(0);
  });
});

describe('revisions: retention and removed accounts (SQL, a database of its own)', () => {
  // Its own local-supabase (PGlite, or PostgreSQL when DATABASE_URL names a cluster): removing a
  // staff account and the retention job would change what every other suite sharing the API sees.
  let api: LocalSupabase;
  const sql = async <Row extends object = Record<string, unknown>>(text: string, params?: unknown[]) =>
    (await api.services.db.query<Row>(text, params)).rows;

  beforeAll(async () => {
    api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  }, 180_000);

  afterAll(async () => {
    await api?.close();
  });

  /** A revision of a news item that never existed, its copy naming people, saved `daysAgo`. */
  async function storedRevision(data: Record<string, unknown>, createdBy: string | null, daysAgo = 0) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.content_revisions (subject, item_id, version, data, created_by, created_at)
       values ('noticia', gen_random_uuid(), 1, $1, $2, now() - make_interval(days => $3)) returning id::text`,
      [JSON.stringify(data), createdBy, daysAgo],
    );
    return id;
  }

  const revision = async (id: string) =>
    (
      await sql<{ created_by: string | null; data: Record<string, unknown> }>(
        'select created_by::text, data from public.content_revisions where id = $1',
        [id],
      )
    )[0];

  it('existing items got a first revision', async () => {
    const missing = await sql<{ total: number }>(
      `select count(*)::int as total from (
         select 'case' as subject, id, version from public.cases
         union all select 'insight', id, version from public.insights
         union all select 'noticia', id, version from public.noticias) items
       where not exists (
         select 1 from public.content_revisions r
         where r.subject = items.subject and r.item_id = items.id and r.version = items.version)`,
    );
    expect(missing).toEqual([{ total: 0 }]);
  });

  it("a removed staff account leaves no trace of its id: created_by and the stored copy's people", async () => {
    const [{ id: person }] = await sql<{ id: string }>(
      "select id::text from public.profiles where tipo = 'editor' limit 1",
    );
    const [{ id: other }] = await sql<{ id: string }>(
      "select id::text from public.profiles where tipo = 'admin' limit 1",
    );
    const theirs = await storedRevision(
      { titulo: 'Salva por quem sai', updated_by: person, deleted_by: person, criado_por: person },
      person,
    );
    const mixed = await storedRevision(
      { titulo: 'Salva por quem fica', updated_by: other, deleted_by: person, criado_por: other },
      other,
    );
    // As the auth service removes an account: its user, and the profile with it.
    await sql('delete from auth.users where id = $1', [person]);

    expect(await revision(theirs)).toEqual({
      created_by: null,
      data: { titulo: 'Salva por quem sai', updated_by: null, deleted_by: null, criado_por: null },
    });
    expect(await revision(mixed)).toEqual({
      created_by: other,
      data: { titulo: 'Salva por quem fica', updated_by: other, deleted_by: null, criado_por: other },
    });
    const named = await sql<{ total: number }>(
      `select count(*)::int as total from public.content_revisions
       where created_by::text = $1 or data ->> 'updated_by' = $1 or data ->> 'deleted_by' = $1
          or data ->> 'criado_por' = $1`,
      [person],
    );
    expect(named).toEqual([{ total: 0 }]);
    // Nor do the live articles they wrote (their author's key is `on delete set null`).
    const authored = await sql<{ total: number }>(
      'select count(*)::int as total from public.insights where criado_por::text = $1',
      [person],
    );
    expect(authored).toEqual([{ total: 0 }]);
  });

  it('keeps the 50 newest of each item and everything of the last 90 days, daily', async () => {
    const [{ id: oldItem }] = await sql<{ id: string }>(
      "insert into public.noticias (titulo, link_externo) values ('Antiga', 'https://example.com/a') returning id",
    );
    const [{ id: busyItem }] = await sql<{ id: string }>(
      "insert into public.noticias (titulo, link_externo) values ('Movimentada', 'https://example.com/b') returning id",
    );
    // oldItem: 61 revisions (its first from the insert), all older than 90 days → the 50 newest
    // stay. busyItem: 61 revisions, the first from now, the others of the last 89 days → all stay.
    await sql(
      `insert into public.content_revisions (subject, item_id, version, data, created_at)
       select 'noticia', $1, v, '{}', now() - interval '200 days' + v * interval '1 hour'
       from generate_series(2, 61) v`,
      [oldItem],
    );
    await sql(
      `insert into public.content_revisions (subject, item_id, version, data, created_at)
       select 'noticia', $1, v, '{}', now() - interval '89 days' + v * interval '1 hour'
       from generate_series(2, 61) v`,
      [busyItem],
    );
    await sql(
      "update public.content_revisions set created_at = now() - interval '201 days' where item_id = $1 and version = 1",
      [oldItem],
    );
    const job = await sql<{ removed: number }>('select private.apply_revision_retention() as removed');
    expect(job[0].removed).toBe(11);
    const left = await sql<{ item_id: string; total: number; oldest: number }>(
      `select item_id::text, count(*)::int as total, min(version) as oldest
       from public.content_revisions where item_id in ($1, $2) group by item_id order by total`,
      [oldItem, busyItem],
    );
    expect(left).toEqual([
      { item_id: oldItem, total: 50, oldest: 12 },
      { item_id: busyItem, total: 61, oldest: 1 },
    ]);
    const scheduled = await sql<{ schedule: string }>(
      "select schedule from cron.job where jobname = 'revision-retention'",
    );
    expect(scheduled).toEqual([{ schedule: '35 3 * * *' }]);
  });

  it('forgets who saved revisions older than the activity log keeps its entries, and keeps their content', async () => {
    const [{ id: admin }] = await sql<{ id: string }>(
      "select id::text from public.profiles where tipo = 'admin' limit 1",
    );
    await sql('update public.staff_settings set audit_retention_days = 30');
    const copy = { titulo: 'Plano de IA', updated_by: admin, deleted_by: admin, criado_por: admin };
    const older = await storedRevision(copy, admin, 31);
    const newer = await storedRevision(copy, admin, 29);

    await sql('select private.apply_revision_retention()');
    expect(await revision(older)).toEqual({
      created_by: null,
      // The author of the article stays while the live article names them.
      data: { titulo: 'Plano de IA', updated_by: null, deleted_by: null, criado_por: admin },
    });
    expect(await revision(newer)).toEqual({ created_by: admin, data: copy });

    // A longer retention names nobody again; it only stops forgetting sooner.
    await sql('update public.staff_settings set audit_retention_days = 365');
    await sql('select private.apply_revision_retention()');
    expect((await revision(newer)).created_by).toBe(admin);
  });
});
