/**
 * Admin sign-in, protected routes, layout (sidebar, Ctrl+B and its cookie, mobile sheet), the
 * role-aware dashboard and the settings page, in Chromium against the build and local-supabase.
 * Read-only: nothing here changes data other files read.
 */
import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
} from '../../src/components/admin/admin-sidebar-state.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { openAdminPage, signIn } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage, siteUrl } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathname = (page: Page) => new URL(page.url()).pathname;
const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });
const statsRegion = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Totais' });

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Requests to GoTrue's password grant seen on the page. */
function watchTokenRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) requests.push(request.url());
  });
  return requests;
}

/** The count cards finished loading: every card shows a number (or the unavailable dash). */
async function waitForCounts(page: Page, expected: string[]) {
  const region = statsRegion(page);
  await expect.poll(() => region.getByRole('link').allInnerTexts(), { timeout: 15_000 }).toEqual(expected);
  await expect
    .poll(() => region.getByRole('listitem').allInnerTexts(), { timeout: 15_000 })
    .toSatisfy(
      (cards: string[]) => cards.length === expected.length && cards.every((card) => /\n\s*\d/.test(card)),
    );
}

describe('admin sign-in', () => {
  it('sends a signed-out visitor of /admin and /admin/leads to /admin/login', async () => {
    const { page, errors } = await openPage(browser);
    for (const path of ['/admin', '/admin/leads', '/admin/users']) {
      await page.goto(siteUrl(path));
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await page.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("refuses empty fields with 'Email e senha são obrigatórios' without calling the server", async () => {
    const { page, errors } = await openPage(browser);
    const tokenRequests = watchTokenRequests(page);
    await page.goto(siteUrl('/admin/login'));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Email e senha são obrigatórios').waitFor();
    // Blank after trimming counts as empty.
    await page.getByLabel('E-mail').fill('   ');
    await page.getByLabel('Senha').fill('   ');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForTimeout(300);
    expect(tokenRequests).toEqual([]);
    expect(pathname(page)).toBe('/admin/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("reports a wrong password as 'Erro no login' / 'Credenciais inválidas'", async () => {
    const { page } = await openPage(browser);
    await page.goto(siteUrl('/admin/login'));
    await fillLogin(page, SEED_ADMIN.email, 'senha-errada');
    await page.getByText('Erro no login').waitFor();
    await page.getByText('Credenciais inválidas').waitFor();
    expect(await page.getByText('Invalid login credentials').count()).toBe(0);
    expect(pathname(page)).toBe('/admin/login');
    // The form is usable again, with the values kept.
    expect(await page.getByRole('button', { name: 'Entrar', exact: true }).isEnabled()).toBe(true);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(SEED_ADMIN.email);
    await page.context().close();
  });

  it('signs in, shows the dashboard, keeps the session across a reload, and signs out', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(siteUrl('/admin/login'));
    await page.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
    await expectNoAxeViolations(page);
    await fillLogin(page, `  ${SEED_ADMIN.email} `, SEED_ADMIN.password);
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await waitForCounts(page, ['Cases', 'Insights', 'Usuários', 'Leads', 'Notícias']);
    await page.getByRole('heading', { name: 'Atividade Recente' }).waitFor();
    // The seed has content: the merged list shows items, newest first, with date and time.
    await expect
      .poll(() => page.getByRole('list', { name: 'Atividade Recente' }).getByRole('listitem').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const firstTime = await page
      .getByRole('list', { name: 'Atividade Recente' })
      .locator('time')
      .first()
      .innerText();
    expect(firstTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await sidebarNav(page).getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Cases',
      'Insights',
      'Categorias',
      'Mídia',
      'Tráfego',
      'Usuários',
      'Leads',
      'Privacidade (LGPD)',
      'Notícias',
      'Redirecionamentos',
      'Atividade',
      'Lixeira',
      'Configurações',
    ]);
    await page.getByText(SEED_ADMIN.email, { exact: true }).waitFor();

    // Reload: the session comes back from storage, no new sign-in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(pathname(page)).toBe('/admin');
    await page.getByText(SEED_ADMIN.email, { exact: true }).waitFor();

    // A signed-in user who opens the login page goes to /admin.
    await page.goto(siteUrl('/admin/login'));
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // 'Sair' ends the session: back to the login page, and /admin sends there again.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
    await page.goto(siteUrl('/admin'));
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
    expect(pathname(page)).toBe('/admin/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('admin layout', () => {
  it('Ctrl+B collapses and expands the sidebar, kept in a 7-day cookie across reloads', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    const sidebar = page.locator('#admin-sidebar');
    const cookie = async () =>
      (await page.context().cookies()).find((entry) => entry.name === SIDEBAR_COOKIE_NAME);

    expect(await sidebar.getAttribute('data-state')).toBe('expanded');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    const written = await cookie();
    expect(written?.value).toBe('false');
    const lifetime = written!.expires - Date.now() / 1000;
    expect(Math.abs(lifetime - SIDEBAR_COOKIE_MAX_AGE)).toBeLessThan(120);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    // Collapsed: icons only, each link still named.
    expect(await sidebarNav(page).getByRole('link', { name: 'Leads' }).isVisible()).toBe(true);
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(48);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await sidebar.getAttribute('data-state')).toBe('collapsed');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    expect((await cookie())?.value).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('at 390 px the menu is a sheet that opens, navigates and closes; the page passes axe', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    expect(await page.locator('#admin-sidebar').isVisible()).toBe(false);
    await waitForCounts(page, ['Cases', 'Insights', 'Usuários', 'Leads', 'Notícias']);
    await page.getByRole('heading', { name: 'Atividade Recente' }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu administrativo' });
    await sheet.waitFor();
    await sheet.getByText(SEED_ADMIN.email, { exact: true }).waitFor();
    await sheet.getByRole('link', { name: 'Configurações' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/configuracoes');
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    await expect.poll(() => sheet.count()).toBe(0);

    // Ctrl+B on a phone opens the sheet too; Escape closes it.
    await page.keyboard.press('Control+b');
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the dashboard at 1280 px and the settings page pass axe; settings show 1.0.0, today and Online', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    await waitForCounts(page, ['Cases', 'Insights', 'Usuários', 'Leads', 'Notícias']);
    await expect
      .poll(() => page.getByRole('list', { name: 'Atividade Recente' }).count(), { timeout: 15_000 })
      .toBe(1);
    await expectNoAxeViolations(page);

    await sidebarNav(page).getByRole('link', { name: 'Configurações' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/configuracoes');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    await main.getByText('1.0.0', { exact: true }).waitFor();
    await main.getByText(format(new Date(), 'dd/MM/yyyy'), { exact: true }).waitFor();
    await main.getByText('Online', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('editor role', () => {
  it('does not see Usuários or Leads, nor their counts, and gets an explanation by URL', async () => {
    const { page, errors } = await openPage(browser);
    await signIn(page, 'editor');
    // The role is known once the sidebar shows the badge.
    await page.locator('#admin-sidebar').getByText('Editor', { exact: true }).waitFor();
    await page.getByText(SEED_EDITOR.email, { exact: true }).waitFor();
    expect(await sidebarNav(page).getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Cases',
      'Insights',
      'Categorias',
      'Mídia',
      'Tráfego',
      'Notícias',
      'Lixeira',
      'Configurações',
    ]);
    await waitForCounts(page, ['Cases', 'Insights', 'Notícias']);
    await page.getByRole('heading', { name: 'Atividade Recente' }).waitFor();
    expect(await page.getByRole('main').getByText('Lead', { exact: true }).count()).toBe(0);

    for (const path of ['/admin/users', '/admin/leads', '/admin/leads/lgpd']) {
      await page.goto(siteUrl(path));
      await page.getByRole('heading', { level: 1, name: 'Acesso restrito a administradores' }).waitFor();
      expect(pathname(page)).toBe(path);
      await page.getByText('está disponível apenas para administradores').waitFor();
      expect(await page.getByRole('button', { name: 'Novo Usuário' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Exportar CSV' }).count()).toBe(0);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('link', { name: 'Voltar para o Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
