import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase, type LocalSupabase } from '../../../local-supabase/server.ts';
import { startStaticServer } from '../../../scripts/serve-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let api: LocalSupabase | undefined;
let site: Server | undefined;

/**
 * The built site (`npm run build` first) served as `npm run preview` serves it (scripts/serve-build.ts), against a fresh
 * local-supabase on the port the build points at (54321, like `supabase start`).
 */
export async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT, 'build/client/index.html'))) {
    throw new Error('No build found: run `npm run build` before the e2e tests.');
  }
  api = await startLocalSupabase({ dataDir: null, port: 54321, logRequests: false });
  site = await startStaticServer(path.join(ROOT, 'build/client'), 0);
  const address = site.address() as AddressInfo;
  project.provide('siteUrl', `http://127.0.0.1:${address.port}`);
  project.provide('apiUrl', api.url);
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
