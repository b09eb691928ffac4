/**
 * Users (creation through the create-user function, the admin stays signed in) and Leads (a lead
 * from the public form, the details dialog, the CSV export parsed back), in Chromium against the
 * build and local-supabase. Everything created here is deleted with the service key afterwards.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage, siteUrl } from './support/browser.ts';

let browser: Browser;
const createdUserEmails: string[] = [];
const createdLeadEmails: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const service = serviceClient();
  for (const email of createdUserEmails) {
    const { data } = await service.from('profiles').select('id').eq('email', email);
    for (const { id } of data ?? []) {
      const { error } = await service.auth.admin.deleteUser(id);
      if (error) throw error;
    }
  }
  if (createdUserEmails.length > 0) {
    // The profile goes with its auth user (on delete cascade).
    const { data } = await service.from('profiles').select('id').in('email', createdUserEmails);
    expect(data).toEqual([]);
  }
  if (createdLeadEmails.length > 0) {
    const { error } = await service.from('leads').delete().in('email', createdLeadEmails);
    if (error) throw error;
  }
});

const token = () => randomUUID().slice(0, 8);
const sidebar = (page: Page) => page.locator('#admin-sidebar');

async function openUsers(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Usuários' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/users');
  await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
  await page.getByRole('list', { name: 'Usuários' }).waitFor({ timeout: 15_000 });
}

async function openLeads(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Leads' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/leads');
  await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
}

/** Requests sent to the create-user function. */
function watchCreateUser(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/create-user') && request.method() === 'POST') {
      calls.push(request.url());
    }
  });
  return calls;
}

async function fillPhone(page: Page, label: string, digits: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  // The real phone field replaces its look-alike on focus; wait for it, then type.
  await page.waitForTimeout(300);
  await page.getByLabel(label, { exact: true }).pressSequentially(digits);
}

/** RFC 4180 with `;`: records split on CRLF outside quotes, `""` is a quote inside a quoted field. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`bare line break outside quotes at ${i}`);
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

describe('users', () => {
  it('an admin creates an editor, stays signed in as themselves, and the new user can sign in', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    const calls = watchCreateUser(page);
    await openUsers(page);
    const list = page.getByRole('list', { name: 'Usuários' });
    const admin = list.getByRole('listitem').filter({ hasText: SEED_ADMIN.email });
    await admin.getByText('Administrador', { exact: true }).waitFor();
    await list
      .getByRole('listitem')
      .filter({ hasText: SEED_EDITOR.email })
      .getByText('Editor', { exact: true })
      .waitFor();
    await expectNoAxeViolations(page);

    const email = `e2e-usuario-${token()}@salto.local`;
    createdUserEmails.push(email);
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Novo Usuário' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Tipo').inputValue()).toBe('editor');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Senha').fill('senha-e2e-123');
    await dialog.getByRole('button', { name: 'Criar Usuário' }).click();

    await page.getByText('Usuário criado com sucesso!').waitFor({ timeout: 15_000 });
    await expect.poll(() => dialog.count()).toBe(0);
    expect(calls).toHaveLength(1);
    const row = list.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Editor', { exact: true }).waitFor();
    expect(await row.getByText(format(new Date(), 'dd/MM/yyyy')).count()).toBe(1);
    // Newest first.
    expect(await list.getByRole('listitem').first().innerText()).toContain(email);

    // Still the admin: sidebar e-mail and badge unchanged, admin-only data still readable.
    await sidebar(page).getByText(SEED_ADMIN.email, { exact: true }).waitFor();
    await sidebar(page).getByText('Administrador', { exact: true }).waitFor();
    expect(await sidebar(page).getByText(email).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
    await sidebar(page).getByText(SEED_ADMIN.email, { exact: true }).waitFor();
    await list.getByRole('listitem').filter({ hasText: email }).waitFor({ timeout: 15_000 });

    // The search narrows the list by e-mail.
    await page.getByRole('searchbox', { name: 'Buscar por e-mail...' }).fill(email.slice(0, 20));
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Buscar por e-mail...' }).fill('ninguem-aqui');
    await page.getByText('Nenhum usuário encontrado').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();

    // The new user signs in as an editor.
    const other = await openPage(browser);
    await other.page.goto(siteUrl('/admin/login'));
    await other.page.getByLabel('E-mail').fill(email);
    await other.page.getByLabel('Senha').fill('senha-e2e-123');
    await other.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await other.page.waitForURL((url) => url.pathname === '/admin');
    await sidebar(other.page).getByText(email, { exact: true }).waitFor();
    await sidebar(other.page).getByText('Editor', { exact: true }).waitFor();
    expect(await sidebar(other.page).getByRole('link', { name: 'Usuários' }).count()).toBe(0);
    await other.page.context().close();
  });

  it('refuses empty fields, a short password and a duplicate e-mail with clear messages', async () => {
    const { page } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    const calls = watchCreateUser(page);
    await gotoAdmin(page, '/admin/users');
    await page.getByRole('list', { name: 'Usuários' }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Novo Usuário' });
    const submit = dialog.getByRole('button', { name: 'Criar Usuário' });
    await submit.click();
    await expect.poll(() => dialog.getByText('Email e senha são obrigatórios').count()).toBe(2);
    expect(await dialog.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await dialog.getByLabel('E-mail').fill(`curta-${token()}@salto.local`);
    await dialog.getByLabel('Senha').fill('12345');
    await submit.click();
    await dialog.getByText('A senha deve ter pelo menos 6 caracteres').waitFor();
    expect(calls).toEqual([]);

    // The server refuses a duplicate with its own Portuguese message; the values stay.
    await dialog.getByLabel('E-mail').fill(SEED_EDITOR.email);
    await dialog.getByLabel('Senha').fill('outra-senha-123');
    await dialog.getByLabel('Tipo').selectOption('admin');
    await submit.click();
    await dialog.getByText('Já existe um usuário com este e-mail.').waitFor({ timeout: 15_000 });
    expect(calls).toHaveLength(1);
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(SEED_EDITOR.email);
    expect(await dialog.getByLabel('Tipo').inputValue()).toBe('admin');

    // Nothing changed for the existing editor.
    const { data } = await serviceClient()
      .from('profiles')
      .select('tipo')
      .eq('email', SEED_EDITOR.email)
      .single();
    expect(data?.tipo).toBe('editor');
    await page.context().close();
  });
});

describe('leads', () => {
  it('a lead sent on the public form appears in Leads with its origin and tracking fields', async () => {
    const email = `e2e-lead-${token()}@exemplo.com.br`;
    createdLeadEmails.push(email);
    const visitor = await openPage(browser);
    await visitor.page.goto(
      siteUrl('/agentes-de-ia?utm_source=e2e-test&utm_medium=teste&utm_campaign=admin-leads#raio-x-form'),
    );
    const form = visitor.page.locator('#raio-x-form form');
    await form.getByLabel('Nome', { exact: true }).fill('Helena Vasconcelos');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await fillPhone(visitor.page, 'WhatsApp', '11987650000');
    await form.getByLabel('Empresa', { exact: true }).fill('Vasconcelos Engenharia');
    await form.getByRole('button', { name: 'Agendar Diagnóstico' }).click();
    await expect
      .poll(() => visitor.page.getByText('Sucesso!').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await visitor.page.context().close();

    const { page, errors } = await openAdminPage(browser, 'admin');
    await openLeads(page);
    const table = page.getByRole('table');
    await table.waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(email);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const row = table.getByRole('row').nth(1);
    // Name with company, e-mail with phone, then date, origin, stage and owner.
    expect(await row.getByRole('rowheader').innerText()).toBe('Helena Vasconcelos\nVasconcelos Engenharia');
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      `${email}\n+5511987650000`,
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}\s\d{2}:\d{2}$/),
      'e2e-test',
      'Novo',
      '-\nsem responsável',
      '',
    ]);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Ver detalhes de Helena Vasconcelos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Helena Vasconcelos' });
    await dialog.waitFor();
    const value = (label: string) =>
      dialog
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    expect(await value('UTM Source').innerText()).toBe('e2e-test');
    expect(await value('UTM Medium').innerText()).toBe('teste');
    expect(await value('UTM Campaign').innerText()).toBe('admin-leads');
    expect(await value('GCLID').innerText()).toBe('Não informado');
    expect(await value('Primeira página da visita').innerText()).toContain('utm_source=e2e-test');
    expect(await value('Página do formulário').innerText()).not.toBe('');
    expect(await value('Versão da política de privacidade').innerText()).toMatch(/\d/);
    expect(await value('E-mail').innerText()).toBe(email);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('exports the filtered leads as an Excel-safe CSV that parses back', async () => {
    const tag = `csv${token()}`;
    const joao = `joao.${tag}@example.com`;
    const formula = `formula.${tag}@example.com`;
    createdLeadEmails.push(joao, formula);
    const { error } = await serviceClient()
      .from('leads')
      .insert([
        {
          nome: 'João Ação',
          email: joao,
          telefone: '5548991110000',
          empresa: 'Pão & Cia; Ltda',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'promoção "verão"',
          utm_term: 'ia',
          utm_content: 'rodapé',
          gclid: 'G-123',
          fbclid: 'F-456',
        },
        {
          nome: '=HYPERLINK("http://x","y")',
          email: formula,
          telefone: '+5548991110001',
          empresa: 'Fórmulas SA',
        },
      ]);
    if (error) throw error;

    const { page, errors } = await openAdminPage(browser, 'admin');
    await openLeads(page);
    const table = page.getByRole('table');
    await table.waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(tag);
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await page.getByText('2 leads', { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`leads_${format(new Date(), 'yyyy-MM-dd')}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
    expect(text.endsWith('\r\n')).toBe(true);

    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([
      'Nome',
      'Email',
      'Telefone',
      'Empresa',
      'Data',
      'UTM Source',
      'UTM Medium',
      'UTM Campaign',
      'UTM Term',
      'UTM Content',
      'GCLID',
      'FBCLID',
      'Etapa',
      'Responsável',
      'Primeiro contato',
    ]);
    expect(records).toHaveLength(2);
    for (const record of records) expect(record).toHaveLength(15);
    const byEmail = new Map(records.map((record) => [record[1], record]));

    const accented = byEmail.get(joao)!;
    expect(accented).toEqual([
      'João Ação',
      joao,
      '5548991110000',
      'Pão & Cia; Ltda',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'newsletter',
      'email',
      'promoção "verão"',
      'ia',
      'rodapé',
      'G-123',
      'F-456',
      'Novo',
      '',
      '',
    ]);
    // Quoted per RFC 4180 in the raw file: the separator and the quotes.
    expect(text).toContain(';"Pão & Cia; Ltda";');
    expect(text).toContain(';"promoção ""verão""";');

    const neutralised = byEmail.get(formula)!;
    expect(neutralised[0]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(neutralised[2]).toBe(`'+5548991110001`);
    expect(neutralised.slice(5)).toEqual(['', '', '', '', '', '', '', 'Novo', '', '']);
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")";`);
    expect(text).not.toMatch(/(^|;|\r\n)=HYPERLINK/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pages a search on the server, keeps the page on reload and exports every page', async () => {
    const tag = `pag${token()}`;
    const emails = Array.from({ length: 51 }, (_, i) => `${tag}.${i}@example.com`);
    createdLeadEmails.push(...emails);
    const { error } = await serviceClient()
      .from('leads')
      .insert(
        emails.map((email, i) => ({
          nome: `Paginada ${i}`,
          email,
          telefone: '5548991110000',
          empresa: 'Páginas Ltda',
        })),
      );
    if (error) throw error;

    const { page, errors } = await openAdminPage(browser, 'admin');
    await openLeads(page);
    const table = page.getByRole('table');
    await table.waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(tag.toUpperCase());
    await page.getByText('51 leads', { exact: true }).waitFor();
    const pages = page.getByRole('navigation', { name: 'Páginas de leads' });
    await pages.getByText('Página 1 de 2').waitFor();
    expect(await table.getByRole('row').count()).toBe(51);
    await pages.getByRole('button', { name: 'Próxima' }).click();
    await pages.getByText('Página 2 de 2').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const url = new URL(page.url());
    expect([url.searchParams.get('busca'), url.searchParams.get('pagina')]).toEqual([tag.toUpperCase(), '2']);
    await expectNoAxeViolations(page);

    await page.reload();
    await pages.getByText('Página 2 de 2').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('searchbox').inputValue()).toBe(tag.toUpperCase());

    // The export holds every lead of the search, not only the page shown.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    await page.getByText('51 leads exportados.').waitFor();
    const text = new TextDecoder('utf-8').decode((await readFile((await download.path())!)).subarray(3));
    const [, ...records] = parseCsv(text);
    expect(records.map((record) => record[1]).sort()).toEqual([...emails].sort());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the leads page passes axe at 390 px, with one card per lead and the view action', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin', { width: 390, height: 844 });
    await gotoAdmin(page, '/admin/leads');
    const cards = page.getByRole('list', { name: 'Leads' });
    await cards.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('table').isVisible()).toBe(false);
    await page.getByRole('searchbox').fill('Carla Mendes');
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(1);
    await cards.getByText('google', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await cards.getByRole('button', { name: 'Ver detalhes de Carla Mendes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Carla Mendes' });
    await dialog.getByText('raio-x-florianopolis', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
