import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';

import type { LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY } from '../config.ts';
import { readProjectConfig } from '../project-config.ts';
import {
  PASSWORD,
  anonClient,
  claimsOf,
  linkIn,
  mailTo as inboxMailTo,
  newUser as createUser,
  open,
  startWithInbox,
} from './fixtures/auth-server.ts';

const SITE = 'http://127.0.0.1:3000';
const PROFILE_PAGE = 'https://painel.example.com/admin/perfil';
const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let server: LocalSupabase;

const mailTo = (email: string) => inboxMailTo(server, email);
const sha224 = (text: string) => crypto.createHash('sha224').update(text).digest('hex');
const signInError = async (email: string, password = PASSWORD) =>
  (await anonClient(server).auth.signInWithPassword({ email, password })).error;

/** A signed-in person and a new address for them (another domain: no address contains the other). */
async function person(): Promise<{ id: string; email: string; newEmail: string; client: SupabaseClient }> {
  const { id, email } = await createUser(server);
  const client = anonClient(server);
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { id, email, newEmail: email.replace('@example.com', '@novo.example.com'), client };
}

async function pending(id: string) {
  const { rows } = await server.services.db.query<{
    email: string;
    email_change: string;
    email_change_token_new: string;
    email_change_token_current: string;
    email_change_confirm_status: number;
  }>(
    `select email, email_change, email_change_token_new, email_change_token_current, email_change_confirm_status
     from auth.users where id = $1`,
    [id],
  );
  return rows[0];
}

const verifyPost = async (body: unknown) => {
  const response = await fetch(`${server.url}/auth/v1/verify`, {
    method: 'POST',
    headers: {
      apikey: DEMO_ANON_KEY,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  server = await startWithInbox();
});

// As supabase/config.toml sets it: both addresses confirm, confirmations on, a minute between mails.
beforeEach(() => {
  const auth = server.services.project.auth;
  auth.siteUrl = SITE;
  auth.additionalRedirectUrls = ['https://painel.example.com/admin/**'];
  auth.email.enableConfirmations = true;
  auth.email.doubleConfirmChanges = true;
  auth.email.maxFrequencyMs = 60_000;
  auth.email.otpExpiry = 3600;
  delete auth.email.templates.email_change;
});

afterAll(async () => {
  await server?.close();
});

describe('PUT /user with a new e-mail address', () => {
  it('does not change the address: it mails a link to the new and to the old address', async () => {
    const { id, email, newEmail, client } = await person();
    const { data, error } = await client.auth.updateUser(
      { email: newEmail.toUpperCase() },
      { emailRedirectTo: PROFILE_PAGE },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const row = await pending(id);
    expect(row).toMatchObject({ email, email_change: newEmail, email_change_confirm_status: 0 });
    const toNew = (await mailTo(newEmail))!;
    const toOld = (await mailTo(email))!;
    expect(toNew.Subject).toBe('Confirm your new email address');
    expect(toNew.HTML).toContain(`Follow the link below to confirm ${newEmail} as your new email address.`);
    expect(linkIn(toNew)).toBe(
      `${server.url}/auth/v1/verify?token=${row.email_change_token_new}&type=email_change&redirect_to=${PROFILE_PAGE}`,
    );
    expect(linkIn(toOld)).toBe(
      `${server.url}/auth/v1/verify?token=${row.email_change_token_current}&type=email_change&redirect_to=${PROFILE_PAGE}`,
    );
    expect(row.email_change_token_new).not.toBe(row.email_change_token_current);

    expect((await signInError(newEmail))?.code).toBe('invalid_credentials');
    expect(await signInError(email)).toBeNull();
  });

  it('takes the new address only once both links are opened, then starts a session with it', async () => {
    const { id, email, newEmail, client } = await person();
    await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: PROFILE_PAGE });
    const linkToNew = linkIn((await mailTo(newEmail))!);
    const linkToOld = linkIn((await mailTo(email))!);

    // A stolen session and the new mailbox are not enough.
    const first = await open(linkToNew);
    expect(first.status).toBe(303);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(PROFILE_PAGE);
    expect(first.location.hash).toBe(`#${new URLSearchParams({ message: ACCEPTED, sb: '' })}`);
    expect(await pending(id)).toMatchObject({
      email,
      email_change: newEmail,
      email_change_token_new: '',
      email_change_confirm_status: 1,
    });
    expect((await signInError(newEmail))?.code).toBe('invalid_credentials');
    expect((await open(linkToNew)).fragment.get('error_code')).toBe('otp_expired');

    const second = await open(linkToOld);
    expect(second.status).toBe(303);
    expect([...second.fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(second.fragment.get('type')).toBe('email_change');
    expect(claimsOf(second.fragment.get('access_token')!)).toMatchObject({
      sub: id,
      email: newEmail,
      amr: [{ method: 'otp' }],
    });
    expect(await pending(id)).toEqual({
      email: newEmail,
      email_change: '',
      email_change_token_new: '',
      email_change_token_current: '',
      email_change_confirm_status: 0,
    });
    expect(await signInError(newEmail)).toBeNull();
    expect((await signInError(email))?.code).toBe('invalid_credentials');

    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.new_email).toBeUndefined();
    expect(data.user?.identities?.[0].identity_data).toMatchObject({ email: newEmail, email_verified: true });
  });

  it('POST /verify takes the code sent to each address, or a token hash', async () => {
    server.services.project.auth.email.templates.email_change = {
      subject: null,
      content: 'Código {{ .Token }} para {{ .SendingTo }}',
    };
    const { id, email, newEmail, client } = await person();
    await client.auth.updateUser({ email: newEmail });
    const codeOf = async (address: string) =>
      new RegExp(`Código (\\d{6}) para ${address}`).exec((await mailTo(address))!.HTML)![1];
    const codeForNew = await codeOf(newEmail);
    const codeForOld = await codeOf(email);
    const row = await pending(id);
    expect(row.email_change_token_new).toBe(sha224(newEmail + codeForNew));
    expect(row.email_change_token_current).toBe(sha224(email + codeForOld));

    // Each code goes with the address it was sent to.
    const swapped = await verifyPost({ type: 'email_change', email: newEmail, token: codeForOld });
    expect(swapped).toEqual({
      status: 403,
      body: { code: 'otp_expired', message: 'Token has expired or is invalid' },
    });
    expect(await verifyPost({ type: 'email_change', email: newEmail, token: codeForNew })).toEqual({
      status: 200,
      body: { msg: ACCEPTED, code: '200' },
    });
    const { data, error } = await anonClient(server).auth.verifyOtp({
      token_hash: row.email_change_token_current,
      type: 'email_change',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(newEmail);
    expect((await pending(id)).email).toBe(newEmail);
  });

  it('without double_confirm_changes, mails only the new address, whose link completes the change', async () => {
    server.services.project.auth.email.doubleConfirmChanges = false;
    const { id, email, newEmail, client } = await person();
    await client.auth.updateUser({ email: newEmail });
    expect(await mailTo(email)).toBeUndefined();
    const { fragment } = await open(linkIn((await mailTo(newEmail))!));
    expect(fragment.get('type')).toBe('email_change');
    expect((await pending(id)).email).toBe(newEmail);
  });

  it('with enable_confirmations off, either link alone completes the change (GoTrue does the same)', async () => {
    server.services.project.auth.email.enableConfirmations = false;
    const { id, email, newEmail, client } = await person();
    await client.auth.updateUser({ email: newEmail });
    const { fragment } = await open(linkIn((await mailTo(email))!));
    expect(fragment.get('type')).toBe('email_change');
    expect((await pending(id)).email).toBe(newEmail);
    const settings = await (
      await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: DEMO_ANON_KEY } })
    ).json();
    expect(settings.mailer_autoconfirm).toBe(true);
    server.services.project.auth.email.enableConfirmations = true;
    const confirming = await (
      await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: DEMO_ANON_KEY } })
    ).json();
    expect(confirming.mailer_autoconfirm).toBe(false);
  });

  it('sends one request per max_frequency, and refuses an expired link', async () => {
    const { id, email, newEmail, client } = await person();
    await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: PROFILE_PAGE });
    const again = await client.auth.updateUser({ email: newEmail.replace('u', 'v') });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after 5\d seconds\.$/,
    );

    await server.services.db.query(
      `update auth.users set email_change_sent_at = now() - interval '3601 seconds' where id = $1`,
      [id],
    );
    const { fragment } = await open(linkIn((await mailTo(email))!));
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
    expect((await pending(id)).email_change_confirm_status).toBe(0);
  });

  it('refuses an address someone else has; the address in use changes nothing and sends nothing', async () => {
    const { id, email, client } = await person();
    const other = await createUser(server);
    const taken = await client.auth.updateUser({ email: other.email });
    expect(taken.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const same = await client.auth.updateUser({ email: email.toUpperCase() });
    expect(same.error).toBeNull();
    expect(await mailTo(email)).toBeUndefined();
    expect((await pending(id)).email_change).toBe('');
  });

  it("renders the project's Portuguese template, saying which address each mail went to", async () => {
    const project = readProjectConfig(path.resolve(import.meta.dirname, '../../supabase'));
    server.services.project.auth.email.templates.email_change = project.auth.email.templates.email_change;
    const { email, newEmail, client } = await person();
    await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: PROFILE_PAGE });
    const toOld = (await mailTo(email))!;
    expect(toOld.Subject).toBe('Confirme a troca do seu e-mail do painel');
    expect(toOld.HTML).toContain(`de ${email} para ${newEmail}`);
    expect(toOld.HTML).toContain(`Esta mensagem foi enviada para ${email}.`);
    expect((await mailTo(newEmail))!.HTML).toContain(`Esta mensagem foi enviada para ${newEmail}.`);
    expect((await open(linkIn(toOld))).location.hash).toContain('message=Confirmation');
  });
});
