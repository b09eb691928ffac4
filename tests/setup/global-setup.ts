import type { TestProject } from 'vitest/node';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';

let api: LocalSupabase | undefined;

/**
 * The suites sign in from 127.0.0.1 hundreds of times, far past GoTrue's per-IP limits
 * (config.toml's [auth.rate_limit]); local-supabase/auth/rate-limit.test.ts runs the real limits.
 */
const TEST_RATE_LIMIT_MULTIPLIER = 1000;

/** One local-supabase per test run: fresh in-memory database with migrations and seed, random port. */
export async function setup(project: TestProject) {
  api = await startLocalSupabase({
    dataDir: null,
    port: 0,
    logRequests: false,
    authRateLimitMultiplier: TEST_RATE_LIMIT_MULTIPLIER,
    // Clients pick their address per request (clients.ts), as behind Supabase's edge.
    trustForwardedFor: true,
  });
  project.provide('apiUrl', api.url);
}

export async function teardown() {
  await api?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}
