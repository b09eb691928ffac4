/**
 * Admin cases and niches (issue 5, items 5 and 6; issue 13), end to end as the seeded editor: create
 * a case as a draft with niches, an uploaded image and a gallery (it opens on its edit page); find
 * it by the list's filter; schedule it with a new title and SEO title (the slug follows the title,
 * niches saved with the case in one call; the editor stays on the case); publish it by moving its
 * moment back and see it on its public page; delete it; the
 * uploader's refusals; the create form's validation; niches CRUD with a refused duplicate.
 * Everything created is removed.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { saoPauloDateTimeToIso, toSaoPauloDateTimeInput } from '../../src/lib/dates.ts';
import { slugify } from '../../src/lib/slug.ts';
import { serviceClient } from '../setup/clients.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors, type WatchedPage } from './support/browser.ts';
import { expectToast, gotoAdmin, ONE_PIXEL_PNG, openAdminPage } from './support/admin.ts';
import { richTextEditor } from './support/rich-text.ts';

/** Seeded niches (supabase/seed.sql): only this file's case is linked to them here. */
const SAUDE = 'b0000000-0000-4000-8000-000000000001';
const IMOBILIARIO = 'b0000000-0000-4000-8000-000000000002';
const EDUCACAO = 'b0000000-0000-4000-8000-000000000004';

const RUN = randomUUID().slice(0, 8);
const TITLE = `Case E2E ${RUN}`;
const EDITED_TITLE = `Case E2E ${RUN} Revisado`;
const NICHO = `Nicho E2E ${RUN}`;
const EDITED_NICHO = `Nicho E2E ${RUN} Editado`;

let browser: Browser;
/** Storage paths uploaded by this file (removed at the end). */
const uploaded: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  const db = serviceClient();
  await db.from('cases').delete().like('titulo', `%${RUN}%`);
  await db.from('cases').delete().like('subtitulo', `%${RUN}%`);
  await db.from('cases_nichos').delete().like('nome', `%${RUN}%`);
  if (uploaded.length > 0) await db.storage.from('case-images').remove(uploaded);
  await db.from('media').delete().eq('alt', `Capa do case ${RUN}`);
  await browser?.close();
});

async function caseByTitle(titulo: string) {
  const { data, error } = await serviceClient().from('cases').select('*').eq('titulo', titulo).maybeSingle();
  if (error) throw error;
  return data;
}

async function nichoIdsOf(caseId: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('case_nicho_links')
    .select('nicho_id')
    .eq('case_id', caseId);
  if (error) throw error;
  return data.map((row) => row.nicho_id).sort();
}

async function nichosNamed(nome: string) {
  const { data, error } = await serviceClient().from('cases_nichos').select('*').eq('nome', nome);
  if (error) throw error;
  return data;
}

/** The path inside the bucket of a public case-image URL. */
function storagePath(url: string): string {
  return url.split('/storage/v1/object/public/case-images/')[1] ?? '';
}

/** axe on the page once no toast is showing (toasts come from the app shell, not these pages). */
async function expectAxeClean(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await expectNoAxeViolations(page);
}

async function searchCases(page: Page, query: string) {
  await page.getByRole('searchbox', { name: 'Buscar cases...' }).fill(query);
  // The search reaches the address (and the server) after a pause: a filter clicked before it
  // would be applied without it.
  await page.waitForURL((url) => url.searchParams.get('busca') === query);
}

function caseRows(page: Page) {
  return page.getByRole('list', { name: 'Cases' }).getByRole('listitem');
}

/** Shows the cases of one state ('Rascunhos', 'Agendados', 'Publicados' or 'Todos'). */
async function filterCases(page: Page, chip: string) {
  await page.getByRole('group', { name: 'Situação' }).getByRole('button', { name: chip }).click();
}

/** Tomorrow at 14:30 on São Paulo's clock, as the form's field takes it. */
function tomorrowAt1430(): string {
  return `${toSaoPauloDateTimeInput(new Date(Date.now() + 24 * 60 * 60_000)).slice(0, 10)}T14:30`;
}

describe('admin cases (as the editor)', () => {
  let watched: WatchedPage;
  let caseId = '';
  let slug = '';

  beforeAll(async () => {
    watched = await openAdminPage(browser, 'editor');
  });

  afterAll(async () => {
    await watched?.page.context().close();
  });

  it('the list shows the seeded cases with niches, dates and actions (axe clean)', async () => {
    const { page } = watched;
    await gotoAdmin(page, '/admin/cases');
    await caseRows(page).first().waitFor();
    const seeded = caseRows(page).filter({ hasText: 'Clínica Vida Plena' });
    await expect.poll(() => seeded.innerText()).toContain('Publicado em');
    expect(await seeded.innerText()).toContain('Saúde');
    expect(await seeded.getByText('Destaque').count()).toBe(1);
    expect(await seeded.getByRole('link', { name: /Ver página pública do case/ }).getAttribute('href')).toBe(
      '/cases/clinica-vida-plena-agendamento-automatico-pelo-whatsapp',
    );
    expect(await page.getByRole('link', { name: 'Gerenciar nichos' }).getAttribute('href')).toBe(
      '/admin/cases/nichos',
    );
    await expectAxeClean(page);

    await searchCases(page, 'nada-com-isso-aqui');
    await page.getByText('Nenhum case encontrado').waitFor();
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('creates a draft case with two niches, an uploaded featured image and a gallery (empty entry dropped)', async () => {
    const { page } = watched;
    await page.getByRole('link', { name: 'Novo Case' }).click();
    await page.getByRole('heading', { level: 1, name: 'Novo Case' }).waitFor();
    await page.getByRole('checkbox', { name: 'Saúde' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(TITLE);
    await page
      .getByRole('textbox', { name: 'Subtítulo', exact: true })
      .fill('Um case criado pelo teste de ponta a ponta');
    await page.getByRole('switch', { name: 'Case em destaque' }).click();

    await page.getByLabel('Imagem destacada', { exact: true }).setInputFiles({
      name: 'capa.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    // The upload asks for the alt text; the image goes to the media library.
    const upload = page.getByRole('dialog', { name: 'Enviar imagem' });
    await upload.getByLabel(/^Texto alternativo/).fill(`Capa do case ${RUN}`);
    await upload.getByRole('button', { name: 'Enviar imagem' }).click();
    await expectToast(page, 'Imagem enviada para a biblioteca');
    const imageUrl = await page.getByLabel('URL da imagem destacada').inputValue();
    expect(imageUrl).toMatch(/\/storage\/v1\/object\/public\/case-images\/media\/\d+-[a-z0-9]+\.png$/);
    uploaded.push(storagePath(imageUrl));

    await page.getByRole('button', { name: 'Adicionar imagem' }).click();
    await page.getByRole('button', { name: 'Adicionar imagem' }).click();
    await page.getByLabel('URL da imagem 1 da galeria').fill(imageUrl);

    // The sections are rich text: two lines typed are two paragraphs.
    await (await richTextEditor(page, 'O problema')).click();
    await page.keyboard.type('Primeira linha.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Segunda linha.');
    await page.getByLabel('Nome', { exact: true }).fill('Maria Teste');
    await page.getByRole('checkbox', { name: 'Saúde' }).check();
    await page.getByRole('checkbox', { name: 'Imobiliário' }).check();
    await page.getByRole('button', { name: 'Remover nicho Imobiliário' }).waitFor();

    // A new case, once saved, opens on its edit page.
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/cases/edit/'));
    await expectToast(page, 'Rascunho salvo.');

    const row = await caseByTitle(TITLE);
    expect(row).not.toBeNull();
    caseId = row!.id;
    slug = row!.slug;
    expect(slug).toBe(slugify(TITLE));
    expect(row).toMatchObject({
      status: 'rascunho',
      destaque: true,
      imagem_destacada: imageUrl,
      galeria: [imageUrl],
      problema: '<p>Primeira linha.</p><p>Segunda linha.</p>',
      depoimento_nome: 'Maria Teste',
      depoimento_cargo: null,
      video_url: null,
      solucao: null,
    });
    expect(await nichoIdsOf(caseId)).toEqual([SAUDE, IMOBILIARIO].sort());
    expect(new URL(page.url()).pathname).toBe(`/admin/cases/edit/${caseId}`);

    await gotoAdmin(page, '/admin/cases');
    await searchCases(page, RUN);
    await expect.poll(() => caseRows(page).count()).toBe(1);
    const text = await caseRows(page).first().innerText();
    expect(text).toContain(TITLE);
    expect(text).toContain('Imobiliário, Saúde');
    expect(text).toContain('Rascunho');
    expect(await page.getByRole('heading', { level: 2, name: /\(1\)/ }).count()).toBe(1);

    // The filter asks the server, and the address keeps it with the search.
    await filterCases(page, 'Publicados');
    await page.getByText('Nenhum case encontrado').waitFor();
    await filterCases(page, 'Rascunhos');
    await expect.poll(() => caseRows(page).count()).toBe(1);
    const url = new URL(page.url());
    expect([url.searchParams.get('situacao'), url.searchParams.get('busca')]).toEqual(['rascunhos', RUN]);
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('schedules it: new title (the slug follows), niches saved with the case in one call, an SEO title', async () => {
    const { page } = watched;
    await caseRows(page)
      .first()
      .getByRole('link', { name: `Editar case "${TITLE}"` })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Editar Case' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    const slugField = page.getByRole('textbox', { name: 'Slug', exact: true });
    expect(await slugField.inputValue()).toBe(slug);
    await page.getByRole('button', { name: 'Saúde', pressed: true }).waitFor();
    await expectAxeClean(page);

    await title.fill(EDITED_TITLE);
    expect(await slugField.inputValue()).toBe(slugify(EDITED_TITLE));

    await page.getByRole('button', { name: 'Imobiliário', pressed: true }).click();
    await page.getByRole('button', { name: 'Educação', pressed: false }).click();
    expect(await page.getByRole('button', { name: 'Educação' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Título para buscadores').fill(`${EDITED_TITLE} para buscadores`);
    const moment = tomorrowAt1430();
    await page.getByLabel('Data e hora de publicação').fill(moment);
    const [day, time] = moment.split('T');
    const inWords = `${day!.split('-').reverse().join('/')} às ${time}`;

    const saves: unknown[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/rest/v1/rpc/save_case')) saves.push(request.postDataJSON());
    };
    page.on('request', onRequest);
    await page.getByRole('button', { name: 'Agendar' }).click();
    await expectToast(page, `Agendado para ${inWords}.`);
    page.off('request', onRequest);
    // The editor stays on the case.
    expect(new URL(page.url()).pathname).toBe(`/admin/cases/edit/${caseId}`);

    // One call: the case's fields and its niches, from the version the form was read from.
    expect(saves).toEqual([
      expect.objectContaining({ case_id: caseId, base_version: 1, nicho_ids: [SAUDE, EDUCACAO] }),
    ]);
    expect(await nichoIdsOf(caseId)).toEqual([SAUDE, EDUCACAO].sort());
    const row = await caseByTitle(EDITED_TITLE);
    expect(row).toMatchObject({
      id: caseId,
      slug: slugify(EDITED_TITLE),
      destaque: true,
      status: 'publicado',
      seo_titulo: `${EDITED_TITLE} para buscadores`,
    });
    expect(Date.parse(row!.publicado_em)).toBe(Date.parse(saoPauloDateTimeToIso(moment)));
    slug = row!.slug;

    await gotoAdmin(page, '/admin/cases');
    await searchCases(page, RUN);
    await filterCases(page, 'Agendados');
    await expect.poll(() => caseRows(page).first().innerText()).toContain('Educação, Saúde');
    expect(await caseRows(page).first().innerText()).toContain(`Agendado para ${inWords}`);
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('publishes it by moving its moment back, then its public page opens in a new tab', async () => {
    const { page } = watched;
    await caseRows(page)
      .first()
      .getByRole('link', { name: `Editar case "${EDITED_TITLE}"` })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Editar Case' }).waitFor();
    const publication = page.getByRole('region', { name: 'Publicação' });
    await expect.poll(() => publication.innerText()).toContain('Agendado para');
    expect(await publication.getByRole('link', { name: /Pré-visualizar/ }).getAttribute('href')).toBe(
      `/cases/${slug}`,
    );
    await page
      .getByLabel('Data e hora de publicação')
      .fill(toSaoPauloDateTimeInput(new Date(Date.now() - 60_000)));
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Publicado.');
    expect(await caseByTitle(EDITED_TITLE)).toMatchObject({ status: 'publicado' });
    // Still on the case, now shown as published.
    await expect.poll(() => publication.innerText()).toContain('Publicado em');

    await gotoAdmin(page, '/admin/cases');
    await searchCases(page, RUN);
    await filterCases(page, 'Publicados');
    await expect.poll(() => caseRows(page).count()).toBe(1);
    const link = caseRows(page)
      .first()
      .getByRole('link', { name: /Ver página pública do case/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [publicPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await publicPage.waitForLoadState();
    expect(new URL(publicPage.url()).pathname).toBe(`/cases/${slug}`);
    await expect
      .poll(() => publicPage.locator('h1').first().innerText(), { timeout: 15_000 })
      .toBe(EDITED_TITLE);
    await publicPage.close();
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('deletes it after confirmation: gone from the list, kept in the trash with its niches', async () => {
    const { page } = watched;
    const niches = await nichoIdsOf(caseId);
    await searchCases(page, RUN);
    await caseRows(page)
      .first()
      .getByRole('button', { name: `Excluir case "${EDITED_TITLE}"` })
      .click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain(`Tem certeza que deseja excluir o case "${EDITED_TITLE}"?`);
    await dialog.getByRole('button', { name: 'Mover para a lixeira' }).click();
    await expectToast(page, 'Case movido para a lixeira.');
    await page.getByText('Nenhum case encontrado').waitFor();

    expect((await caseByTitle(EDITED_TITLE))?.deleted_at).toEqual(expect.any(String));
    expect(await nichoIdsOf(caseId)).toEqual(niches);
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('the uploader refuses a non-image and a file over 10 MB', async () => {
    const { page } = watched;
    await gotoAdmin(page, '/admin/cases/create');
    const picker = page.getByLabel('Imagem destacada', { exact: true });

    await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('olá') });
    await page.getByText('Por favor, selecione apenas arquivos de imagem').first().waitFor();

    await picker.setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]),
    });
    await page.getByText('O arquivo deve ter no máximo 10MB').first().waitFor();
    expect(await page.getByLabel('URL da imagem destacada').inputValue()).toBe('');
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('refuses a blank título or subtítulo and creates nothing', async () => {
    const { page } = watched;
    await gotoAdmin(page, '/admin/cases/create');
    const subtitle = `Sem título ${RUN}`;
    await page.getByRole('textbox', { name: 'Subtítulo', exact: true }).fill(subtitle);
    await page.getByRole('button', { name: 'Publicar' }).click();

    await expectToast(page, 'Título e subtítulo são obrigatórios');
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/admin/cases/create');
    const { count } = await serviceClient()
      .from('cases')
      .select('id', { count: 'exact', head: true })
      .eq('subtitulo', subtitle);
    expect(count).toBe(0);
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('is usable at 390 px (axe clean)', async () => {
    const narrow = await openAdminPage(browser, 'editor', { width: 390, height: 844 });
    await gotoAdmin(narrow.page, '/admin/cases');
    await caseRows(narrow.page).first().waitFor();
    await expectAxeClean(narrow.page);
    await gotoAdmin(narrow.page, '/admin/cases/create');
    await narrow.page.getByRole('checkbox', { name: 'Saúde' }).waitFor();
    await expectAxeClean(narrow.page);
    const overflow = await narrow.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors(narrow.errors)).toEqual([]);
    await narrow.page.context().close();
  });
});

describe('admin niches (as the editor)', () => {
  let watched: WatchedPage;

  beforeAll(async () => {
    watched = await openAdminPage(browser, 'editor');
  });

  afterAll(async () => {
    await watched?.page.context().close();
  });

  function nichoRows(page: Page) {
    return page.getByRole('list', { name: 'Nichos' }).getByRole('listitem');
  }

  it('lists the niches with name, description and slug (axe clean)', async () => {
    const { page } = watched;
    await gotoAdmin(page, '/admin/cases/nichos');
    const saude = nichoRows(page).filter({ hasText: 'Clínicas, consultórios e laboratórios.' });
    await saude.waitFor();
    expect(await saude.innerText()).toContain('Saúde');
    expect(await saude.innerText()).toContain('saude');
    await expectAxeClean(page);
    expect(pageErrors(watched.errors)).toEqual([]);
  });

  it('creates a niche, refuses a duplicate keeping the dialog, edits, searches and deletes it', async () => {
    const { page } = watched;

    // Create.
    await page.getByRole('button', { name: 'Novo Nicho' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo Nicho' });
    await dialog.getByRole('button', { name: 'Criar nicho' }).click();
    await dialog.getByText('Nome é obrigatório').first().waitFor();
    await expectAxeClean(page);
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(NICHO);
    await dialog.getByLabel('Descrição (opcional)').fill(`Descrição única ${RUN}`);
    await dialog.getByText(slugify(NICHO)).waitFor();
    await dialog.getByRole('button', { name: 'Criar nicho' }).click();
    await expectToast(page, 'Nicho criado com sucesso');
    await dialog.waitFor({ state: 'detached' });
    await nichoRows(page).filter({ hasText: NICHO }).waitFor();
    const [created] = await nichosNamed(NICHO);
    expect(created).toMatchObject({ slug: slugify(NICHO), descricao: `Descrição única ${RUN}` });

    // A duplicate is refused with a clear message; the dialog stays open with its values.
    await page.getByRole('button', { name: 'Novo Nicho' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo Nicho' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(NICHO.toUpperCase());
    await dialog.getByLabel('Descrição (opcional)').fill('Outra descrição');
    await dialog.getByRole('button', { name: 'Criar nicho' }).click();
    await dialog.getByText(/Já existe um nicho com este nome/).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(
      NICHO.toUpperCase(),
    );
    expect(await dialog.getByLabel('Descrição (opcional)').inputValue()).toBe('Outra descrição');
    expect(await nichosNamed(NICHO.toUpperCase())).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Edit.
    await page.getByRole('button', { name: `Editar nicho "${NICHO}"` }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Nicho' });
    const nome = dialog.getByRole('textbox', { name: 'Nome', exact: true });
    expect(await nome.inputValue()).toBe(NICHO);
    await nome.fill(EDITED_NICHO);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Nicho atualizado com sucesso');
    await dialog.waitFor({ state: 'detached' });
    const [edited] = await nichosNamed(EDITED_NICHO);
    expect(edited).toMatchObject({ id: created!.id, slug: slugify(EDITED_NICHO) });

    // Search by name, then by description.
    const search = page.getByRole('searchbox', { name: 'Buscar nichos...' });
    await search.fill(`e2e ${RUN} editado`);
    await expect.poll(() => nichoRows(page).count()).toBe(1);
    await search.fill(`descricao unica ${RUN}`);
    await expect.poll(() => nichoRows(page).count()).toBe(1);
    expect(await nichoRows(page).first().innerText()).toContain(EDITED_NICHO);
    await search.fill(`nada ${RUN} nada`);
    await page.getByText('Nenhum nicho encontrado').waitFor();
    await search.fill(RUN);

    // Delete.
    await page.getByRole('button', { name: `Excluir nicho "${EDITED_NICHO}"` }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(`Tem certeza que deseja excluir o nicho "${EDITED_NICHO}"?`);
    await confirm.getByRole('button', { name: 'Mover para a lixeira' }).click();
    await expectToast(page, 'Nicho movido para a lixeira.');
    await page.getByText('Nenhum nicho encontrado').waitFor();
    expect((await nichosNamed(EDITED_NICHO)).map((niche) => niche.deleted_at)).toEqual([expect.any(String)]);

    // Only the refused duplicate logged errors (the 409 answer and the form's log).
    const unexpected = pageErrors(watched.errors).filter(
      (message) => !/409|Conflict|Erro ao salvar nicho/.test(message),
    );
    expect(unexpected).toEqual([]);
  });
});
