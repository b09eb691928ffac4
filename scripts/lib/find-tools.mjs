// Where this machine keeps the programs the tests need beside Node: a Chromium for the e2e suite,
// the benches and the image generators, and a PostgreSQL server for the database suites' second
// run. Plain JS: `npm test` runs it before anything is installed. Every function takes the system
// it looks at (files, environment, platform) so the unit tests can hand it a fake one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {object} System
 * @property {NodeJS.Platform} platform
 * @property {Record<string, string | undefined>} env
 * @property {string} home
 * @property {string} cwd
 * @property {(file: string) => boolean} isExecutable A file (or a link to one) this user may run.
 * @property {(dir: string) => string[]} list A directory's entries; [] when it does not exist.
 * @property {(file: string) => string} realpath The file a link points to (the path itself otherwise).
 * @property {(command: string, args: string[]) => string | null} run Its stdout, or null when it cannot run or fails.
 */

/** @returns {System} */
export function realSystem() {
  return {
    platform: process.platform,
    env: process.env,
    home: os.homedir(),
    cwd: process.cwd(),
    isExecutable(file) {
      try {
        if (!fs.statSync(file).isFile()) return false;
        fs.accessSync(file, fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    list(dir) {
      try {
        return fs.readdirSync(dir);
      } catch {
        return [];
      }
    },
    realpath(file) {
      try {
        return fs.realpathSync(file);
      } catch {
        return file;
      }
    },
    run(command, args) {
      const result = spawnSync(command, args, { encoding: 'utf8' });
      return result.status === 0 ? result.stdout : null;
    },
  };
}

/** The number in a name such as `chromium-1255` or `postgresql@17` or `15`, for newest-first order. */
function versionOf(name) {
  const match = /(\d+(?:\.\d+)*)$/.exec(name);
  return match ? match[1].split('.').map(Number) : [];
}

function newestFirst(a, b) {
  const [x, y] = [versionOf(a), versionOf(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? -1) !== (y[i] ?? -1)) return (y[i] ?? -1) - (x[i] ?? -1);
  }
  return 0;
}

/** `dir`'s entries that match `pattern`, newest version first. */
function entries(system, dir, pattern) {
  return system
    .list(dir)
    .filter((name) => pattern.test(name))
    .sort(newestFirst);
}

/** Debian or a derivative (Ubuntu): apt-get is the way to install. */
export function isDebian(system = realSystem()) {
  return system.platform === 'linux' && system.isExecutable('/usr/bin/apt-get');
}

// ---------------------------------------------------------------------------------------------
// Chromium

/**
 * Where Playwright keeps the browsers `playwright install` downloads (playwright-core's
 * registry: PLAYWRIGHT_BROWSERS_PATH, `0` meaning inside the package; otherwise the user's cache).
 */
export function playwrightBrowsersDir(system = realSystem()) {
  const fromEnv = system.env.PLAYWRIGHT_BROWSERS_PATH;
  if (fromEnv === '0') {
    return path.resolve(system.cwd, 'node_modules', 'playwright-core', '.local-browsers');
  }
  if (fromEnv) return path.resolve(system.env.INIT_CWD || system.cwd, fromEnv);
  if (system.platform === 'darwin') return path.join(system.home, 'Library', 'Caches', 'ms-playwright');
  if (system.platform === 'win32') {
    return path.join(system.env.LOCALAPPDATA || path.join(system.home, 'AppData', 'Local'), 'ms-playwright');
  }
  return path.join(system.env.XDG_CACHE_HOME || path.join(system.home, '.cache'), 'ms-playwright');
}

/** The executables inside one `chromium-<revision>` directory, by platform (old and new layouts). */
function playwrightChromiumExecutables(system, dir) {
  if (system.platform === 'darwin') {
    return entries(system, dir, /^chrome-mac/).flatMap((build) => [
      path.join(
        dir,
        build,
        'Google Chrome for Testing.app',
        'Contents',
        'MacOS',
        'Google Chrome for Testing',
      ),
      path.join(dir, build, 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
    ]);
  }
  if (system.platform === 'win32') {
    return entries(system, dir, /^chrome-win/).map((build) => path.join(dir, build, 'chrome.exe'));
  }
  return entries(system, dir, /^chrome-linux/).map((build) => path.join(dir, build, 'chrome'));
}

/**
 * The headless shells inside one `chromium_headless_shell-<revision>` directory: Chromium without
 * the browser's user interface, which Playwright itself runs for headless tests.
 */
function playwrightHeadlessShellExecutables(system, dir) {
  const program = system.platform === 'win32' ? 'chrome-headless-shell.exe' : 'chrome-headless-shell';
  return entries(system, dir, /^chrome-headless-shell-/).map((build) => path.join(dir, build, program));
}

const MAC_APPS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const LINUX_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Debian's and Ubuntu's package `chromium-headless-shell`. */
const LINUX_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Whether `file` is a headless shell (Playwright's or Debian's), not a whole browser. */
export function isHeadlessShell(file) {
  return /headless[-_]shell(\.exe)?$/.test(path.basename(file));
}

/**
 * Every place looked at, in order: CHROMIUM_PATH, Playwright's browsers, the system's. With
 * `headlessShell`, the headless shells come before the whole browsers: the same engine, about a
 * third less CPU for the same e2e file (measured on content-pages: 154 → 99 CPU-s).
 */
export function chromiumCandidates(system = realSystem(), { headlessShell = false } = {}) {
  const candidates = [];
  if (system.env.CHROMIUM_PATH) candidates.push(system.env.CHROMIUM_PATH);
  const browsers = playwrightBrowsersDir(system);
  if (headlessShell) {
    for (const revision of entries(system, browsers, /^chromium_headless_shell-\d+$/)) {
      candidates.push(...playwrightHeadlessShellExecutables(system, path.join(browsers, revision)));
    }
    if (system.platform === 'linux') candidates.push(LINUX_HEADLESS_SHELL);
  }
  for (const revision of entries(system, browsers, /^chromium-\d+$/)) {
    candidates.push(...playwrightChromiumExecutables(system, path.join(browsers, revision)));
  }
  if (system.platform === 'darwin') {
    candidates.push(...MAC_APPS, ...MAC_APPS.map((app) => path.join(system.home, app)));
  }
  if (system.platform === 'linux') candidates.push(...LINUX_PATHS);
  return candidates;
}

/**
 * The Chromium (or Chrome) to run, or null; `headlessShell` as in chromiumCandidates. CHROMIUM_PATH
 * is taken as given when it names a program, and is an error otherwise (a typo should not silently
 * pick another browser).
 */
export function findChromium(system = realSystem(), { headlessShell = false } = {}) {
  const chosen = system.env.CHROMIUM_PATH;
  if (chosen && !system.isExecutable(chosen)) {
    throw new Error(`CHROMIUM_PATH is ${chosen}, which is not a program this user can run.`);
  }
  return chromiumCandidates(system, { headlessShell }).find((file) => system.isExecutable(file)) ?? null;
}

const PLAYWRIGHT_INSTALL = 'npx playwright-core install chromium';

/** What to do when no Chromium is found, for this system. */
export function chromiumInstallHint(system = realSystem()) {
  const looked = `Looked at CHROMIUM_PATH, ${playwrightBrowsersDir(system)}/chromium-* and chromium_headless_shell-*`;
  let how;
  if (system.platform === 'darwin') {
    how = `Install Google Chrome (brew install --cask google-chrome) or Playwright's Chromium (${PLAYWRIGHT_INSTALL})`;
  } else if (isDebian(system)) {
    how = `Install Debian's packages (sudo apt-get install -y chromium chromium-headless-shell) or Playwright's Chromium (${PLAYWRIGHT_INSTALL})`;
  } else {
    how = `Install Chromium with your system's package manager or Playwright's Chromium (${PLAYWRIGHT_INSTALL})`;
  }
  const systemPaths =
    system.platform === 'darwin'
      ? MAC_APPS.join(', ')
      : system.platform === 'linux'
        ? [LINUX_HEADLESS_SHELL, ...LINUX_PATHS].join(', ')
        : '';
  return `Chromium is missing. ${how}, or set CHROMIUM_PATH to a Chromium or Chrome. ${looked}${systemPaths ? `, ${systemPaths}` : ''}.`;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** What `startCluster` runs from a server's bin directory. */
const SERVER_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];

function isServerBin(system, dir) {
  return SERVER_PROGRAMS.every((program) => system.isExecutable(path.join(dir, program)));
}

/** Every bin directory looked at, in order (some may hold no server). */
export function postgresBinCandidates(system = realSystem()) {
  const candidates = [];
  const fromPgConfig = system.run('pg_config', ['--bindir'])?.trim();
  if (fromPgConfig) candidates.push(fromPgConfig);
  for (const dir of (system.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const initdb = path.join(dir, 'initdb');
    // A link (/usr/local/bin/initdb, Homebrew's /opt/homebrew/bin) names the server's own bin.
    if (system.isExecutable(initdb)) candidates.push(path.dirname(system.realpath(initdb)), dir);
  }
  const debian = '/usr/lib/postgresql';
  for (const version of entries(system, debian, /^\d+$/)) candidates.push(path.join(debian, version, 'bin'));
  for (const prefix of ['/opt/homebrew/opt', '/usr/local/opt']) {
    for (const formula of entries(system, prefix, /^postgresql(@\d+)?$/)) {
      candidates.push(path.join(prefix, formula, 'bin'));
    }
  }
  const postgresApp = '/Applications/Postgres.app/Contents/Versions';
  for (const version of entries(system, postgresApp, /^(\d+(\.\d+)*|latest)$/)) {
    candidates.push(path.join(postgresApp, version, 'bin'));
  }
  return [...new Set(candidates)];
}

/** A PostgreSQL server's bin directory (initdb, pg_ctl, postgres), newest found first; or null. */
export function findPostgresBin(system = realSystem()) {
  return postgresBinCandidates(system).find((dir) => isServerBin(system, dir)) ?? null;
}

/** What to do when no PostgreSQL server is found, for this system. */
export function postgresInstallHint(system = realSystem()) {
  let how;
  if (system.platform === 'darwin')
    how = 'Install it with Homebrew (brew install postgresql@17) or Postgres.app';
  else if (isDebian(system)) how = "Install Debian's package: sudo apt-get install -y postgresql";
  else how = "Install PostgreSQL's server with your system's package manager";
  return (
    `PostgreSQL's server (initdb, pg_ctl, postgres) is missing. ${how}; or put its bin directory ` +
    'on PATH (or its pg_config). Looked at pg_config --bindir, PATH, /usr/lib/postgresql/*/bin, ' +
    '/opt/homebrew/opt/postgresql@*/bin, /usr/local/opt/postgresql@*/bin and Postgres.app.'
  );
}
