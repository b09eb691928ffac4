/**
 * Two-factor sign-in in Chromium against the build and local-supabase: an admin adds an
 * authenticator app in Configurações (the test computes the codes from the key the page shows),
 * then signs in with the code; without the code the database keeps leads closed, through the panel
 * and through the REST API alike. Works on an admin account of its own.
 */
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { anonClient, serviceClient } from '../setup/clients.ts';
import { createStaffAccount } from '../setup/staff.ts';
import { expectActivity, expectToast, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';

const PASSWORD = 'senha-do-admin-1';
const created: string[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const id of created) await serviceClient().auth.admin.deleteUser(id);
});

/** What the authenticator app shows now for the key. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

async function signInAs(page: Page, email: string) {
  await page.goto(siteUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Configurações → 'Ativar': the enrollment form and the key it shows. */
async function openEnrollment(page: Page) {
  await page.goto(siteUrl('/admin/configuracoes'));
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await section.getByRole('button', { name: 'Ativar' }).click();
  const form = section.getByRole('form', { name: 'Ativar verificação em duas etapas' });
  await form.getByRole('img', { name: /QR code/ }).waitFor();
  const secret = (await form.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return { form, secret };
}

/** Types the app's current code into the open enrollment form; the app is then active. */
async function confirmEnrollment(page: Page, secret: string) {
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  const form = section.getByRole('form', { name: 'Ativar verificação em duas etapas' });
  await form.getByLabel(/Digite o código/).fill(codeFor(secret));
  await form.getByRole('button', { name: 'Ativar' }).click();
  await expectToast(page, 'Verificação em duas etapas ativada');
  await section.getByText('Ativada', { exact: true }).waitFor();
}

/** Leads the REST API gives this client (RLS decides). */
async function leadsRead(client: ReturnType<typeof anonClient>): Promise<number> {
  const { data, error } = await client.from('leads').select('id').limit(5);
  expect(error).toBeNull();
  return data!.length;
}

describe('two-factor sign-in', () => {
  it('an admin adds an authenticator app, then signs in with its code; without it leads stay closed', async () => {
    const { id, email } = await createStaffAccount('duas-etapas', 'admin', PASSWORD);
    created.push(id);
    const { page, errors } = await openPage(browser);
    await signInAs(page, email);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const { form, secret } = await openEnrollment(page);
    await expectNoAxeViolations(page);
    await form.getByLabel(/Digite o código/).fill('000000' === codeFor(secret) ? '111111' : '000000');
    await form.getByRole('button', { name: 'Ativar' }).click();
    await form.getByText('Código incorreto.', { exact: false }).waitFor();
    await confirmEnrollment(page, secret);

    // Through the REST API: the password alone opens no lead; the code does.
    const api = anonClient();
    await api.auth.signInWithPassword({ email, password: PASSWORD });
    expect(await leadsRead(api)).toBe(0);
    const { data: factors } = await api.auth.mfa.listFactors();
    const verified = await api.auth.mfa.challengeAndVerify({
      factorId: factors!.totp[0].id,
      code: codeFor(secret),
    });
    expect(verified.error).toBeNull();
    expect(await leadsRead(api)).toBeGreaterThan(0);

    // In the browser: the password leads to the code step, which opens the panel.
    const fresh = await openPage(browser, { width: 390, height: 844 });
    await signInAs(fresh.page, email);
    await fresh.page.waitForURL((url) => url.pathname === '/admin/verificacao');
    await fresh.page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' }).waitFor();
    await expectNoAxeViolations(fresh.page);
    await fresh.page.goto(siteUrl('/admin/leads'));
    await fresh.page.waitForURL((url) => url.pathname === '/admin/verificacao');
    await fresh.page.getByLabel(/Código de 6 dígitos/).fill(codeFor(secret));
    await fresh.page.getByRole('button', { name: 'Verificar' }).click();
    await fresh.page.waitForURL((url) => url.pathname === '/admin');
    await fresh.page.goto(siteUrl('/admin/leads'));
    await fresh.page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    // A lost phone: another admin removes the app; the password alone opens the panel again.
    const { page: seedAdmin } = await openAdminPage(browser);
    await seedAdmin.goto(siteUrl('/admin/users'));
    const actions = seedAdmin.getByRole('group', { name: `Ações para ${email}` });
    await actions.getByRole('button', { name: 'Remover verificação' }).click();
    await seedAdmin.getByRole('alertdialog').getByRole('button', { name: 'Remover verificação' }).click();
    await expectToast(seedAdmin, 'Verificação em duas etapas removida.');
    const later = await openPage(browser);
    await signInAs(later.page, email);
    await later.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The activity page: the app added, each code confirmed, and who removed it.
    await expectActivity(seedAdmin, `?pessoa=${id}`, [
      { who: email, what: 'Ativou a verificação em duas etapas' },
      { who: email, what: 'Confirmou o código de verificação' },
      { who: email, what: 'Entrou no painel' },
    ]);
    await expectActivity(seedAdmin, '?tipo=usuarios', [
      { who: 'admin@salto.local', what: `Removeu a verificação em duas etapas de “${email}”` },
    ]);

    // Only the refused wrong code.
    expect(pageErrors(errors)).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
  });

  it('the team can require the app from every admin: until they add one, admins without it lose admin rights', async () => {
    const { id, email } = await createStaffAccount('exige-2fa', 'admin', PASSWORD);
    created.push(id);
    const { page, errors } = await openPage(browser);
    await signInAs(page, email);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto(siteUrl('/admin/configuracoes'));
    const rules = page.getByRole('form', { name: 'Segurança da equipe' });
    const requirement = rules.getByRole('checkbox', { name: /Exigir verificação em duas etapas/ });
    const retention = rules.getByLabel('Guardar o registro de atividade por (dias)');
    try {
      // Bad input keeps what was typed; a session without the app cannot require it.
      await retention.fill('10');
      await requirement.check();
      await rules.getByRole('button', { name: 'Salvar regras' }).click();
      await rules.getByText('Informe um número inteiro de dias entre 30 e 3.650.').waitFor();
      await retention.fill('180');
      await rules.getByRole('button', { name: 'Salvar regras' }).click();
      await rules.getByText('Ative a verificação em duas etapas na sua conta antes de exigi-la').waitFor();
      expect(await requirement.isChecked()).toBe(true);
      expect(await retention.inputValue()).toBe('180');
      await expectNoAxeViolations(page);

      const { secret } = await openEnrollment(page);
      await confirmEnrollment(page, secret);
      await page.reload();
      await requirement.check();
      await retention.fill('180');
      await rules.getByRole('button', { name: 'Salvar regras' }).click();
      await expectToast(page, 'Regras da equipe salvas');

      // The seeded admin has no app: the panel says why, and the database shows no lead.
      const { page: seedAdmin } = await openAdminPage(browser);
      await seedAdmin.getByText('A equipe exige verificação em duas etapas dos administradores.').waitFor();
      const api = anonClient();
      await api.auth.signInWithPassword({ email: 'admin@salto.local', password: 'admin-local-123' });
      expect(await leadsRead(api)).toBe(0);

      // Turned off again, rights come back at once.
      await requirement.uncheck();
      await rules.getByRole('button', { name: 'Salvar regras' }).click();
      // (The first save's toast may still show: wait for the database instead.)
      await vi.waitFor(async () => expect(await leadsRead(api)).toBeGreaterThan(0), { timeout: 10_000 });
      await expectActivity(page, `?pessoa=${id}&tipo=configuracoes`, [
        { who: email, what: 'Alterou as configurações', details: 'Segurança da equipe' },
      ]);
      expect(pageErrors(errors)).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
    } finally {
      await serviceClient()
        .from('staff_settings')
        .update({ require_admin_second_factor: false, audit_retention_days: 365 })
        .eq('id', true);
    }
  });
});
