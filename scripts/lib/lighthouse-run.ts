import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
  /** Time to Interactive: the main thread quiet and the page answering input. */
  tti: 'interactive',
} as const;
export type Metric = keyof typeof METRIC_AUDITS;
export const METRICS = Object.keys(METRIC_AUDITS) as Metric[];

/** What one Lighthouse load of a page tells the bench. */
export interface PageRun {
  /** 0–100. */
  scores: Record<Category, number>;
  /** Milliseconds, CLS unitless. */
  metrics: Record<Metric, number>;
  /** Every request of the load (Lighthouse's network log). */
  requests: { url: string; resourceType?: string }[];
  lcpElement?: string;
  /** TTFB, load delay, load time, render delay (ms). */
  lcpPhases: { phase: string; timing: number }[];
  /** The LCP element had a resource to load (an image); otherwise it is text. */
  lcpIsImage: boolean;
  /** Weighted audits below 100 % in the categories other than performance, as "category: audit". */
  failedAudits: string[];
  /** The page's `performance.mark()`s, ms from the navigation's start (throttled, as measured). */
  marks: Record<string, number>;
}

/** What the browser holds before the visit: a signed-in staff member's session, for instance. */
export interface VisitSetup {
  /** The site's origin, and the localStorage items to set there. */
  origin: string;
  localStorage: Record<string, string>;
}

export interface LighthouseChromium {
  port: number;
  close(): Promise<void>;
}

/**
 * A whole Chromium (chromium.ts finds it; not a headless shell) with a DevTools port chosen by the
 * OS (read back from its stderr).
 */
export async function launchChromiumForLighthouse(): Promise<LighthouseChromium> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath({ headlessShell: false }),
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
  return {
    port,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

type UserTimingDetails = { items?: { name?: string; startTime?: number; timingType?: string }[] };

type LcpDetails = {
  items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
};

/** Lighthouse's own advice for a failed recording (NO_NAVSTART, NO_FCP…): run it again. */
const ATTEMPTS = 3;

/**
 * A first visit that keeps some storage: Lighthouse's own reset (cache and storage of the origin)
 * is done here over the DevTools protocol, then `setup`'s items are written, and Lighthouse is told
 * not to reset storage itself.
 */
async function prepareVisit(port: number, setup: VisitSetup): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: setup.origin, storageTypes: 'all' });
    await page.goto(new URL('/favicon.svg', setup.origin).href);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, setup.localStorage);
    await page.close();
  } finally {
    // Connected over CDP: disconnects, the browser stays.
    await browser.close();
  }
}

async function lighthouseResult(url: string, port: number, setup?: VisitSetup): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: Boolean(setup),
  };
  for (let attempt = 1; ; attempt++) {
    if (setup) await prepareVisit(port, setup);
    const runner = await lighthouse(url, flags, {
      extends: 'lighthouse:default',
      settings: { formFactor: 'mobile', throttlingMethod: 'devtools' },
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = runner.lhr;
    if (!runtimeError) return runner.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${runtimeError.message}`);
    process.stderr.write(`  (${url}: ${runtimeError.code}; measuring again)\n`);
  }
}

/**
 * One first visit (Lighthouse resets the cache and storage) of `url`: mobile form factor, DevTools
 * throttling (Lighthouse's default mobile: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown).
 */
export async function measurePage(url: string, port: number, setup?: VisitSetup): Promise<PageRun> {
  const lhr = await lighthouseResult(url, port, setup);
  const failedAudits = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => {
        const { score } = lhr.audits[ref.id];
        return ref.weight > 0 && score !== null && score < 1;
      })
      .map((ref) => `${id}: ${ref.id}`),
  );
  // Lighthouse's LCP audit: a table with the element, then a table of its phases; the load phases
  // are 0 when the element had no resource to load (text).
  const [elementTable, phaseTable] =
    (lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined)?.items ?? [];
  const lcpPhases = (phaseTable?.items ?? []).map((item) => ({
    phase: item.phase ?? '?',
    timing: item.timing ?? 0,
  }));
  const lcpElement = elementTable?.items?.[0]?.node?.snippet;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ) as PageRun['scores'],
    metrics: Object.fromEntries(
      Object.entries(METRIC_AUDITS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as PageRun['metrics'],
    requests:
      (lhr.audits['network-requests']?.details as { items?: PageRun['requests'] } | undefined)?.items ?? [],
    lcpElement,
    lcpPhases,
    // The third phase is the load time.
    lcpIsImage: /^<(?:img|image|video)\b/i.test(lcpElement ?? '') || (lcpPhases[2]?.timing ?? 0) > 0,
    failedAudits,
    marks: Object.fromEntries(
      ((lhr.audits['user-timings']?.details as UserTimingDetails | undefined)?.items ?? [])
        .filter((item) => item.timingType === 'Mark' && item.name && typeof item.startTime === 'number')
        .map((item) => [item.name!, item.startTime!]),
    ),
  };
}
