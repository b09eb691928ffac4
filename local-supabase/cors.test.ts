import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from './server.ts';
import { DEMO_ANON_KEY } from './config.ts';

const ORIGIN = 'https://evil.example';
let server: LocalSupabase;

beforeAll(async () => {
  server = await startLocalSupabase({
    projectRoot: path.join(import.meta.dirname, 'rest/fixtures/project'),
    dataDir: null,
    port: 0,
    logRequests: false,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe("CORS as Supabase's gateway (Kong's cors plugin, default config) answers", () => {
  it('answers preflights itself on every service: any origin, no credentials', async () => {
    for (const pathname of [
      '/rest/v1/categorias',
      '/auth/v1/token',
      '/storage/v1/object/case-images/x.png',
    ]) {
      const res = await fetch(`${server.url}${pathname}`, {
        method: 'OPTIONS',
        headers: {
          Origin: ORIGIN,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,apikey,x-client-info,content-type,x-custom',
        },
      });
      expect(res.status, pathname).toBe(200);
      expect(Object.fromEntries([...res.headers].filter(([k]) => k.startsWith('access-control-')))).toEqual({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT',
        'access-control-allow-headers': 'authorization,apikey,x-client-info,content-type,x-custom',
      });
      expect(await res.text()).toBe('');
    }
  });

  it('marks every response `*` without credentials, with what each service exposes', async () => {
    const get = (pathname: string) =>
      fetch(`${server.url}${pathname}`, { headers: { Origin: ORIGIN, apikey: DEMO_ANON_KEY } });
    const rest = await get('/rest/v1/categorias?select=id');
    expect(rest.headers.get('access-control-allow-origin')).toBe('*');
    expect(rest.headers.get('access-control-allow-credentials')).toBeNull();
    expect(rest.headers.get('access-control-expose-headers')).toContain('Content-Range');

    const auth = await get('/auth/v1/settings');
    expect(auth.headers.get('access-control-allow-origin')).toBe('*');
    expect(auth.headers.get('access-control-allow-credentials')).toBeNull();
    expect(auth.headers.get('access-control-expose-headers')).toBe(
      'X-Total-Count, Link, X-Supabase-Api-Version',
    );

    const storage = await get('/storage/v1/bucket');
    expect(storage.headers.get('access-control-allow-origin')).toBe('*');
    expect(storage.headers.get('access-control-allow-credentials')).toBeNull();

    // Without an Origin header Kong still sets the origin, and errors carry it too.
    const noOrigin = await fetch(`${server.url}/rest/v1/nope`, { headers: { apikey: DEMO_ANON_KEY } });
    expect(noOrigin.status).toBe(404);
    expect(noOrigin.headers.get('access-control-allow-origin')).toBe('*');
  });
});
