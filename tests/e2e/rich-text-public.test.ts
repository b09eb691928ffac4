/**
 * Rich text as visitors get it, with JavaScript off (the page the host renders, nothing run): an
 * article holding every element of the contract shows each one — the image with its alt text and
 * `srcset`, the video as a poster that becomes the privacy-enhanced player on click, with no
 * request to the video host before it — and a case's 'Resultados' written as a list is a list.
 */
import { randomUUID } from 'node:crypto';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { serviceClient } from '../setup/clients.ts';
import { launchBrowser, siteUrl } from './support/browser.ts';

const suffix = randomUUID().slice(0, 8);
const ARTICLE_SLUG = `artigo-completo-${suffix}`;
const CASE_SLUG = `case-com-lista-${suffix}`;
const VIDEO_ID = 'aircAruvnKk';
const PLAYER = `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`;

let browser: Browser;
let image: string;
const ids = { insights: [] as string[], cases: [] as string[] };

beforeAll(async () => {
  browser = await launchBrowser();
  image = `${inject('apiUrl')}/storage/v1/object/public/case-images/seed/insight-crm-e-ia.webp`;
  const past = new Date(Date.now() - 60_000).toISOString();
  const service = serviceClient();
  const article = await service
    .from('insights')
    .insert({
      titulo: `Artigo completo ${suffix}`,
      slug: ARTICLE_SLUG,
      categoria_id: 'c0000000-0000-4000-8000-000000000001',
      publicado_em: past,
      conteudo: [
        '<h2>Um título de seção</h2>',
        '<p>Texto com <strong>negrito</strong>, <em>itálico</em>, ',
        '<a href="/cases">um link interno</a> e <a href="https://example.com/guia">um externo</a>.</p>',
        '<ul><li><p>primeiro item</p></li><li><p>segundo item</p></li></ul>',
        '<ol start="3"><li><p>terceiro passo</p></li></ol>',
        '<blockquote><p>Uma citação marcante.</p></blockquote>',
        `<figure><img src="${image}" alt="Painel do CRM com o follow-up automático"><figcaption>O painel</figcaption></figure>`,
        `<figure data-video-provider="youtube" data-video-id="${VIDEO_ID}"><figcaption>O vídeo</figcaption></figure>`,
        '<hr><p>Fim.</p>',
      ].join(''),
    })
    .select('id')
    .single();
  if (article.error) throw article.error;
  ids.insights.push(article.data.id);
  const kase = await service
    .from('cases')
    .insert({
      titulo: `Case com lista ${suffix}`,
      subtitulo: 'Resultados em tópicos',
      slug: CASE_SLUG,
      publicado_em: past,
      resultados: '<ul><li><p>Faltas caíram 42%</p></li><li><p>25 horas por semana de volta</p></li></ul>',
    })
    .select('id')
    .single();
  if (kase.error) throw kase.error;
  ids.cases.push(kase.data.id);
});

afterAll(async () => {
  const service = serviceClient();
  for (const table of ['insights', 'cases'] as const) {
    // Into the trash, then for good.
    await service.from(table).delete().in('id', ids[table]);
    await service.from(table).delete().in('id', ids[table]);
  }
  await browser?.close();
});

/** A page with JavaScript off, stubbing the player (the test machine has no internet). */
async function openWithoutJavaScript(): Promise<{ page: Page; videoHost: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  const videoHost: string[] = [];
  await context.route(/youtube|ytimg|googlevideo|vimeo/, (route) => {
    videoHost.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player</p>',
    });
  });
  return { page, videoHost };
}

describe('rich text on public pages, JavaScript off', () => {
  it('an article shows every element, the image with alt and srcset, the video as a poster until clicked', async () => {
    const { page, videoHost } = await openWithoutJavaScript();
    await page.goto(siteUrl(`/insights/agentes-de-ia/${ARTICLE_SLUG}`), { waitUntil: 'load' });
    const body = page.locator('.prose-article');
    expect(await body.getByRole('heading', { level: 2, name: 'Um título de seção' }).count()).toBe(1);
    expect(await body.locator('strong').innerText()).toBe('negrito');
    expect(await body.locator('em').innerText()).toBe('itálico');
    expect(await body.getByRole('link', { name: 'um link interno' }).getAttribute('href')).toBe('/cases');
    expect(await body.getByRole('link', { name: 'um externo' }).getAttribute('href')).toBe(
      'https://example.com/guia',
    );
    expect(await body.locator('ul > li').allInnerTexts()).toEqual(['primeiro item', 'segundo item']);
    expect(await body.locator('ol').getAttribute('start')).toBe('3');
    expect(await body.locator('blockquote').innerText()).toBe('Uma citação marcante.');
    expect(await body.locator('hr').count()).toBe(1);

    const picture = body.getByRole('img', { name: 'Painel do CRM com o follow-up automático' });
    expect(await picture.getAttribute('srcset')).toMatch(/\/render\/image\/public\/.+ 400w, .+ 1440w$/);
    expect(await picture.getAttribute('sizes')).toBe('(min-width: 816px) 768px, calc(100vw - 40px)');

    const frame = body.locator('figure > iframe');
    expect(await frame.getAttribute('title')).toBe('Vídeo: O vídeo');
    expect(await frame.getAttribute('src')).toBeNull();
    expect(videoHost).toEqual([]);
    await page
      .frameLocator('figure > iframe')
      .getByRole('link', { name: 'Reproduzir o vídeo (YouTube)' })
      .click();
    await expect.poll(() => page.frames().map((f) => f.url())).toContain(PLAYER);
    expect(videoHost).toEqual([PLAYER]);
    await page.context().close();
  });

  it("a case's 'Resultados' written as a list is a list", async () => {
    const { page } = await openWithoutJavaScript();
    await page.goto(siteUrl(`/cases/${CASE_SLUG}`), { waitUntil: 'load' });
    const resultados = page.getByRole('region', { name: 'Resultados' });
    expect(await resultados.getByRole('listitem').allInnerTexts()).toEqual([
      'Faltas caíram 42%',
      '25 horas por semana de volta',
    ]);
    await page.context().close();
  });
});
