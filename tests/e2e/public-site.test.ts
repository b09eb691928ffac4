import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { expectNoAxeViolations, launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';
import { fillPhone, sendRaioXForm } from './support/lead-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: '/', heading: /Automatize/i },
  { path: '/salto', heading: 'O Despertar do Empresário Inteligente!' },
  { path: '/agentes-de-ia', heading: 'Consultoria em Inteligência Artificial' },
  { path: '/cultura', heading: /./ },
  { path: '/politica-de-privacidade', heading: /Política de Privacidade/i },
  { path: '/termos-de-uso', heading: /Termos de Uso/i },
];

async function leadsByEmail(email: string) {
  const { data, error } = await serviceClient().from('leads').select('*').eq('email', email);
  if (error) throw error;
  return data;
}

describe('public pages', () => {
  for (const { path, heading } of PAGES) {
    for (const width of [390, 1280]) {
      it(`${path} at ${width}px renders its heading, with no console errors and no axe violations`, async () => {
        const { page, errors } = await openPage(browser, { width, height: 900 });
        await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
        const h1 = page.locator('h1');
        await expect.poll(() => h1.count()).toBe(1);
        if (typeof heading === 'string') expect(await h1.innerText()).toContain(heading);
        else expect(await h1.innerText()).toMatch(heading);
        await expectNoAxeViolations(page);
        expect(pageErrors(errors)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('header links go where the spec says', async () => {
    const { page } = await openPage(browser);
    await page.goto(siteUrl('/politica-de-privacidade'));
    const nav = page.getByRole('navigation', { name: /principal/i }).first();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/salto', '/agentes-de-ia', '/cases', '/insights', '/cultura']);
    const cta = page.getByRole('link', { name: 'Solicitar Raio-X' }).first();
    expect(await cta.getAttribute('href')).toBe('/agentes-de-ia#contato');
    await page.context().close();
  });

  it('both anchors reach the Raio-X form', async () => {
    const { page } = await openPage(browser);
    for (const anchor of ['#raio-x-form', '#contato']) {
      await page.goto(siteUrl(`/agentes-de-ia${anchor}`));
      const form = page
        .locator(`${anchor} form`)
        .or(page.locator(`form:near(${anchor})`))
        .first();
      await expect.poll(() => form.isVisible()).toBe(true);
      await expect
        .poll(() => page.locator(anchor).evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(900);
    }
    await page.context().close();
  });

  it('the mobile drawer opens, closes on Escape and when a link is tapped', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 800 });
    await page.goto(siteUrl('/'));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await drawer.getByRole('link', { name: 'Salto', exact: true }).click();
    await expect.poll(() => page.url()).toBe(siteUrl('/salto'));
    await expect.poll(() => drawer.count()).toBe(0);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('unknown paths show the 404 page with a link home', async () => {
    const { page } = await openPage(browser);
    await page.goto(siteUrl('/esta-pagina-nao-existe'));
    await expect.poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).count()).toBe(1);
    await page
      .getByRole('link', { name: /início|inicial/i })
      .first()
      .click();
    await expect.poll(() => page.url()).toBe(siteUrl('/'));
    await page.context().close();
  });

  it('old addresses redirect to /agentes-de-ia', async () => {
    for (const path of ['/agentes-ia', '/growth']) {
      const response = await fetch(siteUrl(path), { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location')!, siteUrl()).pathname).toBe('/agentes-de-ia');
    }
  });
});

describe('lead forms', () => {
  it('the Raio-X form stores the lead with the campaign its visit arrived with, nothing kept in the browser', async () => {
    // A desktop Chrome (Playwright's HeadlessChrome is not counted as a visit).
    const context = await browser.newContext({
      locale: 'pt-BR',
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${randomUUID()}`,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `raiox-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    // The campaign's landing page; then a plain page load of the form's page, where the lead is
    // sent without the campaign in its address.
    const counted = page.waitForRequest((request) => request.url().includes('/rpc/record_traffic_event'));
    await page.goto(siteUrl('/?utm_source=instagram&utm_medium=social&utm_campaign=raio-x&gclid=abc123'));
    await counted;
    await page.goto(siteUrl('/agentes-de-ia#raio-x-form'));
    const form = page.locator('#raio-x-form form');
    await sendRaioXForm(page, {
      nome: 'Fernanda Lima',
      email: email,
      whatsapp: '11987654321',
      empresa: 'Lima Consultoria',
    });

    await expect.poll(() => page.getByText('Sucesso!').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({
      nome: 'Fernanda Lima',
      telefone: '+5511987654321',
      empresa: 'Lima Consultoria',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'raio-x',
      // The visit's count knows the address had a gclid, never its value.
      gclid: null,
      landing_page: '/',
    });
    expect(lead.privacy_policy_version).toBeTruthy();
    expect(await form.getByLabel('Nome', { exact: true }).inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a campaign landing on the form's page keeps its click id with the lead", async () => {
    const { page, errors } = await openPage(browser);
    const email = `raiox-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await page.goto(siteUrl('/agentes-de-ia?utm_source=google&utm_campaign=busca&gclid=abc123#raio-x-form'));
    await sendRaioXForm(page, {
      nome: 'Fernanda Lima',
      email: email,
      whatsapp: '11987654321',
      empresa: 'Lima Consultoria',
    });
    await expect.poll(() => page.getByText('Sucesso!').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({ utm_source: 'google', utm_campaign: 'busca', gclid: 'abc123' });
    expect(lead.landing_page).toContain('utm_source=google');
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('the SALTO form stores the lead with pagina_origem /salto', async () => {
    const { page } = await openPage(browser, { width: 390, height: 900 });
    const email = `salto-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await page.goto(siteUrl('/salto'));
    await page.getByRole('link', { name: 'Quero Fazer o Salto' }).first().click();
    const form = page.locator('#salto-form form');
    await form.getByLabel('Nome completo').fill('Ricardo Souza');
    await form.getByLabel('E-mail').fill(email);
    await fillPhone(page, 'Telefone (WhatsApp)', '48999887766');
    await form.getByLabel('Empresa').fill('Souza & Filhos');
    await form.getByRole('button', { name: 'Garantir Minha Vaga' }).click();

    await expect
      .poll(() => page.getByText('Inscrição realizada com sucesso!').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({
      nome: 'Ricardo Souza',
      pagina_origem: '/salto',
      telefone: '+5548999887766',
    });
    await page.context().close();
  });

  it('a failed request keeps the values and shows the error toast', async () => {
    const { page } = await openPage(browser);
    await page.route('**/rest/v1/leads*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"indisponível"}' }),
    );
    await page.goto(siteUrl('/agentes-de-ia#raio-x-form'));
    const form = page.locator('#raio-x-form form');
    await sendRaioXForm(page, {
      nome: 'Paula Reis',
      email: 'paula@exemplo.com.br',
      whatsapp: '11912345678',
      empresa: 'Reis Digital',
    });

    await expect
      .poll(() => page.getByText('Não foi possível enviar seus dados. Tente novamente.').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await form.getByLabel('Nome', { exact: true }).inputValue()).toBe('Paula Reis');
    expect(await form.getByLabel('Empresa', { exact: true }).inputValue()).toBe('Reis Digital');
    await page.context().close();
  });

  it('a submission retried after a lost answer stores one row', async () => {
    const { page } = await openPage(browser);
    const email = `retry-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    let attempts = 0;
    // The first request reaches the server, but its answer is lost: the client retries.
    await page.route('**/rest/v1/leads*', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.goto(siteUrl('/agentes-de-ia#raio-x-form'));
    await sendRaioXForm(page, {
      nome: 'Marcos Teixeira',
      email: email,
      whatsapp: '21987651234',
      empresa: 'Teixeira Ltda',
    });

    await expect.poll(() => page.getByText('Sucesso!').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(await leadsByEmail(email)).toHaveLength(1);
    await page.context().close();
  });

  it('a visitor who sends again after every answer was lost still stores one row', async () => {
    const { page } = await openPage(browser);
    const email = `perdido-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    let answersLost = true;
    // Every request reaches the server and stores (or repeats) the lead, but no answer arrives, so
    // the automatic retries run out and the visitor sees the error; then the network comes back.
    await page.route('**/rest/v1/leads*', async (route) => {
      if (!answersLost) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(siteUrl('/agentes-de-ia#raio-x-form'));
    const form = page.locator('#raio-x-form form');
    await form.getByLabel('Nome', { exact: true }).fill('Rita Campos');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await fillPhone(page, 'WhatsApp', '31987651234');
    await form.getByLabel('Empresa', { exact: true }).fill('Campos Design');
    const send = form.getByRole('button', { name: 'Agendar Diagnóstico' });
    await send.click();
    await expect
      .poll(() => page.getByText('Não foi possível enviar seus dados. Tente novamente.').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);

    answersLost = false;
    await send.click();
    await expect.poll(() => page.getByText('Sucesso!').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await leadsByEmail(email)).toHaveLength(1);
    await page.context().close();
  });

  it('a gateway error (503) is retried without a second click', async () => {
    const { page } = await openPage(browser);
    const email = `gateway-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    let attempts = 0;
    await page.route('**/rest/v1/leads*', async (route) => {
      attempts += 1;
      if (attempts <= 2) await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' });
      else await route.continue();
    });
    await page.goto(siteUrl('/agentes-de-ia#raio-x-form'));
    await sendRaioXForm(page, {
      nome: 'Otávio Prado',
      email: email,
      whatsapp: '41987651234',
      empresa: 'Prado & Filhos',
    });

    await expect.poll(() => page.getByText('Sucesso!').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(attempts).toBe(3);
    expect(await leadsByEmail(email)).toHaveLength(1);
    await page.context().close();
  });
});
