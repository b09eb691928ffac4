import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { PASSWORD, newUser as createUser } from './fixtures/auth-server.ts';

const PROJECT = path.join(import.meta.dirname, 'fixtures', 'project');

let server: LocalSupabase;
let admin: SupabaseClient;
let counter = 0;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function client(key = DEMO_ANON_KEY, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(server.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `t${counter++}`,
    },
    global: { headers },
  });
}

const newUser = (extra: Record<string, unknown> = {}) => createUser(server, extra);

async function signIn(email: string, password = PASSWORD) {
  const c = client();
  const { data, error } = await c.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client: c, session: data.session! };
}

function raw(pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${server.url}/auth/v1${pathname}`, {
    ...init,
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json', ...init.headers },
  });
}

beforeAll(async () => {
  server = await startLocalSupabase({ projectRoot: PROJECT, dataDir: null, port: 0, logRequests: false });
  admin = client(DEMO_SERVICE_ROLE_KEY);
});

afterAll(async () => {
  await server?.close();
});

describe('password sign-in', () => {
  it('returns a session and the user, records the session and its refresh token', async () => {
    const { email, id } = await newUser({ user_metadata: { full_name: 'Ana' } });
    const { session } = await signIn(email);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.user).toMatchObject({
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      user_metadata: { full_name: 'Ana' },
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(session.user.last_sign_in_at).toBeTruthy();
    expect(session.user.identities?.[0]).toMatchObject({ provider: 'email', id, user_id: id });

    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: { full_name: 'Ana' },
    });
    expect(claims.amr[0].method).toBe('password');
    expect(claims.exp - claims.iat).toBe(3600);

    const sessions = await server.services.db.query('select id from auth.sessions where user_id = $1', [id]);
    expect(sessions.rows.map((r) => r.id)).toEqual([claims.session_id]);
    const tokens = await server.services.db.query(
      'select token, revoked from auth.refresh_tokens where user_id = $1',
      [id],
    );
    expect(tokens.rows).toEqual([{ token: session.refresh_token, revoked: false }]);
  });

  it("refuses a wrong password and an unknown e-mail with 'Invalid login credentials'", async () => {
    const { email } = await newUser();
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('refuses an unconfirmed e-mail', async () => {
    const email = `unconfirmed${counter++}@example.com`;
    await admin.auth.admin.createUser({ email, password: PASSWORD });
    const { error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('signs in a user seeded by SQL with crypt(), and admin-created hashes are pgcrypto-compatible', async () => {
    const { session } = await signIn('seeded@example.com', 'seeded-password');
    expect(session.user).toMatchObject({
      id: '11111111-1111-4111-8111-111111111111',
      user_metadata: { full_name: 'Seeded' },
    });

    const { email } = await newUser();
    const { rows } = await server.services.db.query<{ ok: boolean; hash: string }>(
      'select encrypted_password = extensions.crypt($2, encrypted_password) as ok, encrypted_password as hash from auth.users where email = $1',
      [email, PASSWORD],
    );
    expect(rows[0].ok).toBe(true);
    expect(rows[0].hash.startsWith('$2a$10$')).toBe(true);
  });

  it('fails like GoTrue on a seeded row with NULL token columns', async () => {
    const response = await raw('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'nulls@example.com', password: 'seeded-password' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error_code: 'unexpected_failure',
      msg: 'Database error querying schema',
    });
  });

  it('answers with the initial error body, or the 2024-01-01 one when asked for it', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'x' });
    const legacy = await raw('/token?grant_type=password', { method: 'POST', body });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });

    const versioned = await raw('/token?grant_type=password', {
      method: 'POST',
      body,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const missing = await raw('/token?grant_type=password', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error_code).toBe('validation_failed');
  });

  it("needs the apikey (Kong's 401)", async () => {
    const none = await fetch(`${server.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    expect(none.headers.get('sb-error-code')).toBe('UNAUTHORIZED_MISSING_API_KEY');
    expect(await none.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const bad = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('sb-error-code')).toBe('UNAUTHORIZED_INVALID_API_KEY');
    expect((await bad.json()).message).toBe('Invalid API key');
  });
});

describe('refresh tokens', () => {
  it('rotates, refuses a reused token and then revokes the whole session', async () => {
    const { email } = await newUser();
    const { session } = await signIn(email);
    const c = client();

    const first = await c.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(rotated.access_token).toBeTruthy(); // same claims within one second give the same JWT, as in GoTrue
    const { rows } = await server.services.db.query<{ revoked: boolean; parent: string | null }>(
      'select revoked, parent from auth.refresh_tokens where token = $1',
      [rotated.refresh_token],
    );
    expect(rows[0]).toEqual({ revoked: false, parent: session.refresh_token });

    // The reuse interval is 0 in the fixture: presenting the old token again is reuse.
    const reused = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    // The session is gone: its current refresh token and access token no longer work.
    const current = await client().auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(current.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await client().auth.getUser(rotated.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('within the reuse interval gives the current token back instead of signing out', async () => {
    const { email } = await newUser();
    const { session } = await signIn(email);
    server.services.project.auth.refreshTokenReuseInterval = 10;
    try {
      const first = await client().auth.refreshSession({ refresh_token: session.refresh_token });
      const again = await client().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(again.error).toBeNull();
      expect(again.data.session!.refresh_token).toBe(first.data.session!.refresh_token);
    } finally {
      server.services.project.auth.refreshTokenReuseInterval = 0;
    }
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'doesnotexist' });
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and the session (global scope)', async () => {
    const { email } = await newUser();
    const { client: c, session } = await signIn(email);
    await c.auth.setSession(session);
    expect((await c.auth.signOut()).error).toBeNull();

    const refreshed = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const response = await raw('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error_code: 'session_not_found',
      msg: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('local scope ends only the current session; others keeps it', async () => {
    const { email } = await newUser();
    const a = await signIn(email);
    const b = await signIn(email);
    const c = await signIn(email);
    const logout = (token: string, scope: string) =>
      raw(`/logout?scope=${scope}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    expect((await logout(a.session.access_token, 'local')).status).toBe(204);
    expect((await client().auth.getUser(a.session.access_token)).error).not.toBeNull();
    expect((await client().auth.getUser(b.session.access_token)).error).toBeNull();

    expect((await logout(b.session.access_token, 'others')).status).toBe(204);
    expect((await client().auth.getUser(b.session.access_token)).error).toBeNull();
    expect((await client().auth.getUser(c.session.access_token)).error).not.toBeNull();
  });
});

describe('GET /user and bearer verification', () => {
  const forge = (claims: Record<string, unknown>, secret: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));

  it('refuses expired, forged and alg:none tokens with bad_jwt, a missing one with no_authorization', async () => {
    const { email, id } = await newUser();
    const { session } = await signIn(email);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);

    const expired = await forge({ ...claims, iat: now - 7200, exp: now - 3600 }, DEMO_JWT_SECRET);
    const forged = await forge({ ...claims, sub: id }, 'another-secret-another-secret-another-secret');
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;

    for (const [token, detail] of [
      [expired, 'token is expired'],
      [forged, 'signature is invalid'],
      [none, ''],
    ] as const) {
      const { data, error } = await client().auth.getUser(token);
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
      expect(error!.message).toContain('invalid JWT: unable to parse or verify signature, ');
      expect(error!.message).toContain(detail);
    }

    const missing = await raw('/user');
    expect(missing.status).toBe(401);
    expect((await missing.json()).error_code).toBe('no_authorization');

    const ok = await client().auth.getUser(session.access_token);
    expect(ok.data.user?.id).toBe(id);
  });

  it('keeps auth state: getUser() works after setSession, also from a new client on the same storage', async () => {
    const { email, id } = await newUser();
    const { session } = await signIn(email);
    const storage = memoryStorage();
    const options = {
      auth: { persistSession: true, autoRefreshToken: false, storage, storageKey: 'persisted' },
    };
    const first = createClient(server.url, DEMO_ANON_KEY, options);
    expect((await first.auth.setSession(session)).error).toBeNull();
    expect((await first.auth.getUser()).data.user?.id).toBe(id);
    expect(storage.data.size).toBeGreaterThan(0);

    const second = createClient(server.url, DEMO_ANON_KEY, options);
    expect((await second.auth.getSession()).data.session?.user.id).toBe(id);
    expect((await second.auth.getUser()).data.user?.id).toBe(id);
  });
});

describe('PUT /user', () => {
  it('updates user_metadata (merged) and the password, never app_metadata', async () => {
    const { email } = await newUser({ user_metadata: { full_name: 'Bia', city: 'Recife' } });
    const { client: c, session } = await signIn(email);
    await c.auth.setSession(session);

    const { data, error } = await c.auth.updateUser({ data: { full_name: 'Bia Souza', city: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Bia Souza' });

    const sneaky = await raw('/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ app_metadata: { tipo: 'admin' }, data: { tipo: 'admin' } }),
    });
    const body = await sneaky.json();
    expect(body.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const short = await c.auth.updateUser({ password: 'short' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    const same = await c.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const changed = await c.auth.updateUser({ password: 'a-new-password', current_password: PASSWORD });
    expect(changed.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'a-new-password' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
  });
});

describe('settings and signup', () => {
  it('reports the settings', async () => {
    const response = await raw('/settings');
    expect(await response.json()).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  it('refuses sign-up out loud with enable_confirmations: it sends no confirmation mail', async () => {
    const auth = server.services.project.auth;
    auth.enableSignup = true;
    auth.email.enableConfirmations = true;
    try {
      const response = await raw('/signup', {
        method: 'POST',
        body: JSON.stringify({ email: 'confirmar@example.com', password: PASSWORD }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error_code: 'unexpected_failure' });
    } finally {
      auth.enableSignup = false;
      auth.email.enableConfirmations = false;
    }
    expect(
      (await admin.auth.admin.listUsers({ perPage: 1000 })).data.users.map((u) => u.email),
    ).not.toContain('confirmar@example.com');
  });

  it("refuses signup with 'Signups not allowed for this instance'", async () => {
    const { data, error } = await client().auth.signUp({ email: 'someone@example.com', password: PASSWORD });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
  });

  it('signs up with autoconfirm when signup is enabled', async () => {
    server.services.project.auth.enableSignup = true;
    try {
      const email = `signup${counter++}@example.com`;
      const { data, error } = await client().auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { full_name: 'C' } },
      });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'C' } });
      expect(data.user?.email_confirmed_at).toBeTruthy();
      const again = await client().auth.signUp({ email, password: PASSWORD });
      expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    } finally {
      server.services.project.auth.enableSignup = false;
    }
  });
});

describe('admin API', () => {
  it('is refused with the anon key and with a user token', async () => {
    const { email } = await newUser();
    const { session } = await signIn(email);
    for (const c of [client(), client(DEMO_ANON_KEY, { Authorization: `Bearer ${session.access_token}` })]) {
      const list = await c.auth.admin.listUsers();
      expect(list.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
      const created = await c.auth.admin.createUser({
        email: `x${counter++}@example.com`,
        password: PASSWORD,
      });
      expect(created.error).toMatchObject({ status: 403, code: 'not_admin' });
    }
  });

  it('validates page and per_page as GoTrue (Go ParseUint): 400 validation_failed', async () => {
    const negative = await admin.auth.admin.listUsers({ page: -1 });
    expect(negative.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
    const raw = (query: string) =>
      fetch(`${server.url}/auth/v1/admin/users?${query}`, {
        headers: { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
      });
    const fraction = await raw('per_page=1.5');
    expect(fraction.status).toBe(400);
    expect(await fraction.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Bad Pagination Parameters: strconv.ParseUint: parsing "1.5": invalid syntax',
    });
    expect(((await (await raw('page=99999999999999999999')).json()) as { msg: string }).msg).toBe(
      'Bad Pagination Parameters: strconv.ParseUint: parsing "99999999999999999999": value out of range',
    );
    // Page 0 is read as the first page; an empty value is the default.
    const first = await raw('page=0&per_page=');
    expect(first.status).toBe(200);
    expect(((await first.json()) as { users: unknown[] }).users.length).toBeGreaterThan(0);
  });

  it('creates, lists, gets, updates and deletes users with the service-role key', async () => {
    const email = `Admin.Made${counter++}@Example.com`;
    const created = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Dora' },
      app_metadata: { tipo: 'editor' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      role: 'authenticated',
      aud: 'authenticated',
      user_metadata: { full_name: 'Dora' },
      app_metadata: { provider: 'email', providers: ['email'], tipo: 'editor' },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id });
    const identity = await server.services.db.query(
      'select provider, provider_id from auth.identities where user_id = $1',
      [user.id],
    );
    expect(identity.rows).toEqual([{ provider: 'email', provider_id: user.id }]);

    const list = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(list.error).toBeNull();
    expect(list.data.users).toHaveLength(2);
    const page = list.data as typeof list.data & { aud?: string; total?: number; nextPage?: number | null };
    expect(page.aud).toBe('authenticated');
    expect(page.total).toBeGreaterThan(2);
    expect(page.nextPage).toBe(2);
    const all = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(all.data.users.some((u) => u.id === user.id)).toBe(true);

    const got = await admin.auth.admin.getUserById(user.id);
    expect(got.data.user?.email).toBe(email.toLowerCase());

    const updated = await admin.auth.admin.updateUserById(user.id, {
      user_metadata: { city: 'Natal' },
      app_metadata: { tipo: 'admin' },
      password: 'another-password',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      user_metadata: { full_name: 'Dora', city: 'Natal' },
      app_metadata: { tipo: 'admin', provider: 'email' },
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: 'another-password' })).error,
    ).toBeNull();

    const deleted = await admin.auth.admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    const gone = await admin.auth.admin.getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });

  it('refuses a duplicate e-mail, a weak password and an invalid e-mail', async () => {
    const { email } = await newUser();
    const duplicate = await admin.auth.admin.createUser({ email: email.toUpperCase(), password: PASSWORD });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const weak = await admin.auth.admin.createUser({ email: `w${counter++}@example.com`, password: 'short' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
    });
    const invalid = await admin.auth.admin.createUser({ email: 'not-an-email', password: PASSWORD });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
