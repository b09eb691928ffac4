import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PortInUseError, startLocalSupabase } from './server.ts';

const projectRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
fs.mkdirSync(path.join(projectRoot, 'supabase'));
afterAll(() => fs.rmSync(projectRoot, { recursive: true, force: true }));

describe('startLocalSupabase', () => {
  it('serves the API and refuses a taken port with a clear message', async () => {
    const api = await startLocalSupabase({ projectRoot, dataDir: null, port: 0, logRequests: false });
    try {
      const response = await fetch(api.url);
      expect(await response.json()).toEqual({ name: 'local-supabase', status: 'ok' });

      const port = Number(new URL(api.url).port);
      const second = await startLocalSupabase({ projectRoot, dataDir: null, port, logRequests: false }).catch(
        (e) => e,
      );
      expect(second).toBeInstanceOf(PortInUseError);
      expect(second.message).toContain(`Port ${port}`);
      expect(second.message).toContain('LOCAL_SUPABASE_PORT');
    } finally {
      await api.close();
    }
  });

  it('keeps data in its data directory across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-data-'));
    try {
      const first = await startLocalSupabase({ projectRoot, dataDir, port: 0, logRequests: false });
      expect(first.prepared.fresh).toBe(true);
      await first.services.db.query('create table public.kept (id int)');
      await first.services.db.query('insert into public.kept values (7)');
      await first.close();

      const second = await startLocalSupabase({ projectRoot, dataDir, port: 0, logRequests: false });
      expect(second.prepared.fresh).toBe(false);
      expect((await second.services.db.query('select id from public.kept')).rows).toEqual([{ id: 7 }]);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
