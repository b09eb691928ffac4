import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from '../project-config.ts';
import { RateLimiter } from './rate-limit.ts';
import { AuthError } from './errors.ts';

const PROJECT = path.join(import.meta.dirname, 'fixtures', 'project');
const PASSWORD = 'correct-horse-1';
const EMAIL = 'timing@example.com';

/** Real limits (config.toml's, i.e. Supabase's defaults), and the same server type with them lifted. */
let limited: LocalSupabase;
let unlimited: LocalSupabase;

const tokenRequest = (
  server: LocalSupabase,
  body: unknown,
  headers: Record<string, string> = {},
  grant = 'password',
) =>
  fetch(`${server.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(fn: () => Promise<Response>): Promise<[Response, number]> {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  return [res, performance.now() - started];
}

beforeAll(async () => {
  const options = { projectRoot: PROJECT, dataDir: null, port: 0, logRequests: false };
  limited = await startLocalSupabase(options);
  unlimited = await startLocalSupabase({ ...options, authRateLimitMultiplier: 1000 });
  for (const server of [limited, unlimited]) {
    const admin = createClient(server.url, DEMO_SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await admin.auth.admin.createUser({
      email: EMAIL,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(error).toBeNull();
  }
}, 120_000);

afterAll(async () => {
  await limited?.close();
  await unlimited?.close();
});

describe('rate limits', () => {
  it('reads [auth.rate_limit] with Supabase defaults', () => {
    expect(limited.services.project.auth.rateLimit).toEqual(DEFAULT_AUTH_RATE_LIMITS);
  });

  it('answers 429 over_request_rate_limit after the burst of /token requests from one IP', async () => {
    // GoTrue's token limiter: a bucket of 30, refilled at token_refresh (150) per 5 minutes.
    // Requests are counted before the body is read: ones that fail fast (no e-mail) use the bucket
    // up within milliseconds, before it refills by a whole request.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => (await tokenRequest(limited, { password: 'x' })).status),
    );
    expect(new Set(statuses)).toEqual(new Set([400]));

    const over = await tokenRequest(limited, { email: EMAIL, password: PASSWORD });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeNull();
    expect(await over.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    // supabase-js's API version gets the newer body; refresh grants share the same bucket.
    const versioned = await tokenRequest(
      limited,
      { refresh_token: 'x' },
      { 'x-supabase-api-version': '2024-01-01' },
      'refresh_token',
    );
    expect(versioned.status).toBe(429);
    expect(await versioned.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // Not trusted by default: a forged X-Forwarded-For does not buy a fresh bucket.
    const forged = await tokenRequest(
      limited,
      { email: EMAIL, password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(forged.status).toBe(429);
    // Unsupported grant types are refused before counting, as GoTrue does.
    expect((await tokenRequest(limited, {}, {}, 'magic')).status).toBe(400);
  });

  it('refills at the configured rate and keys by IP (X-Forwarded-For only when trusted)', () => {
    let now = 0;
    const limiter = new RateLimiter(
      () => DEFAULT_AUTH_RATE_LIMITS,
      1,
      () => now,
    );
    for (let i = 0; i < 30; i++) limiter.take('token', '10.0.0.1');
    expect(() => limiter.take('token', '10.0.0.1')).toThrow(AuthError);
    limiter.take('token', '10.0.0.2'); // another address has its own bucket
    limiter.take('signups', '10.0.0.1'); // and each limiter its own
    now += 2_000; // 150 per 300 s: one request every 2 s
    limiter.take('token', '10.0.0.1');
    expect(() => limiter.take('token', '10.0.0.1')).toThrow(AuthError);
    now += 2 * 60 * 60 * 1000;
    for (let i = 0; i < 30; i++) limiter.take('token', '10.0.0.1');

    const scaled = new RateLimiter(
      () => DEFAULT_AUTH_RATE_LIMITS,
      1000,
      () => now,
    );
    for (let i = 0; i < 1000; i++) scaled.take('token', '10.0.0.1');
  });

  it('lets a multiplied server take a burst far above the real limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => tokenRequest(unlimited, { email: EMAIL, password: 'wrong' })),
    );
    expect(results.map((r) => r.status)).not.toContain(429);
  });
});

describe('request bodies', () => {
  it("answers GoTrue's bad_json for empty, broken and too deep bodies", async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    for (const body of ['', '{"email":', deep]) {
      const res = await tokenRequest(unlimited, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 400,
        error_code: 'bad_json',
        msg: expect.stringMatching(/^Could not parse request body as JSON: /),
      });
    }
  });
});

describe('password sign-in cost', () => {
  it('takes as long for an unknown e-mail as for a known one with a wrong password', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [a, ta] = await timed(() =>
        tokenRequest(unlimited, { email: EMAIL, password: 'wrong-password' }),
      );
      const [b, tb] = await timed(() =>
        tokenRequest(unlimited, { email: `nobody-${i}@example.com`, password: 'wrong-password' }),
      );
      expect([a.status, b.status]).toEqual([400, 400]);
      known.push(ta);
      unknown.push(tb);
    }
    const k = median(known);
    const u = median(unknown);
    // Both pay one bcrypt comparison (tens of ms); without the dummy comparison an unknown e-mail
    // answered in ~2 ms against ~90 ms.
    expect(u).toBeGreaterThan(k * 0.6);
    expect(u).toBeLessThan(k * 1.6);
    console.info(`sign-in median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
  });

  it('keeps answering cheap requests quickly while sign-ins are hammered', async () => {
    const flood = Array.from({ length: 40 }, (_, i) =>
      tokenRequest(unlimited, { email: i % 2 ? EMAIL : `x${i}@example.com`, password: 'wrong-password' }),
    );
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [res, ms] = await timed(() =>
        fetch(`${unlimited.url}/auth/v1/health`, { headers: { apikey: DEMO_ANON_KEY } }),
      );
      expect(res.status).toBe(200);
      latencies.push(ms);
    }
    const started = performance.now();
    await Promise.all(flood.map(async (r) => (await r).arrayBuffer()));
    const floodMs = performance.now() - started;
    const cheap = median(latencies);
    console.info(
      `health median ${cheap.toFixed(1)} ms during a flood of 40 sign-ins (${floodMs.toFixed(0)} ms more)`,
    );
    // bcrypt runs on worker threads: the HTTP thread is free for everything else.
    expect(cheap).toBeLessThan(150);
  });
});
