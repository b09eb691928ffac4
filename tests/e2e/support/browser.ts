import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchChromium } from '../../../scripts/lib/chromium.ts';

export const siteUrl = (pathname = '/') => new URL(pathname, inject('siteUrl')).toString();

export const launchBrowser = launchChromium;

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * A fresh context and page that records console errors and page errors. Public pages start their
 * app on the visitor's first intent (scripts/build/app-starter.js); unless `startApp` is false the
 * page shows intent (a pointer move) as soon as it is parsed, as a visitor moving the mouse would.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  { startApp = true } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  const page = await context.newPage();
  if (startApp) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        window.dispatchEvent(new PointerEvent('pointermove', { movementX: 1 })),
      );
    });
  }
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const watched = { page, errors };
  openPages.add(watched);
  page.on('close', () => openPages.delete(watched));
  return watched;
}

/** The pages a test has open, described when it fails (failure-report.ts). */
export const openPages = new Set<WatchedPage>();

/** Where supabase/seed.sql stores its image URLs: the default local API. */
const SEED_API_ORIGIN = 'http://127.0.0.1:54321';

/**
 * The console errors that concern the page under test. The seed's image URLs point at the
 * default local API (127.0.0.1:54321); a build moved to another API port (BUILD_DIR +
 * VITE_SUPABASE_URL, to run beside another build) rightly has its CSP refuse those images, so
 * their errors are dropped then. On the default port every error counts.
 */
export function pageErrors(errors: readonly string[]): string[] {
  if (new URL(inject('apiUrl')).origin === SEED_API_ORIGIN) return [...errors];
  return errors.filter((text) => !text.includes(`${SEED_API_ORIGIN}/`));
}

/**
 * axe-core (WCAG 2 A/AA rules) finds nothing on the page as it is now. Half-transparent text
 * would be measured as low contrast, so the page is checked with reduced motion (a toast that
 * starts leaving during the check is gone at once instead of fading) after finite animations
 * and transitions finish.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe.run in the page and its same-origin frames, instead of a run per frame finished in a
    // blank page opened for it: 40 % less time per check. What it leaves out, the inside of
    // cross-origin frames, is third-party content (a video embed), not ours to fix.
    .setLegacyMode()
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
