/**
 * 'Histórico' (issue 28, item 3), end to end as the seeded editor: an article saved three times
 * in the admin; the version from three saves ago is compared with the current one (the changed
 * words marked) and restored after confirming; the form then shows the restored text and the
 * database holds it as a new version. axe at 1280 and 390. An article body (rich text) changed in
 * its words, a word made bold and a link's address compares as text with its formatting, never as
 * tags. The articles are removed afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors } from './support/browser.ts';

const ESTRATEGIA = 'c0000000-0000-4000-8000-000000000003';
const RUN = randomUUID().slice(0, 8);
const TITLE = `Histórico E2E ${RUN}`;
const ORIGINAL = 'Agentes de IA atendem clientes em minutos.';
const SAVES = [
  'Agentes de IA atendem clientes em segundos.',
  'Agentes de IA respondem clientes em segundos.',
  'Agentes de IA respondem clientes em segundos, com precisão.',
];

const BODY_BEFORE =
  '<h2>Resultados</h2><p>O agente responde em minutos.</p><p>Veja o <a href="https://exemplo.com/v1">relatório</a>.</p>';
const BODY_AFTER =
  '<h2>Resultados</h2><p>O <strong>agente</strong> responde em segundos.</p><p>Veja o <a href="https://exemplo.com/v2">relatório</a>.</p>';

let browser: Browser;
let articleId: string;
let richArticleId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { data, error } = await serviceClient()
    .from('insights')
    .insert({ titulo: TITLE, descricao: ORIGINAL, categoria_id: ESTRATEGIA, status: 'rascunho' })
    .select('id')
    .single();
  if (error) throw error;
  articleId = data.id;
  // A body saved twice by a server task (each save is a version of its own).
  const rich = await serviceClient()
    .from('insights')
    .insert({
      titulo: `${TITLE} (corpo)`,
      conteudo: BODY_BEFORE,
      categoria_id: ESTRATEGIA,
      status: 'rascunho',
    })
    .select('id')
    .single();
  if (rich.error) throw rich.error;
  richArticleId = rich.data.id;
  const update = await serviceClient()
    .from('insights')
    .update({ conteudo: BODY_AFTER })
    .eq('id', richArticleId);
  if (update.error) throw update.error;
});

afterAll(async () => {
  await serviceClient().from('insights').delete().in('id', [articleId, richArticleId]);
  await browser?.close();
});

async function article() {
  const { data, error } = await serviceClient()
    .from('insights')
    .select('descricao, version')
    .eq('id', articleId)
    .single();
  if (error) throw error;
  return data;
}

/** Closes the toasts of earlier steps (the shared Toaster's, not this page's), then runs axe. */
async function expectPageAxeClean(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const button of await toasts.locator('[data-close-button]').all()) {
    await button.click({ timeout: 2_000 }).catch(() => {});
  }
  await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
  await expectNoAxeViolations(page);
}

describe('revisions: compare and restore', () => {
  it(
    'compares the version from three saves ago with the current one and restores it',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await openAdminPage(browser, 'editor');
      const editPath = `/admin/insights/edit/${articleId}`;
      const description = page.getByLabel('Descrição', { exact: true });
      for (const text of SAVES) {
        await gotoAdmin(page, editPath);
        await expect
          .poll(() => page.getByRole('textbox', { name: 'Título', exact: true }).inputValue())
          .toBe(TITLE);
        await description.fill(text);
        await page.getByRole('button', { name: 'Salvar rascunho' }).click();
        await expectToast(page, 'Rascunho salvo.');
        await expect.poll(async () => (await article()).descricao).toBe(text);
      }
      expect(await article()).toEqual({ descricao: SAVES[2], version: 4 });

      await gotoAdmin(page, editPath);
      await page.getByRole('link', { name: 'Histórico' }).click();
      await page.waitForURL((url) => url.pathname === `${editPath}/historico`);
      await page.getByRole('heading', { level: 1, name: 'Histórico do Insight' }).waitFor();
      const versions = page.getByRole('list', { name: 'Versões' }).getByRole('listitem');
      await expect.poll(() => versions.count()).toBe(4);
      expect(await versions.first().textContent()).toContain('Versão 4Atual');
      expect(await versions.first().textContent()).toContain('editor@salto.local');

      // Version 1 (three saves ago) against the current one.
      const from = page.getByLabel('Comparar a versão');
      const fromOption = from.locator('option', { hasText: /^Versão 1 ·/ });
      await from.selectOption(await fromOption.getAttribute('value'));
      expect(await page.getByLabel('com a versão').locator('option:checked').textContent()).toMatch(
        /^Versão 4 \(atual\)/,
      );
      const differences = page.getByRole('region', { name: 'Diferenças' });
      await differences.getByRole('term').filter({ hasText: 'Descrição' }).waitFor();
      expect(await differences.locator('del').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('atendem'), expect.stringContaining('minutos')]),
      );
      expect((await differences.locator('ins').allTextContents()).join(' ')).toMatch(/respondem.*segundos/);
      expect(await differences.getByRole('term').allTextContents()).toEqual(['Descrição']);
      await expectPageAxeClean(page);

      // Restore version 1, after confirming: back on the form, which shows it.
      await versions
        .filter({ hasText: 'Versão 1' })
        .getByRole('button', { name: 'Restaurar esta versão' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Restaurar esta versão?' });
      await confirm.getByRole('button', { name: 'Restaurar' }).click();
      await expectToast(page, 'Versão restaurada');
      await page.waitForURL((url) => url.pathname === editPath);
      await expect.poll(() => description.inputValue()).toBe(ORIGINAL);
      expect(await article()).toEqual({ descricao: ORIGINAL, version: 5 });

      // The restore is a version of its own, on a phone too.
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoAdmin(page, `${editPath}/historico`);
      await expect.poll(() => versions.count()).toBe(5);
      expect(await versions.first().textContent()).toContain('Versão 5Atual');
      await differences.getByRole('term').filter({ hasText: 'Descrição' }).waitFor();
      await expectPageAxeClean(page);

      expect(pageErrors(errors)).toEqual([]);
      await page.context().close();
    },
  );

  it('compares an article body as text, with the formatting that changed', { timeout: 120_000 }, async () => {
    const { page, errors } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, `/admin/insights/edit/${richArticleId}/historico`);
    const differences = page.getByRole('region', { name: 'Diferenças' });
    await differences.getByRole('term').filter({ hasText: 'Conteúdo' }).waitFor();
    expect(await differences.getByRole('term').allTextContents()).toEqual(['Conteúdo']);
    const body = differences.getByRole('definition');
    expect(await body.innerText()).not.toMatch(/<\/?(p|h2|strong|a)\b/);
    expect(await body.locator('del').allTextContents()).toEqual([
      expect.stringContaining('minutos'),
      expect.stringContaining('Link: “relatório” → https://exemplo.com/v1'),
    ]);
    expect(await body.locator('ins').allTextContents()).toEqual([
      expect.stringContaining('segundos'),
      expect.stringContaining('Negrito: “agente”'),
      expect.stringContaining('Link: “relatório” → https://exemplo.com/v2'),
    ]);
    expect(await body.innerText()).toContain('Formatação alterada');
    await expectPageAxeClean(page);
    await page.screenshot({ path: '/tmp/revisions-rich-text-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectPageAxeClean(page);
    await page.screenshot({ path: '/tmp/revisions-rich-text-390.png', fullPage: true });

    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
