/**
 * Today's Supabase keys: publishable and secret API keys at the gateway, sessions signed with an
 * asymmetric signing key (its public half at /auth/v1/.well-known/jwks.json), and the legacy
 * anon/service_role keys and JWT secret still accepted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
} from '../config.ts';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import {
  generateSigningKey,
  JwtError,
  JwtKeys,
  localSigningKeys,
  readSigningKeys,
  signJwt,
  type SigningJwk,
} from './jwt.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const now = () => Math.floor(Date.now() / 1000);
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(JwtError);
  return (error as JwtError).failure;
}

/** A retired RS256 key, kept to verify only (as after a rotation). */
async function retiredRsaKey(): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid: 'retired-rsa',
    alg: 'RS256',
    use: 'sig',
    key_ops: ['verify'],
  };
}

const signWith = async (jwk: SigningJwk, claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: jwk.alg, kid: jwk.kid, typ: 'JWT' })
    .sign(await importJWK({ ...jwk, key_ops: undefined }, jwk.alg));

describe('JwtKeys', () => {
  it('verifies the legacy demo keys, which `supabase start` signs with the demo secret', async () => {
    const keys = await JwtKeys.fromSigningKeys(DEMO_JWT_SECRET, [await generateSigningKey()]);
    await expect(keys.verify(DEMO_ANON_KEY)).resolves.toMatchObject({ role: 'anon', iss: 'supabase-demo' });
    await expect(keys.verify(DEMO_SERVICE_ROLE_KEY)).resolves.toMatchObject({ role: 'service_role' });
    await expect(JwtKeys.legacy(DEMO_JWT_SECRET).verify(DEMO_ANON_KEY)).resolves.toMatchObject({
      role: 'anon',
    });
  });

  it('signs ES256 with the signing key, serves only public halves, and verifies by kid', async () => {
    const signing = await generateSigningKey();
    const retired = await retiredRsaKey();
    const keys = await JwtKeys.fromSigningKeys(DEMO_JWT_SECRET, [signing, retired]);
    const token = await keys.sign({ sub: 'a', role: 'authenticated', exp: now() + 60 });
    expect(headerOf(token)).toEqual({ alg: 'ES256', kid: signing.kid, typ: 'JWT' });
    expect(keys.jwks.keys).toHaveLength(2);
    for (const jwk of keys.jwks.keys) {
      expect(jwk).toMatchObject({ use: 'sig', key_ops: ['verify'] });
      expect(jwk).not.toHaveProperty('d');
    }
    // Anyone with the JWKS alone can check the token (what getClaims() and functions do).
    const { payload } = await jwtVerify(token, createLocalJWKSet(keys.jwks));
    expect(payload.sub).toBe('a');
    await expect(
      keys.verify(await signWith(retired, { role: 'anon', exp: now() + 60 })),
    ).resolves.toMatchObject({
      role: 'anon',
    });
  });

  it('refuses unknown keys, bad signatures, alg none, other secrets and expired tokens, saying why', async () => {
    const keys = await JwtKeys.fromSigningKeys(DEMO_JWT_SECRET, [await generateSigningKey()]);
    const other = await JwtKeys.fromSigningKeys(DEMO_JWT_SECRET, [await generateSigningKey()]);
    const claims = { role: 'authenticated', exp: now() + 60 };
    expect(await failureOf(keys.verify(await other.sign(claims)))).toBe('unknown-key');
    const token = await keys.sign(claims);
    const tampered = `${token.slice(0, token.lastIndexOf('.'))}.${Buffer.alloc(64).toString('base64url')}`;
    expect(await failureOf(keys.verify(tampered))).toBe('signature');
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(await failureOf(keys.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`))).toBe('algorithm');
    expect(await failureOf(keys.verify(await signJwt(claims, 'another-secret-another-secret-another')))).toBe(
      'signature',
    );
    expect(await failureOf(keys.verify(await keys.sign({ ...claims, exp: now() - 5 })))).toBe('expired');
    expect(await failureOf(keys.verify('not a token'))).toBe('malformed');
  });

  it('takes exactly one signing key, as GoTrue does', async () => {
    const [a, b] = [await generateSigningKey(), await generateSigningKey()];
    await expect(JwtKeys.fromSigningKeys(DEMO_JWT_SECRET, [a, b])).rejects.toThrow(
      'multiple signing keys detected, only 1 signing key is supported',
    );
    await expect(JwtKeys.fromSigningKeys(DEMO_JWT_SECRET, [await retiredRsaKey()])).rejects.toThrow(
      'no signing key detected',
    );
  });

  it('reads a signing keys file and refuses what Supabase would not accept, naming the key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-keys-'));
    const file = path.join(dir, 'keys.json');
    const key = await generateSigningKey();
    fs.writeFileSync(file, JSON.stringify([key]));
    expect(readSigningKeys(file)).toEqual([key]);
    fs.writeFileSync(file, JSON.stringify([{ ...key, alg: 'HS256' }]));
    expect(() => readSigningKeys(file)).toThrow(`key ${key.kid}: alg must be ES256 or RS256 (got HS256)`);
    const { d: _private, ...publicOnly } = key;
    fs.writeFileSync(file, JSON.stringify([publicOnly]));
    expect(() => readSigningKeys(file)).toThrow('an ES256 key must be a private EC P-256 JWK');
    fs.writeFileSync(file, '{"kid": "x"}');
    expect(() => readSigningKeys(file)).toThrow('must hold a JSON array of JWKs');
    fs.rmSync(dir, { recursive: true });
  });

  it('keeps the key it makes in the data directory, so sessions survive a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-keys-'));
    const first = await localSigningKeys(dir);
    expect(await localSigningKeys(dir)).toEqual(first);
    expect(fs.statSync(path.join(dir, 'signing-keys.json')).mode & 0o777).toBe(0o600);
    expect(await localSigningKeys(null)).not.toEqual(first);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("the API with signing_keys_path and today's keys", () => {
  let server: LocalSupabase;
  let projectRoot: string;
  let signing: SigningJwk;
  let retired: SigningJwk;
  const email = 'keys@example.com';
  const password = 'keys-password-1';

  beforeAll(async () => {
    projectRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-project-'));
    const supabaseDir = path.join(projectRoot, 'supabase');
    fs.mkdirSync(path.join(supabaseDir, 'migrations'), { recursive: true });
    signing = await generateSigningKey();
    retired = await retiredRsaKey();
    fs.writeFileSync(
      path.join(supabaseDir, 'signing_keys.json'),
      JSON.stringify([signing, retired], null, 2),
    );
    fs.writeFileSync(
      path.join(supabaseDir, 'config.toml'),
      'project_id = "keys"\n[auth]\nsigning_keys_path = "./signing_keys.json"\nenable_signup = false\n',
    );
    // Which role and claims a request runs with.
    fs.writeFileSync(
      path.join(supabaseDir, 'migrations', '20260101000000_whoami.sql'),
      `create function public.whoami() returns jsonb language sql stable as $$
         select jsonb_build_object('role', current_user, 'sub', auth.uid())
       $$;
       grant execute on function public.whoami() to anon, authenticated, service_role;`,
    );
    server = await startLocalSupabase({ projectRoot, dataDir: null, port: 0, logRequests: false });
    const admin = createClient(server.url, DEMO_SECRET_KEY, { auth: { persistSession: false } });
    const { error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    expect(error).toBeNull();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    fs.rmSync(projectRoot, { recursive: true, force: true });
  });

  const whoami = (headers: Record<string, string>) =>
    fetch(`${server.url}/rest/v1/rpc/whoami`, { method: 'POST', headers });
  const client = (key: string, fetchImpl: typeof fetch = fetch) =>
    createClient(server.url, key, { auth: { persistSession: false }, global: { fetch: fetchImpl } });

  it('maps the publishable key to anon and the secret key to service_role, as supabase-js sends them', async () => {
    expect((await client(DEMO_PUBLISHABLE_KEY).rpc('whoami')).data).toEqual({ role: 'anon', sub: null });
    expect((await client(DEMO_SECRET_KEY).rpc('whoami')).data).toEqual({ role: 'service_role', sub: null });
    // The legacy keys keep working beside them.
    expect((await client(DEMO_ANON_KEY).rpc('whoami')).data).toEqual({ role: 'anon', sub: null });
    expect((await client(DEMO_SERVICE_ROLE_KEY).rpc('whoami')).data).toEqual({
      role: 'service_role',
      sub: null,
    });
    // The key in `apikey` alone is enough (no Authorization).
    expect(await (await whoami({ apikey: DEMO_PUBLISHABLE_KEY })).json()).toEqual({
      role: 'anon',
      sub: null,
    });
  });

  it('refuses a secret key sent by a browser, unknown keys, no key, and a different key as the bearer', async () => {
    const browser = await whoami({ apikey: DEMO_SECRET_KEY, 'user-agent': BROWSER });
    expect(browser.status).toBe(401);
    expect(browser.headers.get('sb-error-code')).toBe('UNAUTHORIZED_INVALID_API_KEY_TYPE');
    expect((await browser.json()).message).toBe('Forbidden use of secret API key in browser');
    expect((await whoami({ apikey: DEMO_PUBLISHABLE_KEY, 'user-agent': BROWSER })).status).toBe(200);

    const unknown = await whoami({ apikey: 'sb_publishable_not-this-project' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Invalid API key' });
    const none = await whoami({});
    expect(none.status).toBe(401);
    expect(none.headers.get('sb-error-code')).toBe('UNAUTHORIZED_MISSING_API_KEY');
    // A secret key in Authorization beside the publishable key does not make the caller service_role.
    const mixed = await whoami({ apikey: DEMO_PUBLISHABLE_KEY, authorization: `Bearer ${DEMO_SECRET_KEY}` });
    expect(mixed.status).toBe(401);
    expect((await mixed.json()).message).toBe('Invalid API key');
  });

  it("signs sessions with the file's signing key; getClaims() checks them against the JWKS alone", async () => {
    const calls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      calls.push(new URL(String(input)).pathname);
      return fetch(input, init);
    };
    const user = client(DEMO_PUBLISHABLE_KEY, recording);
    const { data, error } = await user.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(headerOf(data.session!.access_token)).toEqual({ alg: 'ES256', kid: signing.kid, typ: 'JWT' });
    expect((await user.rpc('whoami')).data).toEqual({ role: 'authenticated', sub: data.user!.id });

    calls.length = 0;
    const claims = await user.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(data.user!.id);
    // Verified locally with the public key: the JWKS was read, GoTrue's /user was not asked.
    expect(calls).toEqual(['/auth/v1/.well-known/jwks.json']);

    // The JWKS is public (no apikey), holds both keys' public halves and no private part.
    const jwks = await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toEqual([signing.kid, retired.kid]);
    expect(JSON.stringify(jwks)).not.toMatch(/"(d|p|q|dp|dq|qi)":/);
  });

  it('accepts a token of a retired key everywhere, and refuses an unknown key as each service words it', async () => {
    const { data } = await client(DEMO_PUBLISHABLE_KEY).auth.signInWithPassword({ email, password });
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
    const old = await signWith(retired, claims);
    const asUser = (token: string) =>
      whoami({ apikey: DEMO_PUBLISHABLE_KEY, authorization: `Bearer ${token}` });
    expect((await (await asUser(old)).json()).role).toBe('authenticated');

    const stranger = await signWith({ ...(await generateSigningKey()), kid: 'stranger' }, claims);
    const rest = await asUser(stranger);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({
      code: 'PGRST301',
      message: 'No suitable key or wrong key type',
    });
    const auth = await client(DEMO_PUBLISHABLE_KEY).auth.getUser(stranger);
    expect(auth.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(auth.error!.message).toContain('unrecognized JWT kid stranger for algorithm ES256');
    const storage = await fetch(`${server.url}/storage/v1/bucket`, {
      headers: { apikey: DEMO_PUBLISHABLE_KEY, authorization: `Bearer ${stranger}` },
    });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ error: 'Unauthorized', code: 'AccessDenied' });
    expect(
      (await fetch(`${server.url}/storage/v1/bucket`, { headers: { apikey: DEMO_SECRET_KEY } })).status,
    ).toBe(200);
  });
});

describe('a project still on the legacy JWT secret', () => {
  it('signs sessions HS256, serves an empty JWKS, and getClaims() asks GoTrue instead', async () => {
    const server = await startLocalSupabase({
      projectRoot: path.join(import.meta.dirname, '..', 'auth', 'fixtures', 'project'),
      dataDir: null,
      port: 0,
      logRequests: false,
      sessionSigning: 'legacy-secret',
    });
    try {
      expect(await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
      const user = createClient(server.url, DEMO_ANON_KEY, { auth: { persistSession: false } });
      const { data, error } = await user.auth.signInWithPassword({
        email: 'seeded@example.com',
        password: 'seeded-password',
      });
      expect(error).toBeNull();
      expect(headerOf(data.session!.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect((await user.auth.getClaims()).data?.claims.sub).toBe(data.user!.id);
    } finally {
      await server.close();
    }
  });
});
