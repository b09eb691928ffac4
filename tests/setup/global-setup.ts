import type { TestProject } from 'vitest/node';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { loopbackCertificate, notificationSecrets, pointDatabaseAt } from './lead-notifications.ts';
import { pointSiteBuildHookAt } from './site-build-hook.ts';

let api: LocalSupabase | undefined;

/**
 * The suites sign in from 127.0.0.1 hundreds of times, far past GoTrue's per-IP limits
 * (config.toml's [auth.rate_limit]); local-supabase/auth/rate-limit.test.ts runs the real limits.
 */
const TEST_RATE_LIMIT_MULTIPLIER = 1000;

/**
 * One local-supabase per test run: fresh in-memory database with migrations and seed, random port,
 * with its inbox (random ports) and the lead-notifications secrets; links in e-mails point at the
 * dev server's address (no site runs in these suites). No build hook: the seed's points at a
 * developer's `npm run preview` (tests that watch the calls start a local-supabase of their own).
 */
export async function setup(project: TestProject) {
  const tls = loopbackCertificate();
  api = await startLocalSupabase({
    dataDir: null,
    port: 0,
    logRequests: false,
    authRateLimitMultiplier: TEST_RATE_LIMIT_MULTIPLIER,
    // Clients pick their address per request (clients.ts), as behind Supabase's edge.
    trustForwardedFor: true,
    inbox: { port: 0, smtpPort: 0 },
    functionSecrets: notificationSecrets('http://127.0.0.1:5173', tls.certFile),
  });
  await pointDatabaseAt(api);
  await pointSiteBuildHookAt(api, null);
  project.provide('apiUrl', api.url);
  project.provide('inboxUrl', api.inbox!.url);
  project.provide('tls', tls);
}

export async function teardown() {
  await api?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The local inbox's Mailpit API. */
    inboxUrl: string;
    /** The loopback certificate the functions trust (for a test HTTPS receiver). */
    tls: { certFile: string; keyFile: string };
  }
}
