import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { signJwt } from '../http/jwt.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'project');

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
  pathname: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
  env: { SUPABASE_URL: string; hasAnonKey: boolean; hasServiceRoleKey: boolean };
}

beforeAll(async () => {
  server = await startLocalSupabase({ projectRoot: FIXTURE, dataDir: null, port: 0, logRequests: false });
  const now = Math.floor(Date.now() / 1000);
  token = await signJwt(
    { sub: '33333333-3333-4333-8333-333333333333', role: 'authenticated', iat: now, exp: now + 3600 },
    DEMO_JWT_SECRET,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('/functions/v1', () => {
  it('invokes the handler with a valid JWT: it sees env, headers and body', async () => {
    const { data, error } = await client(token).functions.invoke<Echo>('echo', {
      body: { email: 'a@example.com' },
      headers: { 'x-custom': 'hello' },
    });
    expect(error).toBeNull();
    expect(data!.method).toBe('POST');
    expect(data!.pathname).toBe('/echo');
    expect(data!.body).toEqual({ email: 'a@example.com' });
    expect(data!.headers['x-custom']).toBe('hello');
    expect(data!.headers.authorization).toBe(`Bearer ${token}`);
    expect(data!.headers.apikey).toBe(DEMO_ANON_KEY);
    expect(data!.env).toEqual({ SUPABASE_URL: server.url, hasAnonKey: true, hasServiceRoleKey: true });
  });

  it('passes subpaths, query strings, methods and response headers through', async () => {
    const response = await fetch(`${server.url}/functions/v1/echo/users/42?active=1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'content-type': 'text/plain' },
      body: 'raw text',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-echo')).toBe('yes');
    const echo = (await response.json()) as Echo;
    expect(echo).toMatchObject({
      method: 'PUT',
      pathname: '/echo/users/42',
      search: '?active=1',
      body: 'raw text',
    });
  });

  it('accepts the anon key as a JWT (as the relay does)', async () => {
    const { error } = await client().functions.invoke('echo', { body: {} });
    expect(error).toBeNull();
  });

  it('refuses an invalid JWT and a missing authorization header', async () => {
    const forged = await client('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.AAAA').functions.invoke(
      'echo',
      {
        body: {},
      },
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

  it('answers 500 JSON when the handler throws', async () => {
    const response = await fetch(`${server.url}/functions/v1/broken`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'WORKER_ERROR' });
  });
});
