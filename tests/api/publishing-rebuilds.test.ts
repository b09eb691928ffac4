/**
 * Publish → the host rebuilds: a change visitors would see stamps public.site_publication, the
 * 'publish-site' cron job (every 10 s; local-supabase emulates pg_cron and pg_net) POSTs to the
 * build hook once the changes have been quiet for 20 s (shortened here), a scheduled item becoming due counts as a
 * change without any write, and an admin's "Publicar site agora" POSTs at once.
 *
 * The publication row, the hook and the cron are one per database, and the other files of the run
 * write public content all the time: this file starts a local-supabase of its own, so every call
 * the receiver counts is this file's. The waits are real time, one after the other in one timeline
 * (the due item is scheduled while the edits' call is being checked for a second one).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import {
  pointSiteBuildHookAt,
  QUICK_PUBLISHING,
  quickenPublishing,
  startBuildHookReceiver,
} from '../setup/site-build-hook.ts';
import { atCurrentVersion, currentVersion } from '../setup/versions.ts';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
/**
 * The quiet period and the cron job's period this file runs on: production's (20 s, 10 s; checked
 * below) set shorter in this file's own database, so the chain is the same and the waits take
 * seconds.
 */
const QUIET_MS = QUICK_PUBLISHING.quietMs;
const CRON_MS = QUICK_PUBLISHING.jobsEverySeconds * 1_000;
/** Room for a loaded machine: a cron run late, a request queued behind others. */
const SLACK_MS = 10_000;

let api: LocalSupabase;
/** The periods as the migrations set them, read before this file shortens them. */
let productionPeriods: { quiet: string; schedule: string };
let receiver: Awaited<ReturnType<typeof startBuildHookReceiver>>;
let service: Client;
let anon: Client;
let editor: Client;
let admin: Client;

type Status = {
  changed_at: string | null;
  pending_since: string | null;
  requested_at: string | null;
  requested_by: string | null;
  hook_configured: boolean;
  response_status: number | null;
  response_error: string | null;
};

async function status(client: Client = admin): Promise<Status> {
  const { data, error } = await client.rpc('site_publication_status');
  if (error) throw error;
  expect(data).toHaveLength(1);
  return data![0];
}

async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The status once pg_net has stored the hook's answer to the last call. */
const answered = () =>
  until(
    async () => {
      const current = await status();
      return current.response_status === null && current.response_error === null ? undefined : current;
    },
    5_000,
    "pg_net's record of the hook's answer",
  );

const time = (value: string | null) => (value === null ? NaN : Date.parse(value));
const tag = () => Math.random().toString(36).slice(2, 8);

async function insertCase(fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await service
    .from('cases')
    .insert({ titulo: `Case de publicação ${tag()}`, subtitulo: 'Subtítulo', ...fields })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** The editor sets the case's niches, from its current version (save_case). */
async function saveNiches(caseId: string, nichoIds: string[]) {
  return editor.rpc('save_case', {
    case_id: caseId,
    base_version: await currentVersion('cases', caseId, api.url),
    fields: {},
    nicho_ids: nichoIds,
  });
}

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  // Before anything else: the seed's hook is a developer's `npm run preview`.
  await pointSiteBuildHookAt(api, null);
  // The seed's own changes are not this file's: start from "everything sent".
  await api.services.db.query('update public.site_publication set pending_since = null');
  productionPeriods = (
    await api.services.db.query<{ quiet: string; schedule: string }>(
      `select private.site_build_quiet_period()::text as quiet,
              (select schedule from cron.job where jobname = 'publish-site') as schedule`,
    )
  ).rows[0];
  await quickenPublishing(api);
  receiver = await startBuildHookReceiver();
  service = serviceClient(api.url);
  anon = anonClient({ url: api.url });
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password, api.url);
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password, api.url);
}, 120_000);

afterAll(async () => {
  await api?.close();
  await receiver?.close();
});

describe('who may ask for a build', () => {
  it('anon may call neither function (PostgREST: permission denied)', async () => {
    const now = await anon.rpc('publish_site_now');
    expect(now.status).toBe(401);
    expect(now.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function publish_site_now',
    });
    const read = await anon.rpc('site_publication_status');
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function site_publication_status',
    });
  });

  it('an editor reads the status but may not publish (42501)', async () => {
    const { error } = await editor.rpc('publish_site_now');
    expect(error).toMatchObject({ code: '42501', message: 'Apenas administradores publicam o site.' });
    expect(await status(editor)).toMatchObject({ hook_configured: false, pending_since: null });
  });

  it('a signed-in user without a staff profile reads no status and may not publish', async () => {
    const email = `sem-perfil-${tag()}@salto.local`;
    const created = await service.auth.admin.createUser({
      email,
      password: 'senha-123456',
      email_confirm: true,
    });
    if (created.error) throw created.error;
    const user = await signedInClient(email, 'senha-123456', api.url);
    expect(await user.rpc('site_publication_status')).toMatchObject({ data: [], error: null });
    expect((await user.rpc('publish_site_now')).error).toMatchObject({ code: '42501' });
  });

  it('without a hook, an admin is told it is not configured (55000), and nothing is asked', async () => {
    const { data, error } = await admin.rpc('publish_site_now');
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: '55000',
      message: 'O gancho de publicação (build hook) do site não está configurado.',
      hint: 'Veja "Publishing" no README.',
    });
    expect(await status()).toMatchObject({ hook_configured: false, requested_at: null });
  });
});

describe('build requests', () => {
  let publicCase: string;

  beforeAll(async () => {
    publicCase = await insertCase({ publicado_em: '2026-01-10T12:00:00Z' });
    await api.services.db.query('update public.site_publication set pending_since = null');
    await pointSiteBuildHookAt(api, receiver.url);
  });

  it('"Publicar site agora" (admin) POSTs to the hook at once and reports its answer', async () => {
    const before = receiver.calls.length;
    const { data: requestedAt, error } = await admin.rpc('publish_site_now');
    expect(error).toBeNull();
    const [call] = await until(
      () => (receiver.calls.length > before ? receiver.calls.slice(before) : undefined),
      5_000,
      'the build hook call',
    );
    expect(call).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{}' });
    expect(call.at - time(requestedAt)).toBeLessThan(5_000);

    const after = await answered();
    expect(after).toMatchObject({
      hook_configured: true,
      pending_since: null,
      requested_by: ADMIN_ID,
      response_status: 200,
      response_error: null,
    });
    expect(time(after.requested_at)).toBe(time(requestedAt));
    expect(receiver.calls).toHaveLength(before + 1);
  });

  it('a draft, or a scheduled item, changes nothing visitors see: its insert and edits stamp nothing', async () => {
    const before = await status();
    const draft = await insertCase({ status: 'rascunho' });
    const scheduled = await insertCase({ publicado_em: new Date(Date.now() + 86_400_000).toISOString() });
    for (const id of [draft, scheduled]) {
      const edit = await atCurrentVersion('cases', id, { subtitulo: 'Editado' }, api.url);
      expect((await editor.from('cases').update(edit).eq('id', id)).error).toBeNull();
    }
    expect(await status()).toEqual(before);
  });

  it("a draft's niche links, its deletion, and a statement that changes no row stamp nothing", async () => {
    const draft = await insertCase({ status: 'rascunho' });
    const { data: niche } = await service.from('cases_nichos').select('id').limit(1).single();
    const before = await status();
    expect((await saveNiches(draft, [niche!.id])).error).toBeNull();
    // To the trash, links and all: it was never public.
    expect((await editor.from('cases').delete().eq('id', draft)).error).toBeNull();
    for (const table of ['categorias', 'cases_nichos', 'noticias', 'redirects'] as const) {
      const nothing = await service.from(table).delete().eq('id', crypto.randomUUID()).select();
      expect(nothing).toMatchObject({ data: [], error: null });
    }
    expect(await status()).toEqual(before);
  });

  it('production waits for 20 s without changes, and its cron looks every 10 s', () => {
    expect(productionPeriods).toEqual({ quiet: '00:00:20', schedule: '10 seconds' });
  });

  it('ten quick edits of a public case make one POST, once they have been quiet for the quiet period', async () => {
    const before = receiver.calls.length;
    const firstEdit = Date.now();
    for (let n = 1; n <= 10; n++) {
      const { error } = await editor
        .from('cases')
        .update(await atCurrentVersion('cases', publicCase, { subtitulo: `Edição ${n}` }, api.url))
        .eq('id', publicCase);
      expect(error).toBeNull();
    }
    const pending = await status();
    expect(time(pending.pending_since)).toBeGreaterThanOrEqual(firstEdit - 1_000);
    expect(time(pending.changed_at)).toBeGreaterThan(time(pending.pending_since));

    const call = await until(
      () => receiver.calls[before],
      QUIET_MS + CRON_MS + SLACK_MS,
      'the build hook call after the quiet period',
    );
    // Not before the last change had been quiet for the quiet period; at the latest one cron period after.
    expect(call.at).toBeGreaterThanOrEqual(time(pending.changed_at) + QUIET_MS);
    expect(call.at).toBeLessThan(time(pending.changed_at) + QUIET_MS + CRON_MS + SLACK_MS);
    expect(await answered()).toMatchObject({
      pending_since: null,
      requested_by: null,
      changed_at: pending.changed_at,
      response_status: 200,
    });
  }, 60_000);

  it('a scheduled case becoming due makes a POST without any write (and the next answer is reported)', async () => {
    // Still one call for the ten edits: the next one comes only from the due case, a quiet period after the
    // cron noticed it, so this wait also shows the edits made no second call.
    const before = receiver.calls.length;
    expect(before).toBeGreaterThan(0);
    const state = await status();
    const dueAt = Date.now() + 3_000;
    await insertCase({ publicado_em: new Date(dueAt).toISOString() });
    expect(await status()).toEqual(state);
    receiver.status = 500;

    const call = await until(
      () => receiver.calls[before],
      3_000 + CRON_MS + QUIET_MS + CRON_MS + SLACK_MS,
      'the build hook call for the due case',
    );
    expect(receiver.calls).toHaveLength(before + 1);
    const after = await answered();
    // The cron stamped the change once the case was due, and called a quiet period later.
    expect(time(after.changed_at)).toBeGreaterThanOrEqual(dueAt);
    expect(time(after.changed_at)).toBeLessThan(dueAt + CRON_MS + SLACK_MS);
    expect(call.at).toBeGreaterThanOrEqual(time(after.changed_at) + QUIET_MS);
    expect(after).toMatchObject({ pending_since: null, requested_by: null, response_status: 500 });
  }, 60_000);

  it("a public case unpublished, republished or deleted, a public case's niche link, an admin's redirect: each stamps a change", async () => {
    let previous = await status();
    const id = await insertCase({});
    const { data: niche } = await service.from('cases_nichos').select('id').limit(1).single();
    for (const write of [
      async () =>
        editor
          .from('cases')
          .update(await atCurrentVersion('cases', id, { status: 'rascunho' }, api.url))
          .eq('id', id),
      async () =>
        editor
          .from('cases')
          .update(await atCurrentVersion('cases', id, { status: 'publicado' }, api.url))
          .eq('id', id),
      () => saveNiches(id, [niche!.id]),
      () => editor.from('cases').delete().eq('id', id),
      () => admin.from('redirects').insert({ from_path: `/campanha-${tag()}`, to_path: '/salto' }),
    ]) {
      expect((await write()).error).toBeNull();
      const current = await status();
      expect(time(current.changed_at)).toBeGreaterThan(time(previous.changed_at));
      expect(current.pending_since).not.toBeNull();
      previous = current;
    }
  });

  it("a hook nobody answers: no HTTP status, pg_net's error instead", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await pointSiteBuildHookAt(api, `http://127.0.0.1:${port}/__build-hook/ninguem`);
    expect((await admin.rpc('publish_site_now')).error).toBeNull();
    const after = await answered();
    expect(after.response_status).toBeNull();
    expect(after.response_error).toEqual(expect.stringMatching(/\S/));
  });
});

describe("the database's own functions are not RPCs", () => {
  it.each(['publish_site_if_due', 'call_site_build_hook', 'record_moved_address', 'note_public_change'])(
    '/rest/v1/rpc/%s: 404 PGRST202, even for an admin',
    async (name) => {
      const { error, status: code } = await admin.rpc(name as 'publish_site_now');
      expect(code).toBe(404);
      expect(error?.code).toBe('PGRST202');
    },
  );
});
