/**
 * The manage-user edge function and the database rules behind it (migration staff_lifecycle):
 * an admin changes a person's role, deactivates, reactivates or removes them, and the person's
 * access ends at once — their refresh token and their still-unexpired access token alike.
 * Through the local functions gateway (Deno), with real tokens.
 */
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';

import { PUBLIC_KEY } from '../setup/keys.ts';
import { MESSAGES } from '../../supabase/functions/manage-user/handler.ts';
import { anonClient, apiUrl, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { createStaffAccount } from '../setup/staff.ts';

const PASSWORD = 'senha-da-equipe-1';
let adminToken: string;
let adminId: string;

async function tokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

/** A staff account of this test's own, signed in: its id, e-mail and client. */
async function staff(tipo: 'editor' | 'admin') {
  const { id, email } = await createStaffAccount(`ciclo-${tipo}`, tipo, PASSWORD);
  return { id, email, client: await signedInClient(email, PASSWORD) };
}

async function manage(
  token: string | null,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl()}/functions/v1/manage-user`, {
    method: 'POST',
    headers: {
      apikey: PUBLIC_KEY,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What a request of the person's open tab gets now: its session's token, not refreshed. */
const profilesRead = (client: Client) => client.from('profiles').select('id');

beforeAll(async () => {
  const admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  adminToken = await tokenOf(admin);
  adminId = (await admin.auth.getUser()).data.user!.id;
});

describe('manage-user: who may call it', () => {
  it('refuses a call without a token (401) and an editor (403)', async () => {
    const target = await staff('editor');
    expect(await manage(null, { user_id: target.id, action: 'deactivate' })).toMatchObject({ status: 401 });
    const editorToken = await tokenOf(await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password));
    expect(await manage(editorToken, { user_id: target.id, action: 'deactivate' })).toEqual({
      status: 403,
      body: { error: MESSAGES.notAdmin },
    });
  });

  it('refuses bad input with a message, and an unknown person with 404', async () => {
    expect(await manage(adminToken, { user_id: 'x', action: 'remove' })).toEqual({
      status: 400,
      body: { error: MESSAGES.invalidBody },
    });
    const target = await staff('editor');
    expect(await manage(adminToken, { user_id: target.id, action: 'set_role', tipo: 'dono' })).toEqual({
      status: 400,
      body: { error: MESSAGES.invalidTipo },
    });
    expect(
      await manage(adminToken, { user_id: '00000000-0000-4000-8000-000000000000', action: 'remove' }),
    ).toMatchObject({ status: 404 });
  });

  it('never lets admins change, deactivate or remove themselves', async () => {
    for (const body of [
      { user_id: adminId, action: 'remove' },
      { user_id: adminId, action: 'deactivate' },
      { user_id: adminId, action: 'set_role', tipo: 'editor' },
    ]) {
      expect(await manage(adminToken, body)).toEqual({ status: 409, body: { error: MESSAGES.self } });
    }
  });
});

describe('each change takes effect at once', () => {
  it('a new role ends the sessions: the open tab gets 401, a new sign-in gets the new rights', async () => {
    const target = await staff('editor');
    expect((await profilesRead(target.client)).error).toBeNull();

    const result = await manage(adminToken, { user_id: target.id, action: 'set_role', tipo: 'admin' });
    expect(result).toEqual({
      status: 200,
      body: { user: { id: target.id, email: target.email, tipo: 'admin', desativado_em: null } },
    });
    const stale = await profilesRead(target.client);
    expect(stale.error).toMatchObject({
      code: 'PT401',
      message: 'Sua sessão foi encerrada. Entre novamente.',
    });
    expect(stale.status).toBe(401);
    const { error: refreshError } = await target.client.auth.refreshSession();
    expect(refreshError).not.toBeNull();

    const again = await signedInClient(target.email, PASSWORD);
    const { data } = await again.from('profiles').select('id');
    expect(data!.length).toBeGreaterThan(1); // admins read every profile
  });

  it('deactivation bans the sign-in and ends access; reactivation brings it back', async () => {
    const target = await staff('admin');
    expect((await manage(adminToken, { user_id: target.id, action: 'deactivate' })).status).toBe(200);

    const stale = await profilesRead(target.client);
    expect(stale.status).toBe(401);
    const { error } = await anonClient().auth.signInWithPassword({ email: target.email, password: PASSWORD });
    expect(error).toMatchObject({ code: 'user_banned' });
    const { data: row } = await serviceClient()
      .from('profiles')
      .select('desativado_em')
      .eq('id', target.id)
      .single();
    expect(row!.desativado_em).not.toBeNull();

    expect((await manage(adminToken, { user_id: target.id, action: 'reactivate' })).status).toBe(200);
    const back = await signedInClient(target.email, PASSWORD);
    expect((await profilesRead(back)).error).toBeNull();
  });

  it('removal deletes the account: the open tab gets 401 and the e-mail no longer signs in', async () => {
    const target = await staff('editor');
    expect(await manage(adminToken, { user_id: target.id, action: 'remove' })).toMatchObject({ status: 200 });
    expect((await profilesRead(target.client)).status).toBe(401);
    const { data } = await serviceClient().from('profiles').select('id').eq('id', target.id);
    expect(data).toEqual([]);
    const { error } = await anonClient().auth.signInWithPassword({ email: target.email, password: PASSWORD });
    expect(error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('a deactivated admin can no longer call the function', async () => {
    const other = await staff('admin');
    const otherToken = await tokenOf(other.client);
    await manage(adminToken, { user_id: other.id, action: 'deactivate' });
    const target = await staff('editor');
    expect((await manage(otherToken, { user_id: target.id, action: 'remove' })).status).toBe(401);
  });
});

describe('a lost phone', () => {
  it('an admin removes the person’s authenticator app: the password alone signs them in again', async () => {
    const target = await staff('admin');
    // One client address throughout: GoTrue refuses a code sent from another address than the challenge.
    target.client = anonClient({ address: '198.51.100.77' });
    await target.client.auth.signInWithPassword({ email: target.email, password: PASSWORD });
    const { data: factor } = await target.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Celular',
    });
    const code = new TOTP({
      secret: Secret.fromBase32(factor!.totp.secret),
      digits: 6,
      period: 30,
    }).generate();
    expect(
      (await target.client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code })).error,
    ).toBeNull();
    const flag = async () =>
      (
        await serviceClient()
          .from('profiles')
          .select('verificacao_em_duas_etapas')
          .eq('id', target.id)
          .single()
      ).data!.verificacao_em_duas_etapas;
    expect(await flag()).toBe(true);

    const result = await manage(adminToken, { user_id: target.id, action: 'remove_second_factor' });
    expect(result.status).toBe(200);
    expect(await flag()).toBe(false);
    const again = await signedInClient(target.email, PASSWORD);
    const { data: aal } = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect(await manage(adminToken, { user_id: target.id, action: 'remove_second_factor' })).toEqual({
      status: 404,
      body: { error: MESSAGES.noSecondFactor },
    });
  });
});

describe('the database keeps one active admin', () => {
  it('admins no longer change roles directly through the API', async () => {
    const target = await staff('editor');
    const admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
    const { error } = await admin.from('profiles').update({ tipo: 'admin' }).eq('id', target.id);
    expect(error).toMatchObject({ code: '42501' });
  });
});
