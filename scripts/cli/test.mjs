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
  isHeadlessShell,
  postgresInstallHint,
} from '../lib/find-tools.mjs';
import { startCluster } from '../lib/postgres-cluster.mjs';
import { failuresReport, readTimings, slowestReport } from '../lib/slowest-tests.mjs';

const vitestArgs = process.argv.slice(2);
if (vitestArgs.length > 0) {
  const local = path.resolve(import.meta.dirname, '../../node_modules/.bin/vitest');
  const [command, prefix] = fs.existsSync(local) ? [local, []] : ['npx', ['vitest']];
  const result = spawnSync(command, [...prefix, 'run', ...vitestArgs], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/** What a memory-backed temporary directory must have free to be used: the run's peak is under 1 GiB. */
const MEMORY_TMPDIR_MIN_FREE = 4 * 2 ** 30;

/**
 * Temporary files (the throwaway PGlite and PostgreSQL clusters, 40 MB each, and what they write)
 * go to Linux's shared memory when it has room and TMPDIR names no other place: 4 % less CPU for
 * the `api` project (193–195 CPU-s against 201–203), and nothing for the disk to flush.
 */
function useMemoryTmpdir() {
  if (process.platform !== 'linux' || process.env.TMPDIR) return;
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= MEMORY_TMPDIR_MIN_FREE) process.env.TMPDIR = '/dev/shm';
  } catch {
    // No /dev/shm: the system's temporary directory.
  }
}

useMemoryTmpdir();
/** Where each Vitest step writes its JSON report, read for the slowest-tests report at the end. */
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-reports-'));
/** @type {{ label: string, file: string }[]} */
const reports = [];
/** The steps that failed, named again at the very end, where a long log's reader looks first. */
const failedSteps = [];

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
        failedSteps.push(label);
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
 * passed. The first lane writes to the terminal as it goes; the others to a file, printed when
 * they end, so two lanes never interleave their lines.
 */
async function lane(name, steps, { live }) {
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
    console.log(`\n━━ ${name} (ran beside the other lane) ━━`);
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

/**
 * A Chromium for the e2e suite, wherever it is installed (scripts/lib/find-tools.mjs): a headless
 * shell when there is one, which root on Debian installs (a third less CPU than the whole browser).
 */
function ensureChromium() {
  const find = () => findChromium(undefined, { headlessShell: true });
  try {
    const found = find();
    if (found && (isHeadlessShell(found) || process.env.CHROMIUM_PATH || !canInstallWithApt())) return;
    if (canInstallWithApt()) {
      aptInstall('chromium-headless-shell');
      if (find()) return;
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
/**
 * Two test files at a time in each unit and API pass, although each lane has one core: many of
 * their files wait on real time (a retry's delay, a statement timeout, a rate-limit window), and
 * with one file at a time that core would idle meanwhile.
 */
const UNIT_AND_API = [
  '--maxWorkers=2',
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
 * Chromium suites that run beside publishing once the second lane's checks and passes are done,
 * against a build and an API of their own (port 54400), so that the first lane's Chromium suite
 * ends about when they do. None of them names the default API port or reads the default build
 * (render-on-request.test.ts packages the Netlify function, which reads `build/`: it stays in the
 * first lane).
 */
const E2E_SECOND_LANE = [
  'tests/e2e/content-pages.test.ts',
  'tests/e2e/prerender.test.ts',
  'tests/e2e/admin-insights-news.test.ts',
  'tests/e2e/admin-cases.test.ts',
  'tests/e2e/admin-lgpd.test.ts',
  'tests/e2e/admin-publishing.test.ts',
  'tests/e2e/edit-presence-and-drafts.test.ts',
];
/** A `vitest run` step's command and arguments, writing the step's JSON report as `label`. */
const vitestRun = (label, args) => ['npx', ['vitest', 'run', ...withReport(label, args)]];
const SECOND_BUILD = {
  ...process.env,
  BUILD_DIR: 'build-lane2',
  VITE_SUPABASE_URL: 'http://127.0.0.1:54400',
};
const cluster = await startCluster(postgresBin);

/**
 * The second lane: the static checks and the passes on PostgreSQL, then two chains side by side
 * that mostly wait (publishing on real time and its builds, Chromium on the pages), which together
 * keep its core about as busy as one chain of tests would.
 */
async function secondLane() {
  const checksAndPasses = await lane(
    'checks, PostgreSQL on Node 24, legacy keys',
    [
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
    ],
    { live: false },
  );
  cluster.stop();
  if (!checksAndPasses) return false;
  const [publishing, chromium] = await Promise.all([
    // Publishing end to end: its own API, builds and site, mostly waiting on real time.
    lane(
      'publishing end to end',
      [['publishing end to end', ...vitestRun('e2e publishing', ['--project', 'e2e-publishing'])]],
      { live: false },
    ),
    lane(
      'Chromium, second part',
      [
        ['build + prerender for the second Chromium run', 'npm', ['run', 'build'], SECOND_BUILD],
        [
          'end-to-end tests in Chromium, second part',
          ...vitestRun('e2e, second part', ['--project', 'e2e', ...E2E_SECOND_LANE]),
          SECOND_BUILD,
        ],
      ],
      { live: false },
    ),
  ]);
  return publishing && chromium;
}

// Two lanes, one per core of the CI machine, each a chain of steps that share no port, directory
// or global setting with the other's. The Chromium suite runs last in the first lane; a part of it
// (E2E_SECOND_LANE) at the end of the second, against a build and an API of its own.
const results = await Promise.all([
  lane(
    'PGlite on Node 20, the build and Chromium',
    [
      ['unit, API and RLS tests', ...vitestRun('PGlite', UNIT_AND_API)],
      ['build + prerender', 'npm', ['run', 'build']],
      [
        'end-to-end tests in Chromium',
        ...vitestRun('e2e', ['--project', 'e2e']),
        { ...process.env, E2E_SKIP: E2E_SECOND_LANE.join(',') },
      ],
    ],
    { live: true },
  ),
  secondLane(),
]);

const timings = readTimings(reports, process.cwd());
console.log(`\n${slowestReport(timings)}`);
const failures = failuresReport(timings.failures);
if (failures) console.log(`\n${failures}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join('; ')}.`);
fs.rmSync(reportDir, { recursive: true, force: true });
const passed = results.every(Boolean);
console.log(
  `\nnpm test ${passed ? 'passed' : 'failed'} in ${((Date.now() - begun) / 60_000).toFixed(1)} min.`,
);
process.exit(passed ? 0 : 1);
