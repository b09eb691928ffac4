// `npm test`: every check, in two lanes that run side by side (one per core of the CI machine).
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
import { readTimings, slowestReport } from '../lib/slowest-tests.mjs';

const vitestArgs = process.argv.slice(2);
if (vitestArgs.length > 0) {
  const local = path.resolve(import.meta.dirname, '../../node_modules/.bin/vitest');
  const [command, prefix] = fs.existsSync(local) ? [local, []] : ['npx', ['vitest']];
  const result = spawnSync(command, [...prefix, 'run', ...vitestArgs], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/** Where each Vitest step writes its JSON report, read for the slowest-tests report at the end. */
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-reports-'));
/** @type {{ label: string, file: string }[]} */
const reports = [];

/** `vitest run` arguments that also write the step's JSON report. */
function withReport(label, args) {
  const file = path.join(reportDir, `${reports.length}.json`);
  reports.push({ label, file });
  return [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

/**
 * Runs one step of a lane; resolves to whether it passed. Its output goes to `output`: the
 * terminal, or the file of a lane that runs beside it.
 */
function step(label, command, args, { env = process.env, output = 'inherit', log = console.log } = {}) {
  log(`\n▶ ${label}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', output, output], env });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (code !== 0) {
        log(`\n✖ ${label} failed (exit ${code ?? signal})`);
        resolve(false);
        return;
      }
      log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
      resolve(true);
    });
  });
}

/**
 * A lane: steps one after the other, stopping at the first that fails; resolves to whether all
 * passed. The live lane writes to the terminal as it goes; the others to a file, printed when
 * they end, so lanes never interleave their lines.
 */
async function lane(name, steps, { live = false } = {}) {
  const started = Date.now();
  const logFile = live ? null : path.join(reportDir, `${name.replace(/\W+/g, '-')}.log`);
  const fd = logFile ? fs.openSync(logFile, 'w') : null;
  const log = fd === null ? console.log : (line) => fs.writeSync(fd, `${line}\n`);
  let passed = true;
  for (const [label, command, args, env] of steps) {
    passed = await step(label, command, args, { env, output: fd ?? 'inherit', log });
    if (!passed) break;
  }
  if (fd !== null) {
    fs.closeSync(fd);
    console.log(`\n━━ ${name} (ran beside the other lanes) ━━`);
    process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  }
  console.log(
    `${passed ? '✔' : '✖'} ${name}: ${passed ? 'passed' : 'failed'} (${((Date.now() - started) / 1000).toFixed(1)}s)`,
  );
  return passed;
}

function run(label, command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
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
const begun = Date.now();
const UNIT_AND_API = [
  '--project',
  'web',
  '--project',
  'scripts',
  '--project',
  'local-supabase',
  '--project',
  'api',
];
/**
 * The Chromium suite in three parts, one at the end of each lane, so that the lanes end about
 * together. The first runs against `npm run build` and an API on 54321; the other two against
 * builds and APIs of their own (ports 54400 and 54500), so none of their files may name the
 * default API port.
 */
const E2E_SECOND_PART = [
  'tests/e2e/content-pages.test.ts',
  'tests/e2e/prerender.test.ts',
  'tests/e2e/admin-insights-news.test.ts',
  'tests/e2e/admin-cases.test.ts',
  'tests/e2e/render-on-request.test.ts',
  'tests/e2e/public-site.test.ts',
  'tests/e2e/admin-publishing.test.ts',
  'tests/e2e/admin-staff-lifecycle.test.ts',
];
const E2E_THIRD_PART = [
  'tests/e2e/edit-presence-and-drafts.test.ts',
  'tests/e2e/admin-lead-delivery.test.ts',
  'tests/e2e/admin-users-leads.test.ts',
  'tests/e2e/admin-auth.test.ts',
  'tests/e2e/admin-two-factor.test.ts',
  'tests/e2e/admin-categories.test.ts',
  'tests/e2e/edit-conflicts.test.ts',
  'tests/e2e/admin-media.test.ts',
];
/** The environment of a build (and of the Chromium part that runs against it) on its own API port. */
const buildOnPort = (port) => ({
  ...process.env,
  BUILD_DIR: `build-${port}`,
  VITE_SUPABASE_URL: `http://127.0.0.1:${port}`,
});
const SECOND_BUILD = buildOnPort(54400);
const THIRD_BUILD = buildOnPort(54500);
const vitestRun = (label, args) => ['npx', ['vitest', 'run', ...withReport(label, args)]];
const cluster = await startCluster(postgresBin);
// Three lanes side by side, sharing no port, directory or global setting. Each starts with work
// that keeps a core busy (a unit and API pass, the static checks, a build) and ends with suites
// that mostly wait (Chromium, publishing in real time), so that the cores stay busy throughout.
const results = await Promise.all([
  lane(
    'PGlite on Node 20, the build and Chromium',
    [
      ['unit, API and RLS tests', ...vitestRun('PGlite', UNIT_AND_API)],
      ['build + prerender', 'npm', ['run', 'build']],
      [
        'end-to-end tests in Chromium',
        ...vitestRun('e2e', ['--project', 'e2e']),
        { ...process.env, E2E_SKIP: [...E2E_SECOND_PART, ...E2E_THIRD_PART].join(',') },
      ],
    ],
    { live: true },
  ),
  lane('checks, PostgreSQL on Node 24, legacy keys, Chromium', [
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.']],
    ['formatting', 'npx', ['prettier', '--check', '.']],
    ['database types are current', 'npx', ['tsx', 'scripts/cli/gen-types.ts', '--check']],
    // The same suites on a real PostgreSQL with the hosted privilege model, so nothing PGlite-only
    // can hide a bug (every local-supabase they start gets a throwaway database in this cluster),
    // and on Node 24, the host's LTS line (from the registry's `node` package), so nothing
    // Node-20-only can either.
    [
      'unit, API and RLS tests on PostgreSQL and Node 24',
      'node',
      ['scripts/cli/test-node24.mjs', ...withReport('PostgreSQL, Node 24', UNIT_AND_API)],
      { ...process.env, DATABASE_URL: cluster.url },
    ],
    // The same API on the legacy keys (anon, service_role) and HS256 sessions, as a project that
    // never moved to the new ones: sign-in, the staff functions, visitors' writes and the
    // database's calls.
    [
      'API tests on the legacy keys',
      ...vitestRun('legacy keys', ['--project', 'api', ...LEGACY_PASS]),
      { ...process.env, TEST_API_KEYS: 'legacy', LOCAL_SUPABASE_SESSION_SIGNING: 'legacy-secret' },
    ],
    ['build + prerender against the API on 54500', 'npm', ['run', 'build'], THIRD_BUILD],
    [
      'end-to-end tests in Chromium, third part',
      ...vitestRun('e2e, third part', ['--project', 'e2e', ...E2E_THIRD_PART]),
      THIRD_BUILD,
    ],
  ]),
  lane('Chromium, publishing end to end', [
    ['build + prerender against the API on 54400', 'npm', ['run', 'build'], SECOND_BUILD],
    [
      'end-to-end tests in Chromium, second part',
      ...vitestRun('e2e, second part', ['--project', 'e2e', ...E2E_SECOND_PART]),
      SECOND_BUILD,
    ],
    // Publishing, the trash and staged changes end to end: their own API, builds and site, mostly
    // waiting on real time.
    ['publishing end to end', ...vitestRun('e2e publishing', ['--project', 'e2e-publishing'])],
  ]),
]);
cluster.stop();

console.log(`\n${slowestReport(readTimings(reports, process.cwd()))}`);
fs.rmSync(reportDir, { recursive: true, force: true });
const passed = results.every(Boolean);
console.log(
  `\nnpm test ${passed ? 'passed' : 'failed'} in ${((Date.now() - begun) / 60_000).toFixed(1)} min.`,
);
process.exit(passed ? 0 : 1);
