/**
 * The static site's build hook in the suites. The seed points it at `npm run preview`'s default
 * address (127.0.0.1:4173), so a developer's running preview rebuilds on the demo data's changes;
 * a test run must never call it, so the global setups remove it and a test that watches the calls
 * points it at a receiver of its own.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalSupabase } from '../../local-supabase/server.ts';

/**
 * Sets (or, with null, removes) the build hook the database calls (the secret
 * `site_build_hook_url` of private.runtime_settings, which the API never exposes), through the
 * database connection of `api`.
 */
export async function pointSiteBuildHookAt(api: LocalSupabase, url: string | null): Promise<void> {
  if (url === null) {
    await api.services.db.query(`delete from private.runtime_settings where name = 'site_build_hook_url'`);
    return;
  }
  await api.services.db.query(
    `insert into private.runtime_settings (name, value) values ('site_build_hook_url', $1)
     on conflict (name) do update set value = excluded.value`,
    [url],
  );
}

/** The rebuild's quiet period and the publishing jobs' period these suites run on. */
export const QUICK_PUBLISHING = { quietMs: 5_000, jobsEverySeconds: 1 };

/**
 * Shortens, in the database of `api` only, the quiet period before the site is rebuilt and how
 * often the publishing jobs run (production: 20 s and 10 s, which publishing-rebuilds.test.ts
 * checks once), so that suites waiting on rebuilds and schedules wait seconds instead of tens.
 */
export async function quickenPublishing(api: LocalSupabase): Promise<void> {
  const { quietMs, jobsEverySeconds } = QUICK_PUBLISHING;
  await api.services.db.query(
    `create or replace function private.site_build_quiet_period() returns interval
     language sql immutable set search_path = '' as $$ select interval '${quietMs} milliseconds' $$`,
  );
  for (const [job, call] of [
    ['publish-site', 'select private.publish_site_if_due()'],
    ['publish-staged-changes', 'select private.publish_due_changes()'],
  ]) {
    await api.services.db.query(`select cron.schedule($1, $2, $3)`, [
      job,
      `${jobsEverySeconds} seconds`,
      call,
    ]);
  }
}

/** One call the test host received. */
export interface BuildHookCall {
  /** When it arrived (Date.now()). */
  at: number;
  method: string;
  contentType: string | null;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A host's build hook on loopback HTTP: records every request and answers `status` (changeable
 * between calls, to see how a failed build request is reported).
 */
export async function startBuildHookReceiver(): Promise<{
  url: string;
  calls: BuildHookCall[];
  status: number;
  close(): Promise<void>;
}> {
  const calls: BuildHookCall[] = [];
  const receiver = {
    url: '',
    calls,
    status: 200,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const status = receiver.status;
      calls.push({
        at: Date.now(),
        method: req.method ?? '',
        contentType: req.headers['content-type'] ?? null,
        body,
        status,
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__build-hook/test`;
  return receiver;
}
