import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import type { LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { renderTemplate } from './mailer.ts';
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
const RESET_PAGE = 'https://painel.example.com/admin/redefinir-senha';

let server: LocalSupabase;
let admin: SupabaseClient;

const client = () => anonClient(server);
const newUser = () => createUser(server);
const mailTo = (email: string) => inboxMailTo(server, email);

const recover = (body: unknown, query = '') =>
  fetch(`${server.url}/auth/v1/recover${query}`, {
    method: 'POST',
    headers: {
      apikey: DEMO_ANON_KEY,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startWithInbox();
  admin = createClient(server.url, DEMO_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
});

beforeEach(() => {
  const auth = server.services.project.auth;
  auth.siteUrl = SITE;
  auth.additionalRedirectUrls = ['https://painel.example.com/admin/**'];
  auth.email.maxFrequencyMs = 60_000;
  auth.email.otpExpiry = 3600;
  delete auth.email.templates.recovery;
});

afterAll(async () => {
  await server?.close();
});

describe('POST /recover', () => {
  it('mails a single-use link to /verify and answers {} (supabase-js resetPasswordForEmail)', async () => {
    const { email, id } = await newUser();
    const { data, error } = await client().auth.resetPasswordForEmail(email.toUpperCase(), {
      redirectTo: RESET_PAGE,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = (await mailTo(email))!;
    expect(mail.Subject).toBe('Reset your password');
    const { rows } = await server.services.db.query<{ recovery_token: string; recovery_sent_at: Date }>(
      'select recovery_token, recovery_sent_at from auth.users where id = $1',
      [id],
    );
    expect(rows[0].recovery_token).toMatch(/^[0-9a-f]{56}$/);
    expect(rows[0].recovery_sent_at).toBeTruthy();
    expect(linkIn(mail)).toBe(
      `${server.url}/auth/v1/verify?token=${rows[0].recovery_token}&type=recovery&redirect_to=${RESET_PAGE}`,
    );
  });

  it('answers an address without an account exactly as one with an account, and sends nothing', async () => {
    const response = await recover({ email: 'ninguem@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await mailTo('ninguem@example.com')).toBeUndefined();
  });

  it('refuses a missing or malformed address as GoTrue does', async () => {
    let response = await recover({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
    response = await recover({ email: 'não é e-mail' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('sends one mail per person per max_frequency: the next asks to wait', async () => {
    const { email } = await newUser();
    expect((await recover({ email })).status).toBe(200);
    const response = await recover({ email });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(
        /^For security purposes, you can only request this after 5\d seconds\.$/,
      ),
    });
    const { error } = await client().auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('sends people to the site URL when redirect_to is not allowed', async () => {
    const { email } = await newUser();
    await client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.net/steal' });
    expect(linkIn((await mailTo(email))!)).toMatch(new RegExp(`&redirect_to=${SITE}$`));
  });

  it('uses the configured template and escapes what it fills in', async () => {
    server.services.project.auth.email.templates.recovery = {
      subject: 'Redefinir senha',
      content: '<p>Olá {{ .Email }}, código {{ .Token }}: <a href="{{ .ConfirmationURL }}">abrir</a></p>',
    };
    const { email } = await newUser();
    await client().auth.resetPasswordForEmail(email, { redirectTo: `${RESET_PAGE}?a=1&b=2` });
    const mail = (await mailTo(email))!;
    expect(mail.Subject).toBe('Redefinir senha');
    expect(mail.HTML).toMatch(/código \d{6}:/);
    // A redirect holding & or = is escaped in the link, and & becomes &amp; in the HTML.
    expect(mail.HTML).toContain(`&amp;redirect_to=${encodeURIComponent(`${RESET_PAGE}?a=1&b=2`)}`);
  });

  it('answers 500 when the mail cannot be sent, and the person can ask again at once', async () => {
    const { email } = await newUser();
    const inbox = server.services.config.inbox;
    server.services.config.inbox = null;
    try {
      const response = await recover({ email });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: 'unexpected_failure',
        message: 'Error sending recovery email',
      });
    } finally {
      server.services.config.inbox = inbox;
    }
    expect((await recover({ email })).status).toBe(200);
  });

  it('refuses the PKCE flow out loud instead of sending a link that would not work', async () => {
    const { email } = await newUser();
    const response = await recover({ email, code_challenge: 'x'.repeat(43), code_challenge_method: 's256' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/implicit flow only/);
  });
});

describe('GET /verify (the link)', () => {
  it('signs the person in once: 303 to the page with the session in the fragment; the link then fails', async () => {
    const { email, id } = await newUser();
    await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const link = linkIn((await mailTo(email))!);

    const first = await open(link);
    expect(first.status).toBe(303);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(RESET_PAGE);
    expect([...first.fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(first.fragment.get('type')).toBe('recovery');
    const claims = claimsOf(first.fragment.get('access_token')!);
    expect(claims).toMatchObject({ sub: id, aal: 'aal1', amr: [{ method: 'otp' }] });

    const again = await open(link);
    expect(again.status).toBe(303);
    expect(again.location.hash).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });

  it('refuses an expired link', async () => {
    const { email, id } = await newUser();
    await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    await server.services.db.query(
      `update auth.users set recovery_sent_at = now() - interval '3601 seconds' where id = $1`,
      [id],
    );
    const { fragment } = await open(linkIn((await mailTo(email))!));
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it('refuses a deactivated (banned) person', async () => {
    const { email, id } = await newUser();
    await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    const { fragment } = await open(linkIn((await mailTo(email))!));
    expect(fragment.get('error_code')).toBe('user_banned');
    expect(fragment.get('error_description')).toBe('User is banned');
  });

  it('answers JSON errors for a missing type or token', async () => {
    const response = await fetch(`${server.url}/auth/v1/verify?token=abc`, {
      headers: { apikey: DEMO_ANON_KEY },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: 'Verify requires a verification type' });
  });
});

describe('after the link: the new password', () => {
  it('replaces the old one and ends every other session', async () => {
    const { email } = await newUser();
    const elsewhere = client();
    await elsewhere.auth.signInWithPassword({ email, password: PASSWORD });

    await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const { fragment } = await open(linkIn((await mailTo(email))!));
    const recovered = client();
    await recovered.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { error } = await recovered.auth.updateUser({ password: 'nova-senha-forte' });
    expect(error).toBeNull();

    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.message).toBe(
      'Invalid login credentials',
    );
    expect(
      (await client().auth.signInWithPassword({ email, password: 'nova-senha-forte' })).error,
    ).toBeNull();
    // GoTrue's session_not_found, which supabase-js reports as a missing session.
    expect((await elsewhere.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await recovered.auth.getUser()).error).toBeNull();
  });
});

describe('POST /verify (supabase-js verifyOtp)', () => {
  it('takes the token hash once', async () => {
    const { email, id } = await newUser();
    await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const token_hash = new URL(linkIn((await mailTo(email))!)).searchParams.get('token')!;
    const { data, error } = await client().auth.verifyOtp({ token_hash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(id);
    const again = await client().auth.verifyOtp({ token_hash, type: 'recovery' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('takes the e-mail and the 6-digit code from the mail', async () => {
    server.services.project.auth.email.templates.recovery = {
      subject: null,
      content: 'Código: {{ .Token }}',
    };
    const { email, id } = await newUser();
    await client().auth.resetPasswordForEmail(email);
    const code = /Código: (\d{6})/.exec((await mailTo(email))!.HTML)![1];
    const { rows } = await server.services.db.query<{ recovery_token: string }>(
      'select recovery_token from auth.users where id = $1',
      [id],
    );
    expect(rows[0].recovery_token).toBe(
      crypto
        .createHash('sha224')
        .update(email + code)
        .digest('hex'),
    );

    const wrong = await client().auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const { data, error } = await client().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
  });

  it('refuses the verification types it does not implement, naming them', async () => {
    const { error } = await client().auth.verifyOtp({ token_hash: 'x', type: 'signup' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toMatch(/type=recovery and type=email_change only/);
  });
});

describe('renderTemplate', () => {
  const data = {
    SiteURL: 'https://site',
    ConfirmationURL: 'https://api/verify?token=a&type=recovery',
    Email: '<ana@example.com>',
    Token: '123456',
    TokenHash: 'h',
    RedirectTo: 'https://site',
  };

  it('fills the fields HTML-escaped', () => {
    expect(renderTemplate('<a href="{{ .ConfirmationURL }}">{{.Email}}</a>', data)).toBe(
      '<a href="https://api/verify?token=a&amp;type=recovery">&lt;ana@example.com&gt;</a>',
    );
  });

  it('refuses template actions it would render differently from GoTrue', () => {
    expect(() => renderTemplate('{{ if .Token }}x{{ end }}', data)).toThrow(/renders only/);
    expect(() => renderTemplate('{{ .Data.name }}', data)).toThrow(/renders only/);
  });
});
