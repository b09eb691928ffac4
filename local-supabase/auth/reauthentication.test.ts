import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';

import type { LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY } from '../config.ts';
import { readProjectConfig } from '../project-config.ts';
import { PASSWORD, anonClient, claimsOf, mailTo, newUser, startWithInbox } from './fixtures/auth-server.ts';

const NEW_PASSWORD = 'nova-senha-forte';

let server: LocalSupabase;

/** A signed-in person; `aged` makes their session older than GoTrue's 24 hours. */
async function person(): Promise<{
  id: string;
  email: string;
  client: SupabaseClient;
  aged: () => Promise<void>;
}> {
  const { id, email } = await newUser(server);
  const client = anonClient(server);
  const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  const sessionId = claimsOf(data.session!.access_token).session_id;
  const aged = async () => {
    await server.services.db.query(
      `update auth.sessions set created_at = now() - interval '24 hours 1 minute' where id = $1`,
      [sessionId],
    );
  };
  return { id, email, client, aged };
}

const signInError = async (email: string, password: string) =>
  (await anonClient(server).auth.signInWithPassword({ email, password })).error;

const codeIn = async (email: string) => /<p>(\d{6})<\/p>/.exec((await mailTo(server, email))!.HTML)![1];

beforeAll(async () => {
  server = await startWithInbox();
});

// As supabase/config.toml sets it, with the current password always required (local-supabase's rule).
beforeEach(() => {
  const auth = server.services.project.auth;
  auth.requireCurrentPassword = true;
  auth.email.securePasswordChange = true;
  auth.email.maxFrequencyMs = 60_000;
  auth.email.otpExpiry = 3600;
  delete auth.email.templates.reauthentication;
});

afterAll(async () => {
  await server?.close();
});

describe('PUT /user with a new password: the current one', () => {
  it('is required: a stolen session alone cannot change the password', async () => {
    const { email, client } = await person();
    const missing = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'current_password_required',
      message: 'Current password required when setting new password.',
    });
    const wrong = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'palpite-errado',
    });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'current_password_invalid',
      message: 'Current password required when setting new password.',
    });
    expect(await signInError(email, NEW_PASSWORD)).not.toBeNull();

    const right = await client.auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(right.error).toBeNull();
    expect(await signInError(email, NEW_PASSWORD)).toBeNull();
  });

  it('is not asked when the setting is off (hosted projects where it was never turned on)', async () => {
    server.services.project.auth.requireCurrentPassword = false;
    const { email, client } = await person();
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await signInError(email, NEW_PASSWORD)).toBeNull();
  });
});

describe('PUT /user with a new password in a session older than 24 hours (secure_password_change)', () => {
  it('needs the code /reauthenticate mails, once', async () => {
    const { id, email, client, aged } = await person();
    // A recent sign-in is enough.
    expect(
      (await client.auth.updateUser({ password: 'senha-recente', current_password: PASSWORD })).error,
    ).toBeNull();
    await aged();

    const needed = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'senha-recente',
    });
    expect(needed.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });

    expect(await client.auth.reauthenticate()).toEqual({ data: { user: null, session: null }, error: null });
    const mail = (await mailTo(server, email))!;
    const code = await codeIn(email);
    expect(mail.Subject).toBe(`${code} is your verification code`);
    const { rows } = await server.services.db.query<{ sent: boolean }>(
      `select reauthentication_token <> '' and reauthentication_sent_at is not null as sent from auth.users where id = $1`,
      [id],
    );
    expect(rows[0].sent).toBe(true);

    const wrongCode = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'senha-recente',
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    const changed = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'senha-recente',
      nonce: code,
    });
    expect(changed.error).toBeNull();
    expect(await signInError(email, NEW_PASSWORD)).toBeNull();

    const replay = await client.auth.updateUser({
      password: 'terceira-senha',
      current_password: NEW_PASSWORD,
      nonce: code,
    });
    expect(replay.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('spends the code before checking the current password, as GoTrue does', async () => {
    const { email, client, aged } = await person();
    await aged();
    await client.auth.reauthenticate();
    const code = await codeIn(email);
    const wrongPassword = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'palpite-errado',
      nonce: code,
    });
    expect(wrongPassword.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    const again = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: PASSWORD,
      nonce: code,
    });
    expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('refuses an expired code', async () => {
    const { id, email, client, aged } = await person();
    await aged();
    await client.auth.reauthenticate();
    const code = await codeIn(email);
    await server.services.db.query(
      `update auth.users set reauthentication_sent_at = now() - interval '3601 seconds' where id = $1`,
      [id],
    );
    const expired = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: PASSWORD,
      nonce: code,
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });
});

describe('GET /reauthenticate', () => {
  it('sends one code per max_frequency, to a signed-in person with a confirmed address', async () => {
    const { id, client } = await person();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const again = await client.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after 5\d seconds\.$/,
    );

    await server.services.db.query(
      `update auth.users set email_confirmed_at = null, reauthentication_sent_at = null where id = $1`,
      [id],
    );
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 422,
      code: 'email_not_confirmed',
      message: 'Please verify your email first.',
    });

    const anonymous = await fetch(`${server.url}/auth/v1/reauthenticate`, {
      headers: { apikey: DEMO_ANON_KEY },
    });
    expect(anonymous.status).toBe(401);
  });

  it("renders the project's Portuguese template", async () => {
    const project = readProjectConfig(path.resolve(import.meta.dirname, '../../supabase'));
    server.services.project.auth.email.templates.reauthentication =
      project.auth.email.templates.reauthentication;
    const { email, client } = await person();
    await client.auth.reauthenticate();
    const mail = (await mailTo(server, email))!;
    expect(mail.Subject).toBe('Seu código de verificação do painel');
    expect(mail.HTML).toMatch(/Seu código de verificação: \d{6}/);
    expect(mail.HTML).toContain(`a troca da senha da conta ${email}`);
  });
});
