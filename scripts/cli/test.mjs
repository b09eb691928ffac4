// `npm test`: every check, in the order that fails fastest. Each step is a plain npm script.
// `npm test -- <vitest arguments…>` runs only `vitest run <arguments…>` (a file, a project, a test
// name with -t): no installs, no static checks, no PostgreSQL pass.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromiumInstallHint,
  findChromium,
  findPostgresBin,
  isDebian,
  postgresInstallHint,
} from '../lib/find-tools.mjs';
import { startCluster } from '../lib/postgres-cluster.mjs';

const vitestArgs = process.argv.slice(2);
if (vitestArgs.length > 0) {
  const local = path.resolve(import.meta.dirname, '../../node_modules/.bin/vitest');
  const [command, prefix] = fs.existsSync(local) ? [local, []] : ['npx', ['vitest']];
  const result = spawnSync(command, [...prefix, 'run', ...vitestArgs], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

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

/**
 * Starts a step without waiting for it: its output goes to a file (the steps run meanwhile block
 * this process, so nothing could read a pipe), printed by `finished()`, which resolves to whether
 * it passed.
 */
function startInBackground(label, command, args) {
  const started = Date.now();
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'output.log');
  const output = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { stdio: ['ignore', output, output] });
  const exit = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
  return {
    async finished() {
      const code = await exit;
      fs.closeSync(output);
      console.log(`\n▶ ${label}`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
      if (code !== 0) {
        console.error(`\n✖ ${label} failed (exit ${code})`);
        return false;
      }
      console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)}s since it started)`);
      return true;
    },
  };
}

function run(label, command, args, env) {
  if (!step(label, command, args, env)) process.exit(1);
}

const LEGACY_PASS = [
  'tests/api/create-user.test.ts',
  'tests/api/manage-user.test.ts',
  'tests/api/leads.test.ts',
  'tests/api/lead-notifications.test.ts',
  'tests/api/storage.test.ts',
];

/** Only root on Debian (CI's fresh machine) installs what is missing; anyone else is told how. */
function canInstallWithApt() {
  return process.getuid?.() === 0 && isDebian();
}

function aptInstall(pkg) {
  run(`install Debian ${pkg}`, 'bash', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`,
  ]);
}

/** A Chromium for the e2e suite, wherever it is installed (scripts/lib/find-tools.mjs). */
function ensureChromium() {
  try {
    if (findChromium()) return;
    if (canInstallWithApt()) {
      aptInstall('chromium');
      if (findChromium()) return;
    }
    console.error(chromiumInstallHint());
  } catch (error) {
    // CHROMIUM_PATH names no program.
    console.error(error.message);
  }
  process.exit(1);
}

/** A PostgreSQL server, for the second run of the database suites. */
function ensurePostgres() {
  const bin = findPostgresBin();
  if (bin) return bin;
  if (canInstallWithApt()) {
    aptInstall('postgresql');
    const installed = findPostgresBin();
    if (installed) return installed;
  }
  console.error(postgresInstallHint());
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
// The same suites on Node 24, the host's LTS line (from the registry's `node` package).
run('unit, API and RLS tests on Node 24', 'node', ['scripts/cli/test-node24.mjs']);
// The same API on the legacy keys (anon, service_role) and HS256 sessions, as a project that never
// moved to the new ones: sign-in, the staff functions, visitors' writes and the database's calls.
run('API tests on the legacy keys', 'npx', ['vitest', 'run', '--project', 'api', ...LEGACY_PASS], {
  ...process.env,
  TEST_API_KEYS: 'legacy',
  LOCAL_SUPABASE_SESSION_SIGNING: 'legacy-secret',
});
// Publishing end to end (its own API, build and site; mostly waiting on real time) runs in the
// background meanwhile, its output kept in a file and shown when it ends.
const publishing = startInBackground('publishing end to end (beside the PostgreSQL pass)', 'npx', [
  'vitest',
  'run',
  '--project',
  'e2e-publishing',
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
const passedPublishing = await publishing.finished();
if (!passedOnPostgres || !passedPublishing) process.exit(1);
run('build + prerender', 'npm', ['run', 'build']);
run('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e']);
