// `npm run dev`: local-supabase (persisted in .data/) and the Vite dev server together.
// One Ctrl-C stops both; if either exits, the other is stopped too.
//
//   npm run dev -- [--port N] [--host H] [--memory] [--reset]
//     --port, --host  the site's address, as for `react-router dev` (default 127.0.0.1:5173)
//     --memory        local-supabase keeps its database in memory (nothing written to .data/)
//     --reset         local-supabase starts from a fresh database (migrations + seed)
//   LOCAL_SUPABASE_PORT moves the API (default 54321); the site is pointed at it.
//   LOCAL_SUPABASE_INBOX_PORT / LOCAL_SUPABASE_SMTP_PORT move the e-mail inbox (config.toml [local_smtp]).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';

import { parse } from 'smol-toml';
import { loadEnv } from 'vite';

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '5173' },
    host: { type: 'string', default: '127.0.0.1' },
    memory: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
});
const SITE_URL = `http://${flags.host}:${flags.port}`;
const API_URL = `http://127.0.0.1:${process.env.LOCAL_SUPABASE_PORT || 54321}`;
// The site talks to the API named in .env / the environment (e.g. a hosted project); without one,
// to the local-supabase started here, wherever LOCAL_SUPABASE_PORT put it.
const SITE_API_URL = loadEnv('development', process.cwd(), 'VITE_').VITE_SUPABASE_URL || API_URL;
// local-supabase's inbox for e-mail sent locally, where config.toml's [local_smtp] puts it (as
// `supabase start` puts Mailpit).
const localSmtp = parse(fs.readFileSync('supabase/config.toml', 'utf8')).local_smtp ?? {};
const inboxPort = process.env.LOCAL_SUPABASE_INBOX_PORT || localSmtp.port || 54324;
const smtpPort = process.env.LOCAL_SUPABASE_SMTP_PORT || localSmtp.smtp_port;
const INBOX_LINES =
  localSmtp.enabled === false
    ? []
    : [`  Inbox:  http://127.0.0.1:${inboxPort}` + (smtpPort ? `   (SMTP 127.0.0.1:${smtpPort})` : '')];
const children = [];
let stopping = false;

function start(name, command, args, env = process.env) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
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

const apiFlags = [flags.memory && '--memory', flags.reset && '--reset'].filter(Boolean);
// The lead-notifications function's secrets (config.toml [edge_runtime.secrets] reads them from
// the environment): e-mails link to this dev site and come from a local sender. A webhook secret
// is only set when you export LEAD_WEBHOOK_SECRET yourself.
start('api', 'npx', ['tsx', 'local-supabase/index.ts', ...apiFlags], {
  ...process.env,
  SITE_URL: process.env.SITE_URL || SITE_URL,
  MAIL_FROM: process.env.MAIL_FROM || 'Site SALTO (local) <leads@salto.local>',
});
if (!(await waitForApi())) {
  console.error('local-supabase did not start within 60 s.');
  stop(1);
} else {
  start('web', 'npx', ['react-router', 'dev', '--host', flags.host, '--port', flags.port, '--strictPort'], {
    ...process.env,
    VITE_SUPABASE_URL: SITE_API_URL,
  });
  console.log(
    [
      '',
      `  Site:   ${SITE_URL}`,
      `  Admin:  ${SITE_URL}/admin`,
      `  API:    ${SITE_API_URL}`,
      ...INBOX_LINES,
      '  Staff (local only):  admin@salto.local / admin-local-123   ·   editor@salto.local / editor-local-123',
      '',
    ].join('\n'),
  );
}
