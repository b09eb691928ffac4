import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { Services } from '../services.ts';
import { denoBinary } from './deno-binary.ts';

const RUNNER = path.join(import.meta.dirname, 'deno-runner.ts');
/** What deno-runner.ts prints on stdout once the function listens, followed by the port. */
const READY = 'local-supabase:function-listening';
/** Deno's transpile cache, kept between runs so only the first boot after a change compiles. */
const DENO_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/local-supabase-deno');
const BOOT_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 2_000;

// Headers about one connection, not the message: never forwarded by a proxy.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** The edge runtime's answers when a function cannot boot, or dies while handling a request. */
function bootError(): Response {
  return errorResponse(503, 'BOOT_ERROR', 'Function failed to start (please check logs)');
}
function workerError(): Response {
  return errorResponse(500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)');
}
function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { 'sb-error-code': code } });
}

/** One long-lived `deno run deno-runner.ts` serving one function. */
class Worker {
  readonly child: ChildProcess;
  /** Resolves to the port the function listens on; rejects if it exits or times out first. */
  readonly ready: Promise<number>;
  readonly exited: Promise<void>;
  readonly agent = new http.Agent({ keepAlive: true });
  running = true;
  booted = false;
  stopping = false;

  constructor(
    readonly name: string,
    /** The function tree's state when this worker started (see `fingerprint`). */
    readonly fingerprint: string,
    args: string[],
    env: Record<string, string>,
    cwd: string,
  ) {
    const prefix = `[functions/${name}]`;
    this.child = spawn(denoBinary(), args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.exited = new Promise((resolve) => this.child.once('close', () => resolve()));
    this.child.once('exit', () => (this.running = false));

    readline.createInterface({ input: this.child.stderr! }).on('line', (line) => {
      console.error(`${prefix} ${line}`);
    });

    this.ready = new Promise<number>((resolve, reject) => {
      readline.createInterface({ input: this.child.stdout! }).on('line', (line) => {
        if (!this.booted && line.startsWith(`${READY} `)) {
          this.booted = true;
          clearTimeout(timer);
          resolve(Number(line.slice(READY.length + 1)));
        } else {
          console.log(`${prefix} ${line}`);
        }
      });
      const timer = setTimeout(() => {
        reject(new Error(`did not call Deno.serve within ${BOOT_TIMEOUT_MS / 1000}s`));
        this.child.kill('SIGKILL');
      }, BOOT_TIMEOUT_MS);
      this.child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      this.child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited (${signal ?? `code ${code}`}) before serving`));
      });
    });
    // Whoever is waiting handles a failed boot; nobody may be waiting when it fails.
    this.ready.catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.running) {
      this.child.kill('SIGTERM');
      const kill = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await this.exited;
      clearTimeout(kill);
    }
    this.agent.destroy();
  }
}

/**
 * Edge functions under Deno, as the edge runtime runs them: `supabase/functions/<name>/index.ts`,
 * one process per function, started by its first request and reused; started again when a file
 * under supabase/functions changed since, or after it exited.
 */
export class FunctionWorkers {
  private readonly workers = new Map<string, Worker>();
  private closed = false;

  constructor(private readonly services: Services) {}

  private get functionsDir(): string {
    return path.join(this.services.supabaseDir, 'functions');
  }

  /** Sends `request` to the function `name` as `target` (its path and query, e.g. `/echo/x?y=1`). */
  async fetch(name: string, request: Request, target: string): Promise<Response> {
    if (this.closed) return bootError();
    let worker: Worker | undefined;
    let port: number;
    try {
      worker = this.workerFor(name);
      port = await worker.ready;
    } catch (error) {
      if (this.workers.get(name) === worker) this.workers.delete(name);
      console.error(`functions: ${name} failed to start: ${(error as Error).message}`);
      return bootError();
    }
    try {
      return await proxy(worker, port, request, target);
    } catch (error) {
      console.error(`functions: ${name} did not answer: ${(error as Error).message}`);
      return workerError();
    }
  }

  /** Stops every function process (the server's close()). */
  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.stop()));
  }

  private workerFor(name: string): Worker {
    const current = fingerprint(this.functionsDir);
    const existing = this.workers.get(name);
    if (existing?.running && existing.fingerprint === current) return existing;
    if (existing) void existing.stop();

    const worker = new Worker(
      name,
      current,
      this.denoArgs(name),
      this.environment(name),
      this.services.config.projectRoot,
    );
    this.workers.set(name, worker);
    worker.child.once('exit', (code, signal) => {
      if (this.workers.get(name) === worker) this.workers.delete(name);
      // A failed boot is reported by fetch(); a stop asked for by workerFor() or close() is no news.
      if (worker.booted && !worker.stopping) {
        console.error(`functions: ${name} exited (${signal ?? `code ${code}`})`);
      }
    });
    return worker;
  }

  private denoArgs(name: string): string[] {
    const dir = path.join(this.functionsDir, name);
    const args = [
      'run',
      // Never the network for code: npm packages come from the project's node_modules.
      '--cached-only',
      '--node-modules-dir=manual',
      '--no-prompt',
      // Deployed functions may call any host and read their own files, nothing more; their bundle
      // also holds the code they import from `supabase/functions/_shared` (Supabase's convention).
      '--allow-net',
      '--allow-env',
      `--allow-read=${dir},${path.join(this.functionsDir, '_shared')}`,
    ];
    // The function's own import map, as `supabase functions deploy` uses it.
    const config = ['deno.json', 'deno.jsonc']
      .map((file) => path.join(dir, file))
      .find((file) => fs.existsSync(file));
    if (config) args.push(`--config=${config}`);
    // Local secrets, as `supabase start` loads them (the built-in variables below take precedence).
    const secrets = path.join(this.functionsDir, '.env');
    if (fs.existsSync(secrets)) args.push(`--env-file=${secrets}`);
    args.push(RUNNER);
    return args;
  }

  /**
   * The variables the edge runtime sets for every function: the API keys, today's as JSON
   * dictionaries by name and the legacy ones, and the JWKS that verifies sessions (the signing
   * keys' public halves and the legacy secret, as `supabase start` gives it). Not set:
   * SUPABASE_DB_URL without `DATABASE_URL` (embedded PGlite has no Postgres address to give), and
   * the hosted-only SB_REGION and DENO_DEPLOYMENT_ID.
   */
  private environment(name: string): Record<string, string> {
    const { config, project, keys } = this.services;
    return {
      ...project.functionSecrets,
      ...config.functionSecrets,
      SUPABASE_URL: config.apiUrl,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: config.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: config.secretKey }),
      SUPABASE_ANON_KEY: config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
      ...(config.databaseUrl ? { SUPABASE_DB_URL: config.databaseUrl } : {}),
      SUPABASE_JWKS: JSON.stringify({
        keys: [...keys.jwks.keys, { kty: 'oct', k: Buffer.from(config.jwtSecret).toString('base64url') }],
      }),
      SB_EXECUTION_ID: randomUUID(),
      // Not the edge runtime's: where local-supabase's inbox takes mail, so functions that send
      // e-mail reach it (over any SMTP settings in .env: local runs never send real mail).
      ...(config.inbox ? { SMTP_HOST: config.host, SMTP_PORT: String(config.inbox.smtpPort) } : {}),
      // For deno-runner.ts and Deno itself; the runner removes them before the function loads.
      LOCAL_SUPABASE_FUNCTION_ENTRY: pathToFileURL(path.join(this.functionsDir, name, 'index.ts')).href,
      DENO_DIR,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
    };
  }
}

/** Every file under supabase/functions (shared code and .env included) with its size and mtime. */
function fingerprint(dir: string): string {
  const parts: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = fs.statSync(file);
        parts.push(`${path.relative(dir, file)}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return parts.join('\n');
}

/** Forwards the request as is (method, headers, streamed body) and streams the answer back. */
function proxy(worker: Worker, port: number, request: Request, target: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key)) headers[key] = value;
    });
    // Deno builds req.url from Host: the function sees the origin the caller used.
    headers.host ??= new URL(request.url).host;

    const outgoing = http.request(
      { host: '127.0.0.1', port, method: request.method, path: target, headers, agent: worker.agent },
      (incoming) => {
        request.signal.removeEventListener('abort', abort);
        const responseHeaders = new Headers();
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
          const key = incoming.rawHeaders[i];
          if (!HOP_BY_HOP.has(key.toLowerCase())) responseHeaders.append(key, incoming.rawHeaders[i + 1]);
        }
        const status = incoming.statusCode ?? 500;
        const hasBody = request.method !== 'HEAD' && !NULL_BODY_STATUS.has(status);
        if (!hasBody) incoming.resume();
        resolve(
          new Response(hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : null, {
            status,
            statusText: incoming.statusMessage,
            headers: responseHeaders,
          }),
        );
      },
    );
    const abort = () => outgoing.destroy(new Error('the client went away'));
    request.signal.addEventListener('abort', abort, { once: true });
    outgoing.once('error', (error) => {
      request.signal.removeEventListener('abort', abort);
      reject(error);
    });

    if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
      const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
      body.once('error', (error) => outgoing.destroy(error));
      body.pipe(outgoing);
    } else {
      outgoing.end();
    }
  });
}
