/** Messages between db/pglite.ts (main thread) and db/pglite-worker.mjs (the thread running PGlite). */
import type { CommandOutcome, QueryResult } from './driver.ts';

export interface WorkerInput {
  dataDir: string;
  /** Name of the bootstrap superuser (OID 10), as in Supabase's Postgres image. */
  bootstrapUser: string;
  /** PGlite's compiled WebAssembly, shared by every PGlite thread (db/pglite.ts). */
  pgliteWasmModule: WebAssembly.Module;
}

export type WorkerCommand =
  | { type: 'query'; sql: string; params: unknown[] }
  | { type: 'exec'; sql: string }
  | { type: 'simple-query'; sql: string }
  | { type: 'listen'; channel: string }
  | { type: 'unlisten'; channel: string }
  | { type: 'close' };

export type WorkerRequest = WorkerCommand & { id: number };

/** A database error's fields: `message` plus Postgres' `code`, `detail`, `hint`, `position`, … */
export type SerializedError = { message: string } & Record<string, string | undefined>;

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'open-failed'; error: SerializedError; legacyBootstrapUser?: string }
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'reply'; id: number; result?: QueryResult; outcome?: CommandOutcome; error?: SerializedError };
