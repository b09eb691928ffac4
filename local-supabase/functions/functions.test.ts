import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import {
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
} from '../config.ts';
import { signJwt } from '../http/jwt.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'project');
const DENO_VERSION = (createRequire(import.meta.url)('deno/package.json') as { version: string }).version;

// A copy of the fixture project, so tests can change function files without touching the repo.
let projectRoot: string;
let server: LocalSupabase;
let token: string;

function client(authorization?: string): SupabaseClient {
  return createClient(server.url, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: authorization ? { headers: { Authorization: `Bearer ${authorization}` } } : {},
  });
}

interface Echo {
  method: string;
  url: string;
  pathname: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
  deno: string;
  pid: number;
  env: Record<string, string>;
  permissions: Record<string, string>;
}

async function echo(base = server.url): Promise<Echo> {
  const response = await fetch(`${base}/functions/v1/echo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Echo;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  projectRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-fixture-'));
  fs.cpSync(FIXTURE, projectRoot, { recursive: true });
  server = await startLocalSupabase({ projectRoot, dataDir: null, port: 0, logRequests: false });
  const now = Math.floor(Date.now() / 1000);
  token = await signJwt(
    { sub: '33333333-3333-4333-8333-333333333333', role: 'authenticated', iat: now, exp: now + 3600 },
    DEMO_JWT_SECRET,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (projectRoot) fs.rmSync(projectRoot, { recursive: true, force: true });
});

describe('/functions/v1 runs supabase/functions/<name>/index.ts under Deno', () => {
  it('runs the function under the deno package, with the edge runtime environment and no more', async () => {
    const { data, error } = await client(token).functions.invoke<Echo>('echo', {
      body: { email: 'a@example.com' },
      headers: { 'x-custom': 'hello' },
    });
    expect(error).toBeNull();
    expect(data!.deno).toBe(DENO_VERSION);
    expect(data!.pid).not.toBe(process.pid);

    const expected: Record<string, unknown> = {
      SUPABASE_URL: server.url,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: DEMO_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: DEMO_SECRET_KEY }),
      SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: DEMO_SERVICE_ROLE_KEY,
      SUPABASE_JWKS: expect.any(String),
      SB_EXECUTION_ID: expect.stringMatching(/^[0-9a-f-]{36}$/),
    };
    if (server.services.config.databaseUrl) expected.SUPABASE_DB_URL = server.services.config.databaseUrl;
    expect(data!.env).toEqual(expected);
    // The signing key's public half (what /auth/v1/.well-known/jwks.json serves), then the legacy secret.
    expect(JSON.parse(data!.env.SUPABASE_JWKS)).toEqual({
      keys: [
        ...server.services.keys.jwks.keys,
        { kty: 'oct', k: Buffer.from(DEMO_JWT_SECRET).toString('base64url') },
      ],
    });
    expect(server.services.keys.jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', alg: 'ES256' })]);

    // Least privilege: network, environment and its own directory only.
    expect(data!.permissions).toEqual({
      readRoot: 'prompt',
      write: 'prompt',
      run: 'prompt',
      sys: 'prompt',
      ffi: 'prompt',
    });
  });

  it('presents the request as the edge runtime does: /<name>, headers and body', async () => {
    const { data, error } = await client(token).functions.invoke<Echo>('echo', {
      body: { email: 'a@example.com' },
      headers: { 'x-custom': 'hello' },
    });
    expect(error).toBeNull();
    expect(data!.method).toBe('POST');
    expect(data!.url).toBe(`${server.url}/echo`);
    expect(data!.pathname).toBe('/echo');
    expect(data!.body).toEqual({ email: 'a@example.com' });
    expect(data!.headers['x-custom']).toBe('hello');
    expect(data!.headers.authorization).toBe(`Bearer ${token}`);
    expect(data!.headers.apikey).toBe(DEMO_ANON_KEY);
  });

  it('passes subpaths, query strings, methods, bodies and response headers through', async () => {
    const response = await fetch(`${server.url}/functions/v1/echo/users/42?active=1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'content-type': 'text/plain' },
      body: 'raw text',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-echo')).toBe('yes');
    const data = (await response.json()) as Echo;
    expect(data).toMatchObject({
      method: 'PUT',
      pathname: '/echo/users/42',
      search: '?active=1',
      body: 'raw text',
    });

    // A streamed request body of 1 MiB arrives whole.
    const big = 'x'.repeat(1024 * 1024);
    const streamed = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(((await streamed.json()) as Echo).body).toBe(big);
  });

  it('keeps one process per function: only the first request starts it', async () => {
    const first = await echo();
    const second = await echo();
    expect(second.pid).toBe(first.pid);
    expect(second.env.SB_EXECUTION_ID).toBe(first.env.SB_EXECUTION_ID);
  });

  it('accepts the anon key as a JWT (as the relay does)', async () => {
    const { error } = await client().functions.invoke('echo', { body: {} });
    expect(error).toBeNull();
  });

  it('accepts a session signed with the signing key (ES256), and refuses an API key as the JWT', async () => {
    const now = Math.floor(Date.now() / 1000);
    const session = await server.services.keys.sign({
      sub: 'x',
      role: 'authenticated',
      iat: now,
      exp: now + 60,
    });
    expect(JSON.parse(Buffer.from(session.split('.')[0], 'base64url').toString()).alg).toBe('ES256');
    expect((await client(session).functions.invoke('echo', { body: {} })).error).toBeNull();

    // supabase-js without a session sends the publishable key as the bearer: not a JWT.
    const keyOnly = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { apikey: DEMO_PUBLISHABLE_KEY, authorization: `Bearer ${DEMO_PUBLISHABLE_KEY}` },
    });
    expect(keyOnly.status).toBe(401);
    expect(await keyOnly.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('refuses an invalid JWT and a missing authorization header', async () => {
    const forged = await client('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.AAAA').functions.invoke(
      'echo',
      { body: {} },
    );
    expect(forged.error).toBeInstanceOf(FunctionsHttpError);
    const context = (forged.error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(401);
    expect(await context.json()).toEqual({ code: 401, message: 'Invalid JWT' });

    const expired = await signJwt(
      { role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 10 },
      DEMO_JWT_SECRET,
    );
    const expiredResponse = await fetch(`${server.url}/functions/v1/echo`, {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(expiredResponse.status).toBe(401);

    const missing = await fetch(`${server.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('runs a verify_jwt = false function without a token', async () => {
    const response = await fetch(`${server.url}/functions/v1/open`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('open');
  });

  it('answers 404 for an unknown function', async () => {
    const { error } = await client(token).functions.invoke('does-not-exist', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(404);
    expect(await context.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    const traversal = await fetch(`${server.url}/functions/v1/..%2F..%2Fetc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(traversal.status).toBe(404);
  });

  it('answers 503 BOOT_ERROR when the function fails to boot, and prints its stderr', async () => {
    const printed = vi.spyOn(console, 'error');
    try {
      const response = await fetch(`${server.url}/functions/v1/broken`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('sb-error-code')).toBe('BOOT_ERROR');
      expect(await response.json()).toEqual({
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      });
      const lines = printed.mock.calls.map((call) => call.join(' '));
      expect(lines).toContainEqual(
        expect.stringContaining('[functions/broken] Error: broken fixture: failed while booting'),
      );
    } finally {
      printed.mockRestore();
    }
  });

  it('answers 500 from Deno when the handler throws, and the process keeps serving', async () => {
    const before = Number(await (await fetch(`${server.url}/functions/v1/crash`)).text());
    const thrown = await fetch(`${server.url}/functions/v1/crash/throw`);
    expect(thrown.status).toBe(500);
    expect(await thrown.text()).toBe('Internal Server Error');
    const after = Number(await (await fetch(`${server.url}/functions/v1/crash`)).text());
    expect(after).toBe(before);
  });

  it('answers 500 WORKER_ERROR when the process dies mid-request, and starts a new one next time', async () => {
    const before = Number(await (await fetch(`${server.url}/functions/v1/crash`)).text());
    const died = await fetch(`${server.url}/functions/v1/crash/exit`);
    expect(died.status).toBe(500);
    expect(died.headers.get('sb-error-code')).toBe('WORKER_ERROR');
    expect(await died.json()).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
    await vi.waitFor(() => expect(isRunning(before)).toBe(false));
    const after = await fetch(`${server.url}/functions/v1/crash`);
    expect(after.status).toBe(200);
    expect(Number(await after.text())).not.toBe(before);
  });

  it('picks up a changed function file with a new process', async () => {
    const dir = path.join(projectRoot, 'supabase', 'functions', 'changing');
    fs.mkdirSync(dir, { recursive: true });
    const write = (answer: string) =>
      fs.writeFileSync(
        path.join(dir, 'index.ts'),
        `Deno.serve(() => new Response(${JSON.stringify(answer)} + ' ' + Deno.pid));\n`,
      );
    const call = async () => {
      const response = await fetch(`${server.url}/functions/v1/changing`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const [answer, pid] = (await response.text()).split(' ');
      return { answer, pid: Number(pid) };
    };

    write('first');
    const first = await call();
    expect(first.answer).toBe('first');

    write('second');
    const second = await call();
    expect(second.answer).toBe('second');
    expect(second.pid).not.toBe(first.pid);
    await vi.waitFor(() => expect(isRunning(first.pid)).toBe(false));
  });

  it('loads secrets from supabase/functions/.env; the built-in variables win', async () => {
    const secrets = path.join(projectRoot, 'supabase', 'functions', '.env');
    fs.writeFileSync(secrets, 'MY_SECRET=from-the-env-file\nSUPABASE_URL=http://elsewhere.example\n');
    try {
      const { env } = await echo();
      expect(env.MY_SECRET).toBe('from-the-env-file');
      expect(env.SUPABASE_URL).toBe(server.url);
    } finally {
      fs.rmSync(secrets);
    }
    expect((await echo()).env.MY_SECRET).toBeUndefined();
  });
});

describe('close()', () => {
  it('stops the function processes', async () => {
    const other = await startLocalSupabase({ projectRoot, dataDir: null, port: 0, logRequests: false });
    const { pid } = await echo(other.url);
    expect(isRunning(pid)).toBe(true);
    await other.close();
    expect(isRunning(pid)).toBe(false);
  });
});
