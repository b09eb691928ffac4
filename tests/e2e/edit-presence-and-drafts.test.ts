/**
 * Who else is editing, and nothing typed is lost (issue 28, items 2 and 5), in Chromium with two
 * people: the editor opens a published case and types; the admin opening it is told who is
 * editing since when, reads it, then takes over; the editor is told at once (next heartbeat),
 * their text still in the form. The editor closes the tab; opening the case again offers the text
 * back, and after taking the edit back it is saved. Leaving a form with unsaved changes asks first.
 * Settings pages and the new-user dialog keep what is typed too (never a password), and a session
 * that ends while typing is renewed over the page, then the text is saved.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { serviceClient } from '../setup/clients.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors, siteUrl } from './support/browser.ts';
import { expectToast, gotoAdmin, openAdminPage, waitForEditLock } from './support/admin.ts';

const RUN = randomUUID().slice(0, 8);
const TITLE = `Case presença ${RUN}`;

let browser: Browser;
let caseId: string;
let otherCaseId: string | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const { data, error } = await serviceClient()
    .from('cases')
    .insert({
      titulo: TITLE,
      subtitulo: `Subtítulo ${RUN}`,
      status: 'publicado',
      resultados: '<p>Resultados salvos</p>',
    })
    .select('id')
    .single();
  if (error) throw error;
  caseId = data.id;
});

afterAll(async () => {
  // Twice: the first delete moves a case to the trash, the second removes it for good.
  for (const id of [caseId, otherCaseId, caseId, otherCaseId]) {
    if (id) await serviceClient().from('cases').delete().eq('id', id);
  }
  await browser?.close();
});

/** Waits until this browser keeps a draft holding `text` (written a moment after typing stops). */
async function draftKept(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Object.entries(localStorage).some(
        ([key, value]) => key.startsWith('salto:alteracoes-nao-salvas:') && value.includes(wanted),
      ),
    text,
  );
}

async function savedResults(id = caseId): Promise<string | null> {
  const { data, error } = await serviceClient().from('cases').select('resultados').eq('id', id).single();
  if (error) throw error;
  return data.resultados;
}

/**
 * The case's 'Resultados' section: a rich-text editor (a contenteditable textbox), found by its
 * label also while a modal dialog hides the page from the accessibility tree.
 */
const resultsOf = (page: Page) => page.getByLabel('Resultados', { exact: true });

describe('two people on one case', () => {
  it('presence, take-over, the text kept after closing the tab, and the question before leaving', async () => {
    const editor = await openAdminPage(browser, 'editor');
    const editPath = `/admin/cases/edit/${caseId}`;
    await gotoAdmin(editor.page, editPath);
    const editorResults = resultsOf(editor.page);
    await editorResults.fill(`Texto do editor ${RUN}`);
    await waitForEditLock('editor', 'case', caseId);

    // The admin opens the same case: who and since when, read-only until they choose.
    const admin = await openAdminPage(browser, 'admin');
    await gotoAdmin(admin.page, editPath);
    const notice = admin.page.getByRole('status').filter({ hasText: 'está editando desde' });
    await expect(notice.textContent()).resolves.toMatch(
      new RegExp(`^${SEED_EDITOR.email} está editando desde \\d\\d:\\d\\d\\.`),
    );
    await expect.poll(() => resultsOf(admin.page).isDisabled()).toBe(true);
    await expectNoAxeViolations(admin.page);
    await admin.page.getByRole('button', { name: 'Abrir somente leitura' }).click();
    await admin.page.getByRole('button', { name: 'Assumir a edição' }).click();
    await expect.poll(() => resultsOf(admin.page).isEnabled()).toBe(true);

    // The editor learns it on the next heartbeat; what they typed stays.
    const lost = editor.page
      .getByRole('alert')
      .filter({ hasText: `${SEED_ADMIN.email} assumiu a edição às` });
    await lost.waitFor({ timeout: 20_000 });
    await expect(editorResults.innerText()).resolves.toBe(`Texto do editor ${RUN}`);
    await expect.poll(() => editorResults.isDisabled()).toBe(true);

    // The editor closes the tab and opens the case again: the text is offered back.
    const context = editor.page.context();
    await editor.page.close();
    const reopened = await context.newPage();
    await reopened.goto(siteUrl(editPath));
    const offer = reopened.getByRole('status').filter({ hasText: 'Recuperar alterações não salvas de' });
    await expect(offer.textContent()).resolves.toMatch(/Recuperar alterações não salvas de \d\d:\d\d\?/);
    await expect(resultsOf(reopened).innerText()).resolves.toBe('Resultados salvos');
    await reopened.getByRole('button', { name: 'Recuperar' }).click();
    await expect.poll(() => resultsOf(reopened).innerText()).toBe(`Texto do editor ${RUN}`);

    // The admin still has it open, and the editor is still the one it was taken from: they take
    // it back, then save what they typed.
    await reopened.getByRole('button', { name: 'Assumir de volta' }).click();
    await reopened.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(reopened, 'Alterações salvas.');
    await expect(savedResults()).resolves.toBe(`<p>Texto do editor ${RUN}</p>`);

    // Typing again and following a sidebar link asks first; 'Cancelar' keeps the form.
    await resultsOf(reopened).fill(`Mais texto ${RUN}`);
    await reopened.getByRole('link', { name: 'Cases', exact: true }).first().click();
    const leave = reopened.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancelar' }).click();
    expect(new URL(reopened.url()).pathname).toBe(editPath);
    await expect(resultsOf(reopened).innerText()).resolves.toBe(`Mais texto ${RUN}`);

    expect(pageErrors(admin.errors)).toEqual([]);
    await admin.page.context().close();
    await context.close();
  });
});

describe('forms without presence keep what is typed too', () => {
  it('a settings page offers its unsaved values back after the tab closed, and saves them', async () => {
    const service = serviceClient();
    const { data: before, error } = await service
      .from('lead_settings')
      .select('discarded_retention_months')
      .single();
    if (error) throw error;
    const months = before.discarded_retention_months === 17 ? '18' : '17';
    const admin = await openAdminPage(browser, 'admin');
    try {
      await gotoAdmin(admin.page, '/admin/leads/lgpd');
      await admin.page.getByLabel('Apagar leads descartados após').check();
      await admin.page.getByLabel('Número de meses').fill(months);
      await draftKept(admin.page, `"months":"${months}"`);
      const context = admin.page.context();
      await admin.page.close();

      const reopened = await context.newPage();
      await reopened.goto(siteUrl('/admin/leads/lgpd'));
      await reopened.getByRole('button', { name: 'Recuperar' }).click();
      await expect(reopened.getByLabel('Número de meses').inputValue()).resolves.toBe(months);
      await reopened.getByRole('button', { name: 'Salvar retenção' }).click();
      await expectToast(reopened, 'Retenção salva');
      const { data: after } = await service
        .from('lead_settings')
        .select('discarded_retention_months')
        .single();
      expect(after?.discarded_retention_months).toBe(Number(months));
    } finally {
      await service
        .from('lead_settings')
        .update({ discarded_retention_months: before.discarded_retention_months })
        .eq('id', true);
      await admin.page.context().close();
    }
  });

  it("'Criar Novo Usuário' keeps the e-mail and the type, never the password", async () => {
    const admin = await openAdminPage(browser, 'admin');
    const email = `rascunho-${RUN}@salto.local`;
    const password = `senha-secreta-${RUN}`;
    await gotoAdmin(admin.page, '/admin/users');
    await admin.page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Criar Novo Usuário' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Senha').fill(password);
    await dialog.getByLabel('Tipo').selectOption('admin');
    await draftKept(admin.page, email);
    const context = admin.page.context();
    await admin.page.close();

    const reopened = await context.newPage();
    await reopened.goto(siteUrl('/admin/users'));
    await reopened.getByRole('button', { name: 'Novo Usuário' }).click();
    const again = reopened.getByRole('dialog', { name: 'Criar Novo Usuário' });
    await again.getByRole('button', { name: 'Recuperar' }).click();
    await expect(again.getByLabel('E-mail').inputValue()).resolves.toBe(email);
    await expect(again.getByLabel('Tipo').inputValue()).resolves.toBe('admin');
    await expect(again.getByLabel('Senha').inputValue()).resolves.toBe('');
    const stored = await reopened.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(email);
    expect(stored).not.toContain(password);
    await context.close();
  });
});

describe('a session that ends while typing', () => {
  it('asks the same person to sign in again over the page, then saves what was typed', async () => {
    // A case of its own: the first test's people may still hold the other one's edit lock.
    const { data: created, error } = await serviceClient()
      .from('cases')
      .insert({ titulo: `Case sessão ${RUN}`, subtitulo: `Subtítulo ${RUN}`, status: 'publicado' })
      .select('id')
      .single();
    if (error) throw error;
    otherCaseId = created.id;
    const editor = await openAdminPage(browser, 'editor');
    const editPath = `/admin/cases/edit/${otherCaseId}`;
    await gotoAdmin(editor.page, editPath);
    const results = resultsOf(editor.page);
    await results.fill(`Escrito antes da sessão acabar ${RUN}`);

    // The session ends on the server (as an expired time box or a sign-out elsewhere does): the
    // next refresh supabase-js tries is refused.
    await editor.page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      if (!key) throw new Error('no session stored');
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(
        key,
        JSON.stringify({
          ...stored,
          refresh_token: 'encerrada',
          expires_at: Math.floor(Date.now() / 1000) - 60,
        }),
      );
    });
    const dialog = editor.page.getByRole('dialog', { name: 'Sua sessão terminou' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(new URL(editor.page.url()).pathname).toBe(editPath);
    await expect(results.innerText()).resolves.toBe(`Escrito antes da sessão acabar ${RUN}`);
    await expect(dialog.getByLabel('E-mail').inputValue()).resolves.toBe(SEED_EDITOR.email);
    await expectNoAxeViolations(editor.page);

    await dialog.getByLabel('Senha').fill('senha-errada');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await dialog.getByText('Credenciais inválidas').waitFor();
    await dialog.getByLabel('Senha').fill(SEED_EDITOR.password);
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await editor.page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(editor.page, 'Alterações salvas.');
    await expect(savedResults(otherCaseId)).resolves.toBe(`<p>Escrito antes da sessão acabar ${RUN}</p>`);
    // Expected: the refused refresh, the request made as the session ended, the wrong password.
    const expected = /status of 40[01] |^Erro ao entrar de novo: AuthApiError: Invalid login credentials/;
    expect(pageErrors(editor.errors).filter((text) => !expected.test(text))).toEqual([]);
    await editor.page.context().close();
  });
});
