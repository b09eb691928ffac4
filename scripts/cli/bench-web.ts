/**
 * `npm run bench:web` — a measurement, not a test: it reports what is over the targets and exits 0.
 * Expects a build (`npm run build`; `BUILD_DIR` and `VITE_SUPABASE_URL` move it, as for preview).
 *
 * - The build: its client directory served like the host (scripts/cli/serve-build.ts: gzip,
 *   `_redirects`, `_headers`, the SPA fallback) against local-supabase on the build's API port
 *   (started in memory with the seed when the port is free, otherwise the running one is used).
 * - Its floor: a copy of the same site whose HTML has every script removed (scripts/lib/script-free-html.ts),
 *   on a second server — what the page costs without any JavaScript.
 * - After the build: a case published now, with a cover uploaded to storage (scripts/lib/post-build-case.ts),
 *   then `/cases` (its prerendered list lacks it) and the new case's page (not prerendered:
 *   rendered on request by the host, scripts/build/render-on-request.ts; its floor is that HTML
 *   without scripts). The case and its cover are removed after each round, and on the way out.
 * - Lighthouse 12 (Node API) on Debian's Chromium, mobile, DevTools throttling (scripts/lib/lighthouse-run.ts).
 *   Interleaved: each round measures every page once (the build, then its floor), so a change in
 *   the machine's load hits both; each figure is the median of the rounds, and the ratio is the
 *   median LCP of the build over the median LCP of its floor.
 * - JavaScript: every same-origin script the page downloaded in any round (Lighthouse's network
 *   log), gzipped from the build (level 6, as hosts do).
 *
 * - The admin: `/admin/login` signed out, and the dashboard (`/admin`) of the seeded editor, signed
 *   in (a session made through the API, put in the browser's storage before each visit). JS bytes
 *   and files, and when the screen is usable: the login form's and the dashboard's user-timing marks
 *   (`admin:login-form-ready`, `admin:dashboard-ready`), with FCP, LCP and TTI.
 *
 * Options: BENCH_RUNS (rounds, default 3); BENCH_ROUTES=/,/salto,post-build,admin picks pages
 * (`post-build`: the two pages after the build; `admin`: the login and the dashboard);
 * BENCH_VERBOSE=1 lists each page's scripts.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

import { startLocalSupabase } from '../../local-supabase/server.ts';
import { authStorageKey } from '../../src/lib/auth-storage-key.ts';
import { SEED_EDITOR } from '../../tests/setup/seed-users.ts';
import { CASES_PATH, casePath, insightPath } from '../../src/config/content-paths.ts';
import { staticSiteRoutes } from '../../src/config/site-routes.ts';
import { API_URL, CLIENT_DIR, localApiPort, PUBLISHABLE_KEY } from '../build/build-target.ts';
import {
  CATEGORIES,
  launchChromiumForLighthouse,
  measurePage,
  METRICS,
  type Category,
  type Metric,
  type PageRun,
  type VisitSetup,
} from '../lib/lighthouse-run.ts';
import {
  isPostBuildCover,
  postBuildSlug,
  publishCaseAfterBuild,
  removeLeftoverCases,
  serviceClient,
} from '../lib/post-build-case.ts';
import { copyWithoutScripts, withoutScripts } from '../lib/script-free-html.ts';
import { startStaticServer } from './serve-build.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** The seeded case whose texts, niches and cover the post-build case copies. */
const SAMPLE_CASE = 'clinica-vida-plena-agendamento-automatico-pelo-whatsapp';
/** One data-driven page of each kind from the seed (supabase/seed.sql): a case and an article. */
const SAMPLE_CONTENT_ROUTES = [
  casePath(SAMPLE_CASE),
  insightPath('agentes-de-ia', 'agentes-de-ia-para-pequenas-empresas'),
];
const POST_BUILD = 'post-build';
const ADMIN = 'admin';
const SELECTED = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const ROUTES = SELECTED?.filter((route) => route !== POST_BUILD && route !== ADMIN) ?? [
  ...staticSiteRoutes.map((route) => route.path),
  ...SAMPLE_CONTENT_ROUTES,
];
const WITH_POST_BUILD = !SELECTED || SELECTED.includes(POST_BUILD);
const WITH_ADMIN = !SELECTED || SELECTED.includes(ADMIN);

const KB = 1024;
/** The targets the site is held to (medians); `npm run bench:web` lists what is over them. */
const TARGETS = {
  performance: 99,
  /** Where the LCP element is text. */
  performanceText: 100,
  lcpText: 1200,
  lcpImage: 1500,
  cls: 0.01,
  tbt: 50,
  jsHome: 100 * KB,
  jsRoute: 130 * KB,
  /** LCP of the build over LCP of the same HTML without scripts. */
  floorRatio: 1.15,
  css: 20 * KB,
  /** The admin's rich-text editor, its libraries and its own module (loaded only where it edits). */
  editorChunk: 150 * KB,
  beaconGzip: 1 * KB,
  /** /admin/login: its JavaScript, and its form usable (the mark) on the mobile profile. */
  jsAdminLogin: 120 * KB,
  adminLoginReady: 4000,
};

/** The admin's user-timing marks (src/domains/staff/components/login-form.tsx, src/routes/admin/dashboard.tsx). */
const READY_MARKS = { login: 'admin:login-form-ready', dashboard: 'admin:dashboard-ready' } as const;

interface Line {
  label: string;
  path: string;
  /** The route whose script-free copy is this page's floor; none when the page has no HTML of its own. */
  floor?: string;
  /** Measured with a case published after the build: its list, or its own page. */
  postBuild?: 'list' | 'page';
  /** An admin screen, and the user-timing mark that says it is usable. */
  admin?: { mark: string; signedIn: boolean };
  runs: PageRun[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The run whose LCP is the median one: its LCP element and phases describe the line. */
const medianRun = (runs: PageRun[]) =>
  [...runs].sort((a, b) => a.metrics.lcp - b.metrics.lcp)[Math.floor(runs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const gzipSizes = new Map<string, number>();
/** gzip size of a build file named by its URL path; 0 when not ours. */
function gzipSizeOf(urlPath: string): number {
  const file = path.join(CLIENT_DIR, urlPath);
  if (!file.startsWith(CLIENT_DIR + path.sep) || !fs.existsSync(file)) return 0;
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length);
  return gzipSizes.get(file)!;
}

/** Same-origin scripts a page downloaded in any of its runs (URL paths, sorted). */
function scriptsOf(runs: PageRun[], siteOrigin: string): string[] {
  const scripts = new Set<string>();
  for (const { requests } of runs) {
    for (const request of requests) {
      const url = new URL(request.url);
      if (request.resourceType === 'Script' && url.origin === siteOrigin) scripts.add(url.pathname);
    }
  }
  return [...scripts].sort();
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

interface Summary {
  line: Line;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  floorLcp?: number;
  ratio?: number;
  scripts: string[];
  jsGzip: number;
  /** The run with the median LCP, and the same for the floor. */
  typical: PageRun;
  floorTypical?: PageRun;
}

function summarize(line: Line, floorRuns: PageRun[] | undefined, siteOrigin: string): Summary {
  const metrics = Object.fromEntries(
    METRICS.map((key) => [key, median(line.runs.map((run) => run.metrics[key]))]),
  ) as Summary['metrics'];
  const floorLcp = floorRuns && median(floorRuns.map((run) => run.metrics.lcp));
  const scripts = scriptsOf(line.runs, siteOrigin);
  return {
    line,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, median(line.runs.map((run) => run.scores[id]))]),
    ) as Summary['scores'],
    metrics,
    floorLcp,
    ratio: floorLcp && metrics.lcp / floorLcp,
    scripts,
    jsGzip: scripts.reduce((sum, file) => sum + gzipSizeOf(file), 0),
    typical: medianRun(line.runs),
    floorTypical: floorRuns && medianRun(floorRuns),
  };
}

/** What is over the targets, as "page: problem". */
function overTargets(s: Summary): string[] {
  const { label, path: route } = s.line;
  if (s.line.admin) {
    const ready = markOf(s, s.line.admin.mark);
    return [
      route === '/admin/login' &&
        s.jsGzip > TARGETS.jsAdminLogin &&
        `JS ${kb(s.jsGzip)} > ${kb(TARGETS.jsAdminLogin)}`,
      route === '/admin/login' &&
        !(ready <= TARGETS.adminLoginReady) &&
        `form usable at ${Number.isFinite(ready) ? seconds(ready) : 'never'} > ${seconds(TARGETS.adminLoginReady)}`,
    ]
      .filter((problem) => typeof problem === 'string')
      .map((problem) => `${label}: ${problem}`);
  }
  // A page created after the build is held to the same targets: the host renders its HTML.
  const kind = s.typical.lcpIsImage ? 'image LCP' : 'text LCP';
  const minPerformance = kind === 'text LCP' ? TARGETS.performanceText : TARGETS.performance;
  const maxLcp = { 'text LCP': TARGETS.lcpText, 'image LCP': TARGETS.lcpImage }[kind];
  const maxJs = route === '/' ? TARGETS.jsHome : TARGETS.jsRoute;
  const { lcp, cls, tbt } = s.metrics;
  return [
    s.scores.performance < minPerformance && `performance ${s.scores.performance} < ${minPerformance}`,
    ...CATEGORIES.filter((id) => id !== 'performance' && s.scores[id] < 100).map(
      (id) => `${id} ${s.scores[id]} < 100`,
    ),
    lcp > maxLcp && `LCP ${seconds(lcp)} > ${seconds(maxLcp)} (${kind})`,
    s.ratio !== undefined &&
      s.ratio > TARGETS.floorRatio &&
      `LCP ${s.ratio.toFixed(3)} × the page without scripts > ${TARGETS.floorRatio} ×`,
    cls > TARGETS.cls && `CLS ${cls.toFixed(3)} > ${TARGETS.cls}`,
    tbt > TARGETS.tbt && `TBT ${Math.round(tbt)} ms > ${TARGETS.tbt} ms`,
    s.jsGzip > maxJs && `JS ${kb(s.jsGzip)} > ${kb(maxJs)}`,
  ]
    .filter((problem) => typeof problem === 'string')
    .map((problem) => `${label}: ${problem}`);
}

/** The median of a mark over the runs (NaN when a run never reached it). */
function markOf(s: Summary, mark: string): number {
  const reached = s.line.runs.map((run) => run.marks[mark]).filter((value) => value !== undefined);
  // A run that never reached it counts as the slowest.
  const values = [...reached, ...Array<number>(s.line.runs.length - reached.length).fill(Infinity)];
  return values.length ? median(values) : Number.NaN;
}

function adminReport(summaries: Summary[]): string[] {
  if (!summaries.length) return [];
  return [
    '',
    `The admin (same profile; "usable": the screen's user-timing mark — ${Object.values(READY_MARKS).join(', ')}). JS: every script downloaded (gzip).`,
    '',
    '| page | usable | FCP | LCP | TTI | TBT | JS (gzip) | JS files | accessibility |',
    '|---|---|---|---|---|---|---|---|---|',
    ...summaries.map((s) => {
      const usable = markOf(s, s.line.admin!.mark);
      const cells = [
        s.line.label,
        Number.isFinite(usable) ? seconds(usable) : 'never',
        seconds(s.metrics.fcp),
        seconds(s.metrics.lcp),
        seconds(s.metrics.tti),
        `${Math.round(s.metrics.tbt)} ms`,
        kb(s.jsGzip),
        s.scripts.length,
        s.scores.accessibility,
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  ];
}

const phases = (run: PageRun) => run.lcpPhases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
const coverRequested = (run: PageRun) => run.requests.some((request) => isPostBuildCover(request.url));

function report(all: Summary[]): string {
  const summaries = all.filter((s) => !s.line.admin);
  const out = [
    `Lighthouse 12, mobile, DevTools throttling; median of ${RUNS} interleaved run(s). "Without scripts": the same HTML with every script removed; ratio: LCP ÷ LCP without scripts. JS: every script downloaded on the first visit (gzip).`,
    '',
    '| page | performance | FCP | LCP | LCP without scripts | ratio | TBT | CLS | Speed Index | JS (gzip) | accessibility | best practices | SEO |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...summaries.map(({ line, scores, metrics, floorLcp, ratio, jsGzip }) => {
      const cells = [
        line.label,
        scores.performance,
        seconds(metrics.fcp),
        seconds(metrics.lcp),
        floorLcp === undefined ? '—' : seconds(floorLcp),
        ratio === undefined ? '—' : ratio.toFixed(2),
        `${Math.round(metrics.tbt)} ms`,
        metrics.cls.toFixed(3),
        seconds(metrics.speedIndex),
        kb(jsGzip),
        scores.accessibility,
        scores['best-practices'],
        scores.seo,
      ];
      return `| ${cells.join(' | ')} |`;
    }),
    '',
    'LCP element and its phases (the run with the median LCP; then the same page without scripts):',
  ];
  for (const { line, typical, floorTypical } of summaries) {
    out.push(
      `- ${line.label}: (${typical.lcpIsImage ? 'image' : 'text'}) ${typical.lcpElement?.slice(0, 140) ?? '?'}`,
      `  ${phases(typical)}`,
    );
    if (floorTypical) out.push(`  without scripts: ${phases(floorTypical)}`);
  }
  const postBuild = summaries.filter((s) => s.line.postBuild);
  if (postBuild.length) {
    out.push('', 'The case published after the build on screen (its cover requested):');
    for (const { line } of postBuild) {
      out.push(`- ${line.label}: ${line.runs.filter(coverRequested).length} of ${line.runs.length} run(s)`);
    }
  }
  const audits = summaries.flatMap(({ line }) =>
    [...new Set(line.runs.flatMap((run) => run.failedAudits))].map((audit) => `- ${line.label}: ${audit}`),
  );
  if (audits.length) out.push('', 'Failed audits (any run):', ...audits);
  if (VERBOSE) {
    for (const { line, scripts } of all) {
      out.push('', `JavaScript of ${line.label} (gzip):`);
      if (!scripts.length) out.push('- none');
      for (const file of [...scripts].sort((a, b) => gzipSizeOf(b) - gzipSizeOf(a))) {
        out.push(`- ${file}: ${kb(gzipSizeOf(file))}`);
      }
    }
  }
  const cssFiles = fs.readdirSync(path.join(CLIENT_DIR, 'assets')).filter((name) => name.endsWith('.css'));
  const cssGzip = cssFiles.reduce((sum, name) => sum + gzipSizeOf(`/assets/${name}`), 0);
  out.push('', `CSS, every stylesheet of the build: ${kb(cssGzip)} gzip (${cssFiles.join(', ')})`);

  const editorFiles = fs
    .readdirSync(path.join(CLIENT_DIR, 'assets'))
    .filter((name) => /^(editor|rich-text-editor)-[\w-]+\.js$/.test(name));
  const editorGzip = editorFiles.reduce((sum, name) => sum + gzipSizeOf(`/assets/${name}`), 0);
  out.push(`Rich-text editor (admin only, lazy): ${kb(editorGzip)} gzip (${editorFiles.join(', ')})`);

  // The traffic beacon: the one inline script every page carries for counting visits.
  const home = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const beacon =
    home
      .split('<script>')
      .map((part) => part.slice(0, part.indexOf('</script>')))
      .find((body) => body.includes('record_traffic_event')) ?? '';
  const beaconGzip = zlib.gzipSync(beacon).length;
  out.push(
    `Traffic beacon, inline in every page: ${kb(Buffer.byteLength(beacon))} (${kb(beaconGzip)} gzip); its cost is in each page's ratio`,
  );

  out.push(...adminReport(all.filter((s) => s.line.admin)));

  const over = all.flatMap(overTargets);
  if (beaconGzip > TARGETS.beaconGzip)
    over.push(`traffic beacon ${kb(beaconGzip)} gzip > ${kb(TARGETS.beaconGzip)}`);
  if (cssGzip > TARGETS.css) over.push(`CSS ${kb(cssGzip)} > ${kb(TARGETS.css)}`);
  if (editorGzip > TARGETS.editorChunk)
    over.push(`editor chunk ${kb(editorGzip)} > ${kb(TARGETS.editorChunk)}`);
  out.push(
    '',
    over.length ? `Over the targets:\n${over.map((item) => `- ${item}`).join('\n')}` : 'Every target met.',
  );
  return out.join('\n');
}

/**
 * The seeded editor signed in through the API, as the browser keeps it: supabase-js's session
 * (GoTrue's token answer) under its storage key, on the site's origin.
 */
async function editorSession(siteUrl: string): Promise<VisitSetup> {
  const response = await fetch(new URL('/auth/v1/token?grant_type=password', API_URL), {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: SEED_EDITOR.email, password: SEED_EDITOR.password }),
  });
  if (!response.ok) throw new Error(`Signing in ${SEED_EDITOR.email}: HTTP ${response.status}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return {
    origin: new URL(siteUrl).origin,
    localStorage: { [authStorageKey(API_URL)]: JSON.stringify(session) },
  };
}

/** What to close on the way out (Ctrl-C included), newest first. */
const openResources = new Map<string, () => Promise<unknown>>();
async function closeAll(): Promise<void> {
  for (const [name, close] of [...openResources].reverse()) {
    openResources.delete(name);
    await close().catch((error: Error) => console.error(`Closing ${name}: ${error.message}`));
  }
}
function keepOpen(name: string, close: () => Promise<unknown>): () => Promise<void> {
  openResources.set(name, close);
  return async () => {
    openResources.delete(name);
    await close();
  };
}

async function main() {
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    console.error(`No build in ${CLIENT_DIR}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const apiPort = localApiPort();
  if (apiPort === undefined) {
    console.error(`The build reads ${API_URL}: the bench measures a build made against the local API.`);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void closeAll().finally(() => process.exit(130)));
  }

  if (await portIsFree(apiPort)) {
    const api = await startLocalSupabase({ dataDir: null, port: apiPort, logRequests: false });
    keepOpen('local-supabase', () => api.close());
    // Its publications must not call the build hook of whatever preview runs on this machine.
    await api.services.db.query(`delete from private.runtime_settings where name = 'site_build_hook_url'`);
    console.error(`local-supabase (in memory, seeded) on ${api.url}`);
  } else {
    console.error(
      `Port ${apiPort} in use: using the API running there` +
        (WITH_POST_BUILD
          ? ' (a case is published and removed each round; its database may ask its build hook for a build).'
          : ' (read only).'),
    );
  }
  const client = serviceClient(API_URL);
  if (WITH_POST_BUILD) {
    const leftovers = await removeLeftoverCases(client);
    if (leftovers) console.error(`Removed ${leftovers} case(s) left by an interrupted run.`);
  }

  const floorDir = copyWithoutScripts(CLIENT_DIR);
  keepOpen('the copy without scripts', async () => fs.rmSync(floorDir, { recursive: true, force: true }));
  const serve = async (dir: string, name: string) => {
    const server = await startStaticServer(dir, 0);
    keepOpen(name, () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const siteUrl = await serve(CLIENT_DIR, 'the site');
  const floorUrl = await serve(floorDir, 'the site without scripts');
  const chromium = await launchChromiumForLighthouse();
  keepOpen('Chromium', chromium.close);

  const slug = postBuildSlug();
  const lines: Line[] = ROUTES.map((route) => ({ label: route, path: route, floor: route, runs: [] }));
  const postBuildLines: Line[] = WITH_POST_BUILD
    ? [
        {
          label: `${CASES_PATH} with a case published after the build`,
          path: CASES_PATH,
          floor: CASES_PATH,
          postBuild: 'list',
          runs: [],
        },
        {
          label: `a case created after the build (${casePath(slug)})`,
          path: casePath(slug),
          // Its HTML is rendered on request; its floor, that HTML without scripts (written each round).
          floor: casePath(slug),
          postBuild: 'page',
          runs: [],
        },
      ]
    : [];
  const adminLines: Line[] = WITH_ADMIN
    ? [
        {
          label: '/admin/login (signed out)',
          path: '/admin/login',
          admin: { mark: READY_MARKS.login, signedIn: false },
          runs: [],
        },
        {
          label: `/admin, the dashboard (${SEED_EDITOR.email}, signed in)`,
          path: '/admin',
          admin: { mark: READY_MARKS.dashboard, signedIn: true },
          runs: [],
        },
      ]
    : [];
  const floors = new Map<string, PageRun[]>();
  const started = Date.now();

  const measure = async (name: string, url: string, setup?: VisitSetup) => {
    const begun = Date.now();
    const run = await measurePage(url, chromium.port, setup);
    process.stderr.write(
      `  ${name}: performance ${run.scores.performance}, LCP ${seconds(run.metrics.lcp)} (${((Date.now() - begun) / 1000).toFixed(0)} s)\n`,
    );
    return run;
  };
  for (let round = 1; round <= RUNS; round++) {
    process.stderr.write(`Round ${round} of ${RUNS}\n`);
    const floorsMeasured = new Set<string>();
    const measureLine = async (line: Line) => {
      line.runs.push(await measure(line.label, new URL(line.path, siteUrl).href));
      if (!line.floor || floorsMeasured.has(line.floor)) return;
      floorsMeasured.add(line.floor);
      const floorRun = await measure(`${line.floor} without scripts`, new URL(line.floor, floorUrl).href);
      floors.set(line.floor, [...(floors.get(line.floor) ?? []), floorRun]);
    };
    for (const line of lines) await measureLine(line);
    for (const line of adminLines) {
      // Signed out: every storage of the origin emptied too (Lighthouse's own reset keeps
      // localStorage, where the dashboard's round left its session).
      const setup = line.admin!.signedIn
        ? await editorSession(siteUrl)
        : { origin: new URL(siteUrl).origin, localStorage: {} };
      line.runs.push(await measure(line.label, new URL(line.path, siteUrl).href, setup));
    }
    if (!postBuildLines.length) continue;
    const published = await publishCaseAfterBuild(client, { sampleSlug: SAMPLE_CASE, slug });
    const unpublish = keepOpen('the case published after the build', published.remove);
    const rendered = await fetch(new URL(casePath(slug), siteUrl));
    if (!rendered.ok) throw new Error(`${casePath(slug)}: HTTP ${rendered.status}`);
    fs.mkdirSync(path.join(floorDir, CASES_PATH), { recursive: true });
    fs.writeFileSync(path.join(floorDir, `${casePath(slug)}.html`), withoutScripts(await rendered.text()));
    for (const line of postBuildLines) await measureLine(line);
    await unpublish();
  }

  const siteOrigin = new URL(siteUrl).origin;
  console.log(
    report(
      [...lines, ...postBuildLines, ...adminLines].map((line) =>
        summarize(line, line.floor ? floors.get(line.floor) : undefined, siteOrigin),
      ),
    ),
  );
  console.error(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

try {
  await main();
} finally {
  await closeAll();
}
