import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../config.ts';

const PROJECT = path.join(import.meta.dirname, 'fixtures', 'project');
const PASSWORD = 'correct-horse-1';

let server: LocalSupabase;
let admin: SupabaseClient;
let counter = 0;

/** A signed-in client that keeps its session in memory, as the browser app does. */
function client(): SupabaseClient {
  const data = new Map<string, string>();
  return createClient(server.url, DEMO_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `mfa${counter++}`,
      storage: {
        getItem: (key) => data.get(key) ?? null,
        setItem: (key, value) => void data.set(key, value),
        removeItem: (key) => void data.delete(key),
      },
    },
  });
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const c = client();
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return c;
}

async function newUser() {
  const email = `mfa${Date.now()}-${counter++}@example.com`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  return { email, id: data.user!.id };
}

/** The code an authenticator app shows now for `secret`. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

const claimsOf = async (c: SupabaseClient) => {
  const { data } = await c.auth.getSession();
  return JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
};

/** A person with a verified TOTP factor, and the aal2 client that verified it. */
async function enrolled() {
  const user = await newUser();
  const c = await signedIn(user.email);
  const { data: factor, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
  expect(error).toBeNull();
  const { error: verifyError } = await c.auth.mfa.challengeAndVerify({
    factorId: factor!.id,
    code: codeFor(factor!.totp.secret),
  });
  expect(verifyError).toBeNull();
  return { ...user, client: c, factorId: factor!.id, secret: factor!.totp.secret };
}

beforeAll(async () => {
  server = await startLocalSupabase({ projectRoot: PROJECT, dataDir: null, port: 0, logRequests: false });
  admin = createClient(server.url, DEMO_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
});

beforeEach(() => {
  server.services.project.auth.mfa.totp = { enrollEnabled: true, verifyEnabled: true };
});

afterAll(async () => {
  await server?.close();
});

describe('enroll (POST /factors)', () => {
  it('returns a TOTP secret, its otpauth URI and a QR code; the factor is unverified until verified', async () => {
    const { email } = await newUser();
    const c = await signedIn(email);
    const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Celular' });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/127.0.0.1:3000:${email}?algorithm=SHA1&digits=6&issuer=127.0.0.1:3000&period=30&secret=${data!.totp.secret}`,
    );
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    const { data: factors } = await c.auth.mfa.listFactors();
    expect(factors!.all).toEqual([
      expect.objectContaining({ id: data!.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(factors!.totp).toEqual([]); // only verified ones
    expect((await claimsOf(c)).aal).toBe('aal1');
  });

  it('refuses a second factor with the same name, and TOTP when the project turned it off', async () => {
    const c = await signedIn((await newUser()).email);
    await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    const again = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Celular" for this user already exists',
    });
    server.services.project.auth.mfa.totp.enrollEnabled = false;
    const off = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' });
    expect(off.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
  });

  it('refuses phone factors out loud', async () => {
    const c = await signedIn((await newUser()).email);
    const { error } = await c.auth.mfa.enroll({ factorType: 'phone', phone: '+5548999990000' });
    expect(error).toMatchObject({ status: 400 });
    expect(error!.message).toMatch(/TOTP factors only/);
  });
});

describe('challenge and verify', () => {
  it('verifying a code makes the session aal2 (kept on refresh) and ends the other aal1 sessions', async () => {
    const { email } = await newUser();
    const elsewhere = await signedIn(email);
    const c = await signedIn(email);
    const { data: factor } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    const { data: challenge, error: challengeError } = await c.auth.mfa.challenge({ factorId: factor!.id });
    expect(challengeError).toBeNull();
    expect(challenge!.expires_at - Date.now() / 1000).toBeGreaterThan(290);

    const { data, error } = await c.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: codeFor(factor!.totp.secret),
    });
    expect(error).toBeNull();
    const claims = await claimsOf(c);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry: { method: string }) => entry.method)).toEqual(['totp', 'password']);
    expect(data!.user.factors).toEqual([expect.objectContaining({ id: factor!.id, status: 'verified' })]);

    const { data: aal } = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await elsewhere.auth.getUser()).error).not.toBeNull();

    const { data: refreshed } = await c.auth.refreshSession();
    const refreshedClaims = JSON.parse(
      Buffer.from(refreshed.session!.access_token.split('.')[1], 'base64url').toString(),
    );
    expect(refreshedClaims.aal).toBe('aal2');
  });

  it('refuses a wrong code (the challenge stays usable), then a challenge used twice', async () => {
    const c = await signedIn((await newUser()).email);
    const { data: factor } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    const { data: challenge } = await c.auth.mfa.challenge({ factorId: factor!.id });
    const right = codeFor(factor!.totp.secret);
    const wrong = await c.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: right === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect(
      (await c.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: right })).error,
    ).toBeNull();
    const reused = await c.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: right });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('accepts a code already used, within its window, from a session signed in after it, as GoTrue does', async () => {
    // GoTrue records no used code or time step: each challenge is single-use, the code is not.
    // What protects the account is the password (the new session needed it) and that verifying
    // ends every aal1 session that existed before. docs/deploy.md says so.
    const person = await enrolled();
    const code = codeFor(person.secret);
    const before = (await (await signedIn(person.email)).auth.getSession()).data.session!.access_token;
    const { error: verifyError } = await person.client.auth.mfa.challengeAndVerify({
      factorId: person.factorId,
      code,
    });
    expect(verifyError).toBeNull();
    const ended = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${before}` },
    });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ error_code: 'session_not_found' });

    const after = await signedIn(person.email);
    const replay = await after.auth.mfa.challengeAndVerify({ factorId: person.factorId, code });
    expect(replay.error).toBeNull();
    expect((await claimsOf(after)).aal).toBe('aal2');
  });

  it('refuses an expired challenge and someone else’s factor', async () => {
    const person = await enrolled();
    const { data: challenge } = await person.client.auth.mfa.challenge({ factorId: person.factorId });
    await server.services.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challenge!.id],
    );
    const expired = await person.client.auth.mfa.verify({
      factorId: person.factorId,
      challengeId: challenge!.id,
      code: codeFor(person.secret),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });

    const other = await signedIn((await newUser()).email);
    const { error } = await other.auth.mfa.challenge({ factorId: person.factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
  });
});

describe('a person with a verified factor', () => {
  it('signs in at aal1 with aal2 next, and needs the code to change the password or add a factor', async () => {
    const person = await enrolled();
    const c = await signedIn(person.email);
    const { data: aal } = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const update = await c.auth.updateUser({ password: 'outra-senha-forte' });
    expect(update.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const enroll = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' });
    expect(enroll.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const unenroll = await c.auth.mfa.unenroll({ factorId: person.factorId });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    await c.auth.mfa.challengeAndVerify({ factorId: person.factorId, code: codeFor(person.secret) });
    expect(
      (await c.auth.updateUser({ password: 'outra-senha-forte', current_password: PASSWORD })).error,
    ).toBeNull();
  });

  it('unenrolls at aal2; the sessions verified with it drop to aal1', async () => {
    const person = await enrolled();
    const { data, error } = await person.client.auth.mfa.unenroll({ factorId: person.factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: person.factorId });
    const { data: refreshed } = await person.client.auth.refreshSession();
    expect(
      JSON.parse(Buffer.from(refreshed.session!.access_token.split('.')[1], 'base64url').toString()).aal,
    ).toBe('aal1');
  });
});

describe('admin API: a lost phone', () => {
  it('lists a person’s factors and removes one; their sessions lose aal2', async () => {
    const person = await enrolled();
    const { data: listed, error } = await admin.auth.admin.mfa.listFactors({ userId: person.id });
    expect(error).toBeNull();
    expect(listed!.factors).toEqual([expect.objectContaining({ id: person.factorId, status: 'verified' })]);

    const removed = await admin.auth.admin.mfa.deleteFactor({ userId: person.id, id: person.factorId });
    expect(removed.error).toBeNull();
    const { data: after } = await admin.auth.admin.mfa.listFactors({ userId: person.id });
    expect(after!.factors).toEqual([]);
    const { data: refreshed } = await person.client.auth.refreshSession();
    expect(
      JSON.parse(Buffer.from(refreshed.session!.access_token.split('.')[1], 'base64url').toString()).aal,
    ).toBe('aal1');
  });
});
