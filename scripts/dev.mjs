// `npm run dev`: local-supabase (persisted in .data/) and the Vite dev server together.
// One Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';

const SITE_URL = 'http://127.0.0.1:5173';
const API_URL = 'http://127.0.0.1:54321';
const children = [];
let stopping = false;

function start(name, command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines)
        (stream === child.stderr ? process.stderr : process.stdout).write(prefix(line) + '\n');
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited (${code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}

async function waitForApi(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(API_URL)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', 'npx', ['tsx', 'local-supabase/index.ts']);
if (!(await waitForApi())) {
  console.error('local-supabase did not start within 60 s.');
  stop(1);
} else {
  start('web', 'npx', ['react-router', 'dev', '--port', '5173', '--strictPort']);
  console.log(
    [
      '',
      `  Site:   ${SITE_URL}`,
      `  Admin:  ${SITE_URL}/admin`,
      `  API:    ${API_URL}`,
      '  Staff (local only):  admin@salto.local / admin-local-123   ·   editor@salto.local / editor-local-123',
      '',
    ].join('\n'),
  );
}
