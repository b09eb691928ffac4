/**
 * A newcomer's first `npm run dev`: a fresh Vite dependency cache, the API moved off 54321 by
 * LOCAL_SUPABASE_PORT, the site on a port of its own (tests/e2e/support/dev-server.ts). The first
 * visits (a public page, a case, /admin/login, signing in, two admin screens) get no 504 'Outdated
 * Optimize Dep' and no reload (vite.config.ts pre-bundles every dependency they need), and every
 * seed image answers 200 from the moved API (local-supabase seeds at its own address).
 *
 * Uses neither the suite's build nor its API: everything here is the dev server's.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';

import { launchChromium } from '../../scripts/lib/chromium.ts';
import { SEED_ADMIN } from '../setup/seed-users.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

/** A seeded case with a cover, a gallery and a testimonial photo (supabase/seed.sql). */
const SEED_CASE = '/cases/clinica-vida-plena-agendamento-automatico-pelo-whatsapp';

describe('npm run dev, first run on a fresh cache with the API on another port', () => {
  let dev: DevServer;
  let browser: Browser;
  beforeAll(async () => {
    [dev, browser] = await Promise.all([startDevServer(), launchChromium()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });

  /** A page that records 504s, document loads and failed requests. */
  async function watchedPage() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const outdated: string[] = [];
    const failed: string[] = [];
    let documents = 0;
    page.on('response', (response: Response) => {
      if (response.status() === 504) outdated.push(response.url());
      else if (response.status() >= 400 && !response.url().includes('/favicon')) {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    page.on('domcontentloaded', () => (documents += 1));
    const trace: string[] = [];
    const t0 = Date.now();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) trace.push(`${Date.now() - t0} nav ${frame.url()}`);
    });
    page.on('requestfailed', (request) =>
      trace.push(`${Date.now() - t0} failed ${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('console', (message) => trace.push(`${Date.now() - t0} console ${message.text()}`));
    onTestFailed(() => console.error(`trace:\n${trace.join('\n')}`));
    return { page, outdated, failed, documents: () => documents };
  }

  /** The app has started (root.tsx marks it): every module of the page has been loaded. */
  async function appReady(page: Page): Promise<void> {
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, {
      timeout: 120_000,
    });
  }

  /** Every image URL the page shows (src and each srcset candidate), scrolled through so lazy ones load. */
  async function imageUrls(page: Page): Promise<string[]> {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    return page.evaluate(() =>
      [...document.querySelectorAll('img')].flatMap((img) => [
        img.currentSrc || img.src,
        ...(img.srcset ? img.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) : []),
      ]),
    );
  }

  it('pre-bundles every dependency of the first visits (no 504, no reload), and seed images come from the moved API', async () => {
    onTestFailed(() => console.error(`npm run dev printed:\n${dev.output()}`));
    const { page, outdated, failed, documents } = await watchedPage();
    const images = new Set<string>();
    let loads = 0;

    for (const pathname of ['/', SEED_CASE]) {
      await page.goto(new URL(pathname, dev.siteUrl).href, { timeout: 180_000 });
      loads += 1;
      await appReady(page);
      for (const url of await imageUrls(page)) images.add(url);
    }

    await page.goto(new URL('/admin/login', dev.siteUrl).href, { timeout: 180_000 });
    loads += 1;
    await page.getByLabel('E-mail').fill(SEED_ADMIN.email, { timeout: 120_000 });
    await page.getByLabel('Senha').fill(SEED_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 120_000 });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 120_000 });
    // Two more screens in the app (client-side navigation, as staff click through the sidebar).
    await page.getByRole('link', { name: 'Cases', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor({ timeout: 120_000 });
    await page.getByRole('link', { name: 'Insights', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor({ timeout: 120_000 });
    // A reload would come once Vite has re-optimized: give it a moment to show up.
    await page.waitForTimeout(1_500);

    expect(outdated, dev.output()).toEqual([]);
    expect(documents(), dev.output()).toBe(loads);
    expect(dev.output()).not.toMatch(/optimized dependencies changed|new dependencies optimized/i);
    expect(failed).toEqual([]);

    const seedImages = [...images].filter((url) => url.includes('/storage/v1/'));
    expect(seedImages.length).toBeGreaterThan(5);
    for (const url of seedImages) {
      expect(url.startsWith(`${dev.apiUrl}/storage/v1/`), url).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }
    await page.context().close();
  }, 600_000);
});
