import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `count` distinct ports the OS says are free now (all held until each is known, then closed). */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const probe = net.createServer();
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as net.AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

export interface DevServer {
  siteUrl: string;
  apiUrl: string;
  /** Everything both servers printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm run dev` (scripts/cli/dev.mjs) as a newcomer starts it, on ports of its own: the site on a free
 * port, the API (and its e-mail inbox) moved by LOCAL_SUPABASE_PORT, a database in memory (--memory: a fresh seed, nothing
 * written to .data/) and an empty Vite dependency cache (VITE_CACHE_DIR), as after a fresh clone.
 * No `.env` value is passed on to it: the site is pointed at this API.
 */
export async function startDevServer(timeoutMs = 240_000): Promise<DevServer> {
  const [sitePort, apiPort, inboxPort, smtpPort] = await freePorts(4);
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-first-run-vite-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_SUPABASE_PORT: String(apiPort),
    LOCAL_SUPABASE_INBOX_PORT: String(inboxPort),
    LOCAL_SUPABASE_SMTP_PORT: String(smtpPort),
    VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
    VITE_CACHE_DIR: cacheDir,
    LOCAL_SUPABASE_LOG: '0',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/cli/dev.mjs', '--port', String(sitePort), '--memory'],
    // Its own process group: stopping it stops local-supabase and Vite (started through npx) too.
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      const killed = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await exited;
      clearTimeout(killed);
    }
    fs.rmSync(cacheDir, { recursive: true, force: true });
  };

  // Up once Vite prints its address (dev.mjs starts it after the API answers).
  const deadline = Date.now() + timeoutMs;
  while (!new RegExp(`Local:\\s+${siteUrl.replace(/[.]/g, '\\.')}/`).test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { siteUrl, apiUrl: `http://127.0.0.1:${apiPort}`, output: () => output, stop };
}
