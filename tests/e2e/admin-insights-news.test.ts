/**
 * Admin insights and news (issue 5, items 4 and 9; issue 13), end to end as the seeded editor
 * (content is editor work): publish an insight with its SEO title, see it in the list and on its
 * public page with a sanitised body, edit it, delete it; the form's validation and a taken address;
 * search and 'Carregar mais' (extra rows inserted with the service key); drafts, scheduled and
 * published insights apart by the list's filter; a failed edit load; news with an uploaded PNG,
 * seen on /agentes-de-ia, edited in the dialog and deleted; the uploader's refusals; axe at 1280
 * and 390. Everything created is removed; seed rows are only read.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { saoPauloDateTimeToIso } from '../../src/lib/dates.ts';
import { IMAGE_LAYOUTS, responsiveImage } from '../../src/lib/responsive-image.ts';
import { slugify } from '../../src/lib/slug.ts';
import { serviceClient } from '../setup/clients.ts';
import { expectToast, gotoAdmin, ONE_PIXEL_PNG, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';
import { pasteHtml, richTextEditor } from './support/rich-text.ts';

const EDITOR_ID = 'a0000000-0000-4000-8000-000000000002';
const ESTRATEGIA = 'c0000000-0000-4000-8000-000000000003';
/** Its slug is a seeded insight's ('agentes-de-ia-para-pequenas-empresas'): refused as taken. */
const TAKEN_SLUG_TITLE = 'Agentes de IA para pequenas empresas';

const RUN = randomUUID().slice(0, 8);
const INSIGHT_TITLE = `Insight E2E ${RUN}`;
const INSIGHT_EDITED = `Insight E2E ${RUN} revisado`;
const PAGING_PREFIX = `Paginação E2E ${RUN}`;
const STATES_PREFIX = `Situações E2E ${RUN}`;
const NEWS_TITLE = `Notícia E2E ${RUN}`;
const NEWS_EDITED = `Notícia E2E ${RUN} atualizada`;

let browser: Browser;
const uploaded: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  const db = serviceClient();
  await db.from('insights').delete().like('titulo', `%${RUN}%`);
  await db.from('insights').delete().eq('titulo', TAKEN_SLUG_TITLE);
  await db.from('noticias').delete().like('titulo', `%${RUN}%`);
  if (uploaded.length > 0) await db.storage.from('case-images').remove(uploaded);
  await db.from('media').delete().eq('alt', `Logo do portal ${RUN}`);
  await browser?.close();
});

/**
 * The console errors that concern the page (see `pageErrors`). With `inlineHandlers`, also without
 * Chromium's report that it refused an inline event handler: it reports one for every `on…=`
 * attribute parsed, even in DOMPurify's detached document, before the sanitiser drops it (this
 * file stores such HTML on purpose, to see it neutralised).
 */
function unexpectedErrors(errors: readonly string[], { inlineHandlers = false } = {}): string[] {
  return pageErrors(errors).filter(
    (text) =>
      !(
        inlineHandlers &&
        text.startsWith('Executing inline event handler violates the following Content Security Policy')
      ),
  );
}

/**
 * axe on the page itself: toasts from a previous step are closed first (they are the shared
 * Toaster's, not this page's, and would otherwise be audited with whatever page is under them).
 */
async function expectPageAxeClean(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const button of await toasts.locator('[data-close-button]').all()) {
    await button.click({ timeout: 2_000 }).catch(() => {});
  }
  await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
  await expectNoAxeViolations(page);
}

async function insightsTitled(titulo: string) {
  const { data, error } = await serviceClient().from('insights').select('*').eq('titulo', titulo);
  if (error) throw error;
  return data;
}

async function newsTitled(titulo: string) {
  const { data, error } = await serviceClient().from('noticias').select('*').eq('titulo', titulo);
  if (error) throw error;
  return data;
}

const insightList = (page: Page) => page.getByRole('list', { name: 'Insights' });
const newsList = (page: Page) => page.getByRole('list', { name: 'Notícias' });

async function searchInsights(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Buscar insights...' }).fill(term);
}

/** The form's title box (not 'Título para buscadores'). */
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título', exact: true });

describe('admin insights', () => {
  it('creates an insight (seen in the list and on its public page, sanitised), edits and deletes it', async () => {
    const { page, errors } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, '/admin/insights');
    await insightList(page).waitFor();
    await expectPageAxeClean(page);

    await page.getByRole('link', { name: 'Novo Insight' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/insights/create');
    await page.getByRole('heading', { level: 1, name: 'Novo Insight' }).waitFor();
    // Now, to the minute, on São Paulo's clock (this Chromium runs in the machine's time zone).
    const moment = await page.getByLabel('Data e hora de publicação').inputValue();
    expect(Math.abs(Date.parse(saoPauloDateTimeToIso(moment)) - Date.now())).toBeLessThan(2 * 60_000);
    const content = await richTextEditor(page, 'Conteúdo');
    await expectPageAxeClean(page);

    await titleField(page).fill(INSIGHT_TITLE);
    await page.getByLabel('Descrição', { exact: true }).fill('Resumo do insight de teste.');
    // Pasted HTML keeps only what an article may hold (the editor is its own preview).
    await pasteHtml(
      content,
      '<h2>Seção segura</h2><p onclick="window.__xss=1">Parágrafo do <strong>teste</strong>.</p>' +
        '<script>window.__xss=1</script><img src="javascript:window.__xss=1" onerror="window.__xss=1">',
    );
    await content.getByRole('heading', { name: 'Seção segura' }).waitFor();
    expect(await content.innerHTML()).not.toMatch(/script|onclick|onerror/);
    await page.getByLabel('Categoria').selectOption({ label: 'Estratégia' });
    const image = `${inject('apiUrl').replace(/\/$/, '')}/storage/v1/object/public/case-images/seed/insight-prompt-que-funciona.webp`;
    await page.getByLabel('URL da imagem', { exact: true }).fill(image);
    await page.getByLabel('Título para buscadores').fill(`${INSIGHT_TITLE}: para buscadores`);
    // The search result previews the SEO title as the page will publish it.
    const google = page.getByRole('figure', { name: 'Prévia no Google' });
    expect(await google.innerText()).toContain(`${INSIGHT_TITLE}: para buscadores`);
    expect(await google.innerText()).toContain('Resumo do insight de teste.');
    await page.getByRole('button', { name: 'Publicar' }).click();

    // Once saved, the new insight opens on its edit page.
    await expectToast(page, 'Publicado.');
    await page.waitForURL((url) => url.pathname.startsWith('/admin/insights/edit/'));
    const [created] = await insightsTitled(INSIGHT_TITLE);
    expect(new URL(page.url()).pathname).toBe(`/admin/insights/edit/${created.id}`);
    expect(created).toMatchObject({
      slug: slugify(INSIGHT_TITLE),
      descricao: 'Resumo do insight de teste.',
      imagem: image,
      categoria_id: ESTRATEGIA,
      criado_por: EDITOR_ID,
      status: 'publicado',
      publicado_em: expect.stringMatching(/^\d{4}-/),
      seo_titulo: `${INSIGHT_TITLE}: para buscadores`,
      seo_descricao: null,
      seo_imagem: null,
    });
    expect(Date.parse(created.publicado_em)).toBe(Date.parse(saoPauloDateTimeToIso(moment)));

    // In the list, found by the search.
    await gotoAdmin(page, '/admin/insights');
    await searchInsights(page, INSIGHT_TITLE);
    const row = insightList(page).getByRole('listitem').filter({ hasText: INSIGHT_TITLE });
    await row.waitFor();
    expect(await row.getByText('Estratégia').count()).toBe(1);
    expect(await row.innerText()).toMatch(/Publicado em \d{2}\/\d{2}\/\d{4}/);
    const view = row.getByRole('link', {
      name: `Ver o insight "${INSIGHT_TITLE}" no site (abre em nova aba)`,
    });
    expect(await view.getAttribute('href')).toBe(`/insights/estrategia/${created.slug}`);
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('rel')).toBe('noopener noreferrer');

    // The public article (not prerendered: the SPA shell loads it), body sanitised.
    const article = await openPage(browser);
    await article.page.goto(siteUrl(`/insights/estrategia/${created.slug}`));
    await article.page.getByRole('heading', { level: 1, name: INSIGHT_TITLE }).waitFor({ timeout: 15_000 });
    await article.page.getByRole('heading', { name: 'Seção segura' }).waitFor();
    expect(await article.page.getByText('Parágrafo do teste.').count()).toBe(1);
    expect(await article.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await article.page.locator('main [onclick], main [onerror]').count()).toBe(0);
    expect(unexpectedErrors(article.errors, { inlineHandlers: true })).toEqual([]);
    await article.page.context().close();

    // Edit.
    await row.getByRole('link', { name: `Editar o insight "${INSIGHT_TITLE}"` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/insights/edit/${created.id}`);
    const title = titleField(page);
    await expect.poll(() => title.inputValue()).toBe(INSIGHT_TITLE);
    expect(await page.getByLabel('Categoria').inputValue()).toBe(ESTRATEGIA);
    const previewLink = page.getByRole('link', { name: 'Pré-visualizar (abre em nova aba)' });
    expect(await previewLink.getAttribute('href')).toBe(`/insights/estrategia/${created.slug}`);
    await expectPageAxeClean(page);
    await title.fill(INSIGHT_EDITED);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Alterações salvas.');
    // The editor stays on the insight.
    expect(new URL(page.url()).pathname).toBe(`/admin/insights/edit/${created.id}`);
    const [edited] = await insightsTitled(INSIGHT_EDITED);
    expect(edited).toMatchObject({ id: created.id, slug: slugify(INSIGHT_EDITED), criado_por: EDITOR_ID });

    // Delete, after confirming.
    await gotoAdmin(page, '/admin/insights');
    await searchInsights(page, INSIGHT_EDITED);
    const editedRow = insightList(page).getByRole('listitem').filter({ hasText: INSIGHT_EDITED });
    await editedRow.getByRole('button', { name: `Excluir o insight "${INSIGHT_EDITED}"` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Tem certeza que deseja excluir o insight "${INSIGHT_EDITED}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Mover para a lixeira' }).click();
    await expectToast(page, 'Insight movido para a lixeira.');
    await expect.poll(() => editedRow.count()).toBe(0);
    await page.getByText('Nenhum insight encontrado').waitFor();
    expect((await insightsTitled(INSIGHT_EDITED)).map((row) => row.deleted_at)).toEqual([expect.any(String)]);

    expect(unexpectedErrors(errors, { inlineHandlers: true })).toEqual([]);
    await page.context().close();
    // Long (four pages and a public article): a minute is short on a busy machine.
  }, 120_000);

  it('refuses an empty title and a bad image address, and keeps the form when the address is taken', async () => {
    const { page } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, '/admin/insights/create');
    const submit = page.getByRole('button', { name: 'Salvar rascunho' });

    await submit.click();
    await page.getByText('Título é obrigatório').waitFor();
    expect(await titleField(page).getAttribute('aria-invalid')).toBe('true');

    const title = `${INSIGHT_TITLE} inválido`;
    await titleField(page).fill(title);
    await page.getByLabel('URL da imagem', { exact: true }).fill('imagem-sem-endereco.png');
    await submit.click();
    await page.getByText(/URL da imagem inválida/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/insights/create');
    expect(await insightsTitled(title)).toEqual([]);

    // A title whose slug is taken: the database refuses it, the form stays as typed.
    await page.getByLabel('URL da imagem', { exact: true }).fill('');
    await page.getByLabel('Título para buscadores').fill('x'.repeat(71));
    await submit.click();
    await page.getByText('O título para buscadores deve ter no máximo 70 caracteres').waitFor();
    expect(await insightsTitled(title)).toEqual([]);
    await page.getByLabel('Título para buscadores').fill('');

    await titleField(page).fill(TAKEN_SLUG_TITLE);
    await page.getByLabel('Descrição', { exact: true }).fill(`Descrição ${RUN}`);
    await submit.click();
    await expectToast(page, 'Não foi possível criar o insight');
    await page.getByText('Já existe um insight com este endereço').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/insights/create');
    expect(await page.getByLabel('Descrição', { exact: true }).inputValue()).toBe(`Descrição ${RUN}`);
    expect(await insightsTitled(TAKEN_SLUG_TITLE)).toEqual([]);
    await page.context().close();
  });

  it("searches by title on the server and pages 20 at a time with 'Carregar mais'", async () => {
    const rows = Array.from({ length: 25 }, (_, index) => {
      const n = String(index + 1).padStart(2, '0');
      return {
        titulo: `${PAGING_PREFIX} ${n}`,
        slug: slugify(`${PAGING_PREFIX} ${n}`),
        descricao: 'Linha criada pelo teste de paginação.',
        publicado_em: `2001-01-${n}T12:00:00Z`,
      };
    });
    const { error } = await serviceClient().from('insights').insert(rows);
    if (error) throw error;

    try {
      const { page, errors } = await openAdminPage(browser, 'editor');
      await gotoAdmin(page, '/admin/insights');
      const items = insightList(page).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(20);
      const more = page.getByRole('button', { name: 'Carregar mais' });
      await more.waitFor();

      await searchInsights(page, PAGING_PREFIX.toLowerCase());
      await expect.poll(() => items.filter({ hasText: PAGING_PREFIX }).count()).toBe(20);
      expect(await items.count()).toBe(20);
      // Newest publication first: 25 … 06, then 05 … 01 on the next page.
      expect(await items.first().getByRole('heading').innerText()).toBe(`${PAGING_PREFIX} 25`);
      await more.click();
      await expect.poll(() => items.count()).toBe(25);
      expect(await items.last().getByRole('heading').innerText()).toBe(`${PAGING_PREFIX} 01`);
      await expect.poll(() => more.count()).toBe(0);
      await page.getByText('25 insights exibidos').waitFor();

      await searchInsights(page, `${PAGING_PREFIX} 07`);
      await expect.poll(() => items.count()).toBe(1);
      await searchInsights(page, `nada-${RUN}`);
      await page.getByText('Nenhum insight encontrado').waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    } finally {
      await serviceClient().from('insights').delete().like('titulo', `${PAGING_PREFIX}%`);
    }
  });

  it('tells drafts, scheduled and published insights apart, filtered on the server and kept in the address', async () => {
    const rows = [
      { titulo: `${STATES_PREFIX} rascunho`, status: 'rascunho', publicado_em: '2026-01-10T12:00:00Z' },
      // 14:30 in São Paulo.
      { titulo: `${STATES_PREFIX} agendado`, status: 'publicado', publicado_em: '2099-11-25T17:30:00Z' },
      { titulo: `${STATES_PREFIX} publicado`, status: 'publicado', publicado_em: '2026-01-10T12:00:00Z' },
    ].map((row) => ({ ...row, slug: slugify(row.titulo) }));
    const { error } = await serviceClient().from('insights').insert(rows);
    if (error) throw error;

    try {
      const { page, errors } = await openAdminPage(browser, 'editor');
      await gotoAdmin(page, `/admin/insights?busca=${encodeURIComponent(STATES_PREFIX)}`);
      const items = insightList(page).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(3);
      const text = (state: string) => items.filter({ hasText: `${STATES_PREFIX} ${state}` }).innerText();
      expect(await text('rascunho')).toContain('Rascunho');
      expect(await text('agendado')).toContain('Agendado para 25/11/2099 às 14:30');
      expect(await text('publicado')).toContain('Publicado em 10/01/2026');

      const filter = page.getByRole('group', { name: 'Situação' });
      for (const [chip, state, param] of [
        ['Rascunhos', 'rascunho', 'rascunhos'],
        ['Agendados', 'agendado', 'agendados'],
        ['Publicados', 'publicado', 'publicados'],
      ] as const) {
        await filter.getByRole('button', { name: chip }).click();
        await expect.poll(() => items.count()).toBe(1);
        await expect.poll(() => items.first().innerText()).toContain(`${STATES_PREFIX} ${state}`);
        const url = new URL(page.url());
        expect(url.searchParams.get('situacao')).toBe(param);
        expect(url.searchParams.get('busca')).toBe(STATES_PREFIX);
      }
      // A reload keeps the filter.
      await page.reload();
      await expect.poll(() => items.count()).toBe(1);
      expect(await filter.getByRole('button', { name: 'Publicados' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await expectPageAxeClean(page);
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    } finally {
      await serviceClient().from('insights').delete().like('titulo', `${STATES_PREFIX}%`);
    }
  });

  it("an insight that cannot be loaded: 'Não foi possível carregar o insight' and back to /admin", async () => {
    const { page } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, '/admin');
    await page.goto(siteUrl('/admin/insights/edit/00000000-0000-4000-8000-00000000dead'));
    await expectToast(page, 'Não foi possível carregar o insight');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.context().close();
  });

  it('the list and the form are clean and fit at 390 px', async () => {
    const { page, errors } = await openAdminPage(browser, 'editor', { width: 390, height: 844 });
    for (const path of ['/admin/insights', '/admin/insights/create']) {
      await gotoAdmin(page, path);
      if (path === '/admin/insights') await insightList(page).waitFor();
      await expectPageAxeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('admin news', () => {
  it('creates a news item with an uploaded image (seen on /agentes-de-ia), edits it and deletes it', async () => {
    const { page, errors } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, '/admin/noticias');
    await newsList(page).waitFor();
    await expectPageAxeClean(page);

    const toggle = page.getByRole('button', { name: 'Nova Notícia' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const form = page.getByRole('form', { name: 'Cadastrar notícia' });
    await form.waitFor();
    await expectPageAxeClean(page);
    // The same button hides the card again.
    await toggle.click();
    await expect.poll(() => form.count()).toBe(0);
    await toggle.click();

    const link = `https://portal.exemplo.com.br/materias/e2e-${RUN}`;
    await form.getByLabel(/^Título/).fill(NEWS_TITLE);
    await form.getByLabel(/^Link externo/).fill(link);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    // The upload asks for the alt text; the image goes to the media library.
    const upload = page.getByRole('dialog', { name: 'Enviar imagem' });
    await upload.getByLabel(/^Texto alternativo/).fill(`Logo do portal ${RUN}`);
    await upload.getByRole('button', { name: 'Enviar imagem' }).click();
    await expectToast(page, 'Imagem enviada para a biblioteca');
    const imageUrl = form.getByLabel('Ou informe a URL da imagem');
    await expect
      .poll(() => imageUrl.inputValue())
      .toMatch(/\/storage\/v1\/object\/public\/case-images\/media\/\d+-[a-z0-9]+\.png$/);
    const uploadedUrl = await imageUrl.inputValue();
    uploaded.push(uploadedUrl.split('/storage/v1/object/public/case-images/')[1]);
    await form.getByRole('button', { name: 'Cadastrar Notícia' }).click();

    await expectToast(page, 'Notícia cadastrada com sucesso!');
    await expect.poll(() => form.count()).toBe(0);
    const [created] = await newsTitled(NEWS_TITLE);
    expect(created).toMatchObject({ link_externo: link, imagem: uploadedUrl });

    const row = newsList(page).getByRole('listitem').filter({ hasText: NEWS_TITLE });
    await row.waitFor();
    expect(await row.getByText('Externa').count()).toBe(1);
    expect(await row.getByText(/Publicado em \d{2}\/\d{2}\/\d{4}/).count()).toBe(1);
    expect(await row.locator('img').getAttribute('src')).toBe(uploadedUrl);
    const external = row.getByRole('link', { name: `Abrir a notícia "${NEWS_TITLE}" (abre em nova aba)` });
    expect(await external.getAttribute('href')).toBe(link);
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');

    // Search by title.
    const search = page.getByRole('searchbox', { name: 'Buscar notícias...' });
    await search.fill(`noticia e2e ${RUN}`);
    await expect.poll(() => newsList(page).getByRole('listitem').count()).toBe(1);
    await search.fill('');

    // Public 'Na mídia' on /agentes-de-ia.
    const publicPage = await openPage(browser);
    // The page carries the news read at build time and refreshes them once they are over a minute
    // old (React Query's staleTime): a visitor's clock minutes after the build, as in production.
    await publicPage.page.clock.setFixedTime(Date.now() + 5 * 60_000);
    await publicPage.page.goto(siteUrl('/agentes-de-ia'));
    const card = publicPage.page.getByRole('article').filter({ hasText: NEWS_TITLE });
    await card.waitFor({ timeout: 15_000 });
    // Shown through the API's render endpoint, at the widths of the logo's box.
    const logo = responsiveImage(uploadedUrl, IMAGE_LAYOUTS.pressLogo, {
      supabaseUrl: inject('apiUrl'),
      transformations: true,
    });
    expect(await card.locator('img').getAttribute('srcset')).toBe(logo.srcSet);
    expect(unexpectedErrors(publicPage.errors)).toEqual([]);
    await publicPage.page.context().close();

    // Edit in the dialog.
    await row.getByRole('button', { name: `Editar a notícia "${NEWS_TITLE}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Notícia' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Título/).inputValue()).toBe(NEWS_TITLE);
    await expectPageAxeClean(page);
    await dialog.getByLabel(/^Título/).fill(NEWS_EDITED);
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectToast(page, 'Notícia atualizada com sucesso!');
    await expect.poll(() => dialog.count()).toBe(0);
    const editedRow = newsList(page).getByRole('listitem').filter({ hasText: NEWS_EDITED });
    await editedRow.waitFor();
    expect((await newsTitled(NEWS_EDITED))[0]).toMatchObject({ id: created.id, imagem: uploadedUrl });

    // Delete, after confirming.
    await editedRow.getByRole('button', { name: `Excluir a notícia "${NEWS_EDITED}"` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Tem certeza que deseja excluir a notícia "${NEWS_EDITED}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Mover para a lixeira' }).click();
    await expectToast(page, 'Notícia movida para a lixeira.');
    await expect.poll(() => editedRow.count()).toBe(0);
    expect((await newsTitled(NEWS_EDITED)).map((row) => row.deleted_at)).toEqual([expect.any(String)]);

    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('refuses missing fields, a link that is not a URL and files that are not images or too big', async () => {
    const { page } = await openAdminPage(browser, 'editor');
    await gotoAdmin(page, '/admin/noticias');
    await page.getByRole('button', { name: 'Nova Notícia' }).click();
    const form = page.getByRole('form', { name: 'Cadastrar notícia' });
    const submit = form.getByRole('button', { name: 'Cadastrar Notícia' });

    await submit.click();
    await expectToast(page, 'Título e link são obrigatórios');
    const title = `${NEWS_TITLE} inválida`;
    await form.getByLabel(/^Título/).fill(title);
    await form.getByLabel(/^Link externo/).fill('portal.com.br/materia');
    await submit.click();
    await form.getByText(/Link inválido/).waitFor();
    expect(await form.getByLabel(/^Link externo/).getAttribute('aria-invalid')).toBe('true');
    expect(await newsTitled(title)).toEqual([]);

    const picker = form.locator('input[type="file"]');
    const refusals = [
      {
        file: { name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') },
        message: 'Por favor, selecione apenas arquivos de imagem',
      },
      {
        file: {
          name: 'logo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
        message: 'Por favor, selecione apenas arquivos de imagem',
      },
      {
        file: {
          name: 'grande.png',
          mimeType: 'image/png',
          buffer: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - ONE_PIXEL_PNG.length)]),
        },
        message: 'O arquivo deve ter no máximo 10MB',
      },
    ];
    for (const { file, message } of refusals) {
      await picker.setInputFiles(file);
      await form.getByText(message).waitFor();
      await expectToast(page, message);
    }
    expect(await form.getByLabel('Ou informe a URL da imagem').inputValue()).toBe('');
    await page.context().close();
  });

  it('is clean and fits at 390 px', async () => {
    const { page, errors } = await openAdminPage(browser, 'editor', { width: 390, height: 844 });
    await gotoAdmin(page, '/admin/noticias');
    await newsList(page).waitFor();
    await page.getByRole('button', { name: 'Nova Notícia' }).click();
    await page.getByRole('form', { name: 'Cadastrar notícia' }).waitFor();
    await expectPageAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
