/**
 * Staged changes ('Alterações pendentes', migration staged_changes): a published case or article
 * takes changes saved beside it while the live row stays; 'Publicar alterações' applies them (a
 * case's niches too) through the same save as a form, now or when the job finds them due; they
 * can be discarded; a publication made from a live row that changed since is refused (PT409) or,
 * for the job, kept pending with the reason. Every call names the set's version. Staff only.
 *
 * In a local-supabase of its own: the rebuild stamp (public.site_publication) is one per database,
 * and the job runs as pg_cron runs it, through the database connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { pointSiteBuildHookAt } from '../setup/site-build-hook.ts';
import { currentVersion } from '../setup/versions.ts';

let api: LocalSupabase;
let service: Client;
let anon: Client;
let editor: Client;
let admin: Client;

const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  await pointSiteBuildHookAt(api, null);
  service = serviceClient(api.url);
  anon = anonClient({ url: api.url });
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password, api.url);
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password, api.url);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/** A public article. */
async function publicInsight(): Promise<{ id: string; slug: string; titulo: string; version: number }> {
  const { data, error } = await service
    .from('insights')
    .insert({
      titulo: `Artigo publicado ${tag()}`,
      conteudo: '<p>Texto ao vivo</p>',
      publicado_em: '2026-01-10T12:00:00Z',
    })
    .select('id, slug, titulo, version')
    .single();
  if (error) throw error;
  return data;
}

async function niche(nome: string): Promise<string> {
  const { data, error } = await service.from('cases_nichos').insert({ nome }).select('id').single();
  if (error) throw error;
  return data.id;
}

async function publicCase(nichoIds: string[]): Promise<{ id: string; version: number }> {
  const { data, error } = await service
    .from('cases')
    .insert({ titulo: `Case publicado ${tag()}`, subtitulo: 'Ao vivo', publicado_em: '2026-01-10T12:00:00Z' })
    .select('id')
    .single();
  if (error) throw error;
  const links = await service
    .from('case_nicho_links')
    .insert(nichoIds.map((nicho_id) => ({ case_id: data.id, nicho_id })));
  if (links.error) throw links.error;
  return { id: data.id, version: await currentVersion('cases', data.id, api.url) };
}

interface StageArgs {
  subject: 'case' | 'insight';
  item_id: string;
  base_version: number | null;
  live_version: number | null;
  fields: Record<string, unknown>;
  nicho_ids?: string[] | null;
}

// The RPCs' argument types allow no null where SQL does: the calls are typed loosely on purpose.
type Rpc = (
  name: string,
  args: object,
) => PromiseLike<{ data: unknown; error: { code: string; message: string; details: string } | null }>;
const rpc = (client: Client) => client.rpc.bind(client) as unknown as Rpc;

async function stage(client: Client, args: StageArgs) {
  return rpc(client)('stage_changes', args) as PromiseLike<{
    data: { version: number; live_version: number; updated_by: string } | null;
    error: { code: string; message: string; details: string } | null;
  }>;
}

async function pendingRow(subject: string, itemId: string) {
  const { rows } = await api.services.db.query<{
    version: number;
    fields: Record<string, unknown>;
    nicho_ids: string[] | null;
    publish_at: Date | null;
    publish_error: string | null;
  }>(
    'select version, fields, nicho_ids, publish_at, publish_error from public.pending_changes where subject = $1 and item_id = $2',
    [subject, itemId],
  );
  return rows[0];
}

async function liveInsight(id: string) {
  const { rows } = await api.services.db.query<{
    titulo: string;
    conteudo: string;
    version: number;
    updated_by: string | null;
  }>('select titulo, conteudo, version, updated_by from public.insights where id = $1', [id]);
  return rows[0];
}

async function rebuildPending(): Promise<boolean> {
  const { rows } = await api.services.db.query<{ pending_since: Date | null }>(
    'select pending_since from public.site_publication',
  );
  return rows[0].pending_since !== null;
}

async function nothingPending() {
  await api.services.db.query('update public.site_publication set pending_since = null');
}

async function runJob(): Promise<number> {
  const { rows } = await api.services.db.query<{ published: number }>(
    'select private.publish_due_changes() as published',
  );
  return rows[0].published;
}

describe('staging changes to a published article', () => {
  let item: Awaited<ReturnType<typeof publicInsight>>;
  const staged = { titulo: 'Título revisado', conteudo: '<p>Texto revisado</p>', status: 'publicado' };

  beforeAll(async () => {
    item = await publicInsight();
    await nothingPending();
  });

  it('leaves the live row, what visitors read, and asks no rebuild', async () => {
    const { data, error } = await stage(editor, {
      subject: 'insight',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { ...staged, slug: item.slug },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ version: 1, live_version: item.version });

    expect(await liveInsight(item.id)).toMatchObject({ titulo: item.titulo, version: item.version });
    const visitor = await anon.from('insights').select('titulo, conteudo').eq('id', item.id).single();
    expect(visitor.data).toEqual({ titulo: item.titulo, conteudo: '<p>Texto ao vivo</p>' });
    expect(await rebuildPending()).toBe(false);

    // Visitors cannot read the sets; staff can, with who saved them.
    expect((await anon.from('pending_changes').select('*')).error).toMatchObject({ code: '42501' });
    const own = await rpc(editor)('item_pending_changes', { subject: 'insight', item_id: item.id });
    expect(own.error).toBeNull();
    expect(own.data).toEqual([
      expect.objectContaining({
        version: 1,
        updated_by_email: SEED_EDITOR.email,
        fields: { ...staged, slug: item.slug },
      }),
    ]);
  });

  it('a second save names the set’s version: missing or stale is refused', async () => {
    const args = { subject: 'insight', item_id: item.id, live_version: item.version } as const;
    // Made from the live item while someone staged meanwhile.
    const fromLive = await stage(admin, { ...args, base_version: null, fields: { titulo: 'Do admin' } });
    expect(fromLive.error).toMatchObject({ code: 'PT409' });
    expect(JSON.parse(fromLive.error!.details)).toMatchObject({
      version: 1,
      updated_by_email: SEED_EDITOR.email,
    });

    const second = await stage(admin, {
      ...args,
      base_version: 1,
      fields: { ...staged, titulo: 'Título do admin' },
    });
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject({ version: 2 });

    const stale = await stage(editor, { ...args, base_version: 1, fields: staged });
    expect(stale.error).toMatchObject({ code: 'PT409' });
    expect((await pendingRow('insight', item.id)).fields).toMatchObject({ titulo: 'Título do admin' });
  });

  it('refuses now what the publication would refuse', async () => {
    const args = {
      subject: 'insight',
      item_id: item.id,
      live_version: item.version,
      base_version: 2,
    } as const;
    expect((await stage(editor, { ...args, fields: { imagem: 'nao-e-url' } })).error).toMatchObject({
      code: '23514',
    });
    expect((await stage(editor, { ...args, fields: { status: 'rascunho' } })).error).toMatchObject({
      code: '22023',
    });
    expect((await stage(editor, { ...args, fields: { version: 9 } })).error).toMatchObject({ code: '42703' });
    expect((await stage(editor, { ...args, fields: {}, nicho_ids: [] })).error).toMatchObject({
      code: '22023',
    });
    // The live row's version the changes are made from is required, and must be current.
    expect((await stage(editor, { ...args, live_version: null, fields: staged })).error).toMatchObject({
      code: 'PT428',
    });
    expect(
      (await stage(editor, { ...args, live_version: item.version - 1, fields: staged })).error,
    ).toMatchObject({
      code: 'PT409',
    });
    // A taken slug, as the save would say it.
    const other = await publicInsight();
    const taken = await stage(editor, { ...args, fields: { slug: other.slug } });
    expect(taken.error).toMatchObject({ code: '23505' });
    expect(taken.error!.message).toContain('insights_slug_key');
    // None of the tries changed the live row or the set.
    expect(await liveInsight(item.id)).toMatchObject({ titulo: item.titulo, version: item.version });
    expect((await pendingRow('insight', item.id)).version).toBe(2);
  });

  it('only a public item takes them', async () => {
    const { data: draft } = await service
      .from('insights')
      .insert({ titulo: `Rascunho ${tag()}`, status: 'rascunho' })
      .select('id, version')
      .single();
    const refused = await stage(editor, {
      subject: 'insight',
      item_id: draft!.id,
      base_version: null,
      live_version: draft!.version,
      fields: { titulo: 'Outro' },
    });
    expect(refused.error).toMatchObject({ code: '55000' });
  });

  it('‘Publicar alterações’ applies them, removes the set, makes a revision and asks a rebuild', async () => {
    const stale = await rpc(editor)('publish_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 1,
    });
    expect(stale.error).toMatchObject({ code: 'PT409' });

    const { data, error } = await rpc(editor)('publish_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 2,
    });
    expect(error).toBeNull();
    expect(data).toBe(item.version + 1);
    expect(await pendingRow('insight', item.id)).toBeUndefined();
    expect(await liveInsight(item.id)).toMatchObject({
      titulo: 'Título do admin',
      conteudo: '<p>Texto revisado</p>',
      version: item.version + 1,
      updated_by: expect.any(String),
    });
    const visitor = await anon.from('insights').select('titulo').eq('id', item.id).single();
    expect(visitor.data).toEqual({ titulo: 'Título do admin' });
    expect(await rebuildPending()).toBe(true);
    const { rows } = await api.services.db.query(
      "select 1 from public.content_revisions where subject = 'insight' and item_id = $1 and version = $2",
      [item.id, item.version + 1],
    );
    expect(rows).toHaveLength(1);

    const again = await rpc(editor)('publish_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 2,
    });
    expect(again.error).toMatchObject({ code: 'P0002' });
  });
});

describe('a case’s staged changes', () => {
  it('carry its niches, which change only when published', async () => {
    const [a, b] = [await niche(`Nicho A ${tag()}`), await niche(`Nicho B ${tag()}`)];
    const item = await publicCase([a]);
    const staged = await stage(editor, {
      subject: 'case',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { subtitulo: 'Subtítulo revisado', status: 'publicado' },
      nicho_ids: [b],
    });
    expect(staged.error).toBeNull();
    const linksNow = await anon.from('case_nicho_links').select('nicho_id').eq('case_id', item.id);
    expect(linksNow.data).toEqual([{ nicho_id: a }]);

    const published = await rpc(admin)('publish_changes', {
      subject: 'case',
      item_id: item.id,
      base_version: 1,
    });
    expect(published.error).toBeNull();
    const live = await anon.from('cases').select('subtitulo').eq('id', item.id).single();
    expect(live.data).toEqual({ subtitulo: 'Subtítulo revisado' });
    const links = await anon.from('case_nicho_links').select('nicho_id').eq('case_id', item.id);
    expect(links.data).toEqual([{ nicho_id: b }]);
  });

  it('go with the case deleted for good', async () => {
    const item = await publicCase([]);
    await stage(editor, {
      subject: 'case',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { subtitulo: 'Outro' },
    });
    expect(await pendingRow('case', item.id)).toBeDefined();
    expect((await service.from('cases').delete().eq('id', item.id)).error).toBeNull();
    expect(await pendingRow('case', item.id)).toBeUndefined();
  });
});

describe('a live row changed after staging', () => {
  it('refuses the publication (PT409) until the changes are staged again from it', async () => {
    const item = await publicInsight();
    await stage(editor, {
      subject: 'insight',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { conteudo: '<p>Pendente</p>' },
    });
    const live = await admin
      .from('insights')
      .update({ titulo: 'Corrigido ao vivo', base_version: item.version })
      .eq('id', item.id);
    expect(live.error).toBeNull();

    const refused = await rpc(editor)('publish_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 1,
    });
    expect(refused.error).toMatchObject({ code: 'PT409' });
    expect(JSON.parse(refused.error!.details)).toMatchObject({
      version: item.version + 1,
      updated_by_email: SEED_ADMIN.email,
    });
    expect(await pendingRow('insight', item.id)).toMatchObject({ version: 1 });

    // Reviewed: staged again from the current live version, then published.
    const restaged = await stage(editor, {
      subject: 'insight',
      item_id: item.id,
      base_version: 1,
      live_version: item.version + 1,
      fields: { conteudo: '<p>Pendente</p>' },
    });
    expect(restaged.error).toBeNull();
    const published = await rpc(editor)('publish_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 2,
    });
    expect(published.error).toBeNull();
    expect(await liveInsight(item.id)).toMatchObject({
      titulo: 'Corrigido ao vivo',
      conteudo: '<p>Pendente</p>',
    });
  });
});

describe('scheduled changes', () => {
  async function stagedAndScheduled() {
    const item = await publicInsight();
    await stage(editor, {
      subject: 'insight',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { titulo: `Agendado ${tag()}` },
    });
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await rpc(editor)('schedule_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 1,
      publish_at: soon,
    });
    expect(scheduled.error).toBeNull();
    expect(scheduled.data).toMatchObject({ version: 2 });
    return item;
  }

  /** The clock moved: the set became due a second ago. */
  async function due(itemId: string) {
    await api.services.db.query(
      "update public.pending_changes set publish_at = now() - interval '1 second' where subject = 'insight' and item_id = $1",
      [itemId],
    );
  }

  it('a moment in the past is refused', async () => {
    const item = await publicInsight();
    await stage(editor, {
      subject: 'insight',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { titulo: 'X' },
    });
    const past = await rpc(editor)('schedule_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 1,
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.error).toMatchObject({ code: '22023' });
  });

  it('the job publishes them when due, as pg_cron runs it', async () => {
    const item = await stagedAndScheduled();
    const { titulo } = (await pendingRow('insight', item.id)).fields as { titulo: string };
    await runJob();
    expect(await pendingRow('insight', item.id)).toBeDefined();
    expect((await liveInsight(item.id)).titulo).toBe(item.titulo);

    await nothingPending();
    await due(item.id);
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    expect(await pendingRow('insight', item.id)).toBeUndefined();
    // A server task's save: no person named.
    expect(await liveInsight(item.id)).toMatchObject({ titulo, version: item.version + 1, updated_by: null });
    expect(await rebuildPending()).toBe(true);

    const job = await api.services.db.query<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'publish-staged-changes'",
    );
    expect(job.rows).toEqual([{ schedule: '10 seconds', command: 'select private.publish_due_changes()' }]);
  });

  it('the job keeps them, with the reason, when the live row changed since, and stops trying', async () => {
    const item = await stagedAndScheduled();
    const live = await editor
      .from('insights')
      .update({ conteudo: '<p>Corrigido ao vivo</p>', base_version: item.version })
      .eq('id', item.id);
    expect(live.error).toBeNull();
    await due(item.id);
    await runJob();

    const kept = await pendingRow('insight', item.id);
    expect(kept.publish_error).toMatch(/mudou depois/);
    expect(await liveInsight(item.id)).toMatchObject({
      titulo: item.titulo,
      conteudo: '<p>Corrigido ao vivo</p>',
    });
    const before = kept.version;
    await runJob();
    expect((await pendingRow('insight', item.id)).version).toBe(before);
  });

  it('unscheduled (null) they stay pending', async () => {
    const item = await stagedAndScheduled();
    const cleared = await rpc(admin)('schedule_changes', {
      subject: 'insight',
      item_id: item.id,
      base_version: 2,
      publish_at: null,
    });
    expect(cleared.error).toBeNull();
    expect(await pendingRow('insight', item.id)).toMatchObject({ publish_at: null, version: 3 });
  });
});

describe('discarding', () => {
  it('drops the set (naming its version) and leaves the live item', async () => {
    const item = await publicInsight();
    await stage(editor, {
      subject: 'insight',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { titulo: 'Descartável' },
    });
    expect(
      (await rpc(admin)('discard_changes', { subject: 'insight', item_id: item.id, base_version: null }))
        .error,
    ).toMatchObject({
      code: 'PT428',
    });
    expect(
      (await rpc(admin)('discard_changes', { subject: 'insight', item_id: item.id, base_version: 0 })).error,
    ).toMatchObject({
      code: 'PT409',
    });
    expect(
      (await rpc(admin)('discard_changes', { subject: 'insight', item_id: item.id, base_version: 1 })).error,
    ).toBeNull();
    expect(await pendingRow('insight', item.id)).toBeUndefined();
    expect(await liveInsight(item.id)).toMatchObject({ titulo: item.titulo, version: item.version });
  });
});

describe('who may', () => {
  it('visitors and signed-in people who are not staff may not stage, publish, schedule or discard', async () => {
    const item = await publicInsight();
    const email = `nao-staff-${tag()}@salto.local`;
    const created = await service.auth.admin.createUser({
      email,
      password: 'senha-nao-staff-1',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const stranger = await signedInClient(email, 'senha-nao-staff-1', api.url);
    const args = {
      subject: 'insight',
      item_id: item.id,
      base_version: null,
      live_version: item.version,
      fields: { titulo: 'X' },
    } as const;

    for (const client of [anon, stranger]) {
      expect((await stage(client, args)).error).toMatchObject({ code: '42501' });
      for (const [name, extra] of [
        ['publish_changes', {}],
        ['discard_changes', {}],
        ['schedule_changes', { publish_at: null }],
      ] as const) {
        const { error } = await rpc(client)(name, {
          subject: 'insight',
          item_id: item.id,
          base_version: 1,
          ...extra,
        });
        expect(error, name).toMatchObject({ code: '42501' });
      }
    }
    expect((await stranger.from('pending_changes').select('*')).data).toEqual([]);
  });
});
