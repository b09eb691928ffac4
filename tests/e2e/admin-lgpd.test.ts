/**
 * Privacidade (LGPD), in Chromium against the build and local-supabase: an admin reaches the page
 * from Leads, finds a person by e-mail (their `+tag` variant included), exports the JSON, erases
 * everything after typing the e-mail again, sees the erasure in the log, and the person is gone from
 * /admin/leads while someone else stays. Editors get the restricted-access explanation.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { SEED_ADMIN } from '../setup/seed-users.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser } from './support/browser.ts';

let browser: Browser;
const token = randomUUID().slice(0, 8);
/** The address the person writes from; one of their leads was sent with a `+tag` and capitals. */
const email = `lgpd.${token}@exemplo.com.br`;
const taggedEmail = `LGPD.${token}+promo@Exemplo.com.br`;
const nome = `Pessoa LGPD ${token}`;
const bystander = `mantido.${token}@exemplo.com.br`;

beforeAll(async () => {
  browser = await launchBrowser();
  const service = serviceClient();
  const { data, error } = await service
    .from('leads')
    .insert([
      {
        nome,
        email: taggedEmail,
        telefone: '5548991110000',
        empresa: 'Empresa LGPD',
        utm_campaign: 'lgpd-e2e',
      },
      { nome, email, telefone: '5548991110000', empresa: 'Empresa LGPD' },
      { nome: `Pessoa Mantida ${token}`, email: bystander, telefone: '5548991110001', empresa: 'Outra' },
    ])
    .select('id, email');
  if (error) throw error;
  const first = data.find((row) => row.email === taggedEmail)!;
  const note = await service
    .from('lead_notes')
    .insert({ lead_id: first.id, body: 'Pediu contato por e-mail.' });
  if (note.error) throw note.error;
});

afterAll(async () => {
  await browser?.close();
  await serviceClient().from('leads').delete().in('email', [email, taggedEmail, bystander]);
});

async function searchPerson(page: Page, address: string) {
  await page.getByLabel('E-mail da pessoa').fill(address);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

describe('Privacidade (LGPD)', () => {
  it('an admin finds a person, exports the JSON, erases everything, and the person is gone from Leads', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    await gotoAdmin(page, '/admin/leads');
    await page.getByRole('link', { name: 'Privacidade (LGPD)' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/leads/lgpd');
    await page.getByRole('heading', { level: 1, name: 'Privacidade (LGPD)' }).waitFor();
    expect(
      await page
        .locator('#admin-sidebar')
        .getByRole('link', { name: 'Privacidade (LGPD)' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // An invalid address is refused in Portuguese.
    await searchPerson(page, 'lgpd@semdominio');
    await page.getByText('E-mail inválido. Confira o endereço (ex.: nome@empresa.com.br).').waitFor();

    await searchPerson(page, email);
    await page
      .getByText(/^Encontrados: 2 leads, 1 nota, 0 eventos e \d+ notificaç(ão|ões)\.$/)
      .waitFor({ timeout: 15_000 });
    const found = page.getByRole('list', { name: 'Leads encontrados' });
    expect(await found.getByRole('article').count()).toBe(2);
    await found.getByText(taggedEmail, { exact: true }).waitFor();
    await found.getByText('Pediu contato por e-mail.').waitFor();
    await found.getByText('lgpd-e2e', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // Export: a JSON named by date and reference, never the e-mail, with both leads.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lgpd_\d{4}-\d{2}-\d{2}_[0-9a-f]{8}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      referencia: string;
      leads: { email: string; notes: { body: string }[] }[];
    };
    expect(file.leads.map((lead) => lead.email).sort()).toEqual([email, taggedEmail].sort());
    expect(file.leads.flatMap((lead) => lead.notes.map((note) => note.body))).toEqual([
      'Pediu contato por e-mail.',
    ]);
    expect(download.suggestedFilename()).toContain(file.referencia.slice(0, 8));
    await expectToast(page, 'Exportação registrada');

    // Erase: the dialog asks for the e-mail again.
    await page.getByRole('button', { name: 'Apagar todos os dados' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apagar todos os dados' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Apagar definitivamente' }).click();
    await dialog.getByText('O e-mail digitado não confere com o e-mail buscado.').waitFor();
    await dialog.getByLabel('Digite o e-mail para confirmar').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Apagar definitivamente' }).click();
    await expectToast(page, 'Dados apagados');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByText('Nenhum registro encontrado para este e-mail.').waitFor({ timeout: 15_000 });

    // The log: the erasure first, then the export, by this admin, with counts only.
    const log = page.getByRole('table', { name: /Solicitações LGPD atendidas/ });
    const [erasure, exported] = await log.getByRole('row').filter({ hasText: SEED_ADMIN.email }).all();
    expect(await erasure.getByRole('cell').nth(1).innerText()).toBe('Exclusão');
    expect((await erasure.getByRole('cell').allInnerTexts()).slice(3, 5)).toEqual(['2', '1']);
    expect(await exported.getByRole('cell').nth(1).innerText()).toBe('Exportação');
    expect(await log.innerText()).not.toContain(token);

    // Gone from Leads; the other person stays.
    await gotoAdmin(page, '/admin/leads');
    const search = page.getByRole('searchbox');
    await search.fill(token);
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: `Pessoa Mantida ${token}` }).waitFor({ timeout: 15_000 });
    expect(await table.getByRole('rowheader', { name: nome }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone (390 px) and passes axe, with the log as cards', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    await gotoAdmin(page, '/admin/leads/lgpd');
    await page.getByRole('list', { name: 'Solicitações registradas' }).waitFor({ timeout: 15_000 });
    await page.getByRole('radio', { name: 'Não apagar automaticamente' }).waitFor();
    await searchPerson(page, bystander);
    await page.getByText(/^Encontrados: 1 lead/).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves the retention of discarded leads', async () => {
    const { page } = await openAdminPage(browser, 'admin');
    await gotoAdmin(page, '/admin/leads/lgpd');
    await page.getByRole('radio', { name: 'Apagar leads descartados após' }).check();
    const months = page.getByRole('spinbutton', { name: 'Número de meses' });
    await months.fill('18');
    await page.getByRole('button', { name: 'Salvar retenção' }).click();
    await expectToast(
      page,
      'Leads na etapa Descartado são apagados automaticamente 18 meses depois de recebidos.',
    );
    const { data } = await serviceClient()
      .from('lead_settings')
      .select('discarded_retention_months')
      .single();
    expect(data?.discarded_retention_months).toBe(18);

    await page.getByRole('radio', { name: 'Não apagar automaticamente' }).check();
    await page.getByRole('button', { name: 'Salvar retenção' }).click();
    await expectToast(page, 'Leads descartados não são apagados automaticamente.');
    await page.context().close();
  });

  it('shows an editor the restricted-access explanation', async () => {
    const { page } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, '/admin/leads/lgpd');
    await page.getByRole('heading', { name: 'Acesso restrito a administradores' }).waitFor();
    expect(await page.getByLabel('E-mail da pessoa').count()).toBe(0);
    await page.context().close();
  });
});
