/**
 * The site's traffic end to end, in Chromium against the real build: a visitor arrives from a
 * campaign on an article, reads two more pages, clicks 'Agendar meu Raio-X gratuito de 45
 * minutos' and sends the Raio-X form; 'Tráfego' then shows the visit, the campaign's conversion
 * and the article that led to the lead. A bot and a staff member's preview are not counted, and no
 * public page writes a cookie, localStorage or sessionStorage entry.
 *
 * Playwright's Chromium announces itself as HeadlessChrome, which is not counted (a bot), so the
 * other suites' page loads never reach these numbers; the visitors here pose as a desktop Chrome.
 */
import { randomUUID } from 'node:crypto';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { openAdminPage, signIn } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, siteUrl } from './support/browser.ts';
import { sendRaioXForm } from './support/lead-form.ts';

const suffix = randomUUID().slice(0, 8);
const CAMPAIGN = `trafego-${suffix}`;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ARTICLE_SLUG = 'agentes-de-ia-para-pequenas-empresas';

let browser: Browser;
let articlePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { data, error } = await serviceClient()
    .from('insights')
    .select('slug, categoria:categorias(slug)')
    .eq('slug', ARTICLE_SLUG)
    .single();
  if (error) throw error;
  articlePath = `/insights/${data.categoria!.slug}/${data.slug}`;
});

afterAll(async () => {
  await serviceClient().from('leads').delete().eq('email', `trafego-${suffix}@example.com`);
  await browser?.close();
});

/** A visitor's browser: a desktop Chrome of its own (its own visitor key). */
async function visitorContext(userAgent = `${CHROME} ${suffix}`): Promise<BrowserContext> {
  return browser.newContext({ userAgent, locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
}

/** Opens `path` and waits for the page view the beacon sends (after load). */
async function visit(page: Page, path: string): Promise<void> {
  const beacon = page.waitForRequest((request) => request.url().includes('/rpc/record_traffic_event'));
  await page.goto(siteUrl(path));
  await beacon;
}

async function expectNothingStored(page: Page): Promise<void> {
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookie: document.cookie,
  }));
  expect(stored).toEqual({ local: [], session: [], cookie: '' });
  expect(await page.context().cookies()).toEqual([]);
}

describe('traffic', () => {
  it('counts a campaign visit to its lead, and shows it in Tráfego', async () => {
    const context = await visitorContext();
    const page = await context.newPage();
    await visit(page, `${articlePath}?utm_source=e2e&utm_medium=cpc&utm_campaign=${CAMPAIGN}`);
    await expectNothingStored(page);
    await visit(page, '/cases');
    await expectNothingStored(page);
    await visit(page, '/agentes-de-ia');
    const click = page.waitForRequest(
      (request) =>
        request.url().includes('/rpc/record_traffic_event') &&
        request.postData()?.includes('kind=cta') === true,
    );
    await page.getByRole('link', { name: 'Agendar meu Raio-X gratuito de 45 minutos' }).first().click();
    await click;
    const sent = page.waitForRequest(
      (request) =>
        request.url().includes('/rpc/record_traffic_event') &&
        request.postData()?.includes('kind=form_sent') === true,
    );
    await sendRaioXForm(page, {
      nome: 'Visitante do Tráfego',
      email: `trafego-${suffix}@example.com`,
      whatsapp: '11987654321',
      empresa: 'Empresa do Tráfego',
    });
    await sent;
    await expectNothingStored(page);
    await context.close();

    // Not counted: a crawler, and a staff member looking at the site signed in.
    const bot = await visitorContext(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    const botPage = await bot.newPage();
    await botPage.goto(siteUrl(`/?utm_campaign=${CAMPAIGN}`));
    await botPage.waitForLoadState('load');
    await bot.close();
    const staff = await visitorContext();
    const staffPage = await staff.newPage();
    await signIn(staffPage, 'editor');
    let staffBeacons = 0;
    staffPage.on('request', (request) => {
      if (request.url().includes('/rpc/record_traffic_event')) staffBeacons += 1;
    });
    await staffPage.goto(siteUrl(`/salto?utm_campaign=${CAMPAIGN}`));
    await staffPage.waitForLoadState('load');
    await staffPage.waitForTimeout(500);
    expect(staffBeacons).toBe(0);
    await staff.close();

    const { page: admin } = await openAdminPage(browser, 'editor');
    await admin.goto(siteUrl('/admin/trafego'));
    await admin.getByRole('heading', { level: 1, name: 'Tráfego' }).waitFor();
    const campaigns = admin.getByRole('region', { name: 'Campanhas' });
    const campaignRow = campaigns.getByRole('row', { name: new RegExp(CAMPAIGN) });
    await expect.poll(() => campaignRow.count()).toBe(1);
    // Visitas, páginas vistas, leads, conversão.
    await expect
      .poll(async () => (await campaignRow.getByRole('cell').allTextContents()).map((text) => text.trim()))
      .toEqual(['1', '3', '1', '100%']);
    const ledToLeads = admin.getByRole('region', { name: 'Artigos e cases que levaram a leads' });
    await expect.poll(() => ledToLeads.getByRole('row', { name: new RegExp(articlePath) }).count()).toBe(1);
    const actions = admin.getByRole('region', { name: 'Botões e formulários' });
    await expect
      .poll(() => actions.getByRole('row', { name: /Clique em “Agendar Raio-X”/ }).count())
      .toBeGreaterThanOrEqual(1);
    await expect.poll(() => admin.getByText(/visitantes? e \d+ páginas? vistas?/).count()).toBe(1);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: '/tmp/trafego-1280.png', fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: '/tmp/trafego-390.png', fullPage: true });
    await admin.context().close();
  });
});
