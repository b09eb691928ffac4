/**
 * The rich-text editor of the article body (src/components/admin/rich-text-editor/), as an editor
 * uses it in Chromium: a heading and bold from Markdown shortcuts, a list, a link to one of the
 * site's articles found by its title and an external one, a quote, an image from the "/" menu (with
 * its alternative text), a YouTube video; saved, then read back from the database and reloaded.
 * No axe violation at desktop and phone widths; screenshots of both in /tmp.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { insightPath } from '../../src/config/content-paths.ts';
import { serviceClient } from '../setup/clients.ts';
import { expectToast, gotoAdmin, openAdminPage } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, pageErrors } from './support/browser.ts';
import { pasteHtml, richTextEditor } from './support/rich-text.ts';

const TITLE = `Artigo do editor visual ${Date.now()}`;
const SEED_SLUG = 'agentes-de-ia-para-pequenas-empresas';
const SEED_TITLE = 'Agentes de IA para pequenas empresas: por onde começar';
const VIDEO_ID = 'aircAruvnKk';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  // Twice: the first delete moves the article to the trash, the second removes it for good.
  for (let round = 0; round < 2; round++) await serviceClient().from('insights').delete().eq('titulo', TITLE);
  await browser?.close();
});

async function seedArticlePath(): Promise<string> {
  const { data, error } = await serviceClient()
    .from('insights')
    .select('slug, categoria:categorias(slug)')
    .eq('slug', SEED_SLUG)
    .single();
  if (error) throw error;
  return insightPath(data.categoria?.slug, data.slug);
}

async function storedBody(): Promise<string | null> {
  const { data, error } = await serviceClient()
    .from('insights')
    .select('conteudo')
    .eq('titulo', TITLE)
    .single();
  if (error) throw error;
  return data.conteudo;
}

/** Clicks a toolbar button by its name. */
const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formatação do texto' }).getByRole('button', { name, exact: true });

describe('the article editor', () => {
  it('writes an article with every kind of block, saves exactly the contract, and loads it back', async () => {
    const { page, errors } = await openAdminPage(browser, 'editor', { width: 1280, height: 900 });
    await gotoAdmin(page, '/admin/insights/create');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(TITLE);
    const editor = await richTextEditor(page, 'Conteúdo');
    await editor.click();
    const keyboard = page.keyboard;

    // Markdown shortcuts: a heading, bold, a list.
    await keyboard.type('## Seção do teste');
    await keyboard.press('Enter');
    await keyboard.type('Texto com **negrito** e *itálico*.');
    await keyboard.press('Enter');
    await keyboard.type('- item um');
    await keyboard.press('Enter');
    await keyboard.type('item dois');
    await keyboard.press('Enter');
    await keyboard.press('Enter');
    expect(await tool(page, 'Título 2').getAttribute('aria-pressed')).toBe('false');

    // A link to an article of the site, picked from the search: its title becomes the text.
    await keyboard.type('Veja ');
    await tool(page, 'Link').click();
    const linkDialog = page.getByRole('dialog', { name: 'Inserir link' });
    await linkDialog.getByRole('searchbox', { name: 'Buscar página do site' }).fill('pequenas empresas');
    await linkDialog.getByRole('button', { name: new RegExp(SEED_TITLE) }).click();
    await expectNoAxeViolations(page);
    await linkDialog.getByRole('button', { name: 'Inserir link' }).click();
    await linkDialog.waitFor({ state: 'detached' });

    // An address that is no link is refused in Portuguese; an external one is taken as typed.
    await keyboard.type(' e ');
    await tool(page, 'Link').click();
    await linkDialog.getByRole('textbox', { name: 'Endereço' }).fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Inserir link' }).click();
    await linkDialog
      .getByText('Só são aceitos links https://, http://, mailto: ou caminhos do site')
      .waitFor();
    await linkDialog.getByRole('textbox', { name: 'Endereço' }).fill('https://www.exemplo.com.br/guia');
    await linkDialog.getByRole('button', { name: 'Inserir link' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await keyboard.type('.');
    await keyboard.press('Enter');

    await keyboard.type('> Uma citação');
    await keyboard.press('Enter');
    await keyboard.press('Enter');

    // The "/" menu: filtered by what follows, chosen by keyboard; the image needs its alt text.
    await keyboard.type('/ima');
    const menu = page.getByRole('listbox', { name: 'Blocos' });
    await menu.waitFor();
    expect(await menu.getByRole('option').allInnerTexts()).toEqual(['Imagem']);
    const activeOption = await editor.getAttribute('aria-activedescendant');
    expect(await menu.getByRole('option', { selected: true }).getAttribute('id')).toBe(activeOption);
    await keyboard.press('Enter');
    const imageDialog = page.getByRole('dialog', { name: 'Inserir imagem' });
    const image = `${inject('apiUrl').replace(/\/$/, '')}/storage/v1/object/public/case-images/seed/insight-prompt-que-funciona.webp`;
    await imageDialog.getByRole('textbox', { name: 'Endereço da imagem' }).fill(image);
    await imageDialog.getByRole('button', { name: 'Inserir imagem' }).click();
    await imageDialog.getByText('Descreva a imagem para quem não pode vê-la').waitFor();
    await imageDialog.getByRole('textbox', { name: 'Texto alternativo' }).fill('Tela de um assistente');
    await imageDialog.getByRole('textbox', { name: 'Legenda' }).fill('O assistente em uso');
    await expectNoAxeViolations(page);
    await imageDialog.getByRole('button', { name: 'Inserir imagem' }).click();
    await imageDialog.waitFor({ state: 'detached' });

    // A video: a link that is not YouTube or Vimeo is refused; a YouTube one is kept as its id.
    await tool(page, 'Vídeo').click();
    const videoDialog = page.getByRole('dialog', { name: 'Inserir vídeo' });
    await videoDialog.getByRole('textbox', { name: 'Link do vídeo' }).fill('https://exemplo.com/video.mp4');
    await videoDialog.getByRole('button', { name: 'Inserir vídeo' }).click();
    await videoDialog.getByText('Link não reconhecido.', { exact: false }).waitFor();
    await videoDialog.getByRole('textbox', { name: 'Link do vídeo' }).fill(`https://youtu.be/${VIDEO_ID}`);
    await videoDialog.getByRole('button', { name: 'Inserir vídeo' }).click();
    await videoDialog.waitFor({ state: 'detached' });
    await editor.getByText(`Vídeo do YouTube: ${VIDEO_ID}`).waitFor();

    await page.getByText(/^\d+ palavras · 1 min de leitura$/).waitFor();
    await expectNoAxeViolations(page);
    await editor.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/rich-text-editor-1280.png', fullPage: false });

    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectToast(page, 'Rascunho salvo.');
    const internal = await seedArticlePath();
    const stored = await storedBody();
    // The image is the seed's, which the library knows: it goes in with that row's id.
    const { data: libraryImage } = await serviceClient().from('media').select('id').eq('url', image).single();
    expect(stored).toMatch(
      new RegExp(
        '^<h2>Seção do teste</h2><p>Texto com <strong>negrito</strong> e <em>itálico</em>\\.</p>' +
          '<ul><li>item um</li><li>item dois</li></ul>' +
          `<p>Veja <a href="${internal}">${SEED_TITLE}</a> e ` +
          '<a href="https://www\\.exemplo\\.com\\.br/guia">https://www\\.exemplo\\.com\\.br/guia</a>\\.</p>' +
          '<blockquote><p>Uma citação</p></blockquote>' +
          `<figure><img src="${image.replace(/[.?]/g, '\\$&')}" alt="Tela de um assistente"( width="\\d+" height="\\d+")? data-media-id="${libraryImage!.id}">` +
          '<figcaption>O assistente em uso</figcaption></figure>' +
          `<figure data-video-provider="youtube" data-video-id="${VIDEO_ID}"></figure>$`,
      ),
    );

    // Reloaded, the editor shows what was saved and gives back the same HTML (nothing to save).
    await page.reload();
    const reloaded = await richTextEditor(page, 'Conteúdo');
    await reloaded.getByRole('heading', { level: 2, name: 'Seção do teste' }).waitFor();
    expect(await reloaded.getByRole('img', { name: 'Tela de um assistente' }).count()).toBe(1);
    expect(await reloaded.getByRole('link', { name: SEED_TITLE }).getAttribute('href')).toBe(internal);
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectToast(page, 'Rascunho salvo.');
    expect(await storedBody()).toBe(stored);

    // At a phone's width the toolbar wraps inside the page: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await reloaded.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const toolbarBox = await page.getByRole('toolbar', { name: 'Formatação do texto' }).boundingBox();
    expect(toolbarBox!.x + toolbarBox!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.getByRole('toolbar', { name: 'Formatação do texto' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/rich-text-editor-390.png', fullPage: false });

    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('pasting into the editor', () => {
  it('text pasted from Google Docs keeps its headings, bold, lists and links, and names what was dropped', async () => {
    const { page, errors } = await openAdminPage(browser, 'editor', { width: 1280, height: 900 });
    await gotoAdmin(page, '/admin/insights/create');
    const editor = await richTextEditor(page, 'Conteúdo');
    const html = fs.readFileSync(
      path.resolve(import.meta.dirname, '../fixtures/paste/google-docs.html'),
      'utf8',
    );
    await pasteHtml(editor, html, 'Como a IA muda o atendimento');

    expect(await editor.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Como a IA muda o atendimento',
      'Por onde começar',
    ]);
    expect(await editor.locator('strong').allInnerTexts()).toEqual(['segundos']);
    expect(await editor.getByRole('link', { name: 'guia completo' }).getAttribute('href')).toBe(
      'https://www.exemplo.com.br/guia',
    );
    expect(await editor.locator('ul > li').allInnerTexts()).toEqual(['Perguntas frequentes', 'Agendamentos']);
    // Nothing dropped in silence: the table and the pasted image file are named.
    await expectToast(page, 'tabelas (viraram parágrafos)');
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
