import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../driver.ts';
import { asLoginRole, SUPERUSER, type RoleDatabase } from '../login-role.ts';
import { prepareDatabase } from '../migrate.ts';
import { openPglite } from '../pglite.ts';
import { openPostgres } from '../pg.ts';
import { createThrowawayDatabase } from '../throwaway-database.ts';

/** For the extension tests: a database as local-supabase prepares it, and how to dispose of it. */
export interface TestDatabase {
  raw: Database;
  /** The superuser's handle, as the workers and local-supabase's services use it. */
  admin: RoleDatabase;
  /** Adds migration files and applies the pending ones, as a restart of local-supabase does. */
  migrate(migrations: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh database — PGlite, or a throwaway one in DATABASE_URL's cluster (npm test runs both) —
 * bootstrapped, with `migrations` (file name → SQL) applied as `supabase db reset` would.
 */
export async function testDatabase(migrations: Record<string, string>): Promise<TestDatabase> {
  const supabaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'extensions-test-'));
  fs.mkdirSync(path.join(supabaseDir, 'migrations'));
  let raw: Database;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const throwaway = await createThrowawayDatabase(process.env.DATABASE_URL);
    raw = await openPostgres(throwaway.url);
    drop = throwaway.drop;
  } else {
    raw = await openPglite(null);
  }
  const close = async () => {
    await raw.close();
    await drop();
    fs.rmSync(supabaseDir, { recursive: true, force: true });
  };
  const migrate = async (files: Record<string, string>) => {
    for (const [name, sql] of Object.entries(files)) {
      fs.writeFileSync(path.join(supabaseDir, 'migrations', name), sql);
    }
    try {
      await prepareDatabase(raw, { supabaseDir, seedFiles: [] });
    } catch (error) {
      // A failed run applied nothing: its files go too, so that the next run does not retry them.
      for (const name of Object.keys(files)) fs.rmSync(path.join(supabaseDir, 'migrations', name));
      throw error;
    }
  };
  try {
    await migrate(migrations);
    return { raw, admin: await asLoginRole(raw, SUPERUSER), migrate, close };
  } catch (error) {
    await close();
    throw error;
  }
}
