/**
 * 'Notificações de leads' in /admin/configuracoes, in Chromium against the build and local-supabase
 * (with its inbox and the lead-notifications function): an admin adds an extra address, saves,
 * sends the test e-mail, and the message arrives in the inbox addressed to it while 'Envios
 * recentes' shows it sent; the section fits a phone; editors do not see it. The settings go back
 * to the default (notify admins, no extras, no webhook) afterwards: other suites rely on it.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { serviceClient, signedInClient } from '../setup/clients.ts';
import { SEED_ADMIN } from '../setup/seed-users.ts';
import { saveSettings } from '../setup/versions.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors } from './support/browser.ts';

let browser: Browser;
const extraAddress = `entregas.${randomUUID().slice(0, 8)}@exemplo.com.br`;

async function restoreDefaultSettings() {
  // Only admins change the settings (the service role may only read them).
  const admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  const { error } = await saveSettings(admin, 'lead_settings', {
    notify_admins: true,
    extra_emails: [],
    webhook_url: null,
  });
  if (error) throw error;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await restoreDefaultSettings();
});

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The test e-mails in the inbox addressed to `address`. */
async function testMailsTo(address: string): Promise<Summary[]> {
  const response = await fetch(`${inject('inboxUrl')}/api/v1/messages?limit=0`);
  const { messages } = (await response.json()) as { messages: Summary[] };
  return messages.filter(
    (message) =>
      message.Subject === 'Teste: notificações de leads' && message.To.some((to) => to.Address === address),
  );
}

/**
 * axe on the page once every toast has left: a toast that starts fading out while axe measures
 * would count as low contrast.
 */
async function expectNoAxeViolationsWithoutToasts(page: Page) {
  await page.locator('[data-sonner-toast]').waitFor({ state: 'detached', timeout: 15_000 });
  await expectNoAxeViolations(page);
}

async function openSettings(page: Page) {
  await gotoAdmin(page, '/admin/configuracoes');
  await page.getByRole('heading', { level: 2, name: 'Notificações de leads' }).waitFor();
  await page.getByRole('switch', { name: 'Avisar todos os administradores por e-mail' }).waitFor();
}

describe('Notificações de leads (/admin/configuracoes)', () => {
  it('an admin adds an extra address, saves, sends the test e-mail, and it arrives there', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    await openSettings(page);
    // The e2e database knows the project URL: no warning.
    expect(await page.getByRole('note').count()).toBe(0);
    expect(
      await page.getByRole('switch', { name: 'Avisar todos os administradores por e-mail' }).isChecked(),
    ).toBe(true);

    // A malformed address is refused in Portuguese and stays as typed.
    await page.getByRole('button', { name: 'Adicionar e-mail' }).click();
    const field = page.getByLabel('E-mail adicional 1', { exact: true });
    await field.fill('entregas@semdominio');
    await page.getByRole('button', { name: 'Salvar notificações' }).click();
    await page.getByText('E-mail inválido. Confira o endereço (ex.: nome@empresa.com.br).').waitFor();
    expect(await field.inputValue()).toBe('entregas@semdominio');
    await expectToast(page, 'Confira os campos destacados no formulário.');
    await expectNoAxeViolationsWithoutToasts(page);

    await field.fill(extraAddress);
    await page.getByRole('button', { name: 'Salvar notificações' }).click();
    await expectToast(page, 'Notificações salvas');
    const { data } = await serviceClient().from('lead_settings').select('extra_emails, updated_by').single();
    expect(data?.extra_emails).toEqual([extraAddress]);
    await page
      .getByText(/^Última alteração: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por admin@salto\.local$/)
      .waitFor();

    await page.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
    await expectToast(page, 'E-mail de teste enviado para');
    expect(
      await page.locator('[data-sonner-toast]').filter({ hasText: 'E-mail de teste enviado' }).innerText(),
    ).toMatch(/E-mail de teste enviado para \d+ endereços/);

    await expect
      .poll(async () => (await testMailsTo(extraAddress)).length, { timeout: 60_000, interval: 500 })
      .toBe(1);

    // 'Envios recentes' follows on its own (read again every 10 s while anything is pending).
    const table = page.getByRole('table', { name: /Envios recentes de notificações de leads/ });
    const row = table.getByRole('row').filter({ hasText: extraAddress });
    await row.getByText('Enviado', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await row.getByRole('rowheader').innerText()).toBe('Teste');
    expect(await row.getByText('E-mail', { exact: true }).count()).toBe(1);
    expect(await row.getByText('1 tentativa').count()).toBe(1);
    await page.getByText(/^Últimos 7 dias: \d+ enviados? · \d+ pendentes? · \d+ com falha$/).waitFor();
    await expectNoAxeViolationsWithoutToasts(page);

    // Removing the address and saving restores the default.
    await page.getByRole('button', { name: 'Remover e-mail adicional 1' }).click();
    await page.getByText('Nenhum endereço adicional.').waitFor();
    await page.getByRole('button', { name: 'Salvar notificações' }).click();
    await expectToast(page, 'Notificações salvas');
    const restored = await serviceClient()
      .from('lead_settings')
      .select('notify_admins, extra_emails, webhook_url')
      .single();
    expect(restored.data).toEqual({ notify_admins: true, extra_emails: [], webhook_url: null });
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('refuses a webhook that is not https, keeping it, and fits a phone (390 px)', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    await openSettings(page);
    const webhook = page.getByLabel('Webhook do CRM (https)');
    await webhook.fill('http://crm.exemplo.com.br/leads');
    await page.getByRole('button', { name: 'Salvar notificações' }).click();
    await page
      .getByText('Use um endereço completo começando com https:// (ex.: https://crm.exemplo.com/leads).')
      .waitFor();
    await expectToast(page, 'Confira os campos destacados no formulário.');
    expect(await webhook.inputValue()).toBe('http://crm.exemplo.com.br/leads');
    const { data } = await serviceClient().from('lead_settings').select('webhook_url').single();
    expect(data?.webhook_url).toBeNull();

    // The outbox as cards (after the first test), or its empty state.
    await page
      .getByRole('list', { name: 'Envios recentes' })
      .or(page.getByText(/^Nenhum envio ainda/))
      .waitFor({ timeout: 15_000 });
    await expectNoAxeViolationsWithoutToasts(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('editors see the settings page without the section', async () => {
    const { page } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, '/admin/configuracoes');
    await page.getByRole('heading', { name: 'Informações do sistema' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Notificações de leads' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enviar e-mail de teste' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
