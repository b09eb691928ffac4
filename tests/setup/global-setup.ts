import type { TestProject } from 'vitest/node';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';

let api: LocalSupabase | undefined;

/** One local-supabase per test run: fresh in-memory database with migrations and seed, random port. */
export async function setup(project: TestProject) {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
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
