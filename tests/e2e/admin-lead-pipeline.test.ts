/**
 * The lead pipeline in /admin/leads, in Chromium against the build and local-supabase: an admin
 * opens a lead from the notification e-mail's link (`?lead=<id>`, the lead not on the page shown),
 * moves it Novo → Em contato → Qualificado (the first contact appears, stamped once), sets the
 * owner, writes a note, reads the history and the person's other submission, then filters the list
 * by stage and exports: the CSV holds the lead with Etapa, Responsável and Primeiro contato. axe
 * at 1280 and 390 px. Everything created here is deleted with the service key afterwards.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, siteUrl } from './support/browser.ts';

let browser: Browser;
const token = randomUUID().slice(0, 8);
const nome = `Funil ${token}`;
const email = `funil.${token}@exemplo.com.br`;
/** The same person again, weeks earlier, with a `+tag` and capitals. */
const earlierEmail = `Funil.${token}+evento@Exemplo.com.br`;
/** Someone else of the same campaign, left in Novo. */
const otherEmail = `outro.${token}@exemplo.com.br`;
let leadId: string;

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

beforeAll(async () => {
  browser = await launchBrowser();
  const { data, error } = await serviceClient()
    .from('leads')
    .insert([
      {
        nome,
        email,
        telefone: '5548991110000',
        empresa: 'Funil Ltda',
        utm_source: 'google',
        utm_campaign: `funil-${token}`,
        created_at: new Date().toISOString(),
      },
      {
        nome,
        email: earlierEmail,
        telefone: '5548991110000',
        empresa: 'Funil Ltda',
        pagina_origem: '/salto',
        created_at: new Date(Date.now() - 20 * 86_400_000).toISOString(),
      },
      {
        nome: `Outro ${token}`,
        email: otherEmail,
        telefone: '5548991110001',
        empresa: 'Outra Ltda',
        utm_campaign: `funil-${token}`,
        created_at: new Date().toISOString(),
      },
    ])
    .select('id, email');
  if (error) throw error;
  leadId = data.find((row) => row.email === email)!.id;
});

afterAll(async () => {
  await browser?.close();
  await serviceClient().from('leads').delete().in('email', [email, earlierEmail, otherEmail]);
});

/** RFC 4180 with `;` (no line breaks inside this test's fields). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1').replace(/""/g, '"')));
}

/** The value of a `dt` label in the details. */
const detailValue = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('the lead pipeline', () => {
  it('an admin works a lead from its link, then filters by stage and exports it', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    // The notification e-mail's link: the lead is found by id, whatever page the list shows (the
    // dialog hides the page's heading from assistive technology, so it is the dialog that is awaited).
    await page.goto(siteUrl(`/admin/leads?lead=${leadId}`));
    const dialog = page.getByRole('dialog', { name: nome });
    await dialog.waitFor({ timeout: 15_000 });
    const stage = dialog.getByLabel('Etapa');
    expect(await stage.inputValue()).toBe('novo');
    await dialog.getByText('Ainda não registrado').waitFor();
    await expectNoAxeViolations(page);

    // Novo → Em contato: the database stamps the first contact.
    await stage.selectOption('em_contato');
    await expectToast(page, 'Etapa alterada');
    const firstContact = detailValue(dialog, 'Primeiro contato');
    await expect.poll(() => firstContact.innerText()).toMatch(DATE_TIME);
    const stamped = await firstContact.innerText();

    // → Qualificado: the first contact stays.
    await stage.selectOption('qualificado');
    await expect
      .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'Qualificado' }).count())
      .toBe(1);
    expect(await firstContact.innerText()).toBe(stamped);

    const owner = dialog.getByLabel('Responsável');
    await owner.selectOption({ label: SEED_EDITOR.email });
    await expectToast(page, 'Responsável alterado');

    const noteText = `Ligou às 10h (${token}).\nQuer proposta até sexta.`;
    await dialog.getByLabel('Nova nota').fill(noteText);
    await dialog.getByText(`${noteText.length}/5.000 caracteres`).waitFor();
    await dialog.getByRole('button', { name: 'Adicionar nota' }).click();
    await expectToast(page, 'Nota adicionada');
    const notes = dialog.getByRole('list', { name: 'Notas do lead' });
    const note = notes.getByRole('listitem').first();
    await note.getByText(`Ligou às 10h (${token}).`, { exact: false }).waitFor();
    expect(await note.innerText()).toMatch(
      new RegExp(`^${SEED_ADMIN.email} · \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`),
    );
    expect(await dialog.getByLabel('Nova nota').inputValue()).toBe('');

    const history = dialog.getByRole('list', { name: 'Histórico do lead' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    const lines = await history.getByRole('listitem').allInnerTexts();
    const when = ' — \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$';
    // Newest first.
    expect(lines[0]).toMatch(
      new RegExp(`^${SEED_ADMIN.email} definiu o responsável: ${SEED_EDITOR.email}${when}`),
    );
    expect(lines[1]).toMatch(new RegExp(`^${SEED_ADMIN.email} mudou de Em contato para Qualificado${when}`));
    expect(lines[2]).toMatch(new RegExp(`^${SEED_ADMIN.email} mudou de Novo para Em contato${when}`));

    // The same person's earlier submission, with a +tag: one click opens it.
    const others = dialog.getByRole('region', { name: 'Outros envios desta pessoa (1)' });
    const earlier = others.getByRole('link');
    expect(await earlier.innerText()).toContain(earlierEmail);
    expect(await earlier.innerText()).toContain('/salto');
    await expectNoAxeViolations(page);
    await earlier.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('lead')).not.toBe(leadId);
    const earlierDialog = page.getByRole('dialog', { name: nome });
    await detailValue(earlierDialog, 'E-mail').getByText(earlierEmail).waitFor();
    await earlierDialog
      .getByRole('region', { name: 'Outros envios desta pessoa (1)' })
      .getByRole('link')
      .click();
    await detailValue(page.getByRole('dialog', { name: nome }), 'E-mail')
      .getByText(email, { exact: true })
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    // The list, filtered by stage Qualificado and this campaign: the lead with its stage and owner.
    await page.getByRole('button', { name: 'Qualificado', exact: true }).click();
    await page.getByLabel('UTM Campaign').fill(`funil-${token}`);
    // The campaign box filters once typing pauses.
    await expect.poll(() => new URL(page.url()).searchParams.get('utm_campaign')).toBe(`funil-${token}`);
    expect(new URL(page.url()).searchParams.get('etapa')).toBe('qualificado');
    await page.getByText('1 lead', { exact: true }).waitFor({ timeout: 15_000 });
    const table = page.getByRole('table');
    const row = table.getByRole('row').nth(1);
    expect(await row.getByRole('rowheader').innerText()).toBe(`${nome}\nFunil Ltda`);
    const cells = await row.getByRole('cell').allInnerTexts();
    // Contato, Data, Origem, Etapa, Responsável, the view action.
    expect(cells.slice(2, 5)).toEqual(['google', 'Qualificado', SEED_EDITOR.email]);
    await expectNoAxeViolations(page);

    // A reload keeps the filters.
    await page.reload();
    await page.getByText('1 lead', { exact: true }).waitFor({ timeout: 15_000 });
    expect(
      await page.getByRole('button', { name: 'Qualificado', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByLabel('UTM Campaign').inputValue()).toBe(`funil-${token}`);

    // The export holds the filtered leads, with the pipeline's columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    await page.getByText('1 lead exportado.').waitFor();
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)),
    );
    expect(header.slice(-3)).toEqual(['Etapa', 'Responsável', 'Primeiro contato']);
    expect(records).toHaveLength(1);
    const record = Object.fromEntries(header.map((column, i) => [column, records[0][i]]));
    expect(record).toMatchObject({
      Nome: nome,
      Email: email,
      'UTM Campaign': `funil-${token}`,
      Etapa: 'Qualificado',
      Responsável: SEED_EDITOR.email,
      'Primeiro contato': stamped,
    });

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters and the details pass axe at 390 px, without sideways scrolling', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    await gotoAdmin(page, `/admin/leads?etapa=qualificado&utm_campaign=funil-${token}`);
    const cards = page.getByRole('list', { name: 'Leads' });
    await cards.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    expect(await cards.getByRole('listitem').count()).toBe(1);
    // The filters wait behind 'Filtros (2)'.
    expect(await page.getByLabel('UTM Campaign').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros (2)' }).click();
    expect(await page.getByLabel('UTM Campaign').inputValue()).toBe(`funil-${token}`);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await cards.getByRole('button', { name: `Ver detalhes de ${nome}` }).click();
    const dialog = page.getByRole('dialog', { name: nome });
    await dialog.getByRole('list', { name: 'Histórico do lead' }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
