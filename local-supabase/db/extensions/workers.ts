import type { Database } from '../driver.ts';
import { asLoginRole, SUPERUSER } from '../login-role.ts';
import { startCronWorker, type CronWorker } from './cron-worker.ts';
import { installedExtensions } from './emulated-extensions.ts';
import { startNetWorker, type NetWorker } from './net-worker.ts';

/** The background workers of the emulated extensions a database has; null where it has not got one. */
export interface ExtensionWorkers {
  net: NetWorker | null;
  cron: CronWorker | null;
  close(): Promise<void>;
}

/**
 * Starts what hosted runs as pg_net's and pg_cron's background workers, for the extensions the
 * migrations created: a project without them costs nothing.
 */
export async function startExtensionWorkers(db: Database): Promise<ExtensionWorkers> {
  const admin = await asLoginRole(db, SUPERUSER);
  const installed = await installedExtensions(admin);
  const net = installed.has('pg_net') ? await startNetWorker(admin) : null;
  let cron: CronWorker | null = null;
  try {
    if (installed.has('pg_cron')) cron = await startCronWorker(db);
  } catch (error) {
    await net?.close();
    throw error;
  }
  return {
    net,
    cron,
    async close() {
      await Promise.all([net?.close(), cron?.close()]);
    },
  };
}
