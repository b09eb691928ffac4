/**
 * A staff member's password: "Esqueci minha senha" through the e-mail in the local inbox, the
 * "Definir nova senha" page its link opens, and the change in /admin/configuracoes — in Chromium
 * against the build, local-supabase and its inbox. Each test works on a staff account of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { anonClient, serviceClient } from '../setup/clients.ts';
import { createStaffAccount } from '../setup/staff.ts';
import { expectActivity, expectToast, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';

const OLD_PASSWORD = 'senha-antiga-1';
const created: string[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const id of created) await serviceClient().auth.admin.deleteUser(id);
});

async function newStaff(): Promise<string> {
  const { id, email } = await createStaffAccount('senha', 'editor', OLD_PASSWORD);
  created.push(id);
  return email;
}

interface Mail {
  ID: string;
  Subject: string;
  HTML: string;
}

const inbox = (path: string) => fetch(`${inject('inboxUrl')}${path}`);

async function mailsTo(email: string): Promise<Mail[]> {
  const found = (await (await inbox(`/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`)).json()) as {
    messages: { ID: string }[];
  };
  return Promise.all(
    found.messages.map(async ({ ID }) => (await inbox(`/api/v1/message/${ID}`)).json() as Promise<Mail>),
  );
}

/** The link of the recovery e-mail to `email` (it is in the inbox before the page says it was sent). */
async function recoveryLink(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  expect(mail.Subject).toBe('Redefinir sua senha do painel');
  return /href="([^"]+)"/.exec(mail.HTML)![1].replaceAll('&amp;', '&');
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(siteUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function askForLink(page: Page, email: string) {
  await page.goto(siteUrl('/admin/login'));
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/recuperar-senha');
  await page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await page.getByRole('status').filter({ hasText: 'enviamos para ele um link' }).waitFor();
}

const passwordWorks = async (email: string, password: string) =>
  !(await anonClient().auth.signInWithPassword({ email, password })).error;

describe('forgotten password', () => {
  it('resets it through the e-mail link; the old password and the link stop working', async () => {
    const email = await newStaff();
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await askForLink(page, email);
    await expectNoAxeViolations(page);

    const link = await recoveryLink(email);
    expect(new URL(link).pathname).toBe('/auth/v1/verify');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Definir nova senha' }).waitFor();
    await page.getByLabel(/^Nova senha/).waitFor();
    // The session the link brought is gone from the address bar (and the history).
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe('/admin/definir-senha');
    await expectNoAxeViolations(page);

    // A mismatch is caught before anything is sent, and what was typed stays.
    await page.getByLabel(/^Nova senha/).fill('nova-senha-1');
    await page.getByLabel('Confirme a nova senha').fill('nova-senha-2');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('As senhas não coincidem').waitFor();
    expect(await page.getByLabel(/^Nova senha/).inputValue()).toBe('nova-senha-1');

    await page.getByLabel('Confirme a nova senha').fill('nova-senha-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expectToast(page, 'Senha alterada');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    expect(await passwordWorks(email, OLD_PASSWORD)).toBe(false);
    expect(await passwordWorks(email, 'nova-senha-1')).toBe(true);

    // The link was spent: opened again, it says so and offers a new one.
    const again = await openPage(browser);
    await again.page.goto(link);
    await again.page.getByText('Este link já foi usado ou expirou.').waitFor();
    await again.page.getByRole('link', { name: 'Pedir um novo link' }).waitFor();
    await expectNoAxeViolations(again.page);

    // Signing in with the new password works in the browser too; the old one is refused.
    await signInAs(again.page, email, OLD_PASSWORD);
    await expectToast(again.page, 'Credenciais inválidas');
    await signInAs(again.page, email, 'nova-senha-1');
    await again.page.waitForURL((url) => url.pathname === '/admin');
    expect(pageErrors(errors)).toEqual([]);

    // An admin sees it all on the activity page: who, what, when.
    const { page: admin } = await openAdminPage(browser);
    await expectActivity(admin, '?tipo=acessos', [
      { who: email, what: 'Pediu o e-mail de recuperação de senha' },
      { who: email, what: 'Entrou pelo link de recuperação' },
      { who: email, what: 'Trocou a senha' },
      { who: email, what: 'Senha incorreta ao entrar' },
      { who: email, what: 'Entrou no painel' },
    ]);
  });

  it('says the same for an address without an account, and sends nothing', async () => {
    const { page } = await openPage(browser);
    const email = `ninguem-${Date.now()}@salto.local`;
    await askForLink(page, email);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('says the same for a second request within a minute, so the page never tells who has an account', async () => {
    const email = await newStaff();
    const { page } = await openPage(browser);
    await askForLink(page, email);
    // Supabase Auth refuses this one (a link went out less than a minute ago) only because the
    // account exists; the page answers as for any address, and the first link stays the only one.
    await askForLink(page, email);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('explains a page opened without a link', async () => {
    const { page } = await openPage(browser);
    await page.goto(siteUrl('/admin/definir-senha'));
    await page.getByText('Abra esta página pelo link que enviamos por e-mail.').waitFor();
  });
});

describe('changing one’s own password in Configurações', () => {
  it('checks the password in use, then sets the new one', async () => {
    const email = await newStaff();
    const { page, errors } = await openPage(browser);
    await signInAs(page, email, OLD_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto(siteUrl('/admin/configuracoes'));
    const form = page.getByRole('form', { name: 'Alterar senha' });
    await form.waitFor();

    await form.getByLabel('Senha atual').fill('nao-e-a-senha');
    await form.getByLabel(/^Nova senha/).fill('trocada-123');
    await form.getByLabel('Confirme a nova senha').fill('trocada-123');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await form.getByText('A senha atual não confere').waitFor();
    expect(await passwordWorks(email, OLD_PASSWORD)).toBe(true);

    await form.getByLabel('Senha atual').fill(OLD_PASSWORD);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(page, 'Senha alterada');
    expect(await form.getByLabel('Senha atual').inputValue()).toBe('');
    await expectNoAxeViolations(page);

    expect(await passwordWorks(email, OLD_PASSWORD)).toBe(false);
    expect(await passwordWorks(email, 'trocada-123')).toBe(true);
    // This tab is still signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    // Only the refused sign-in with the wrong current password.
    expect(pageErrors(errors)).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
