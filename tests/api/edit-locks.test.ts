/**
 * Who else is editing: claim_edit_lock / release_edit_lock. One person holds an item's lock; a
 * second one learns who and since when, and may take over; the first learns on their next
 * heartbeat who took it; a lock nobody renews for 45 s is free. Only staff claim locks, and nobody
 * reads or writes the table directly. On a database of this file's own: it moves its locks' clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';

let api: LocalSupabase;
let editor: Client;
let admin: Client;

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password, api.url);
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password, api.url);
});

afterAll(async () => {
  await api?.close();
});

/** The lock's last heartbeat, `seconds` ago. */
async function ageLock(itemId: string, seconds: number): Promise<void> {
  await api.services.db.query(
    `update public.edit_locks set seen_at = now() - make_interval(secs => $2) where item_id = $1`,
    [itemId, seconds],
  );
}

interface LockAnswer {
  held: boolean;
  holder_email: string;
  since: string;
  taken_by_email: string | null;
}

async function claim(client: Client, itemId: string, takeOver = false): Promise<LockAnswer> {
  const { data, error } = await client.rpc('claim_edit_lock', {
    subject: 'case',
    item_id: itemId,
    take_over: takeOver,
  });
  expect(error).toBeNull();
  return data as unknown as LockAnswer;
}

describe('edit locks', () => {
  it('the first person holds it; the second learns who and since when, then takes over; the first is told', async () => {
    const item = randomUUID();

    const first = await claim(editor, item);
    expect(first).toMatchObject({ held: true, holder_email: SEED_EDITOR.email, taken_by_email: null });

    // A heartbeat keeps the moment the editor opened the item.
    const renewed = await claim(editor, item);
    expect(renewed).toMatchObject({ held: true, since: first.since });

    const seen = await claim(admin, item);
    expect(seen).toMatchObject({ held: false, holder_email: SEED_EDITOR.email, since: first.since });

    const taken = await claim(admin, item, true);
    expect(taken).toMatchObject({ held: true, holder_email: SEED_ADMIN.email });
    expect(Date.parse(taken.since)).toBeGreaterThanOrEqual(Date.parse(first.since));

    // The editor's next heartbeat: not held any more, and who took it.
    const lost = await claim(editor, item);
    expect(lost).toMatchObject({
      held: false,
      holder_email: SEED_ADMIN.email,
      taken_by_email: SEED_ADMIN.email,
    });

    // Releasing someone else's lock changes nothing; releasing one's own frees it.
    expect((await editor.rpc('release_edit_lock', { subject: 'case', item_id: item })).error).toBeNull();
    expect(await claim(editor, item)).toMatchObject({ held: false, holder_email: SEED_ADMIN.email });
    expect((await admin.rpc('release_edit_lock', { subject: 'case', item_id: item })).error).toBeNull();
    expect(await claim(editor, item)).toMatchObject({
      held: true,
      holder_email: SEED_EDITOR.email,
      taken_by_email: null,
    });
  });

  it('a lock not renewed for 45 seconds is free (a closed laptop lets go)', async () => {
    const item = randomUUID();
    await claim(editor, item);

    await ageLock(item, 44);
    expect(await claim(admin, item)).toMatchObject({ held: false, holder_email: SEED_EDITOR.email });
    await ageLock(item, 46);
    expect(await claim(admin, item)).toMatchObject({
      held: true,
      holder_email: SEED_ADMIN.email,
      taken_by_email: null,
    });
  });

  it('only staff claim locks, and nobody reads or writes the table through the API', async () => {
    const item = randomUUID();
    const anon = await anonClient({ url: api.url }).rpc('claim_edit_lock', {
      subject: 'case',
      item_id: item,
    });
    expect(anon.error?.code).toBe('42501');
    // The service role is no staff member: it holds no locks.
    const service = await serviceClient(api.url).rpc('claim_edit_lock', { subject: 'case', item_id: item });
    expect(service.error?.code).toBe('42501');

    const direct = await editor.from('edit_locks').select('*');
    expect(direct.error?.code).toBe('42501');
    const written = await editor
      .from('edit_locks')
      .insert({ subject: 'case', item_id: item, holder_id: randomUUID() });
    expect(written.error?.code).toBe('42501');

    const unknown = await editor.rpc('claim_edit_lock', { subject: 'lead', item_id: item });
    expect(unknown.error?.code).toBe('23514');
  });
});
