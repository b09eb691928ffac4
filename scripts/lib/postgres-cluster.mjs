// A throwaway PostgreSQL cluster from the installed server, initialised like Supabase's image (the
// superuser is supabase_admin), for running the API and RLS suites against a real server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { postgresInstallHint } from './find-tools.mjs';

// Found where it is installed (pg_config, PATH, Debian, Homebrew, Postgres.app): find-tools.mjs.
export { findPostgresBin } from './find-tools.mjs';

/** Why no server was found, and how to install one on this system. */
export const INSTALL_HINT = postgresInstallHint();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Postgres refuses to run as root: as root, run its tools as Debian's `postgres` system user. */
function asServerUser(command, args) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} failed:\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`,
    );
  }
}

/**
 * Starts a fresh cluster on a free loopback port; returns its superuser URL and a stop function
 * that also deletes it. Durability is off: the data is thrown away.
 */
export async function startCluster(bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-pg-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  asServerUser(path.join(bin, 'initdb'), [
    '-U',
    'supabase_admin',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '-D',
    data,
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  asServerUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://supabase_admin@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
