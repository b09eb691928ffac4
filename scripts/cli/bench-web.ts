/**
 * `npm run bench:web` — a measurement, not a test (the budgets are in docs/architecture.md). Expects `npm run build`.
 *
 * - Serves build/client like the host (scripts/cli/serve-build.ts, gzip) against local-supabase on
 *   54321 (started in memory with the seed when the port is free, otherwise the running one is
 *   used read-only).
 * - Lighthouse 12 (Node API) on Debian's Chromium, launched here with `--remote-debugging-port`:
 *   mobile form factor, DevTools throttling (Lighthouse's default mobile: 150 ms RTT, 1.6 Mbit/s,
 *   4× CPU slowdown), 3 runs per public route (src/config/site-routes.ts, plus one seeded case
 *   and one seeded article); each figure is the median of its 3 runs.
 * - JavaScript: every script the page downloaded during the Lighthouse load (its network log),
 *   gzipped from build/client (level 6, as hosts do); CSS: every stylesheet in build/client/assets.
 *
 * Options: BENCH_RUNS=1 for a quick look; BENCH_ROUTES=/,/salto to pick routes; BENCH_VERBOSE=1
 * lists each route's scripts by size.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';

import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { casePath, insightPath } from '../../src/config/content-paths.ts';
import { staticSiteRoutes } from '../../src/config/site-routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { CLIENT_DIR, localApiPort } from '../build/build-target.ts';
import { startStaticServer } from './serve-build.ts';

const CLIENT = CLIENT_DIR;
const API_PORT = localApiPort() ?? 54321;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** One data-driven page of each kind from the seed (supabase/seed.sql): a case and an article. */
const SAMPLE_CONTENT_ROUTES = [
  casePath('clinica-vida-plena-agendamento-automatico-pelo-whatsapp'),
  insightPath('agentes-de-ia', 'agentes-de-ia-para-pequenas-empresas'),
];
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? [
  ...staticSiteRoutes.map((route) => route.path),
  ...SAMPLE_CONTENT_ROUTES,
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const BUDGET = { jsHome: 100 * 1024, jsRoute: 130 * 1024, css: 20 * 1024 };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Debian Chromium with a DevTools port chosen by the OS (read back from its stderr). */
async function launchChromiumForLighthouse(): Promise<{ port: number; process: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  child.stderr!.resume();
  return { port, process: child, dir };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const gzipSizes = new Map<string, number>();
/** gzip size of a build/client file named by its URL path; 0 when not ours. */
function gzipSizeOf(urlPath: string): number {
  const file = path.join(CLIENT, urlPath);
  if (!file.startsWith(CLIENT + path.sep) || !fs.existsSync(file)) return 0;
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length);
  return gzipSizes.get(file)!;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

interface RouteResult {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  jsFiles: string[];
  jsGzip: number;
  /** Audits below 100 % in the scored categories other than performance, in any run. */
  failedAudits: string[];
  lcpElement?: string;
  lcpPhases?: string;
}

async function measure(url: string, port: number): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const runner = await lighthouse(url, flags, {
    extends: 'lighthouse:default',
    settings: { formFactor: 'mobile', throttlingMethod: 'devtools' },
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (runner.lhr.runtimeError) throw new Error(`${url}: ${runner.lhr.runtimeError.message}`);
  return runner.lhr;
}

async function benchRoute(siteUrl: string, route: string, port: number): Promise<RouteResult> {
  const runs: Result[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const started = Date.now();
    runs.push(await measure(new URL(route, siteUrl).toString(), port));
    const lhr = runs.at(-1)!;
    process.stderr.write(
      `  ${route} run ${run}/${RUNS}: performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)} ` +
        `(${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
    );
  }
  const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = new Set<string>();
  for (const lhr of runs) {
    const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items;
    for (const item of items ?? []) {
      const itemUrl = new URL(item.url);
      if (item.resourceType === 'Script' && itemUrl.origin === new URL(siteUrl).origin) {
        scripts.add(itemUrl.pathname);
      }
    }
  }
  const jsFiles = [...scripts].sort();
  const failedAudits = new Set<string>();
  for (const lhr of runs) {
    for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failedAudits.add(`${id}: ${ref.id}`);
      }
    }
  }
  // Lighthouse's LCP audit: a table with the element, then a table of its phases (TTFB, load delay,
  // load time, render delay) that says where the time goes.
  const [lcpElementTable, lcpPhaseTable] =
    (
      runs[0].audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
        | undefined
    )?.items ?? [];
  const lcpPhases = lcpPhaseTable?.items
    ?.map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`)
    .join(', ');
  return {
    failedAudits: [...failedAudits],
    lcpElement: lcpElementTable?.items?.[0]?.node?.snippet,
    lcpPhases,
    route,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        median(runs.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100))),
      ]),
    ) as RouteResult['scores'],
    lcp: median(runs.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    tbt: median(runs.map((lhr) => numeric(lhr, 'total-blocking-time'))),
    cls: median(runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
    jsFiles,
    jsGzip: jsFiles.reduce((sum, file) => sum + gzipSizeOf(file), 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Scripts the prerendered HTML itself loads (module scripts + modulepreloads), gzip. */
function htmlJsGzip(route: string): number {
  const file = path.join(CLIENT, route === '/' ? 'index.html' : `${route}.html`);
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const scripts = new Set(html.match(/\/assets\/[^"]+?\.js/g) ?? []);
  return [...scripts].reduce((sum, script) => sum + gzipSizeOf(script), 0);
}

function report(results: RouteResult[]): string {
  const cssFiles = fs
    .readdirSync(path.join(CLIENT, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/${name}`);
  const cssGzip = cssFiles.reduce((sum, file) => sum + gzipSizeOf(file), 0);
  const lines = [
    `Lighthouse 12, mobile, DevTools throttling, median of ${RUNS} run(s); JS loaded = every script the page downloaded (network log); JS in HTML = its modulepreloads.`,
    '',
    '| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS loaded (gzip) | JS in HTML (gzip) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) =>
      [
        '',
        r.route,
        r.scores.performance,
        r.scores.accessibility,
        r.scores['best-practices'],
        r.scores.seo,
        `${(r.lcp / 1000).toFixed(2)} s`,
        `${Math.round(r.tbt)} ms`,
        r.cls.toFixed(3),
        kb(r.jsGzip),
        kb(htmlJsGzip(r.route)),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ];
  const home = results.find((r) => r.route === '/');
  const worst = results.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a), results[0]);
  if (home) {
    lines.push(
      `JavaScript, first visit of /: ${kb(home.jsGzip)} gzip (budget ${kb(BUDGET.jsHome)}) — ${home.jsFiles.length} files`,
    );
  }
  lines.push(
    `JavaScript, heaviest public route (${worst.route}): ${kb(worst.jsGzip)} gzip (budget ${kb(BUDGET.jsRoute)})`,
    `CSS, all stylesheets: ${kb(cssGzip)} gzip (budget ${kb(BUDGET.css)}) — ${cssFiles.join(', ')}`,
  );
  const failures = results.flatMap((r) => [
    ...(r.scores.performance < 95 ? [`${r.route}: performance ${r.scores.performance} < 95`] : []),
    ...(['accessibility', 'best-practices', 'seo'] as const)
      .filter((id) => r.scores[id] < 100)
      .map((id) => `${r.route}: ${id} ${r.scores[id]} < 100`),
    ...(r.lcp > 1800 ? [`${r.route}: LCP ${(r.lcp / 1000).toFixed(2)} s > 1.8 s`] : []),
    ...(r.tbt > 100 ? [`${r.route}: TBT ${Math.round(r.tbt)} ms > 100 ms`] : []),
    ...(r.cls > 0.05 ? [`${r.route}: CLS ${r.cls.toFixed(3)} > 0.05`] : []),
    ...(r.jsGzip > (r.route === '/' ? BUDGET.jsHome : BUDGET.jsRoute)
      ? [`${r.route}: JS ${kb(r.jsGzip)}`]
      : []),
  ]);
  if (cssGzip > BUDGET.css) failures.push(`CSS ${kb(cssGzip)}`);
  lines.push('', 'LCP element and its phases (first run):');
  for (const r of results) {
    lines.push(`- ${r.route}: ${r.lcpElement?.slice(0, 140) ?? '?'}`);
    if (r.lcpPhases) lines.push(`  ${r.lcpPhases}`);
  }
  const audits = results.flatMap((r) => r.failedAudits.map((audit) => `- ${r.route}: ${audit}`));
  if (audits.length) lines.push('', 'Failed audits:', ...audits);
  if (process.env.BENCH_VERBOSE === '1') {
    for (const r of results) {
      lines.push('', `JavaScript of ${r.route} (gzip):`);
      for (const file of [...r.jsFiles].sort((a, b) => gzipSizeOf(b) - gzipSizeOf(a))) {
        lines.push(`- ${file}: ${kb(gzipSizeOf(file))}`);
      }
    }
  }
  lines.push(
    '',
    failures.length ? `Over budget:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'All within budget.',
  );
  return lines.join('\n');
}

async function main() {
  if (!fs.existsSync(path.join(CLIENT, 'index.html'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  let api: LocalSupabase | undefined;
  if (await portIsFree(API_PORT)) {
    api = await startLocalSupabase({ dataDir: null, port: API_PORT, logRequests: false });
    console.error(`local-supabase (in memory, seeded) on ${api.url}`);
  } else {
    console.error(`Port ${API_PORT} in use: using the API already running there (read-only).`);
  }
  const site = await startStaticServer(CLIENT, 0);
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const chromium = await launchChromiumForLighthouse();
  const started = Date.now();
  try {
    const results: RouteResult[] = [];
    for (const route of ROUTES) results.push(await benchRoute(siteUrl, route, chromium.port));
    console.log(report(results));
    console.error(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
    chromium.process.kill();
    await exited;
    fs.rmSync(chromium.dir, { recursive: true, force: true, maxRetries: 3 });
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await api?.close();
  }
}

await main();
