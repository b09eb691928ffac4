/**
 * The admin's side of publishing, in Chromium against the build and local-supabase: the public
 * site's publication status on every staff page (the suites configure no build hook, so it is
 * "Publicação automática desligada" and "Publicar site agora" gets the database's refusal), and
 * /admin/redirecionamentos — an admin creates a redirect (followed by the site at once), sees a
 * chain refused with the database's own message under its field, edits and deletes it; editors see
 * neither the entry nor the page. The redirects created here are deleted afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors, siteUrl } from './support/browser.ts';

const RUN = randomUUID().slice(0, 8);
const FROM = `/e2e-${RUN}/campanha-antiga`;
const CHAINED_FROM = `/e2e-${RUN}/outra-campanha`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const { error } = await serviceClient().from('redirects').delete().like('from_path', `/e2e-${RUN}/%`);
  if (error) throw error;
});

const sidebar = (page: Page) => page.locator('#admin-sidebar');
const statusLine = (page: Page) => page.getByRole('button', { name: /^Status da publicação:/ });

/**
 * A refusal the test provoked leaves its marks in the console (the request's 4xx/5xx and the
 * app's log of it, naming `logged`): nothing else may be there. Then they are forgotten.
 */
function expectOnlyRefusalErrors(errors: string[], logged: string) {
  const refusal = (text: string) => text.includes(logged) || /status of (400|500)\b/.test(text);
  expect(pageErrors(errors).filter((text) => !refusal(text))).toEqual([]);
  errors.length = 0;
}

/** axe once every toast has left (a toast fading out would be measured as low contrast). */
async function expectNoAxeViolationsWithoutToasts(page: Page) {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
  await expectNoAxeViolations(page);
}

async function openRedirects(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Redirecionamentos' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/redirecionamentos');
  await page.getByRole('heading', { level: 1, name: 'Redirecionamentos' }).waitFor();
}

/** The table's row of the redirect from `from` (the table shows from 768 px). */
const tableRow = (page: Page, from: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: from, exact: true }) });

describe('publication status (every staff page)', () => {
  it('admins see the state and its details; "Publicar site agora" shows the refusal when no hook is set', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    const line = statusLine(page);
    await line.waitFor();
    expect(await line.innerText()).toContain('Publicação automática desligada');

    await line.click();
    const details = page.getByRole('region', { name: 'Detalhes da publicação' });
    await details
      .getByText('Configure-o como explica o passo 13 do guia de deploy (docs/deploy.md).', { exact: false })
      .waitFor();
    expect(pageErrors(errors)).toEqual([]);
    await details.getByRole('button', { name: 'Publicar site agora' }).click();
    await expectToast(page, 'O gancho de publicação (build hook) do site não está configurado.');
    // PostgREST answers 55000 with a 500; the app logs the refusal, as every failed request.
    expectOnlyRefusalErrors(errors, '55000');
    await expectNoAxeViolationsWithoutToasts(page);

    // Escape closes the details and gives the focus back to the line.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await line.evaluate((element) => element === document.activeElement)).toBe(true);

    // On another page, the same line.
    await gotoAdmin(page, '/admin/noticias');
    await statusLine(page).waitFor();
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('fits a phone (390 px) beside the menu button', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    await statusLine(page).click();
    await page.getByRole('region', { name: 'Detalhes da publicação' }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('editors see the state, without the button', async () => {
    const { page } = await openAdminPage(browser, 'editor');
    await statusLine(page).click();
    const details = page.getByRole('region', { name: 'Detalhes da publicação' });
    await details.getByText('Peça a um administrador para configurá-la.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Publicar site agora' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('Redirecionamentos (/admin/redirecionamentos)', () => {
  it('an admin creates a redirect, sees a chain refused by the database, edits and deletes it', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    await openRedirects(page);

    // The old addresses of the previous site are rows now.
    const legacy = tableRow(page, '/growth');
    await legacy.waitFor({ timeout: 15_000 });
    expect(await legacy.innerText()).toMatch(/\/agentes-de-ia\s+301 Permanente\s+Manual/);
    await page.getByRole('searchbox', { name: 'Buscar por caminho...' }).fill('agentes-ia');
    await page.getByText(/^1 de \d+ redirecionamentos$/).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar por caminho...' }).fill('');
    await expectNoAxeViolations(page);

    // A new one: a path that is not of this site is refused here, the rest by the database.
    await page.getByRole('button', { name: 'Novo redirecionamento' }).click();
    const form = page.getByRole('form', { name: 'Novo redirecionamento' });
    await form.getByRole('textbox', { name: 'De', exact: true }).fill(FROM);
    await form.getByRole('textbox', { name: 'Para', exact: true }).fill('https://exemplo.com.br/salto');
    await form.getByRole('button', { name: 'Criar redirecionamento' }).click();
    await form.getByText('Use só o caminho, sem o domínio', { exact: false }).waitFor();
    await expectNoAxeViolationsWithoutToasts(page);

    await form.getByRole('textbox', { name: 'Para', exact: true }).fill('/salto');
    await form.getByLabel('Tipo').selectOption('302');
    await form.getByRole('button', { name: 'Criar redirecionamento' }).click();
    await expectToast(page, 'Redirecionamento criado.');
    const created = tableRow(page, FROM);
    await created.waitFor();
    expect(await created.innerText()).toMatch(/\/salto\s+302 Temporário\s+Manual/);

    // A redirect to an address that itself redirects: the database's sentence, under Para.
    await page.getByRole('button', { name: 'Novo redirecionamento' }).click();
    await form.getByRole('textbox', { name: 'De', exact: true }).fill(CHAINED_FROM);
    await form.getByRole('textbox', { name: 'Para', exact: true }).fill(FROM);
    await form.getByRole('button', { name: 'Criar redirecionamento' }).click();
    const chain = `O destino ${FROM} já redireciona para /salto: use o destino final.`;
    await form.getByText(chain).waitFor();
    expect(await form.getByRole('textbox', { name: 'Para', exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await form.getByRole('textbox', { name: 'De', exact: true }).inputValue()).toBe(CHAINED_FROM);
    expect(await form.getByRole('textbox', { name: 'Para', exact: true }).inputValue()).toBe(FROM);
    expectOnlyRefusalErrors(errors, chain);
    await expectNoAxeViolationsWithoutToasts(page);
    await form.getByRole('button', { name: 'Cancelar' }).click();

    // Edit: a new destination and type.
    await created.getByRole('button', { name: `Editar o redirecionamento de ${FROM}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar redirecionamento' });
    expect(
      await dialog.getByRole('textbox', { name: 'De', exact: true }).getAttribute('readonly'),
    ).not.toBeNull();
    await dialog.getByRole('textbox', { name: 'Para', exact: true }).fill('/cultura');
    await dialog.getByLabel('Tipo').selectOption('301');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Redirecionamento atualizado.');
    await dialog.waitFor({ state: 'detached' });
    expect(await created.innerText()).toMatch(/\/cultura\s+301 Permanente\s+Manual/);

    // The site follows it at once (the host's _redirects gets it at the next build).
    const visitor = await browser.newPage();
    await visitor.goto(siteUrl(FROM));
    await visitor.waitForURL((url) => url.pathname === '/cultura', { timeout: 15_000 });
    await visitor.close();

    // Delete, after confirming.
    await created.getByRole('button', { name: `Excluir o redirecionamento de ${FROM}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir redirecionamento' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Redirecionamento excluído.');
    await created.waitFor({ state: 'detached' });
    const { data } = await serviceClient().from('redirects').select('id').like('from_path', `/e2e-${RUN}/%`);
    expect(data).toEqual([]);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('fits a phone (390 px): one card per redirect', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    await gotoAdmin(page, '/admin/redirecionamentos');
    const cards = page.getByRole('list', { name: 'Redirecionamentos' });
    await cards.getByText('/growth', { exact: true }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('editors neither see the entry nor the page', async () => {
    const { page } = await openAdminPage(browser, 'editor');
    await sidebar(page).getByRole('link', { name: 'Notícias' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Redirecionamentos' }).count()).toBe(0);
    await gotoAdmin(page, '/admin/redirecionamentos');
    await page.getByRole('heading', { level: 1, name: 'Acesso restrito a administradores' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Novo redirecionamento' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
