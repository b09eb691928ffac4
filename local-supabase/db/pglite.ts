import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, PgError, QueryResult, Transaction, TransactionOptions } from './driver.ts';
import type {
  SerializedError,
  WorkerCommand,
  WorkerInput,
  WorkerMessage,
  WorkerRequest,
} from './pglite-protocol.ts';

type WorkerReply = Extract<WorkerMessage, { type: 'reply' }>;

/** Supabase's Postgres image is initialised by `supabase_admin`; `postgres` is an ordinary role. */
export const BOOTSTRAP_USER = 'supabase_admin';

const WORKER_ENTRY = new URL('./pglite-worker.mjs', import.meta.url);

/** Raised when a data directory was created by an older local-supabase, which cannot open it. */
export class LegacyDataDirError extends Error {
  constructor(dataDir: string, bootstrapUser: string) {
    super(
      `${dataDir} was created by an older local-supabase: its bootstrap superuser is ` +
        `"${bootstrapUser}", while hosted Supabase's (and local-supabase's) is "${BOOTSTRAP_USER}". ` +
        'Run `npm run db:reset` to recreate the local database (this deletes its data).',
    );
    this.name = 'LegacyDataDirError';
  }
}

function databaseError(fields: SerializedError): PgError {
  return Object.assign(new Error(fields.message), fields);
}

/** What Postgres answers when statement_timeout cancels a statement. */
function statementTimeoutError(): PgError {
  return databaseError({
    message: 'canceling statement due to statement timeout',
    code: '57014',
    severity: 'ERROR',
  });
}

/** What Postgres answers to any statement after an error, until the transaction ends. */
function inFailedTransactionError(): PgError {
  return databaseError({
    message: 'current transaction is aborted, commands ignored until end of transaction block',
    code: '25P02',
    severity: 'ERROR',
  });
}

/** One worker thread running PGlite, and the requests waiting for its replies. */
class WorkerConnection {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve(reply: WorkerReply): void; reject(error: Error): void }
  >();
  private nextId = 1;
  private gone: Error | null = null;

  constructor(dataDir: string, onNotification: (channel: string, payload: string) => void) {
    const workerData: WorkerInput = {
      dataDir,
      bootstrapUser: BOOTSTRAP_USER,
      pgliteWasmModule: pgliteWasmModule(),
    };
    this.worker = new Worker(WORKER_ENTRY, { workerData });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          // An idle database must not keep the process alive (PGlite on the main thread did not).
          this.worker.unref();
          resolve();
        } else if (message.type === 'open-failed') {
          reject(
            message.legacyBootstrapUser
              ? new LegacyDataDirError(dataDir, message.legacyBootstrapUser)
              : databaseError(message.error),
          );
          void this.terminate();
        } else if (message.type === 'notification') {
          onNotification(message.channel, message.payload);
        } else {
          const waiting = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (this.pending.size === 0) this.worker.unref();
          if (message.error) waiting?.reject(databaseError(message.error));
          else waiting?.resolve(message);
        }
      });
      this.worker.on('error', (error) => this.fail(error, reject));
      this.worker.on('exit', (code) =>
        this.fail(new Error(`PGlite worker stopped (exit code ${code})`), reject),
      );
    });
  }

  request(request: WorkerCommand): Promise<WorkerReply> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      const message: WorkerRequest = { ...request, id };
      this.worker.postMessage(message);
    });
  }

  get stopped(): boolean {
    return this.gone !== null;
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private fail(error: Error, rejectReady: (error: Error) => void) {
    this.gone ??= error;
    rejectReady(error);
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** Temporary data directories of in-memory databases, removed at exit if close() never ran. */
const TEMPORARY_DIR = /^local-supabase-pglite-(\d+)-/;
const temporaryDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A new temporary directory named after this process. Directories left by processes that no longer
 * run (killed before their 'exit' handlers, as test runners do with their workers) are removed.
 */
function makeTemporaryDir(): string {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    const pid = Number(TEMPORARY_DIR.exec(name)?.[1]);
    if (pid && !isRunning(pid)) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(tmp, `local-supabase-pglite-${process.pid}-`));
  temporaryDirs.add(dir);
  return dir;
}

/** Where the initialised empty cluster is kept, beside the other caches of node_modules. */
const TEMPLATE_CACHE = path.resolve(import.meta.dirname, '../../node_modules/.cache/local-supabase-pglite');

/** The installed PGlite package's directory. */
function pglitePackageDir(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return entry.slice(0, entry.lastIndexOf('/dist/'));
}

export function pgliteVersion(): string {
  const manifest = path.join(pglitePackageDir(), 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let pgliteWasm: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly, compiled once per thread and handed to every PGlite thread it starts.
 * While a compiled copy is alive, V8 shares its machine code with every thread of the process
 * that uses the same bytes, so each new PGlite starts with the code the previous ones compiled
 * and made hot: 0.6 instead of 1.0 CPU-s to open a migrated cluster. (WebAssembly compiles
 * lazily: this compile itself takes tens of milliseconds.)
 */
function pgliteWasmModule(): WebAssembly.Module {
  pgliteWasm ??= new WebAssembly.Module(
    fs.readFileSync(path.join(pglitePackageDir(), 'dist', 'pglite.wasm')),
  );
  return pgliteWasm;
}

/**
 * The data directory of a new, empty cluster: what initdb writes, the same for every database of
 * one PGlite version and bootstrap user. initdb in WASM takes about 10 s; copying its result takes
 * milliseconds, so it runs once per machine and every new database starts from a copy.
 */
async function initialisedCluster(): Promise<string> {
  return cachedCluster(`${pgliteVersion()}-${BOOTSTRAP_USER}`, async (directory) => {
    const connection = new WorkerConnection(directory, () => {});
    await connection.ready;
    // A clean shutdown (checkpoint) leaves a directory any copy can start from.
    await connection.request({ type: 'close' });
    await connection.terminate();
  });
}

/**
 * The cluster `name` of the cache: made by `build` in a directory of its own when missing, then
 * put in place whole, so no process ever starts from a half-written one.
 */
export async function cachedCluster(
  name: string,
  build: (directory: string) => Promise<void>,
): Promise<string> {
  const template = path.join(TEMPLATE_CACHE, name);
  if (fs.existsSync(template)) return template;
  fs.mkdirSync(TEMPLATE_CACHE, { recursive: true });
  const building = fs.mkdtempSync(`${template}.building-`);
  try {
    await build(building);
    fs.renameSync(building, template);
  } catch (error) {
    // Another process may have put its cluster there first: then that one serves.
    if (!fs.existsSync(template)) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * A directory without a cluster gets a copy of `template` (a cluster's data directory) or else of
 * the initialised one; an existing cluster is kept.
 */
async function ensureCluster(directory: string, template?: string): Promise<void> {
  if (fs.existsSync(path.join(directory, 'PG_VERSION'))) return;
  if (fs.existsSync(directory) && fs.readdirSync(directory).length > 0) return; // PGlite says why
  fs.cpSync(template ?? (await initialisedCluster()), directory, { recursive: true });
}

/**
 * Embedded Postgres (WASM) on a worker thread, so that a slow statement never blocks the HTTP
 * event loop and can be stopped. `dataDir` null keeps the database in a temporary directory that
 * close() deletes: a directory, not PGlite's memory FS, so that a restart finds the data again.
 * A new cluster starts as a copy of `template` when given (migrated-template.ts).
 */
export async function openPglite(
  dataDir: string | null,
  { template }: { template?: string } = {},
): Promise<Database> {
  const directory = dataDir ?? makeTemporaryDir();
  const removeTemporaryDir = () => {
    if (dataDir) return;
    fs.rmSync(directory, { recursive: true, force: true });
    temporaryDirs.delete(directory);
  };

  /** LISTEN callbacks by channel; a restarted PGlite listens again before it runs anything. */
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => {
    for (const onNotify of listeners.get(channel) ?? []) onNotify(payload);
  };
  const connect = async () => {
    await ensureCluster(directory, template);
    const connection = new WorkerConnection(directory, notify);
    await connection.ready;
    for (const channel of listeners.keys()) await connection.request({ type: 'listen', channel });
    return connection;
  };
  let current: Promise<WorkerConnection> = connect();
  try {
    await current;
  } catch (error) {
    removeTemporaryDir();
    throw error;
  }

  /**
   * A statement that outlives its timeout can only be stopped with its thread. PGlite then starts
   * again from the data directory, once the old thread is gone (two PGlites must never share it);
   * Postgres' crash recovery drops the unfinished transaction.
   */
  const restart = (stopping: WorkerConnection) => {
    current = stopping.terminate().then(connect);
    // Whoever runs next awaits `current` and gets a failed restart's error.
    current.catch(() => {});
  };

  /**
   * PGlite is one connection: transactions take turns. A turn ends once its last message is posted,
   * not answered: the worker handles messages in order, so the next turn's first message waits
   * there and PGlite never idles through a round trip between threads.
   */
  let queue: Promise<unknown> = Promise.resolve();
  const turn = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = queue.then(fn);
    queue = result.catch(() => {});
    return result;
  };

  let closed = false;
  const connection = async () => {
    if (closed) throw new Error('The PGlite database is closed.');
    const worker = await current;
    if (!worker.stopped) return worker;
    // The thread died on its own (a crash in PGlite): start again, as after a timeout.
    restart(worker);
    return current;
  };

  /** Posts a message whose answer is awaited after the turn ends. */
  const post = (worker: WorkerConnection, command: WorkerCommand) => {
    const answer = worker.request(command);
    answer.catch(() => {}); // awaited by the caller after its turn
    return answer;
  };

  return {
    kind: 'pglite',

    async query<R>(sql: string, params: unknown[] = []) {
      // Wrapped: a promise returned from the turn would be awaited inside it.
      const { answer } = await turn(async () => ({
        answer: post(await connection(), { type: 'query', sql, params }),
      }));
      return (await answer).result as QueryResult<R>;
    },

    async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}) {
      const { result, commit } = await turn(async () => {
        const worker = await connection();
        const timeoutMs = options.statementTimeoutMs;
        let timedOut = false;

        const run = async (request: WorkerCommand) => {
          if (timedOut) throw inFailedTransactionError();
          if (!timeoutMs) return worker.request(request);
          let timer: NodeJS.Timeout | undefined;
          const expired = new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              timedOut = true;
              restart(worker);
              reject(statementTimeoutError());
            }, timeoutMs);
          });
          try {
            return await Promise.race([worker.request(request), expired]);
          } finally {
            clearTimeout(timer);
          }
        };
        const tx: Transaction = {
          async query<R>(sql: string, params: unknown[] = []) {
            return (await run({ type: 'query', sql, params })).result as QueryResult<R>;
          },
          async exec(sql) {
            await run({ type: 'exec', sql });
          },
          async simpleQuery(sql) {
            return (await run({ type: 'simple-query', sql })).outcome!;
          },
        };

        const begin = post(worker, { type: 'exec', sql: 'begin' });
        // A timed statement's clock must start only when the worker is free for it: statements
        // posted by earlier turns may still be running.
        if (timeoutMs) await begin;
        try {
          const result = await fn(tx);
          await begin;
          // Like Postgres, whose COMMIT of a failed transaction rolls back: the restarted
          // database has already lost this transaction.
          return { result, commit: timedOut ? null : post(worker, { type: 'exec', sql: 'commit' }) };
        } catch (error) {
          if (!timedOut) await worker.request({ type: 'exec', sql: 'rollback' }).catch(() => {});
          throw error;
        }
      });
      await commit;
      return result;
    },

    async listen(channel: string, onNotify: (payload: string) => void) {
      const existing = listeners.get(channel);
      const callbacks = existing ?? new Set<(payload: string) => void>();
      if (!existing) {
        listeners.set(channel, callbacks);
        // Its own turn: a LISTEN inside another turn's transaction would share its fate.
        const { answer } = await turn(async () => ({
          answer: post(await connection(), { type: 'listen', channel }),
        }));
        await answer.catch((error: unknown) => {
          listeners.delete(channel);
          throw error;
        });
      }
      callbacks.add(onNotify);
      return async () => {
        callbacks.delete(onNotify);
        if (callbacks.size > 0 || closed) return;
        listeners.delete(channel);
        const { answer } = await turn(async () => ({
          answer: post(await connection(), { type: 'unlisten', channel }),
        }));
        await answer;
      };
    },

    close() {
      return turn(async () => {
        if (closed) return;
        closed = true;
        try {
          const worker = await current;
          // PGlite's close() shuts Postgres down cleanly (checkpoint) before the thread ends.
          await worker.request({ type: 'close' });
          await worker.terminate();
        } catch {
          // A worker that failed to restart has nothing left to close.
        } finally {
          removeTemporaryDir();
        }
      });
    },
  };
}
