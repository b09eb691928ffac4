import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase, type LocalSupabase } from '../../../local-supabase/server.ts';
import { CLIENT_DIR, localApiPort } from '../../../scripts/build/build-target.ts';
import { startStaticServer } from '../../../scripts/cli/serve-build.ts';
import {
  loopbackCertificate,
  notificationSecrets,
  pointDatabaseAt,
  quickenNotificationRetries,
} from '../../setup/lead-notifications.ts';
import { pointSiteBuildHookAt } from '../../setup/site-build-hook.ts';

let api: LocalSupabase | undefined;

/**
 * The suites sign in from 127.0.0.1 hundreds of times, far past GoTrue's per-IP limits
 * (config.toml's [auth.rate_limit]); local-supabase/auth/rate-limit.test.ts runs the real limits.
 */
const TEST_RATE_LIMIT_MULTIPLIER = 1000;
let site: Server | undefined;

/** The port the build points at (54321 like `supabase start`, or VITE_SUPABASE_URL's). */
const API_PORT = localApiPort() ?? 54321;

/** Whether something answers the local API's health endpoint on 54321 (e.g. `npm run dev`'s API). */
async function apiAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${API_PORT}/auth/v1/settings`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * The built site (`npm run build` first) served as `npm run preview` serves it (scripts/cli/serve-build.ts), against a fresh
 * local-supabase on the port the build points at (54321, like `supabase start`).
 *
 * `E2E_REUSE_API=1`: when an API already answers on 54321 (a running `npm run dev`), use it instead
 * of starting a fresh one. Only for read-only suites (e.g. `prerender.test.ts`): tests that write
 * or expect the pristine seed need the default fresh API.
 */
export async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error('No build found: run `npm run build` before the e2e tests.');
  }
  const reuse = process.env.E2E_REUSE_API === '1' && (await apiAnswers());
  if (process.env.E2E_REUSE_API === '1' && !reuse) {
    console.warn(`E2E_REUSE_API=1 but nothing answers on ${API_PORT}: starting a fresh local-supabase.`);
  }
  site = await startStaticServer(CLIENT_DIR, 0);
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const tls = loopbackCertificate();
  if (!reuse) {
    // With its inbox and the lead-notifications secrets: e-mails link to this site.
    api = await startLocalSupabase({
      dataDir: null,
      port: API_PORT,
      logRequests: false,
      authRateLimitMultiplier: TEST_RATE_LIMIT_MULTIPLIER,
      inbox: { port: 0, smtpPort: 0 },
      functionSecrets: notificationSecrets(siteUrl, tls.certFile),
    });
    await pointDatabaseAt(api);
    await quickenNotificationRetries(api);
    // The seed's hook is a developer's `npm run preview`, never to be called by a test run.
    await pointSiteBuildHookAt(api, null);
  }
  project.provide('siteUrl', siteUrl);
  project.provide('apiUrl', api?.url ?? `http://127.0.0.1:${API_PORT}`);
  // A reused API is `npm run dev`'s, whose inbox is on config.toml's port.
  project.provide('inboxUrl', api?.inbox?.url ?? 'http://127.0.0.1:54324');
  project.provide('tls', tls);
}

export async function teardown() {
  if (site) {
    const closed = new Promise((resolve) => site!.close(resolve));
    site.closeAllConnections();
    await closed;
  }
  await api?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}
