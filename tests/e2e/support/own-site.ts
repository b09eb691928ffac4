/**
 * A site of its own, for the suites that publish: a fresh local-supabase on a free port, a build of
 * the site pointed at it, served the way `npm run preview` serves it with its build hook, and the
 * database's build hook pointed at that hook — the production chain (database change → pg_cron /
 * pg_net → build hook → new static build live) with nothing faked, beside any other suite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

import { startLocalSupabase, type LocalSupabase } from '../../../local-supabase/server.ts';
import { startStaticServer, viteBuild, type StaticServer } from '../../../scripts/cli/serve-build.ts';
import { BUILD_INFO_PATH, buildInfoSchema } from '../../../src/lib/build-info.ts';
import type { Database } from '../../../src/types/database.types.ts';
import { PUBLIC_KEY } from '../../setup/keys.ts';
import { pointSiteBuildHookAt, quickenPublishing } from '../../setup/site-build-hook.ts';

/**
 * How long a build the hook started may take: the site's build takes one to two minutes, longer on
 * a machine other builds share.
 */
export const BUILD_MS = 240_000;

export interface OwnSite {
  api: LocalSupabase;
  /** The served site, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** An address on the served site. */
  at(pathname: string): string;
  /** SQL on the site's database, as its owner. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** A visitor's client (the publishable key, no session). */
  anon(): ReturnType<typeof createClient<Database>>;
  /** When the database last asked for a build (null: never). */
  buildRequestedAt(): Promise<Date | null>;
  /** Waits (up to 90 s) for the database to ask for a build after `since`; returns when it did. */
  nextBuildRequest(since: Date): Promise<Date>;
  /**
   * Waits until the live build read its content after `since` (its build-info.json), at most
   * BUILD_MS: only then do its prerendered pages and sitemap hold what changed before `since`. A
   * page rendered on request may show a change sooner, which says nothing about the build.
   */
  liveBuildAfter(since: Date): Promise<void>;
  close(): Promise<void>;
}

interface OwnSiteOptions {
  /** Names the build's temporary folder and the hook's token. */
  name: string;
  /**
   * Render addresses the build has no page for on request, as the host's function does; without
   * it they get the app's shell (a host without the function).
   */
  render?: boolean;
  /** Runs once the API is up and before the build (rows the first build must include). */
  beforeBuild?: (site: Pick<OwnSite, 'api' | 'query' | 'anon'>) => Promise<void>;
}

export async function startOwnSite({ name, render = true, beforeBuild }: OwnSiteOptions): Promise<OwnSite> {
  const api = await startLocalSupabase({
    dataDir: null,
    port: 0,
    logRequests: false,
    authRateLimitMultiplier: 1000,
  });
  // The publishing suites wait on rebuilds and schedules: shorter periods in this database only.
  await quickenPublishing(api);
  const query = async <Row>(sql: string, params?: unknown[]) =>
    (await api.services.db.query<Row>(sql, params)).rows;
  const anon = () =>
    createClient<Database>(api.url, PUBLIC_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  await beforeBuild?.({ api, query, anon });

  // The build (and every rebuild the hook starts: a child with this environment) reads this API.
  // NODE_ENV is production in the whole process (vitest.config.ts, e2e-publishing).
  const savedEnv = { VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL };
  process.env.VITE_SUPABASE_URL = api.url;
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
  const hookToken = `e2e-${name}-${randomUUID().slice(0, 8)}`;
  await viteBuild(buildDir);
  const site: StaticServer = await startStaticServer(path.join(buildDir, 'client'), 0, '127.0.0.1', {
    render: render ? undefined : false,
    buildHook: { token: hookToken, logger: { info: () => {}, error: console.error } },
  });
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await pointSiteBuildHookAt(api, `${origin}/__build-hook/${hookToken}`);
  const buildRequestedAt = async () => {
    const [row] = await query<{ requested_at: Date | null }>(
      'select requested_at from public.site_publication',
    );
    return row.requested_at;
  };

  return {
    api,
    origin,
    at: (pathname) => new URL(pathname, origin).toString(),
    query,
    anon,
    buildRequestedAt,
    async nextBuildRequest(since) {
      let requested: Date | null = null;
      await expect
        .poll(
          async () => {
            requested = await buildRequestedAt();
            return requested !== null && requested > since;
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toBe(true);
      return requested!;
    },
    async liveBuildAfter(since) {
      const contentReadAt = async () => {
        const response = await fetch(new URL(BUILD_INFO_PATH, origin), { cache: 'no-store' });
        return new Date(buildInfoSchema.parse(await response.json()).contentReadAt);
      };
      await expect
        .poll(async () => (await contentReadAt()) > since, { timeout: BUILD_MS, interval: 1_000 })
        .toBe(true);
    },
    async close() {
      const closed = new Promise((resolve) => site.close(resolve));
      site.closeAllConnections();
      await closed;
      await site.buildsIdle?.();
      await api.close();
      fs.rmSync(buildDir, { recursive: true, force: true });
      for (const [key, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}
