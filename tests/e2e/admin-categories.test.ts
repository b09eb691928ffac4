/**
 * Admin 'Categorias' (issue 29, item 4), end to end as the seeded editor: the list (axe clean at
 * 1280 and 390 px), create a category with SEO fields (its page uses them), refuse a taken address
 * keeping the dialog, rename it with a new address (the old one redirects, recorded in
 * public.redirects and followed by the site), delete it after a confirmation that counts its
 * articles (the article stays, without a category). Everything created is removed.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  pageErrors,
  siteUrl,
  type WatchedPage,
} from './support/browser.ts';

const RUN = randomUUID().slice(0, 8);
const NOME = `Categoria E2E ${RUN}`;
const SLUG = `categoria-e2e-${RUN}`;
const NOVO_NOME = `Automação E2E ${RUN}`;
const NOVO_SLUG = `automacao-e2e-${RUN}`;
const SEO_TITULO = `Categoria E2E no Google ${RUN}`;
const ARTICLE_SLUG = `artigo-da-categoria-${RUN}`;
/** A share image the previews can load (the site's own default card, by its full address). */
const SEO_IMAGEM = () => siteUrl('/og/default.jpg');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  const db = serviceClient();
  await db.from('insights').delete().eq('slug', ARTICLE_SLUG);
  await db.from('categorias').delete().like('nome', `%${RUN}%`);
  await db.from('redirects').delete().or(`from_path.like.*${RUN}*,to_path.like.*${RUN}*`);
  await browser?.close();
});

async function categoryNamed(nome: string) {
  const { data, error } = await serviceClient().from('categorias').select('*').eq('nome', nome).maybeSingle();
  if (error) throw error;
  return data;
}

async function redirectsOf(fragment: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('redirects')
    .select('from_path, to_path')
    .or(`from_path.like.*${fragment}*,to_path.like.*${fragment}*`);
  if (error) throw error;
  return data.map((row) => `${row.from_path} → ${row.to_path}`).sort();
}

/** axe on the page once no toast is showing (toasts come from the app shell, not this page). */
async function expectAxeClean(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await expectNoAxeViolations(page);
}

const table = (page: Page) => page.getByRole('table', { name: 'Categorias, por nome' });

describe("admin 'Categorias' (as the editor)", () => {
  let watched: WatchedPage;

  beforeAll(async () => {
    watched = await openAdminPage(browser, 'editor');
  });

  afterAll(async () => {
    await watched?.page.context().close();
  });

  it('is in the sidebar and lists the seeded categories with their articles (axe clean at 1280 px)', async () => {
    const { page } = watched;
    await page.locator('#admin-sidebar').getByRole('link', { name: 'Categorias' }).click();
    await page.getByRole('heading', { level: 1, name: 'Categorias' }).waitFor();
    const estrategia = table(page).getByRole('row').filter({ hasText: '/insights/estrategia' });
    await estrategia.waitFor();
    expect(await estrategia.innerText()).toMatch(
      /Estratégia\s+\/insights\/estrategia\s+\d+\s+Decisões de negócio/,
    );
    await expectAxeClean(page);
  });

  it('creates a category with SEO fields; its page uses them', async () => {
    const { page } = watched;
    await page.getByRole('button', { name: 'Nova Categoria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Categoria' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(NOME);
    await dialog.getByText(`/insights/${SLUG}`).first().waitFor();
    await dialog.getByLabel('Descrição (opcional)').fill(`Descrição da categoria ${RUN}.`);
    await dialog.getByLabel('Título para buscadores').fill(SEO_TITULO);
    await dialog.getByLabel('Descrição para buscadores').fill('Uma descrição para os buscadores.');
    await dialog.getByLabel('URL da imagem de compartilhamento').fill(SEO_IMAGEM());
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Criar categoria' }).click();
    await expectToast(page, 'Categoria criada com sucesso');
    await dialog.waitFor({ state: 'detached' });
    // The person stays on what they saved: its row highlighted and in view, and said politely.
    const saved = table(page).getByRole('row').filter({ hasText: NOME });
    await saved.waitFor();
    expect(await saved.getAttribute('data-salvo')).toBe('');
    expect(await saved.isVisible()).toBe(true);
    await expect
      .poll(() => saved.evaluate((row) => row.getBoundingClientRect().bottom <= innerHeight))
      .toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: `Categoria “${NOME}” salva e destacada na lista.` })
      .waitFor({ state: 'attached' });
    await expectAxeClean(page);
    expect(await categoryNamed(NOME)).toMatchObject({
      slug: SLUG,
      seo_titulo: SEO_TITULO,
      seo_descricao: 'Uma descrição para os buscadores.',
      seo_imagem: SEO_IMAGEM(),
    });

    // Its page (rendered by the app: it was created after the build) has the SEO title and image.
    const visitor = await openPage(browser);
    await visitor.page.goto(siteUrl(`/insights/${SLUG}`));
    await visitor.page.getByRole('heading', { level: 1, name: NOME }).waitFor();
    await expect.poll(() => visitor.page.title()).toBe(SEO_TITULO);
    expect(await visitor.page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      SEO_IMAGEM(),
    );
    await visitor.page.context().close();
  });

  it('refuses a taken address under its field, keeping what was typed', async () => {
    const { page } = watched;
    await page.getByRole('button', { name: 'Nova Categoria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Categoria' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(`Outra ${RUN}`);
    await dialog.getByLabel('Endereço (opcional)').fill(SLUG);
    await dialog.getByRole('button', { name: 'Criar categoria' }).click();
    await dialog.getByText(`Já existe uma categoria com o endereço /insights/${SLUG}.`).first().waitFor();
    expect(await dialog.getByLabel('Endereço (opcional)').inputValue()).toBe(SLUG);
    expect(await dialog.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(
      `Outra ${RUN}`,
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await categoryNamed(`Outra ${RUN}`)).toBeNull();
  });

  it('renames it with a new address: the old one redirects', async () => {
    const { page } = watched;
    const category = await categoryNamed(NOME);
    const article = await serviceClient()
      .from('insights')
      .insert({ titulo: `Artigo ${RUN}`, slug: ARTICLE_SLUG, categoria_id: category!.id })
      .select('id')
      .single();
    if (article.error) throw article.error;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Categorias' }).waitFor();

    await table(page)
      .getByRole('button', { name: `Editar a categoria "${NOME}"` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar Categoria' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(NOVO_NOME);
    // Emptied, the address follows the name; the dialog says what happens to the old one.
    await dialog.getByLabel('Endereço (opcional)').fill('');
    await dialog
      .getByRole('status')
      .filter({ hasText: `O endereço muda de /insights/${SLUG} para /insights/${NOVO_SLUG}.` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Categoria atualizada com sucesso');
    await dialog.waitFor({ state: 'detached' });
    await table(page)
      .getByRole('row')
      .filter({ hasText: `/insights/${NOVO_SLUG}` })
      .waitFor();

    expect(await redirectsOf(RUN)).toEqual([
      `/insights/${SLUG} → /insights/${NOVO_SLUG}`,
      `/insights/${SLUG}/${ARTICLE_SLUG} → /insights/${NOVO_SLUG}/${ARTICLE_SLUG}`,
    ]);
    // The site follows it before the next build writes it into the host's redirects.
    const visitor = await openPage(browser);
    await visitor.page.goto(siteUrl(`/insights/${SLUG}`));
    await visitor.page.waitForURL((url) => url.pathname === `/insights/${NOVO_SLUG}`);
    await visitor.page.getByRole('heading', { level: 1, name: NOVO_NOME }).waitFor();
    await visitor.page.context().close();
  });

  it('deletes it after a confirmation that counts its articles; the article stays, without a category', async () => {
    const { page } = watched;
    await table(page)
      .getByRole('button', { name: `Excluir a categoria "${NOVO_NOME}"` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir categoria' });
    expect(await confirm.innerText()).toContain(
      `Tem certeza que deseja excluir a categoria "${NOVO_NOME}"? O artigo dela fica sem categoria`,
    );
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Categoria excluída.');
    await table(page).getByRole('row').filter({ hasText: NOVO_NOME }).waitFor({ state: 'detached' });
    expect(await categoryNamed(NOVO_NOME)).toBeNull();
    const { data } = await serviceClient()
      .from('insights')
      .select('categoria_id')
      .eq('slug', ARTICLE_SLUG)
      .single();
    expect(data).toEqual({ categoria_id: null });
    expect(await redirectsOf(RUN)).toEqual([
      `/insights/${NOVO_SLUG} → /insights`,
      `/insights/${NOVO_SLUG}/${ARTICLE_SLUG} → /insights/sem-categoria/${ARTICLE_SLUG}`,
      `/insights/${SLUG} → /insights`,
      `/insights/${SLUG}/${ARTICLE_SLUG} → /insights/sem-categoria/${ARTICLE_SLUG}`,
    ]);

    // Only the refused address logged errors (the 409 answer and the form's log).
    const unexpected = pageErrors(watched.errors).filter(
      (message) => !/409|Conflict|Erro ao salvar categoria/.test(message),
    );
    expect(unexpected).toEqual([]);
  });
});

describe("admin 'Categorias' on a phone (390 px)", () => {
  it('shows the cards and the dialog without axe violations', async () => {
    const watched = await openAdminPage(browser, 'editor', { width: 390, height: 844 });
    const { page } = watched;
    await gotoAdmin(page, '/admin/categorias');
    const cards = page.getByRole('list', { name: 'Categorias' });
    await cards.getByRole('listitem').filter({ hasText: '/insights/estrategia' }).waitFor();
    await expectAxeClean(page);
    await cards.getByRole('button', { name: 'Editar a categoria "Estratégia"' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Categoria' });
    await dialog.getByLabel('Título para buscadores').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(pageErrors(watched.errors)).toEqual([]);
    await page.context().close();
  });
});
