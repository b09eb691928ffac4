// `npm test`: every check, in the order that fails fastest. Each step is a plain npm script.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
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

ensureChromium();
run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.']);
run('formatting', 'npx', ['prettier', '--check', '.']);
run('database types are current', 'npx', ['tsx', 'scripts/gen-types.ts', '--check']);
run('unit, API and RLS tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'local-supabase',
  '--project',
  'api',
  '--project',
  'web',
]);
run('build + prerender', 'npm', ['run', 'build']);
run('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e']);
