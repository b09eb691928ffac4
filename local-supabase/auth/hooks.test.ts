import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { readProjectConfig } from '../project-config.ts';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';

const PROJECT = path.join(import.meta.dirname, 'fixtures', 'hook-project');
const PASSWORD = 'correct-horse-1';

let server: LocalSupabase;
let counter = 0;

const client = () =>
  createClient(server.url, DEMO_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

async function newUser(localPart: string) {
  const email = `${localPart}-${Date.now()}-${counter++}@example.com`;
  const admin = createClient(server.url, DEMO_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  return { email, id: data.user!.id };
}

const attemptsOf = async (userId: string) =>
  (
    await server.services.db.query<{ valid: boolean; event: Record<string, unknown>; role: string }>(
      'select valid, event, role from public.password_attempts where user_id = $1',
      [userId],
    )
  ).rows;

beforeAll(async () => {
  server = await startLocalSupabase({ projectRoot: PROJECT, dataDir: null, port: 0, logRequests: false });
});

afterAll(async () => {
  await server?.close();
});

describe('password verification attempt hook', () => {
  it('is called as supabase_auth_admin for right and wrong passwords of an existing account, never for an unknown one', async () => {
    const user = await newUser('person');
    expect(
      (await client().auth.signInWithPassword({ email: user.email, password: 'wrong-horse-1' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client().auth.signInWithPassword({ email: user.email, password: PASSWORD })).error,
    ).toBeNull();
    const attempts = await attemptsOf(user.id);
    expect(attempts.map((attempt) => [attempt.valid, attempt.role])).toEqual([
      [false, 'supabase_auth_admin'],
      [true, 'supabase_auth_admin'],
    ]);
    expect(attempts[0].event).toMatchObject({
      user_id: user.id,
      valid: false,
      metadata: { name: 'password-verification', uuid: expect.any(String), time: expect.any(String) },
    });
    const before = (await server.services.db.query('select 1 from public.password_attempts')).rows.length;
    await client().auth.signInWithPassword({ email: 'nobody@example.com', password: PASSWORD });
    expect((await server.services.db.query('select 1 from public.password_attempts')).rows.length).toBe(
      before,
    );
  });

  it('a reject decision refuses even the right password with its message, and may end the sessions', async () => {
    const plain = await newUser('reject');
    const refused = await client().auth.signInWithPassword({ email: plain.email, password: PASSWORD });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Further password verification attempts will be rejected.',
    });

    const user = await newUser('reject-logout');
    await server.services.db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values (gen_random_uuid(), $1, now(), now(), 'aal1')`,
      [user.id],
    );
    const loggedOut = await client().auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(loggedOut.error).toMatchObject({ status: 400, message: 'Conta bloqueada.' });
    const sessions = await server.services.db.query('select 1 from auth.sessions where user_id = $1', [
      user.id,
    ]);
    expect(sessions.rows).toEqual([]);
  });

  it('answers the error the hook returns, and a 500 naming the hook when the function fails', async () => {
    const erring = await newUser('error');
    const answered = await client().auth.signInWithPassword({ email: erring.email, password: PASSWORD });
    expect(answered.error).toMatchObject({ status: 429, message: 'Calma.' });

    // supabase-js reports any 5xx as a retryable fetch error: the body, as GoTrue sends it.
    const failing = await newUser('fail');
    const broken = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: DEMO_ANON_KEY,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: failing.email, password: PASSWORD }),
    });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({
      code: 'unexpected_failure',
      message: 'Error running hook URI: pg-functions://postgres/public/password_attempt',
    });
  });
});

describe('[auth.hook.*] in config.toml', () => {
  const configWith = (toml: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-hooks-'));
    fs.writeFileSync(path.join(dir, 'config.toml'), toml);
    try {
      return readProjectConfig(dir).auth.hooks;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('reads the password hook as GoTrue names the function, and refuses what local-supabase does not run', () => {
    expect(
      configWith(
        '[auth.hook.password_verification_attempt]\nenabled = true\nuri = "pg-functions://postgres/app/check"\n',
      ),
    ).toEqual({
      passwordVerificationAttempt: {
        uri: 'pg-functions://postgres/app/check',
        functionName: '"app"."check"',
      },
    });
    expect(configWith('[auth.hook.custom_access_token]\nenabled = false\n')).toEqual({
      passwordVerificationAttempt: null,
    });
    expect(() =>
      configWith(
        '[auth.hook.custom_access_token]\nenabled = true\nuri = "pg-functions://postgres/public/x"\n',
      ),
    ).toThrow('implements the password_verification_attempt hook only');
    expect(() =>
      configWith(
        '[auth.hook.password_verification_attempt]\nenabled = true\nuri = "https://example.com/hook"\n',
      ),
    ).toThrow('does not call HTTP hooks');
    expect(() => configWith('[auth.hook.after_sign_in]\nenabled = true\n')).toThrow(
      'is not a Supabase Auth hook',
    );
  });
});
