import path from 'node:path';

import { loadEnv } from 'vite';

import { DEMO_ENV, publishableKeyOf } from '../../src/config/env-defaults.ts';

/**
 * Where `npm run build` writes and which API the build talks to. Both can be moved by environment
 * variables so two builds (and their e2e runs) can live side by side on one machine:
 * `BUILD_DIR=build-b VITE_SUPABASE_URL=http://127.0.0.1:54400 npm run build`, then the same two
 * variables for `npm run preview` or the e2e suite.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD_DIR = process.env.BUILD_DIR?.trim() || 'build';
export const CLIENT_DIR = path.resolve(ROOT, BUILD_DIR, 'client');
/** The production build's public env: `.env.production`, `.env`, then the process environment. */
const buildEnv = loadEnv('production', ROOT, 'VITE_');
export const API_URL = buildEnv.VITE_SUPABASE_URL?.trim() || DEMO_ENV.VITE_SUPABASE_URL;
export const PUBLISHABLE_KEY = publishableKeyOf(buildEnv) ?? DEMO_ENV.VITE_SUPABASE_PUBLISHABLE_KEY;

/** The API port of a local URL (`http://127.0.0.1:54321` → 54321), else undefined (hosted). */
export function localApiPort(url = API_URL): number | undefined {
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) return undefined;
  return Number(port || 80);
}
