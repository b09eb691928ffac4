// `npm test`: every check, in the order that fails fastest. Each step is a plain npm script.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findPostgresBin, INSTALL_HINT, startCluster } from '../lib/postgres-cluster.mjs';

const CHROMIUM = '/usr/bin/chromium';

/** Runs one step; returns whether it passed. */
function step(label, command, args, env = process.env) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    return false;
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  return true;
}

function run(label, command, args) {
  if (!step(label, command, args)) process.exit(1);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    run('install Debian chromium', 'bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    return;
  }
  console.error(
    `Chromium is missing. Install it with: sudo apt-get install -y chromium (expected at ${CHROMIUM}).`,
  );
  process.exit(1);
}

/** Debian's PostgreSQL server, for the second run of the database suites. */
function ensurePostgres() {
  const bin = findPostgresBin();
  if (bin) return bin;
  if (process.getuid?.() === 0) {
    run('install Debian postgresql', 'bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql',
    ]);
    return findPostgresBin();
  }
  console.error(INSTALL_HINT);
  process.exit(1);
}

ensureChromium();
const postgresBin = ensurePostgres();
run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.']);
run('formatting', 'npx', ['prettier', '--check', '.']);
run('database types are current', 'npx', ['tsx', 'scripts/cli/gen-types.ts', '--check']);
run('unit, API and RLS tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'local-supabase',
  '--project',
  'api',
  '--project',
  'web',
  '--project',
  'scripts',
]);
// The same suites on a real PostgreSQL with the hosted privilege model, so nothing PGlite-only
// can hide a bug: every local-supabase they start gets a throwaway database in this cluster.
const cluster = await startCluster(postgresBin);
const passedOnPostgres = step(
  'local-supabase, API and RLS tests on PostgreSQL',
  'npx',
  ['vitest', 'run', '--project', 'local-supabase', '--project', 'api'],
  { ...process.env, DATABASE_URL: cluster.url },
);
cluster.stop();
if (!passedOnPostgres) process.exit(1);
run('build + prerender', 'npm', ['run', 'build']);
run('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e']);
