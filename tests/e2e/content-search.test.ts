/**
 * Search on /insights and /cases, the RSS feed and 'Leia também', in Chromium against the build
 * (issue 30): the search form works without JavaScript (a GET the host renders with its results),
 * with JavaScript results come as the visitor types and the address `?q=` can be shared; the feed
 * parses and lists public articles only; related articles are in the article's HTML. axe at 390 and
 * 1280 px; screenshots of the search and of 'Leia também' in /tmp (content-search-*.png).
 *
 * Articles this file inserts carry a random word (`tag`) and are removed afterwards.
 */
import type { AddressInfo } from 'node:net';

import { XMLParser } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { INSIGHTS_FEED_PATH, insightPath } from '../../src/config/content-paths';
import { DEMO_ENV } from '../../src/config/env-defaults';
import { CLIENT_DIR } from '../../scripts/build/build-target.ts';
import { startStaticServer } from '../../scripts/cli/serve-build.ts';
import { anonClient, serviceClient } from '../setup/clients.ts';
import { expectNoAxeViolations, launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';

const buildEnv = loadEnv('production', process.cwd(), 'VITE_');
const SITE = (buildEnv.VITE_SITE_URL?.trim() || DEMO_ENV.VITE_SITE_URL).replace(/\/+$/, '');

/** Letters only: one word to the search's parser, unknown to its stemmer. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const PUBLIC_TITLE = `Automação do atendimento ${tag}`;
const DRAFT_TITLE = `Rascunho sobre automação ${tag}`;
const QUERY = `automacao ${tag}`;

/** A seed article (supabase/seed.sql), prerendered by the build. */
const ARTICLE = {
  path: '/insights/agentes-de-ia/agentes-de-ia-para-pequenas-empresas',
  title: 'Agentes de IA para pequenas empresas: por onde começar',
};

const service = serviceClient();
const inserted: string[] = [];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const past = new Date(Date.now() - 3_600_000).toISOString();
  const { data, error } = await service
    .from('insights')
    .insert([
      {
        titulo: PUBLIC_TITLE,
        descricao: 'Um agente que responde na hora.',
        status: 'publicado',
        publicado_em: past,
      },
      { titulo: DRAFT_TITLE, descricao: 'Ainda não publicado.', status: 'rascunho', publicado_em: past },
    ])
    .select('id');
  if (error) throw error;
  inserted.push(...data.map((row) => row.id));
});

afterAll(async () => {
  await browser?.close();
  await service.from('insights').delete().in('id', inserted);
});

const status = (page: Page) => page.locator('[data-search-for] [role="status"]');

describe('search on /insights', () => {
  it('without JavaScript: the GET form shows the results the host rendered; none is a draft', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl('/insights'));
    const form = page.getByRole('search', { name: 'Buscar insights' });
    await form.getByRole('searchbox', { name: 'Buscar insights' }).fill(QUERY);
    await form.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === QUERY);

    await expect.poll(() => status(page).textContent()).toBe(`1 resultado para “${QUERY}”`);
    const results = page.getByRole('list', { name: `Resultados da busca por “${QUERY}”` });
    expect(await results.getByRole('heading').allTextContents()).toEqual([PUBLIC_TITLE]);
    expect(await page.getByText(DRAFT_TITLE).count()).toBe(0);
    // The box keeps what was searched for.
    expect(await form.getByRole('searchbox').inputValue()).toBe(QUERY);

    // Nothing found: said so, with the way back to every article.
    await page.goto(siteUrl(`/insights?q=${tag}zzz`));
    expect(await status(page).textContent()).toBe(`Nenhum resultado para “${tag}zzz”`);
    await page.getByRole('link', { name: 'Limpar busca' }).click();
    await page.waitForURL(siteUrl('/insights'));
    expect(await page.getByRole('list', { name: 'Lista de insights' }).count()).toBe(1);
    await context.close();
  });

  it('with JavaScript: results as you type, the address follows and can be shared', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(siteUrl('/insights'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    const box = page.getByRole('searchbox', { name: 'Buscar insights' });
    await box.pressSequentially(QUERY, { delay: 20 });

    const results = page.getByRole('list', { name: `Resultados da busca por “${QUERY}”` });
    await expect.poll(() => results.getByRole('heading').allTextContents()).toEqual([PUBLIC_TITLE]);
    expect(await status(page).textContent()).toBe(`1 resultado para “${QUERY}”`);
    expect(new URL(page.url()).searchParams.get('q')).toBe(QUERY);

    // The address as shared: another visitor opens it and sees the results, rendered in its HTML.
    const shared = await openPage(browser, undefined, { startApp: false });
    const response = await shared.page.goto(page.url());
    expect(await response!.text()).toContain(PUBLIC_TITLE);
    expect(await shared.page.getByRole('list', { name: `Resultados da busca por “${QUERY}”` }).count()).toBe(
      1,
    );
    expect(await shared.page.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(
      false,
    );

    // Clearing the box brings the whole list back and the address without `q`.
    await box.fill('');
    await expect.poll(() => page.getByRole('list', { name: 'Lista de insights' }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(pageErrors([...errors, ...shared.errors])).toEqual([]);
    await shared.page.context().close();
    await page.context().close();
  });

  it('on a host that cannot render it, the prerendered list starts its app at once and shows the results', async () => {
    const host = await startStaticServer(CLIENT_DIR, 0, '127.0.0.1', { render: false });
    const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    try {
      const { page, errors } = await openPage(browser, undefined, { startApp: false });
      await page.goto(`${origin}/insights?q=${encodeURIComponent(QUERY)}`);
      // No intent shown: the starter ran the app because the page lacks the address's results.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      const results = page.getByRole('list', { name: `Resultados da busca por “${QUERY}”` });
      await expect.poll(() => results.getByRole('heading').allTextContents()).toEqual([PUBLIC_TITLE]);
      expect(await page.getByRole('searchbox', { name: 'Buscar insights' }).inputValue()).toBe(QUERY);
      expect(pageErrors(errors)).toEqual([]);
      await page.context().close();
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])('is accessible at $width px, results and nothing found (screenshots)', async (viewport) => {
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(siteUrl(`/insights?q=${encodeURIComponent(QUERY)}`));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await expectNoAxeViolations(page);
    await page.getByRole('search').screenshot({ path: `/tmp/content-search-form-${viewport.width}.png` });
    await page.screenshot({ path: `/tmp/content-search-results-${viewport.width}.png` });

    await page.goto(siteUrl(`/cases?q=${tag}zzz`));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    expect(await status(page).textContent()).toBe(`Nenhum resultado para “${tag}zzz”`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/content-search-empty-${viewport.width}.png` });
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('search on /cases', () => {
  it('without JavaScript, accents ignored: "clinica" finds the seed clinic', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('/cases?q=clinica'));
    const titles = await page
      .getByRole('list', { name: 'Resultados da busca por “clinica”' })
      .getByRole('heading')
      .allTextContents();
    expect(titles).toContain('Clínica Vida Plena: agendamento automático pelo WhatsApp');
    await context.close();
  });
});

describe('the RSS feed', () => {
  it('parses, links back to the site with absolute URLs and lists the newest public articles only', async () => {
    const response = await fetch(siteUrl(INSIGHTS_FEED_PATH));
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const feed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
    const channel = feed.rss.channel;
    expect(channel.link).toBe(`${SITE}/insights`);
    const items = [channel.item].flat() as {
      title: string;
      link: string;
      pubDate: string;
      category?: string;
    }[];

    const { data, error } = await anonClient()
      .from('insights')
      .select('slug, titulo, categoria:categorias(slug)')
      .order('publicado_em', { ascending: false })
      .order('id');
    if (error) throw error;
    // The feed was written at build; this file's article came later.
    const published = data.filter((row) => row.titulo !== PUBLIC_TITLE);
    expect(items.map((item) => item.title)).toEqual(
      published.slice(0, items.length).map((row) => row.titulo),
    );
    expect(items.map((item) => item.link)).toEqual(
      published.slice(0, items.length).map((row) => `${SITE}${insightPath(row.categoria?.slug, row.slug)}`),
    );
    expect(items.every((item) => !Number.isNaN(Date.parse(item.pubDate)))).toBe(true);
    expect(items.map((item) => item.title)).not.toContain(DRAFT_TITLE);
  });

  it('is named in the head of the insights pages', async () => {
    const html = await (await fetch(siteUrl(ARTICLE.path))).text();
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml"`);
    expect(html).toContain(`href="${INSIGHTS_FEED_PATH}"`);
  });
});

describe("'Leia também'", () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])(
    'is in the article HTML with JavaScript off, three other public articles ($width px, screenshot)',
    async (viewport) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(siteUrl(ARTICLE.path));
      const section = page.getByRole('region', { name: 'Leia também' });
      const titles = await section
        .getByRole('list', { name: 'Artigos relacionados' })
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(titles).toHaveLength(3);
      expect(titles).not.toContain(ARTICLE.title);
      expect(titles).not.toContain(DRAFT_TITLE);
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `/tmp/content-search-related-${viewport.width}.png` });
      await context.close();
    },
  );
});
