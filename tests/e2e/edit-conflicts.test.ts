/**
 * No lost save (issue 28, item 1), in Chromium with two people on one case: the editor changes
 * 'Subtítulo' and saves; the admin, whose form is older, changes 'Resultados' and saves; the
 * database refuses the stale save and the admin's form shows who saved in between, the field that
 * differs (theirs beside the admin's), takes the editor's subtitle and saves again on top of the
 * new version: both changes are kept. The rich-text section reads as text there, not markup; axe
 * at 1280 and 390 px (screenshots in /tmp). The same view on a settings form: the lead
 * notifications, changed by someone else while an admin types.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_EDITOR } from '../setup/seed-users.ts';
import { expectToast, gotoAdmin, openAdminPage, waitForEditLock } from './support/admin.ts';
import { richTextEditor } from './support/rich-text.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors, type WatchedPage } from './support/browser.ts';

const RUN = randomUUID().slice(0, 8);
const TITLE = `Case Conflito ${RUN}`;
const ORIGINAL_SUBTITLE = `Subtítulo original ${RUN}`;
const EDITOR_SUBTITLE = `Subtítulo do editor ${RUN}`;
const ADMIN_RESULTS = `Resultados do admin ${RUN}`;

let browser: Browser;
let caseId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const { data, error } = await serviceClient()
    .from('cases')
    .insert({ titulo: TITLE, subtitulo: ORIGINAL_SUBTITLE, status: 'rascunho' })
    .select('id')
    .single();
  if (error) throw error;
  caseId = data.id;
});

afterAll(async () => {
  await serviceClient().from('cases').delete().eq('id', caseId);
  await browser?.close();
});

async function savedCase() {
  const { data, error } = await serviceClient()
    .from('cases')
    .select('subtitulo, resultados, version')
    .eq('id', caseId)
    .single();
  if (error) throw error;
  return data;
}

/** Opens the case's edit page and waits for its values. */
async function openCase(page: Page) {
  await gotoAdmin(page, `/admin/cases/edit/${caseId}`);
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Título', exact: true }).inputValue())
    .toBe(TITLE);
}

describe('two people save the same case', () => {
  let admin: WatchedPage;
  let editor: WatchedPage;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([openAdminPage(browser, 'admin'), openAdminPage(browser, 'editor')]);
  });

  afterAll(async () => {
    await Promise.all([admin?.page.context().close(), editor?.page.context().close()]);
  });

  it("refuses the older form's save, shows the conflict, and keeps both people's changes", async () => {
    // The admin opens the case first: their form holds version 1.
    await openCase(admin.page);
    await waitForEditLock('admin', 'case', caseId);
    await openCase(editor.page);
    // The editor is told the admin has it open, and takes over.
    await editor.page.getByRole('button', { name: 'Assumir a edição' }).click();
    const subtitle = editor.page.getByRole('textbox', { name: 'Subtítulo', exact: true });
    await subtitle.fill(EDITOR_SUBTITLE);
    await editor.page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectToast(editor.page, 'Rascunho salvo.');
    expect(await savedCase()).toMatchObject({ subtitulo: EDITOR_SUBTITLE, version: 2 });

    // The admin learns the editor took over, takes it back, and writes the results on the old form.
    await admin.page.getByRole('button', { name: 'Assumir de volta' }).click({ timeout: 30_000 });
    // A rich-text section (a contenteditable textbox): what is typed is stored as a paragraph.
    const results = await richTextEditor(admin.page, 'Resultados');
    await results.fill(ADMIN_RESULTS);
    await admin.page.getByRole('button', { name: 'Salvar rascunho' }).click();

    // Refused: nothing changed, and the view says who saved and what differs.
    const dialog = admin.page.getByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    await dialog.waitFor();
    expect(await savedCase()).toMatchObject({ subtitulo: EDITOR_SUBTITLE, resultados: null, version: 2 });
    expect(await dialog.innerText()).toMatch(
      new RegExp(
        `${SEED_EDITOR.email.replace('.', '\\.')} salvou este case às \\d{2}:\\d{2}, depois que você o abriu\\.`,
      ),
    );
    const subtitleChoice = dialog.getByRole('group', { name: 'Subtítulo' });
    const theirs = subtitleChoice.getByRole('radio', { name: `Salvo por ${SEED_EDITOR.email}` });
    const mine = subtitleChoice.getByRole('radio', { name: 'O seu, no formulário' });
    expect(await subtitleChoice.innerText()).toContain(EDITOR_SUBTITLE);
    expect(await subtitleChoice.innerText()).toContain(ORIGINAL_SUBTITLE);
    // The admin's own change is offered too, kept by default.
    const resultsChoice = dialog.getByRole('group', { name: 'Resultados' });
    expect(await resultsChoice.getByRole('radio', { name: 'O seu, no formulário' }).isChecked()).toBe(true);
    // The rich-text section reads as its text, not as the stored '<p>…</p>'.
    expect(await resultsChoice.innerText()).toContain(ADMIN_RESULTS);
    expect(await resultsChoice.innerText()).not.toContain('<p>');
    await expectNoAxeViolations(admin.page);
    await admin.page.screenshot({ path: '/tmp/edit-conflict-1280.png' });
    // On a phone too: the two sides stack.
    const desktop = admin.page.viewportSize()!;
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(admin.page);
    await resultsChoice.scrollIntoViewIfNeeded();
    await admin.page.screenshot({ path: '/tmp/edit-conflict-390.png' });
    await admin.page.setViewportSize(desktop);

    // Per field, by keyboard or pointer: keep the admin's for a moment, then take the editor's.
    await mine.check();
    await theirs.check();
    expect(await theirs.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Aplicar escolhas' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await admin.page.getByRole('textbox', { name: 'Subtítulo', exact: true }).inputValue()).toBe(
      EDITOR_SUBTITLE,
    );
    expect(await results.innerText()).toBe(ADMIN_RESULTS);

    // Saved on top of the version now saved: both changes are in the database.
    await admin.page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectToast(admin.page, 'Rascunho salvo.');
    await expect.poll(savedCase).toMatchObject({
      subtitulo: EDITOR_SUBTITLE,
      resultados: `<p>${ADMIN_RESULTS}</p>`,
      version: 3,
    });
    // The admin is still on the case.
    expect(new URL(admin.page.url()).pathname).toBe(`/admin/cases/edit/${caseId}`);
    // The only errors logged are the refused save's (the 409 and the form's log of it).
    const refusal = /status of 409|Erro ao atualizar case/;
    expect(pageErrors(admin.errors).filter((text) => !refusal.test(text))).toEqual([]);
    expect(pageErrors(admin.errors).some((text) => refusal.test(text))).toBe(true);
    expect(pageErrors(editor.errors)).toEqual([]);
  });
});

describe('a settings form saved by someone else meanwhile', () => {
  const ADDRESS = `diretoria-${RUN}@empresa.com.br`;
  /** A second admin, who saves the settings while the seeded one types. */
  const OTHER = { email: `outra-admin-${RUN}@salto.local`, password: `senha-${RUN}-local` };
  let other: Client;
  let otherId = '';
  let before: { notify_admins: boolean; extra_emails: string[]; webhook_url: string | null };

  async function savedSettings() {
    const { data, error } = await serviceClient()
      .from('lead_settings')
      .select('notify_admins, extra_emails, webhook_url, version')
      .eq('id', true)
      .single();
    if (error) throw error;
    return data;
  }

  /** Saves as the other admin, from the version saved now. */
  async function otherSaves(change: Partial<typeof before>) {
    const { version } = await savedSettings();
    const { error } = await other
      .from('lead_settings')
      .update({ ...change, base_version: version })
      .eq('id', true);
    if (error) throw error;
  }

  beforeAll(async () => {
    const { notify_admins, extra_emails, webhook_url } = await savedSettings();
    before = { notify_admins, extra_emails, webhook_url };
    const service = serviceClient();
    const { data, error } = await service.auth.admin.createUser({ ...OTHER, email_confirm: true });
    if (error) throw error;
    otherId = data.user.id;
    const { error: profileError } = await service
      .from('profiles')
      .insert({ id: otherId, email: OTHER.email, tipo: 'admin' });
    if (profileError) throw profileError;
    other = await signedInClient(OTHER.email, OTHER.password);
  });

  afterAll(async () => {
    // Other suites share this database: the settings go back as they were, the account goes.
    if (other && before) await otherSaves(before);
    if (otherId) await serviceClient().auth.admin.deleteUser(otherId);
  });

  it("shows the notifications' differing fields side by side, and saves both people's changes", async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    await gotoAdmin(page, '/admin/configuracoes');
    const form = page.getByRole('form', { name: 'Notificações de leads' });
    await form.getByRole('button', { name: 'Salvar notificações' }).waitFor();
    await form.getByRole('button', { name: 'Adicionar e-mail' }).click();
    const position = before.extra_emails.length + 1;
    await form.getByRole('textbox', { name: `E-mail adicional ${position}`, exact: true }).fill(ADDRESS);

    // Meanwhile the other admin stops the e-mails to the admins.
    await otherSaves({ notify_admins: !before.notify_admins });
    const theirVersion = (await savedSettings()).version;
    await form.getByRole('button', { name: 'Salvar notificações' }).click();

    const dialog = page.getByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(
      new RegExp(
        `${OTHER.email.replace(/\./g, '\\.')} salvou estas configurações às \\d{2}:\\d{2}, depois que você as abriu\\.`,
      ),
    );
    const notify = dialog.getByRole('group', { name: 'Avisar todos os administradores por e-mail' });
    const extras = dialog.getByRole('group', { name: 'E-mails adicionais' });
    // Only they changed the first (it starts on theirs); only the admin, the second (on the admin's).
    expect(await notify.getByRole('radio', { name: `Salvo por ${OTHER.email}` }).isChecked()).toBe(true);
    expect(await extras.getByRole('radio', { name: 'O seu, no formulário' }).isChecked()).toBe(true);
    expect(await extras.innerText()).toContain(ADDRESS);
    expect(await dialog.getByRole('group').count()).toBe(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/h31-settings-conflict-1280.png' });
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/h31-settings-conflict-390.png' });
    await page.setViewportSize(desktop);

    await dialog.getByRole('button', { name: 'Aplicar escolhas' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      await form.getByRole('switch', { name: 'Avisar todos os administradores por e-mail' }).isChecked(),
    ).toBe(!before.notify_admins);
    expect(
      await form.getByRole('textbox', { name: `E-mail adicional ${position}`, exact: true }).inputValue(),
    ).toBe(ADDRESS);
    await form.getByRole('button', { name: 'Salvar notificações' }).click();
    await expectToast(page, 'Notificações salvas');
    await expect.poll(savedSettings).toMatchObject({
      notify_admins: !before.notify_admins,
      extra_emails: [...before.extra_emails, ADDRESS],
      version: theirVersion + 1,
    });
    const refusal = /status of 409|Erro ao salvar as notificações/;
    expect(pageErrors(errors).filter((text) => !refusal.test(text))).toEqual([]);
    await page.context().close();
  });
});
