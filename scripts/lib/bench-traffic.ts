/**
 * The traffic part of `npm run bench:api` (supabase/migrations/*_traffic.sql):
 *  - sustained events: beacon-shaped POSTs (form-encoded, the key in the address), each from its
 *    own client address so the per-address limit never cuts them;
 *  - the 'Tráfego' queries over 10 million stored events (90 days, every finished day rolled up
 *    as the nightly job does; today computed live), called as the staff's browser calls them.
 */
import { createClient } from '@supabase/supabase-js';

import { DEMO_PUBLISHABLE_KEY } from '../../local-supabase/config.ts';
import type { LocalSupabase } from '../../local-supabase/server.ts';

export const EVENTS_STORED = 10_000_000;
const EVENT_CONCURRENCY = 50;
const EVENT_DURATION_MS = 10_000;
const QUERY_RUNS = 20;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export interface Measured {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

function measured(latencies: number[], seconds: number, failures: number): Measured {
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

/** Page views through the API for 10 s from 50 concurrent senders (the API trusts X-Forwarded-For). */
export async function benchTrafficEvents(api: LocalSupabase): Promise<Measured> {
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const deadline = performance.now() + EVENT_DURATION_MS;
  const endpoint = `${api.url}/rest/v1/rpc/record_traffic_event?apikey=${DEMO_PUBLISHABLE_KEY}`;
  await Promise.all(
    Array.from({ length: EVENT_CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const n = sent++;
        const started = performance.now();
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'user-agent': CHROME,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            'accept-language': 'pt-BR',
          },
          body: new URLSearchParams({
            kind: 'view',
            path: `/insights/ia/artigo-${n % 40}`,
            device: 'mobile',
          }),
        });
        if (response.status === 204) latencies.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  return measured(latencies, EVENT_DURATION_MS / 1000, failures);
}

/**
 * Stores EVENTS_STORED events over the last 90 days (about three page views per visit, a fifth
 * of the visits from a campaign, one in fifty converting), rolls up the finished days, and times
 * each 'Tráfego' query as an editor calls it. Returns the load and rollup times and, per query,
 * its p50/p99 over QUERY_RUNS calls.
 */
export async function benchTrafficQueries(
  api: LocalSupabase,
  editor: { email: string; password: string },
): Promise<{ loadMs: number; rollupMs: number; tableMegabytes: number; queries: Record<string, Measured> }> {
  const db = api.services.db;
  let started = performance.now();
  await db.query(`
    insert into private.traffic_events
      (created_at, visitor, kind, path, target, referrer_host, utm_source, utm_medium, utm_campaign, device, language)
    select
      now() - (visit.n % 90) * interval '1 day' - (visit.n % 86000) * interval '1 second' + step.k * interval '40 seconds',
      left(md5(visit.n::text), 32),
      case when step.k = 3 then 'form_sent' else 'view' end,
      case when step.k = 3 then '/agentes-de-ia' else (array['/', '/salto', '/agentes-de-ia', '/cases', '/insights'])[1 + (visit.n + step.k) % 5]
        || case when (visit.n + step.k) % 3 = 0 then '/artigo-' || (visit.n % 200) else '' end end,
      case when step.k = 3 then 'raio-x' end,
      case when visit.n % 4 = 0 then 'www.google.com' when visit.n % 7 = 0 then 'linkedin.com' end,
      case when visit.n % 5 = 0 then (array['google', 'meta', 'newsletter'])[1 + visit.n % 3] end,
      case when visit.n % 5 = 0 then 'cpc' end,
      case when visit.n % 5 = 0 then 'campanha-' || (visit.n % 12) end,
      (array['mobile', 'desktop', 'tablet'])[1 + visit.n % 3],
      'pt'
    from generate_series(1, ${Math.ceil(EVENTS_STORED / 3)}) as visit (n)
    cross join lateral (
      select k from generate_series(0, case when visit.n % 50 = 0 then 3 else 2 end) as s (k)
    ) as step
    limit ${EVENTS_STORED}
  `);
  await db.query('analyze private.traffic_events');
  const loadMs = performance.now() - started;
  started = performance.now();
  await db.query('select private.maintain_traffic()');
  const rollupMs = performance.now() - started;
  const { rows } = await db.query<{ bytes: string }>(
    "select pg_total_relation_size('private.traffic_events') + pg_total_relation_size('private.traffic_daily') as bytes",
  );
  const tableMegabytes = Number(rows[0].bytes) / 1024 / 1024;

  const client = createClient(api.url, DEMO_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword(editor);
  if (error) throw error;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const daysBefore = (days: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - days);
    return date.toISOString().slice(0, 10);
  };
  const calls: Record<string, () => PromiseLike<{ error: unknown }>> = {
    'traffic_now (last 30 minutes)': () => client.rpc('traffic_now'),
    'traffic_days, 30 days': () => client.rpc('traffic_days', { first_day: daysBefore(29), last_day: today }),
    'traffic_breakdown, today (live)': () =>
      client.rpc('traffic_breakdown', { first_day: today, last_day: today }),
    'traffic_breakdown, 30 days': () =>
      client.rpc('traffic_breakdown', { first_day: daysBefore(29), last_day: today }),
    'traffic_breakdown, 365 days': () =>
      client.rpc('traffic_breakdown', { first_day: daysBefore(364), last_day: today }),
  };
  const queries: Record<string, Measured> = {};
  for (const [name, call] of Object.entries(calls)) {
    const latencies: number[] = [];
    let failures = 0;
    for (let run = 0; run < QUERY_RUNS; run++) {
      const begun = performance.now();
      const { error: failed } = await call();
      if (failed) failures++;
      else latencies.push(performance.now() - begun);
    }
    queries[name] = measured(latencies, latencies.reduce((sum, ms) => sum + ms, 0) / 1000 || 1, failures);
  }
  return { loadMs, rollupMs, tableMegabytes, queries };
}
