import './node-websocket.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { loadConfig, type Config } from './config.ts';
import type { Database } from './db/driver.ts';
import { migratedPgliteTemplate } from './db/migrated-template.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/pg.ts';
import { createThrowawayDatabase } from './db/throwaway-database.ts';
import { prepareDatabase, type PrepareResult } from './db/migrate.ts';
import { asService, createApp } from './app.ts';
import { asLoginRole, SUPERUSER } from './db/login-role.ts';
import { seedStorage } from './storage/seed.ts';
import type { Services } from './services.ts';
import { readProjectConfig, type ProjectConfig } from './project-config.ts';
import { JwtKeys, localSigningKeys, readSigningKeys } from './http/jwt.ts';
import { stopFunctions } from './functions/routes.ts';
import { startExtensionWorkers, type ExtensionWorkers } from './db/extensions/workers.ts';
import { startInbox, type Inbox } from './inbox/inbox.ts';
import { PortInUseError } from './port-in-use-error.ts';

export { PortInUseError };

export interface LocalSupabase {
  url: string;
  services: Services;
  prepared: PrepareResult;
  /** The local inbox, when `inbox` ports were given (config.ts). */
  inbox: Inbox | null;
  /** pg_net's and pg_cron's workers, for the extensions the migrations created. */
  workers: ExtensionWorkers;
  close(): Promise<void>;
}

/** The database; `fromTemplate` when it is a new copy of the migrated template (still unseeded). */
async function openDatabase(
  config: Config,
  supabaseDir: string,
): Promise<{ db: Database; fromTemplate: boolean }> {
  if (config.databaseUrl && !config.dataDir) {
    const throwaway = await createThrowawayDatabase(config.databaseUrl);
    const db = await openPostgres(throwaway.url);
    const closeAndDrop = async () => {
      await db.close();
      await throwaway.drop();
    };
    return { db: { ...db, close: closeAndDrop }, fromTemplate: false };
  }
  if (config.databaseUrl) return { db: await openPostgres(config.databaseUrl), fromTemplate: false };
  if (!config.dataDir) {
    // In memory (tests, --memory): a copy of the project's migrated cluster, seeded at start.
    const template = await migratedPgliteTemplate(supabaseDir);
    return { db: await openPglite(null, { template }), fromTemplate: true };
  }
  const pgDir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(pgDir, { recursive: true });
  return { db: await openPglite(pgDir), fromTemplate: false };
}

/**
 * Opens the database, applies migrations (and the seed on a fresh one) and serves the API. The port
 * is taken first, so the seed is written for the address the API really has (port 0 included):
 * requests that arrive meanwhile wait until the API is ready.
 */
export async function startLocalSupabase(overrides: Partial<Config> = {}): Promise<LocalSupabase> {
  const config = loadConfig(overrides);
  const supabaseDir = path.join(config.projectRoot, 'supabase');

  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  let serveRequest = async (request: Request): Promise<Response> => {
    await ready;
    return serveRequest(request);
  };
  const server = await listen((request) => serveRequest(request), config);
  const port = (server.address() as AddressInfo).port;
  config.port = port;
  config.apiUrl = `http://${config.host}:${port}`;
  const closeServer = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets (browsers, supabase-js) would otherwise hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
    return closed;
  };
  const failStart = async (error: unknown): Promise<never> => {
    serveRequest = async () => new Response('local-supabase failed to start', { status: 503 });
    resolveReady();
    await closeServer();
    throw error;
  };

  const storageDir = config.dataDir
    ? path.join(config.dataDir, 'storage')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-storage-'));
  fs.mkdirSync(storageDir, { recursive: true });

  const { db, fromTemplate } = await openDatabase(config, supabaseDir).catch(failStart);
  let prepared: PrepareResult;
  try {
    prepared = await prepareDatabase(db, {
      supabaseDir,
      seedFiles: [path.join(supabaseDir, 'seed.sql')],
      apiUrl: config.apiUrl,
      seed: fromTemplate || undefined,
    });
  } catch (error) {
    await db.close();
    return failStart(error);
  }
  const project = readProjectConfig(supabaseDir);
  const keys = await jwtKeys(config, project).catch(async (error: unknown) => {
    await db.close();
    return failStart(error);
  });
  const services: Services = {
    db: await asLoginRole(db, SUPERUSER),
    roles: {
      authenticator: await asLoginRole(db, 'authenticator'),
      supabase_auth_admin: await asLoginRole(db, 'supabase_auth_admin'),
      supabase_storage_admin: await asLoginRole(db, 'supabase_storage_admin'),
    },
    config,
    keys,
    project,
    supabaseDir,
    storageDir,
  };
  if (prepared.fresh) {
    await seedStorage(asService(services, 'supabase_storage_admin')).catch(async (error: unknown) => {
      await db.close();
      return failStart(error);
    });
  }

  const app = createApp(services);
  serveRequest = async (request) => app.fetch(request);
  resolveReady();
  const workers = await startExtensionWorkers(db);

  const api: LocalSupabase = {
    url: config.apiUrl,
    services,
    prepared,
    inbox: null,
    workers,
    async close() {
      await workers.close();
      await closeServer();
      await stopFunctions(services);
      await db.close();
      if (!config.dataDir) fs.rmSync(storageDir, { recursive: true, force: true });
      await api.inbox?.close();
    },
  };
  if (config.inbox) {
    api.inbox = await startInbox({ host: config.host, ...config.inbox }).catch(async (error: unknown) => {
      await api.close();
      throw error;
    });
    // The ports in use (0 picks free ones), for what reads them later: edge functions' SMTP_PORT.
    config.inbox = { port: api.inbox.port, smtpPort: api.inbox.smtpPort };
  }
  return api;
}

/** `[auth] signing_keys_path` when set, else local-supabase's own key; or the legacy secret alone. */
async function jwtKeys(config: Config, project: ProjectConfig): Promise<JwtKeys> {
  if (config.sessionSigning === 'legacy-secret') return JwtKeys.legacy(config.jwtSecret);
  const file = project.auth.signingKeysPath;
  const signingKeys = file ? readSigningKeys(file) : await localSigningKeys(config.dataDir);
  return JwtKeys.fromSigningKeys(config.jwtSecret, signingKeys);
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  config: Config,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortInUseError(
            `Port ${config.port} on ${config.host} is already in use: another local-supabase or ` +
              '`supabase start` is probably running. Stop it, or choose another port with LOCAL_SUPABASE_PORT.',
          ),
        );
      } else reject(error);
    });
  });
}
