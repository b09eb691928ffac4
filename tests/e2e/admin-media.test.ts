/**
 * The media library (issue 29, item 3), end to end as the seeded editor: upload an image with its
 * alt text from a case's image field (a public.media row with file, size and dimensions), pick it
 * from the library in another field, see it in 'Mídia' with where it is used, fail to delete it
 * while the case uses it (the message names the case), and edit its alt text. axe finds nothing on
 * 'Mídia' and the picker at 1280 and 390 px; screenshots of both in /tmp.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors, type WatchedPage } from './support/browser.ts';

const RUN = randomUUID().slice(0, 8);
const TITLE = `Case da biblioteca ${RUN}`;
const ALT = `Equipe reunida diante do painel de atendimento ${RUN}`;
const NEW_ALT = `Equipe diante do painel com os atendimentos do dia ${RUN}`;
/** A real photo-sized JPEG (the site's default share card, 1200 × 630). */
const PHOTO = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/og/default.jpg'));

let browser: Browser;
let caseId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { data, error } = await serviceClient()
    .from('cases')
    .insert({ titulo: TITLE, subtitulo: 'Um case para a biblioteca de mídia', status: 'rascunho' })
    .select('id')
    .single();
  if (error) throw error;
  caseId = data.id;
});

afterAll(async () => {
  const db = serviceClient();
  const { data: media } = await db.from('media').select('bucket, object_name').like('alt', `%${RUN}%`);
  await db.from('cases').delete().eq('id', caseId);
  await db.from('cases').delete().eq('id', caseId); // the trash, then for good
  await db.from('media').delete().like('alt', `%${RUN}%`);
  for (const row of media ?? []) {
    if (row.bucket && row.object_name) await db.storage.from(row.bucket).remove([row.object_name]);
  }
  await browser?.close();
});

async function mediaRow() {
  const { data, error } = await serviceClient()
    .from('media')
    .select('*')
    .like('alt', `%${RUN}%`)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** axe once no toast is showing (toasts come from the app shell, not this page). */
async function expectAxeClean(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await expectNoAxeViolations(page);
}

/** Opens the picker of `field` and waits for this run's image in it. */
async function openPicker(page: Page, field: string) {
  await page.getByRole('button', { name: `Escolher da biblioteca (${field})` }).click();
  const picker = page.getByRole('dialog', { name: `Escolher da biblioteca: ${field}` });
  await picker.getByRole('searchbox').fill(RUN);
  await picker.getByRole('button', { name: new RegExp(RUN) }).waitFor();
  return picker;
}

describe('the media library (as the editor)', () => {
  let watched: WatchedPage;

  beforeAll(async () => {
    watched = await openAdminPage(browser, 'editor');
  });

  afterAll(async () => {
    await watched?.page.context().close();
  });

  it('uploads from a case field with alt text, and picks the image in another field', async () => {
    const { page } = watched;
    await gotoAdmin(page, `/admin/cases/edit/${caseId}`);
    await page.getByLabel('Imagem destacada', { exact: true }).setInputFiles({
      name: 'equipe.jpg',
      mimeType: 'image/jpeg',
      buffer: PHOTO,
    });
    const upload = page.getByRole('dialog', { name: 'Enviar imagem' });
    await upload.getByRole('button', { name: 'Enviar imagem' }).click();
    await upload.getByText('Descreva a imagem para quem não pode vê-la').waitFor();
    await upload.getByLabel(/^Texto alternativo/).fill(ALT);
    await upload.getByRole('button', { name: 'Enviar imagem' }).click();
    await expectToast(page, 'Imagem enviada para a biblioteca');
    await page.getByText(ALT).first().waitFor();

    const row = await mediaRow();
    expect(row).toMatchObject({
      alt: ALT,
      decorative: false,
      bucket: 'case-images',
      original_name: 'equipe.jpg',
      width: 1200,
      height: 630,
    });
    expect(row!.object_name).toMatch(/^media\/\d+-[a-z0-9]+\.(jpg|webp)$/);
    expect(row!.size_bytes).toBeGreaterThan(0);
    expect(await page.getByLabel('URL da imagem destacada').inputValue()).toBe(row!.url);

    // The share image: the same image, from the library, with the keyboard.
    const picker = await openPicker(page, 'Imagem de compartilhamento');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/media-picker-1280.png' });
    await picker.getByRole('button', { name: new RegExp(RUN) }).focus();
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    expect(await page.getByLabel('URL da imagem de compartilhamento').inputValue()).toBe(row!.url);

    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectToast(page, 'Rascunho salvo.');
    await expect
      .poll(async () => {
        const { data } = await serviceClient()
          .from('cases')
          .select('imagem_destacada, seo_imagem')
          .eq('id', caseId)
          .single();
        return data;
      })
      .toEqual({ imagem_destacada: row!.url, seo_imagem: row!.url });
  });

  it("'Mídia' shows the image and where it is used; deleting is refused naming the case; the alt text is edited", async () => {
    const { page } = watched;
    await page.locator('#admin-sidebar').getByRole('link', { name: 'Mídia' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mídia' }).waitFor();
    await page.getByRole('searchbox').fill(RUN);
    const card = page.getByRole('button', { name: new RegExp(ALT) });
    await card.waitFor();
    expect(await card.innerText()).toContain('1200 × 630 px');
    expect(await card.innerText()).toContain('você');
    await page.getByRole('searchbox').fill('');
    await page
      .getByRole('status')
      .filter({ hasText: /imagens?$/ })
      .first()
      .waitFor();
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/media-library-1280.png' });

    await page.getByRole('searchbox').fill(RUN);
    await card.click();
    const details = page.getByRole('dialog', { name: 'Detalhes da imagem' });
    const usage = details.getByRole('link', { name: new RegExp(`Case “${TITLE}”`) }).first();
    await usage.waitFor();
    expect(await usage.getAttribute('href')).toBe(`/admin/cases/edit/${caseId}`);
    expect(await details.getByText('imagem destacada').count()).toBe(1);
    expect(await details.getByText('imagem de compartilhamento').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/media-details-1280.png' });

    await details.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    const refusal = details.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      `A imagem está em uso e não pode ser excluída: case "${TITLE}"`,
    );
    expect(await mediaRow()).not.toBeNull();

    await details.getByLabel(/^Texto alternativo/).fill(NEW_ALT);
    await details.getByRole('button', { name: 'Salvar descrição' }).click();
    await expectToast(page, 'Descrição da imagem salva');
    await expect.poll(async () => (await mediaRow())?.alt).toBe(NEW_ALT);
    expect((await mediaRow())?.version).toBe(2);
    await details.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: new RegExp(NEW_ALT) }).waitFor();
    // Only the refused delete logged errors (the 409 answer and the dialog's log).
    expect(
      pageErrors(watched.errors).filter((message) => !/409|Conflict|Erro ao excluir a imagem/.test(message)),
    ).toEqual([]);
  });

  it('the library and the picker at 390 px', async () => {
    const phone = await openAdminPage(browser, 'editor', { width: 390, height: 844 });
    try {
      const { page } = phone;
      await gotoAdmin(page, '/admin/midia');
      await page
        .getByRole('button', { name: new RegExp(RUN) })
        .first()
        .waitFor();
      await expectAxeClean(page);
      await page.screenshot({ path: '/tmp/media-library-390.png' });

      await gotoAdmin(page, `/admin/cases/edit/${caseId}`);
      await page.getByText(NEW_ALT).first().waitFor();
      await openPicker(page, 'Imagem destacada');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: '/tmp/media-picker-390.png' });
      expect(pageErrors(phone.errors)).toEqual([]);
    } finally {
      await phone.page.context().close();
    }
  });
});
