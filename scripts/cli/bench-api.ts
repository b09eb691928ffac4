/**
 * `npm run bench:api` — a measurement, not a test. Prints:
 *  - cold start: fresh PGlite on disk (boot, bootstrap, migrations, seed, storage seed);
 *  - warm start: the same data directory opened again;
 *  - lead inserts through supabase-js (50 concurrent clients, 10 s): throughput, p50 / p99;
 *  - the same inserts straight on the database in the same run (the ratio is the API's overhead);
 *  - traffic events (page views, as the beacon sends them) on PGlite and on PostgreSQL, and the
 *    'Tráfego' queries over 10 million stored events on PostgreSQL (scripts/lib/bench-traffic.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase } from '../../local-supabase/server.ts';
import { DEMO_PUBLISHABLE_KEY } from '../../local-supabase/config.ts';
import { SEED_EDITOR } from '../../tests/setup/seed-users.ts';
import {
  benchTrafficEvents,
  benchTrafficQueries,
  EVENTS_STORED,
  type Measured,
} from '../lib/bench-traffic.ts';
import { findPostgresBin, startCluster } from '../lib/postgres-cluster.mjs';

const CONCURRENCY = 50;
const DURATION_MS = 10_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function lead(i: number) {
  return {
    nome: `Pessoa de Teste ${i}`,
    email: `bench-${randomUUID()}@exemplo.com.br`,
    telefone: '+5511999990000',
    empresa: 'Empresa de Benchmark',
    submission_id: randomUUID(),
  };
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

/** Runs `worker` from `CONCURRENCY` loops for DURATION_MS; returns per-call latencies. */
async function load(worker: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  let counter = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await worker(counter++);
          latencies.push(performance.now() - started);
        } catch {
          failures++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    perSecond: latencies.length / (DURATION_MS / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
try {
  const [cold, coldMs] = await timed(() => startLocalSupabase({ dataDir, port: 0, logRequests: false }));
  await cold.close();
  const [warm, warmMs] = await timed(() => startLocalSupabase({ dataDir, port: 0, logRequests: false }));
  await warm.close();

  // Each insert from its own client address (the API trusts X-Forwarded-For, as behind Supabase's
  // edge): one address may send 10 leads in 10 minutes.
  const api = await startLocalSupabase({
    dataDir: null,
    port: 0,
    logRequests: false,
    trustForwardedFor: true,
  });
  const client = createClient(api.url, DEMO_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const viaApi = await load(async (i) => {
    const { error } = await client
      .from('leads')
      .insert(lead(i))
      .setHeader('x-forwarded-for', `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    if (error) throw error;
  });
  const columns = Object.keys(lead(0));
  const direct = await load(async (i) => {
    const row = lead(i);
    await api.services.db.query(
      `insert into public.leads (${columns.join(', ')}) values (${columns.map((_, n) => `$${n + 1}`).join(', ')})`,
      columns.map((column) => row[column as keyof typeof row]),
    );
  });
  await api.close();

  const trafficApi = await startLocalSupabase({
    dataDir: null,
    port: 0,
    logRequests: false,
    trustForwardedFor: true,
  });
  const eventsOnPglite = await benchTrafficEvents(trafficApi);
  await trafficApi.close();

  const postgresBin = findPostgresBin();
  let onPostgres: { events: Measured; stored: Awaited<ReturnType<typeof benchTrafficQueries>> } | null = null;
  if (postgresBin) {
    const cluster = await startCluster(postgresBin);
    try {
      const pgApi = await startLocalSupabase({
        dataDir: null,
        port: 0,
        logRequests: false,
        trustForwardedFor: true,
        databaseUrl: cluster.url,
      });
      try {
        onPostgres = {
          events: await benchTrafficEvents(pgApi),
          stored: await benchTrafficQueries(pgApi, SEED_EDITOR),
        };
      } finally {
        await pgApi.close();
      }
    } finally {
      cluster.stop();
    }
  }

  const fmt = (n: number) => n.toFixed(1);
  console.log(`\nlocal-supabase benchmark (${os.cpus().length} cores, Node ${process.version}, PGlite)\n`);
  console.log(`cold start (fresh database, migrations + seed): ${fmt(coldMs)} ms`);
  console.log(`warm start (existing database):                 ${fmt(warmMs)} ms\n`);
  console.log(`lead inserts, ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s:`);
  console.log('| path | inserts/s | p50 ms | p99 ms | failures |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| supabase-js → /rest/v1 | ${fmt(viaApi.perSecond)} | ${fmt(viaApi.p50)} | ${fmt(viaApi.p99)} | ${viaApi.failures} |`,
  );
  console.log(
    `| straight on the database | ${fmt(direct.perSecond)} | ${fmt(direct.p50)} | ${fmt(direct.p99)} | ${direct.failures} |`,
  );
  console.log(
    `\nAPI overhead: ${fmt(direct.perSecond / viaApi.perSecond)}× fewer inserts per second through HTTP.`,
  );

  console.log(`\ntraffic events (page views as the beacon sends them), 50 concurrent senders, 10 s:`);
  console.log('| database | events/s | p50 ms | p99 ms | failures |');
  console.log('|---|---|---|---|---|');
  const eventRow = (name: string, m: Measured) =>
    console.log(`| ${name} | ${fmt(m.perSecond)} | ${fmt(m.p50)} | ${fmt(m.p99)} | ${m.failures} |`);
  eventRow('PGlite', eventsOnPglite);
  if (!onPostgres) {
    console.log('\n(PostgreSQL not installed: no PostgreSQL rows. sudo apt-get install -y postgresql)');
  } else {
    eventRow('PostgreSQL', onPostgres.events);
    const { loadMs, rollupMs, tableMegabytes, queries } = onPostgres.stored;
    console.log(
      `\n'Tráfego' over ${EVENTS_STORED.toLocaleString('en')} stored events (90 days, PostgreSQL): ` +
        `loaded in ${fmt(loadMs / 1000)} s, 89 finished days rolled up in ${fmt(rollupMs / 1000)} s, ` +
        `${fmt(tableMegabytes)} MB on disk (events with their indexes, and the rollups)`,
    );
    console.log('| query (as an editor, through the API) | p50 ms | p99 ms | failures |');
    console.log('|---|---|---|---|');
    for (const [name, m] of Object.entries(queries)) {
      console.log(`| ${name} | ${fmt(m.p50)} | ${fmt(m.p99)} | ${m.failures} |`);
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
