/**
 * Staff lifecycle in /admin/users, in Chromium against the build and local-supabase: an admin
 * promotes and demotes, deactivates and reactivates, and removes people; each of them, with the
 * panel open in their own browser, loses access at their next request and lands on the login page
 * with the reason. Works on accounts of its own (the seeded admin makes the changes).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { createStaffAccount } from '../setup/staff.ts';
import { expectActivity, expectToast, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';

const PASSWORD = 'senha-da-equipe-1';
const created: string[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const id of created) await serviceClient().auth.admin.deleteUser(id);
});

async function newEditor(label: string): Promise<string> {
  const { id, email } = await createStaffAccount(label, 'editor', PASSWORD);
  created.push(id);
  return email;
}

const SEED_ADMIN_EMAIL = 'admin@salto.local';

async function signInAs(page: Page, email: string) {
  await page.goto(siteUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The person's own browser, signed in and sitting on the dashboard. */
async function openPanelAs(email: string) {
  const watched = await openPage(browser);
  await signInAs(watched.page, email);
  await watched.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return watched;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });

/**
 * The person's next request meets the change: the login page, with the reason. That request is
 * opening Cases, unless one of the page's own refreshes (an admin's dashboard polls) got there
 * first and the sidebar is already gone.
 */
async function expectSentToLogin(page: Page, reason: string) {
  const cases = sidebar(page).getByRole('link', { name: 'Cases' });
  await cases.click({ timeout: 5_000 }).catch(() => undefined);
  await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: 15_000 });
  await page.getByRole('alert').filter({ hasText: reason }).waitFor();
}

/** Confirms `action` for `email` on the admin's Users page. */
async function change(admin: Page, email: string, action: string, confirm: string, done: string) {
  await admin
    .getByRole('group', { name: `Ações para ${email}` })
    .getByRole('button', { name: action })
    .click();
  const dialog = admin.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: confirm }).click();
  await expectToast(admin, done);
  await dialog.waitFor({ state: 'hidden' });
}

describe('staff lifecycle', () => {
  it('promotes and demotes: each change signs the person out at their next request', async () => {
    const email = await newEditor('promovido');
    const person = await openPanelAs(email);
    expect(await sidebar(person.page).getByRole('link', { name: 'Usuários' }).count()).toBe(0);

    const { page: admin, errors } = await openAdminPage(browser);
    await admin.goto(siteUrl('/admin/users'));
    await change(admin, email, 'Tornar administrador', 'Tornar administrador', 'Agora é administrador.');
    await expectNoAxeViolations(admin);

    await expectSentToLogin(person.page, 'Sua sessão foi encerrada. Entre novamente.');
    await signInAs(person.page, email);
    await sidebar(person.page).getByRole('link', { name: 'Usuários' }).waitFor();

    await change(admin, email, 'Tornar editor', 'Tornar editor', 'Agora é editor.');
    await expectSentToLogin(person.page, 'Sua sessão foi encerrada. Entre novamente.');
    await signInAs(person.page, email);
    await person.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await sidebar(person.page).getByRole('link', { name: 'Usuários' }).count()).toBe(0);

    // The activity page has both changes (who, what, when) and the person's sign-ins.
    await expectActivity(admin, '?tipo=usuarios', [
      {
        who: SEED_ADMIN_EMAIL,
        what: `Mudou o tipo do usuário “${email}”`,
        details: 'Editor → Administrador',
      },
      {
        who: SEED_ADMIN_EMAIL,
        what: `Mudou o tipo do usuário “${email}”`,
        details: 'Administrador → Editor',
      },
    ]);
    await expectNoAxeViolations(admin);
    await expectActivity(admin, '?tipo=acessos', [{ who: email, what: 'Entrou no painel' }]);
    expect(pageErrors(errors)).toEqual([]);
  });

  it('deactivates (no access, no sign-in) and reactivates', async () => {
    const email = await newEditor('desativado');
    const person = await openPanelAs(email);
    const { page: admin } = await openAdminPage(browser);
    await admin.goto(siteUrl('/admin/users'));

    await change(admin, email, 'Desativar', 'Desativar', 'Acesso desativado.');
    const actions = admin.getByRole('group', { name: `Ações para ${email}` });
    await actions.getByRole('button', { name: 'Reativar' }).waitFor();
    await admin
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByText('Desativado', { exact: true })
      .waitFor();

    await expectSentToLogin(person.page, 'Esta conta foi desativada por um administrador.');
    await signInAs(person.page, email);
    await expectToast(person.page, 'Esta conta está desativada. Fale com um administrador da equipe.');

    await change(admin, email, 'Reativar', 'Reativar', 'Acesso reativado.');
    await signInAs(person.page, email);
    await person.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await expectActivity(admin, '?tipo=usuarios', [
      { who: SEED_ADMIN_EMAIL, what: `Desativou o usuário “${email}”` },
      { who: SEED_ADMIN_EMAIL, what: `Reativou o usuário “${email}”` },
    ]);
  });

  it('removes: the account is gone and its e-mail no longer signs in', async () => {
    const email = await newEditor('removido');
    const person = await openPanelAs(email);
    const { page: admin } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    await admin.goto(siteUrl('/admin/users'));

    await change(admin, email, 'Remover', 'Remover', 'Usuário removido.');
    await admin.getByRole('listitem').filter({ hasText: email }).waitFor({ state: 'detached' });

    await expectSentToLogin(person.page, 'Sua sessão foi encerrada. Entre novamente.');
    await signInAs(person.page, email);
    await expectToast(person.page, 'Credenciais inválidas');

    // On the phone: the cards.
    await expectActivity(admin, '?tipo=usuarios', [
      { who: SEED_ADMIN_EMAIL, what: `Removeu o usuário “${email}”`, details: 'Editor' },
    ]);
  });

  it('offers no change of one’s own account', async () => {
    const { page: admin } = await openAdminPage(browser);
    await admin.goto(siteUrl('/admin/users'));
    await admin.getByRole('listitem').filter({ hasText: '(você)' }).waitFor();
    expect(await admin.getByRole('group', { name: 'Ações para admin@salto.local' }).count()).toBe(0);
  });
});
