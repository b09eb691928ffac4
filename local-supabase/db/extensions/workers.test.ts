import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalSupabase } from '../../server.ts';

// startLocalSupabase runs pg_net's and pg_cron's workers for the extensions the migrations created,
// and close() stops them.

const roots: string[] = [];
function project(migrations: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'extension-workers-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'supabase', 'migrations'), { recursive: true });
  for (const [name, sql] of Object.entries(migrations)) {
    fs.writeFileSync(path.join(root, 'supabase', 'migrations', name), sql);
  }
  return root;
}
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('startLocalSupabase with pg_net and pg_cron', () => {
  it('runs a job every second that calls a URL through pg_net, and close() stops both workers', async () => {
    const bodies: string[] = [];
    const hook = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        bodies.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;

    const api = await startLocalSupabase({
      projectRoot: project({
        '20250101000000_jobs.sql': `
          create extension if not exists pg_net with schema extensions;
          create extension if not exists pg_cron with schema pg_catalog;
          select cron.schedule('ping', '1 seconds', $$select net.http_post('${url}', '{"ping": true}')$$);`,
      }),
      dataDir: null,
      port: 0,
      logRequests: false,
    });
    try {
      expect(api.workers.net).not.toBeNull();
      expect(api.workers.cron).not.toBeNull();
      const deadline = Date.now() + 10_000;
      while (bodies.length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bodies.slice(0, 2)).toEqual(['{"ping": true}', '{"ping": true}']);
    } finally {
      await api.close();
      await new Promise((resolve) => hook.close(resolve));
    }
  });

  it('starts no worker for a project without them', async () => {
    const api = await startLocalSupabase({
      projectRoot: project({}),
      dataDir: null,
      port: 0,
      logRequests: false,
    });
    try {
      expect(api.workers).toMatchObject({ net: null, cron: null });
    } finally {
      await api.close();
    }
  });
});
