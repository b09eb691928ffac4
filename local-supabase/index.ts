/**
 * local-supabase command line: `tsx local-supabase/index.ts [--reset] [--reset-only] [--memory]`.
 *   --reset       delete .data/ first (fresh database: migrations + seed)
 *   --reset-only  delete .data/, rebuild it, exit (npm run db:reset)
 *   --memory      keep everything in memory (nothing written to .data/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { MigrationError } from './db/migrate.ts';
import { readProjectConfig } from './project-config.ts';
import { PortInUseError, startLocalSupabase } from './server.ts';

const args = new Set(process.argv.slice(2));

/** `label: value` lines with the colons in one column. */
const aligned = (rows: string[][]) => {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padStart(width)}: ${value}`);
};
const config = loadConfig(args.has('--memory') ? { dataDir: null } : {});
// The e-mail inbox `supabase start` also runs, on config.toml's [local_smtp] ports (SMTP on any free
// port when smtp_port is not set: edge functions still learn it). Not for a reset only.
const localSmtp = readProjectConfig(path.join(config.projectRoot, 'supabase')).localSmtp;
// LOCAL_SUPABASE_INBOX_PORT and LOCAL_SUPABASE_SMTP_PORT move them (0: any free port), as
// LOCAL_SUPABASE_PORT moves the API: two stacks on one machine.
const portFromEnv = (name: string, fallback: number) => {
  const value = process.env[name]?.trim();
  return value ? Number(value) : fallback;
};
const inbox =
  localSmtp.enabled && !args.has('--reset-only')
    ? {
        port: portFromEnv('LOCAL_SUPABASE_INBOX_PORT', localSmtp.port),
        smtpPort: portFromEnv('LOCAL_SUPABASE_SMTP_PORT', localSmtp.smtpPort ?? 0),
      }
    : null;
const started = performance.now();

if ((args.has('--reset') || args.has('--reset-only')) && config.dataDir && !config.databaseUrl) {
  fs.rmSync(config.dataDir, { recursive: true, force: true });
}

try {
  const api = await startLocalSupabase({ dataDir: config.dataDir, inbox });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const database = config.databaseUrl
    ? 'Postgres (DATABASE_URL)'
    : config.dataDir
      ? `PGlite in ${config.dataDir}`
      : 'PGlite in memory';
  if (args.has('--reset-only')) {
    console.log(
      `Database reset: ${api.prepared.applied.length} migrations and the seed applied (${seconds}s).`,
    );
    await api.close();
    process.exit(0);
  }
  console.log(
    [
      '',
      `local-supabase is running (${seconds}s, ${api.prepared.fresh ? 'fresh database, seed applied' : 'existing database'}).`,
      '',
      ...aligned([
        ['API URL', api.url],
        ['Database', database],
        ['Publishable key', config.publishableKey],
        ['Secret key', config.secretKey],
        [
          'Session tokens',
          api.services.keys.asymmetric
            ? `ES256, public keys at ${api.url}/auth/v1/.well-known/jwks.json`
            : 'HS256 with the legacy JWT secret',
        ],
        ['Legacy anon key', `${config.anonKey} (deprecated)`],
        ['Legacy service_role key', `${config.serviceRoleKey} (deprecated)`],
        ['Legacy JWT secret', `${config.jwtSecret} (deprecated)`],
        ...(api.inbox
          ? [
              ['Inbox', api.inbox.url],
              ['SMTP', `${api.inbox.smtpHost}:${api.inbox.smtpPort}`],
            ]
          : []),
      ]),
      '',
    ].join('\n'),
  );
  // One close, however many signals come: Ctrl-C reaches the whole process group and then
  // `npm run dev` stops its children too, and a second signal left unhandled would end the process
  // before its temporary database and storage are removed. A close that hangs ends after 10 s.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof MigrationError)
    console.error(`\nMigration failed, nothing was applied.\n  ${error.message}\n`);
  else if (error instanceof PortInUseError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
}
