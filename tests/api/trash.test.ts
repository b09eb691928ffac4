/**
 * The trash (migration trash): a staff delete of a case, article, press item or niche moves it to
 * the trash, whatever path it took (REST DELETE, delete_nicho); a trashed row is invisible to the
 * API (visitors, the build's publishable key, and staff lists alike) and refuses edits; staff
 * restore it with its niches; only admins delete it for good; the daily job empties what has been
 * there for 30 days; moving in and out requests a rebuild and is in the activity log.
 *
 * In a local-supabase of its own: the rebuild stamp (public.site_publication) is one per database
 * and the other files write public content all the time, and the daily job runs as pg_cron runs it,
 * through the database connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { pointSiteBuildHookAt } from '../setup/site-build-hook.ts';

const EDITOR_ID = 'a0000000-0000-4000-8000-000000000002';
const DAY_MS = 86_400_000;

let api: LocalSupabase;
let service: Client;
let anon: Client;
let editor: Client;
let admin: Client;

const tag = () => Math.random().toString(36).slice(2, 8);

/** A row as the database holds it, trashed or not (the connection bypasses row level security). */
async function stored(table: string, id: string) {
  const { rows } = await api.services.db.query<{
    deleted_at: Date | null;
    deleted_by: string | null;
    version: number;
  }>(`select deleted_at, deleted_by, version from public.${table} where id = $1`, [id]);
  return rows[0];
}

async function linksOf(caseId: string): Promise<string[]> {
  const { rows } = await api.services.db.query<{ nicho_id: string }>(
    'select nicho_id from public.case_nicho_links where case_id = $1 order by nicho_id',
    [caseId],
  );
  return rows.map((row) => row.nicho_id);
}

async function niche(nome: string): Promise<string> {
  const { data, error } = await service.from('cases_nichos').insert({ nome }).select('id').single();
  if (error) throw error;
  return data.id;
}

/** A public case with the given niches. */
async function publicCase(nichoIds: string[] = []): Promise<{ id: string; slug: string }> {
  const { data, error } = await service
    .from('cases')
    .insert({
      titulo: `Case da lixeira ${tag()}`,
      subtitulo: 'Subtítulo',
      publicado_em: '2026-01-10T12:00:00Z',
    })
    .select('id, slug')
    .single();
  if (error) throw error;
  if (nichoIds.length > 0) {
    const links = await service
      .from('case_nicho_links')
      .insert(nichoIds.map((nicho_id) => ({ case_id: data.id, nicho_id })));
    if (links.error) throw links.error;
  }
  return data;
}

/** When the last change visitors would see was recorded, and whether a build is waiting. */
async function publication() {
  const { rows } = await api.services.db.query<{ changed_at: Date | null; pending_since: Date | null }>(
    'select changed_at, pending_since from public.site_publication',
  );
  return rows[0];
}

async function nothingPending() {
  await api.services.db.query('update public.site_publication set pending_since = null');
}

async function kindsAbout(subjectId: string): Promise<string[]> {
  const { rows } = await api.services.db.query<{ kind: string; actor_id: string | null }>(
    'select kind, actor_id from public.audit_events where subject_id = $1 order by id',
    [subjectId],
  );
  return rows.map((row) => row.kind);
}

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

describe('a case deleted by staff (REST DELETE)', () => {
  let nicheA: string;
  let nicheB: string;
  let item: { id: string; slug: string };

  beforeAll(async () => {
    nicheA = await niche(`Nicho A ${tag()}`);
    nicheB = await niche(`Nicho B ${tag()}`);
    item = await publicCase([nicheA, nicheB]);
    await nothingPending();
  });

  it('goes to the trash: kept with its niches, stamped, a rebuild requested, logged', async () => {
    const before = await stored('cases', item.id);
    const { error, status } = await editor.from('cases').delete().eq('id', item.id);
    expect(error).toBeNull();
    expect(status).toBe(204);

    const after = await stored('cases', item.id);
    expect(after.deleted_at).toBeInstanceOf(Date);
    expect(Date.now() - after.deleted_at!.getTime()).toBeLessThan(60_000);
    expect(after.deleted_by).toBe(EDITOR_ID);
    expect(after.version).toBe(before.version + 1);
    expect(await linksOf(item.id)).toEqual([nicheA, nicheB].sort());
    expect((await publication()).pending_since).not.toBeNull();
    expect(await kindsAbout(item.id)).toEqual(['content_created', 'content_trashed']);
  });

  it('is invisible to visitors, to the build, and to staff through the tables', async () => {
    for (const client of [anon, editor, admin]) {
      expect((await client.from('cases').select('id').eq('id', item.id)).data).toEqual([]);
      expect((await client.from('cases').select('id').eq('slug', item.slug)).data).toEqual([]);
      expect((await client.from('case_nicho_links').select('nicho_id').eq('case_id', item.id)).data).toEqual(
        [],
      );
    }
    // The niches themselves stay, on no visible case.
    const { data } = await anon.from('cases_nichos').select('id, cases(id)').in('id', [nicheA, nicheB]);
    expect(data).toEqual(
      expect.arrayContaining([
        { id: nicheA, cases: [] },
        { id: nicheB, cases: [] },
      ]),
    );
  });

  it('is listed in the trash for staff, with who, when and when it goes for good', async () => {
    const { data, error } = await editor.rpc('trash_items');
    expect(error).toBeNull();
    const entry = data!.find((row) => row.id === item.id);
    expect(entry).toMatchObject({ kind: 'case', deleted_by: EDITOR_ID, deleted_by_email: SEED_EDITOR.email });
    expect(Date.parse(entry!.purge_at) - Date.parse(entry!.deleted_at)).toBe(30 * DAY_MS);

    const byVisitor = await anon.rpc('trash_items');
    expect(byVisitor.error?.code).toBe('42501');
    expect((await anon.rpc('restore_from_trash', { kind: 'case', item_id: item.id })).error?.code).toBe(
      '42501',
    );
  });

  it('refuses edits while trashed (PT410, HTTP 410), and staff cannot trash or untrash by writing the columns', async () => {
    const version = (await stored('cases', item.id)).version;
    const save = await editor.rpc('save_case', {
      case_id: item.id,
      base_version: version,
      fields: { subtitulo: 'Editado na lixeira' },
    });
    expect(save.status).toBe(410);
    expect(save.error).toMatchObject({
      code: 'PT410',
      message: 'Este item está na lixeira: restaure-o para poder alterá-lo.',
    });
    // Through the table the row is simply not there.
    const patch = await editor
      .from('cases')
      .update({ subtitulo: 'Editado', base_version: version })
      .eq('id', item.id)
      .select('id');
    expect(patch.data).toEqual([]);

    const live = await publicCase();
    const forged = await editor
      .from('cases')
      .update({ deleted_at: new Date().toISOString(), base_version: 1 })
      .eq('id', live.id);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'Para mover um item para a lixeira, exclua-o.',
    });
    expect((await stored('cases', live.id)).deleted_at).toBeNull();
  });

  it('keeps its slug: a new case with the same title gets another address', async () => {
    const { data: trashed } = await service.from('cases').select('titulo').eq('id', item.id).single();
    const { data, error } = await editor
      .from('cases')
      .insert({ titulo: trashed!.titulo, subtitulo: 'Outro' })
      .select('slug')
      .single();
    expect(error).toBeNull();
    expect(data!.slug).toBe(`${item.slug}-2`);
  });

  it('an editor cannot delete it for good (42501), not even through REST', async () => {
    const refused = await editor.rpc('delete_from_trash', { kind: 'case', item_id: item.id });
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Apenas administradores excluem itens da lixeira para sempre.',
    });
    await editor.from('cases').delete().eq('id', item.id);
    expect(await stored('cases', item.id)).toBeDefined();
  });

  it('is restored by staff with its niches, live at its address again (a redirect from it stops)', async () => {
    const redirect = await admin
      .from('redirects')
      .insert({ from_path: `/cases/${item.slug}`, to_path: '/cases' })
      .select('id')
      .single();
    expect(redirect.error).toBeNull();
    await nothingPending();

    const { error } = await editor.rpc('restore_from_trash', { kind: 'case', item_id: item.id });
    expect(error).toBeNull();
    const after = await stored('cases', item.id);
    expect(after).toMatchObject({ deleted_at: null, deleted_by: null });
    const { data } = await anon.from('cases').select('id, cases_nichos(id)').eq('slug', item.slug).single();
    expect(data!.cases_nichos.map((row) => row.id).sort()).toEqual([nicheA, nicheB].sort());
    expect((await service.from('redirects').select('id').eq('id', redirect.data!.id)).data).toEqual([]);
    expect((await publication()).pending_since).not.toBeNull();
    expect(await kindsAbout(item.id)).toEqual(['content_created', 'content_trashed', 'content_restored']);

    // A second restore (someone was first) changes nothing.
    expect((await editor.rpc('restore_from_trash', { kind: 'case', item_id: item.id })).error).toBeNull();
    expect((await stored('cases', item.id)).version).toBe(after.version);
  });
});

describe('a niche deleted with delete_nicho', () => {
  let nicheId: string;
  let other: string;
  let item: { id: string; slug: string };

  beforeAll(async () => {
    nicheId = await niche(`Nicho da lixeira ${tag()}`);
    other = await niche(`Nicho que fica ${tag()}`);
    item = await publicCase([nicheId, other]);
  });

  it('goes to the trash: gone from the niche lists and from its cases, for visitors and staff', async () => {
    const { data, error } = await editor.rpc('delete_nicho', { nicho_id: nicheId });
    expect(error).toBeNull();
    expect(data).toBe(true);
    expect((await stored('cases_nichos', nicheId)).deleted_by).toBe(EDITOR_ID);

    for (const client of [anon, editor]) {
      const all = await client.rpc('get_all_nichos');
      expect(all.data!.map((row) => row.id)).not.toContain(nicheId);
      const ofCase = await client.rpc('get_case_nichos', { p_case_id: item.id });
      expect(ofCase.data!.map((row) => row.id)).toEqual([other]);
      const embedded = await client.from('cases').select('cases_nichos(id)').eq('id', item.id).single();
      expect(embedded.data!.cases_nichos).toEqual([{ id: other }]);
    }
    // Already in the trash: nothing more to move.
    expect((await editor.rpc('delete_nicho', { nicho_id: nicheId })).data).toBe(false);
    expect((await editor.rpc('trash_items')).data!.find((row) => row.id === nicheId)).toMatchObject({
      kind: 'nicho',
    });
  });

  it('keeps its links when a case is saved meanwhile (the form no longer shows it), and comes back on the case', async () => {
    const version = (await stored('cases', item.id)).version;
    const saved = await editor.rpc('save_case', {
      case_id: item.id,
      base_version: version,
      fields: { subtitulo: 'Salvo com o nicho na lixeira' },
      nicho_ids: [other],
    });
    expect(saved.error).toBeNull();
    expect(await linksOf(item.id)).toEqual([nicheId, other].sort());

    expect((await admin.rpc('restore_from_trash', { kind: 'nicho', item_id: nicheId })).error).toBeNull();
    const { data } = await anon.rpc('get_case_nichos', { p_case_id: item.id });
    expect(data!.map((row) => row.id).sort()).toEqual([nicheId, other].sort());
  });
});

describe('articles and press items', () => {
  it('go to the trash through REST DELETE and come back', async () => {
    const insight = await service
      .from('insights')
      .insert({ titulo: `Artigo da lixeira ${tag()}`, publicado_em: '2026-01-10T12:00:00Z' })
      .select('id')
      .single();
    const press = await service
      .from('noticias')
      .insert({ titulo: `Notícia da lixeira ${tag()}`, link_externo: 'https://example.com/materia' })
      .select('id')
      .single();
    expect((await editor.from('insights').delete().eq('id', insight.data!.id)).error).toBeNull();
    expect((await editor.from('noticias').delete().eq('id', press.data!.id)).error).toBeNull();

    expect((await anon.from('insights').select('id').eq('id', insight.data!.id)).data).toEqual([]);
    expect((await anon.from('noticias').select('id').eq('id', press.data!.id)).data).toEqual([]);
    const trash = (await editor.rpc('trash_items')).data!;
    expect(trash.find((row) => row.id === insight.data!.id)?.kind).toBe('insight');
    expect(trash.find((row) => row.id === press.data!.id)?.kind).toBe('noticia');

    expect(
      (await editor.rpc('restore_from_trash', { kind: 'insight', item_id: insight.data!.id })).error,
    ).toBeNull();
    expect((await anon.from('insights').select('id').eq('id', insight.data!.id)).data).toHaveLength(1);
    expect(
      (await editor.rpc('restore_from_trash', { kind: 'noticia', item_id: press.data!.id })).error,
    ).toBeNull();
    expect((await anon.from('noticias').select('id').eq('id', press.data!.id)).data).toHaveLength(1);
    expect(
      (await editor.rpc('restore_from_trash', { kind: 'outro', item_id: press.data!.id })).error,
    ).toMatchObject({
      code: '22023',
    });
  });
});

describe('deleting for good', () => {
  it('an admin deletes a trashed case for good: the row and its links go, logged, no rebuild', async () => {
    const nicheId = await niche(`Nicho do apagado ${tag()}`);
    const item = await publicCase([nicheId]);
    expect((await admin.from('cases').delete().eq('id', item.id)).error).toBeNull();
    await nothingPending();

    expect((await admin.rpc('delete_from_trash', { kind: 'case', item_id: item.id })).error).toBeNull();
    expect(await stored('cases', item.id)).toBeUndefined();
    expect(await linksOf(item.id)).toEqual([]);
    expect(await stored('cases_nichos', nicheId)).toBeDefined();
    expect(await kindsAbout(item.id)).toEqual(['content_created', 'content_trashed', 'content_deleted']);
    expect((await publication()).pending_since).toBeNull();

    expect((await admin.rpc('delete_from_trash', { kind: 'case', item_id: item.id })).error).toMatchObject({
      code: 'P0002',
    });
  });

  it('the daily job deletes what has been in the trash for 30 days, as pg_cron runs it', async () => {
    const old = await publicCase();
    const recent = await publicCase();
    for (const id of [old.id, recent.id]) {
      expect((await editor.from('cases').delete().eq('id', id)).error).toBeNull();
    }
    // The clock moved: a server task may set the stamp (staff may not).
    const moved = await service
      .from('cases')
      .update({ deleted_at: new Date(Date.now() - 31 * DAY_MS).toISOString() })
      .eq('id', old.id);
    expect(moved.error).toBeNull();
    await service
      .from('cases')
      .update({ deleted_at: new Date(Date.now() - 29 * DAY_MS).toISOString() })
      .eq('id', recent.id);

    const { rows } = await api.services.db.query<{ removed: number }>(
      'select private.empty_trash() as removed',
    );
    expect(rows[0].removed).toBeGreaterThanOrEqual(1);
    expect(await stored('cases', old.id)).toBeUndefined();
    expect(await stored('cases', recent.id)).toBeDefined();

    const job = await api.services.db.query<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'empty-trash'",
    );
    expect(job.rows).toEqual([{ schedule: '45 3 * * *', command: 'select private.empty_trash()' }]);
  });

  it('a server task deletes a live row for good at once (scripts clean up after themselves)', async () => {
    const item = await publicCase();
    expect((await service.from('cases').delete().eq('id', item.id)).error).toBeNull();
    expect(await stored('cases', item.id)).toBeUndefined();
  });
});
