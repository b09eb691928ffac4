import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it('loads a built page and reads the seeded featured cases through the API', async () => {
    const { page, errors } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/cases')) apiCalls.push(request.url());
    });

    await page.goto(siteUrl('/agentes-de-ia'));
    // Seed rows (supabase/seed.sql), fetched live in the browser after hydration.
    await expect
      .poll(() => page.getByText('Clínica Vida Plena: agendamento automático pelo WhatsApp').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await expect.poll(() => apiCalls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(pageErrors(errors)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
