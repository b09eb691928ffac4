/**
 * The public content pages (issue 4): /cases, /cases/{slug}, /insights, /insights/{categorySlug},
 * /insights/{categorySlug}/{postSlug} — in Chromium against the build and a fresh local-supabase
 * (seed data). Anything a test inserts with the service key is removed again.
 */
import { randomUUID } from 'node:crypto';

import { JSDOM } from 'jsdom';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { casesList } from '../../src/content/cases';
import { DEMO_ENV } from '../../src/config/env-defaults';
import { formatSaoPauloDateTime } from '../../src/lib/dates';
import { serviceClient } from '../setup/clients.ts';
import { openAdminPage } from './support/admin.ts';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  pageErrors,
  siteUrl,
  type WatchedPage,
} from './support/browser.ts';

const buildEnv = loadEnv('production', process.cwd(), 'VITE_');
const SITE = (buildEnv.VITE_SITE_URL?.trim() || DEMO_ENV.VITE_SITE_URL).replace(/\/+$/, '');

/** Seed content (supabase/seed.sql). */
const CASE = {
  slug: 'clinica-vida-plena-agendamento-automatico-pelo-whatsapp',
  title: 'Clínica Vida Plena: agendamento automático pelo WhatsApp',
  subtitle: 'Um agente de IA que agenda, confirma e remarca consultas 24 horas por dia',
};
const VIDEO_CASE = {
  slug: 'imobiliaria-horizonte-leads-qualificados-em-minutos',
  title: 'Imobiliária Horizonte: leads qualificados em minutos',
};
const ARTICLE = {
  category: 'agentes-de-ia',
  categoryName: 'Agentes de IA',
  slug: 'agentes-de-ia-para-pequenas-empresas',
  title: 'Agentes de IA para pequenas empresas: por onde começar',
  description:
    'Um roteiro prático para colocar o primeiro agente de IA para trabalhar no seu negócio sem contratar ninguém.',
};
const articlePath = `/insights/${ARTICLE.category}/${ARTICLE.slug}`;

const PAGES = [
  { path: '/cases', h1: 'Cases de Sucesso' },
  { path: `/cases/${CASE.slug}`, h1: CASE.title },
  { path: '/insights', h1: 'Insights sobre IA' },
  { path: `/insights/${ARTICLE.category}`, h1: ARTICLE.categoryName },
  { path: articlePath, h1: ARTICLE.title },
];

/** REST calls of one table (supabase-js: `/rest/v1/<table>?…`). */
const restCall = (table: string) => (url: URL) => url.pathname === `/rest/v1/${table}`;
const anyRestCall = (url: URL) => url.pathname.startsWith('/rest/v1/');

/** The REST answer of a table with no rows. */
const EMPTY_LIST = { status: 200, contentType: 'application/json', body: '[]' };

/**
 * Holds the REST calls of one table until the returned `release()`, to see a loading state; then
 * they go through to the API, or get `answer` instead when given.
 */
async function holdRestCalls(page: Page, table: string, answer?: Parameters<Route['fulfill']>[0]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(restCall(table), async (route) => {
    await released;
    await (answer ? route.fulfill(answer) : route.continue());
  });
  return release;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A watched page whose YouTube embeds get a local stand-in (the test machine has no internet). */
async function openContentPage(viewport?: { width: number; height: number }): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport);
  await watched.page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><title>Vídeo</title></head><body><p>Vídeo</p></body></html>',
    }),
  );
  return watched;
}

/**
 * Opens an address whose case, category or article does not exist and checks its 404: the h1,
 * the title '{title} | Salto IA', noindex, no axe violation and no page error.
 */
async function openNotFoundPage(path: string, title: string, viewport?: { width: number; height: number }) {
  const { page, errors } = await openContentPage(viewport);
  // A content address without a prerendered page: the host answers the SPA shell (200), the app
  // renders the not-found state, `noindex`.
  const response = await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
  expect(await page.title()).toBe(`${title} | Salto IA`);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await expectNoAxeViolations(page);
  expect(pageErrors(errors)).toEqual([]);
  return page;
}

/** Requests for React Router `.data` files (there must be none in the browser). */
function watchDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) seen.push(request.url());
  });
  return seen;
}

/** A client-side navigation through the header (no document load). */
async function clickHeaderLink(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name }).click();
}

async function headingTexts(page: Page, level: number) {
  return page.getByRole('heading', { level }).allInnerTexts();
}

describe('every content page', () => {
  for (const { path, h1 } of PAGES) {
    for (const width of [390, 1280]) {
      it(`${path} at ${width}px: content, hydration, no console errors, no axe violations`, async () => {
        const { page, errors } = await openContentPage({ width, height: 900 });
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        const dataRequests = watchDataRequests(page);
        await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
        await expect.poll(() => page.locator('h1').count()).toBe(1);
        expect((await page.locator('h1').innerText()).replace(/\s+/g, ' ')).toBe(h1);
        // Hydrated (React attached to the prerendered markup), without mismatch warnings.
        await expect
          .poll(() =>
            page.evaluate(() =>
              Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
            ),
          )
          .toBe(true);
        expect(warnings.filter((text) => /hydrat|did not match|content security/i.test(text))).toEqual([]);
        await expectNoAxeViolations(page);
        expect(pageErrors(errors)).toEqual([]);
        expect(dataRequests).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe('prerendered HTML, read without JavaScript', () => {
  async function fetchDocument(path: string) {
    const response = await fetch(siteUrl(path));
    expect(response.status).toBe(200);
    return new JSDOM(await response.text()).window.document;
  }
  const meta = (document: Document, selector: string, name = 'content') =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const jsonLd = (document: Document) =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );

  it('a case carries its own title, description, canonical, Open Graph tags, JSON-LD and content', async () => {
    const document = await fetchDocument(`/cases/${CASE.slug}`);
    const title = `${CASE.title} | Salto IA`;
    const url = `${SITE}/cases/${CASE.slug}`;
    expect(document.title).toBe(title);
    expect(meta(document, 'meta[name="description"]')).toBe(CASE.subtitle);
    expect(meta(document, 'meta[name="keywords"]')).toContain('Saúde');
    expect(meta(document, 'link[rel="canonical"]', 'href')).toBe(url);
    expect(meta(document, 'meta[name="robots"]')).not.toContain('noindex');
    expect(meta(document, 'meta[property="og:type"]')).toBe('article');
    expect(meta(document, 'meta[property="og:title"]')).toBe(title);
    expect(meta(document, 'meta[property="og:description"]')).toBe(CASE.subtitle);
    expect(meta(document, 'meta[property="og:url"]')).toBe(url);
    expect(meta(document, 'meta[property="og:image"]')).toMatch(/clinica-vida-plena-capa\.webp$/);
    expect(meta(document, 'meta[name="twitter:title"]')).toBe(title);

    const nodes = jsonLd(document);
    expect(nodes.map((node) => node['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(nodes[0]).toMatchObject({ headline: CASE.title, url, datePublished: '2026-10-20' });
    const crumbs = (nodes[1].itemListElement as { item: string }[]).map((item) => item.item);
    expect(crumbs).toEqual([`${SITE}/`, `${SITE}/cases`, url]);

    expect(document.querySelector('h1')?.textContent).toBe(CASE.title);
    const headings = [...document.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['O Problema', 'A Solução', 'Resultados', 'Galeria do Projeto']),
    );
    expect(document.body.textContent).toContain('Saúde');
    expect(document.body.textContent).toContain('Falar com Agente IA');
    expect(document.body.textContent).toContain('20 de outubro de 2026');
  });

  it('an article carries its own title, description, canonical, Open Graph tags, JSON-LD and body', async () => {
    const document = await fetchDocument(articlePath);
    const title = `${ARTICLE.title} | Salto IA`;
    const url = `${SITE}${articlePath}`;
    expect(document.title).toBe(title);
    expect(meta(document, 'meta[name="description"]')).toBe(ARTICLE.description);
    expect(meta(document, 'meta[name="keywords"]')).toContain(ARTICLE.categoryName);
    expect(meta(document, 'link[rel="canonical"]', 'href')).toBe(url);
    expect(meta(document, 'meta[property="og:type"]')).toBe('article');
    expect(meta(document, 'meta[property="og:title"]')).toBe(title);
    expect(meta(document, 'meta[property="og:url"]')).toBe(url);
    expect(meta(document, 'meta[property="og:image"]')).toMatch(
      /insight-agentes-de-ia-para-pequenas-empresas\.webp$/,
    );

    const nodes = jsonLd(document);
    expect(nodes.map((node) => node['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(nodes[0]).toMatchObject({
      headline: ARTICLE.title,
      description: ARTICLE.description,
      url,
      articleSection: ARTICLE.categoryName,
      datePublished: '2026-10-28',
    });
    const crumbs = (nodes[1].itemListElement as { item: string }[]).map((item) => item.item);
    expect(crumbs).toEqual([`${SITE}/`, `${SITE}/insights`, `${SITE}/insights/${ARTICLE.category}`, url]);

    expect(document.querySelector('h1')?.textContent).toBe(ARTICLE.title);
    expect(document.querySelector('.prose-article h2')?.textContent).toBe('O que é, afinal, um agente de IA');
    expect(document.body.textContent).toContain('28 de outubro de 2026');
  });

  it('the lists and a category page carry their cards', async () => {
    const cases = await fetchDocument('/cases');
    expect(cases.body.textContent).toContain(CASE.title);
    expect(cases.querySelectorAll('[aria-pressed]').length).toBeGreaterThan(0);
    const insights = await fetchDocument('/insights');
    expect(insights.body.textContent).toContain(ARTICLE.title);
    const category = await fetchDocument(`/insights/${ARTICLE.category}`);
    expect(category.title).toContain(ARTICLE.categoryName);
    expect(category.body.textContent).toContain(ARTICLE.title);
    expect(category.querySelector('a[aria-current="page"]')?.textContent).toBe(ARTICLE.categoryName);
  });

  it('sitemap.xml lists every case, category and article', async () => {
    const xml = await (await fetch(siteUrl('/sitemap.xml'))).text();
    for (const path of [`/cases/${CASE.slug}`, `/insights/${ARTICLE.category}`, articlePath]) {
      expect(xml).toContain(`<loc>${SITE}${path}</loc>`);
    }
  });
});

describe('/cases', () => {
  it("shows 'Carregando cases...' while the list loads, then the cards", async () => {
    const { page } = await openContentPage();
    await page.goto(siteUrl('/insights'), { waitUntil: 'networkidle' });
    const release = await holdRestCalls(page, 'cases');
    await clickHeaderLink(page, 'Cases');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Carregando cases...' }).count())
      .toBe(1);
    release();
    await expect.poll(() => page.getByRole('link', { name: CASE.title }).count()).toBe(1);
    expect(await page.getByText('Carregando cases...').count()).toBe(0);
    await page.context().close();
  });

  it("shows 'Nenhum case encontrado' when there is no case", async () => {
    const { page } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl('/insights'), { waitUntil: 'networkidle' });
    await page.route(restCall('cases'), (route) => route.fulfill(EMPTY_LIST));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/cases');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByRole('heading', { name: 'Nenhum case encontrado' }).count()).toBe(1);
    expect(await page.getByText('Ainda não publicamos cases por aqui', { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("shows 'Erro de Conexão' when the API cannot be reached, and 'Tentar Novamente' reloads", async () => {
    const { page } = await openContentPage();
    await page.goto(siteUrl('/insights'), { waitUntil: 'networkidle' });
    await page.route(anyRestCall, (route) => route.abort('connectionrefused'));
    await clickHeaderLink(page, 'Cases');
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.getByRole('heading', { name: 'Erro de Conexão' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await alert.innerText()).toContain('Erro ao carregar cases. Tente novamente.');
    expect(await alert.innerText()).toMatch(/configuração do backend/);
    await expectNoAxeViolations(page);

    await page.unroute(anyRestCall);
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: 'Tentar Novamente' }).click();
    await reloaded;
    await expect.poll(() => page.getByRole('link', { name: CASE.title }).count()).toBe(1);
    await page.context().close();
  });

  it('filters by niche (any selected niche) and clears the filters', async () => {
    const { page, errors } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl('/cases'), { waitUntil: 'networkidle' });
    const list = page.getByRole('list', { name: 'Lista de cases' });
    const titles = () => list.getByRole('heading', { level: 2 }).allInnerTexts();
    const all = await titles();
    expect(all.length).toBeGreaterThanOrEqual(6);

    const filter = page.getByRole('group', { name: 'Filtrar por nicho' });
    const saude = filter.getByRole('button', { name: 'Saúde' });
    await saude.click();
    expect(await saude.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(titles).toEqual([CASE.title]);
    expect(await page.getByRole('status').innerText()).toBe('1 case');

    await filter.getByRole('button', { name: 'Varejo' }).click();
    const saudeOrVarejo = await titles();
    expect(saudeOrVarejo).toEqual(
      expect.arrayContaining([
        CASE.title,
        'Sabor da Serra: delivery que nunca dorme',
        'Bella Moda: carrinhos recuperados com IA',
      ]),
    );
    expect(saudeOrVarejo).not.toContain(VIDEO_CASE.title);

    await filter.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(titles).toEqual(all);
    expect(await saude.getAttribute('aria-pressed')).toBe('false');
    expect(await filter.getByRole('button', { name: 'Limpar filtros' }).count()).toBe(0);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('shows the hint for filters when the selected niches have no case', async () => {
    const { page } = await openContentPage();
    await page.goto(siteUrl('/cases'), { waitUntil: 'networkidle' });
    // A niche nobody uses, as the API would send it.
    await page.route(restCall('cases_nichos'), async (route) => {
      const response = await route.fetch();
      const niches = (await response.json()) as unknown[];
      await route.fulfill({
        response,
        json: [...niches, { id: randomUUID(), nome: 'Zoologia', slug: 'zoologia' }],
      });
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('button', { name: 'Zoologia' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Zoologia' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Nenhum case encontrado' }).count()).toBe(1);
    expect(
      await page.getByText('Nenhum case corresponde aos nichos selecionados', { exact: false }).count(),
    ).toBe(1);
    await page.getByRole('main').getByRole('button', { name: 'Limpar filtros' }).last().click();
    await expect.poll(() => page.getByRole('link', { name: CASE.title }).count()).toBe(1);
    await page.context().close();
  });
});

describe('/cases/{slug}', () => {
  it('shows niches, sections, the video of a recognised link, the gallery lightbox and the testimonial', async () => {
    const { page, errors } = await openContentPage();
    const videoHostRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname))
        videoHostRequests.push(request.url());
    });
    await page.goto(siteUrl(`/cases/${VIDEO_CASE.slug}`), { waitUntil: 'networkidle' });
    // A poster first: nothing from the video host until the visitor plays it.
    const video = page.locator('iframe');
    expect(await video.getAttribute('src')).toBeNull();
    expect(await video.getAttribute('title')).toBe(`Vídeo do projeto: ${VIDEO_CASE.title}`);
    expect(videoHostRequests).toEqual([]);
    expect(await headingTexts(page, 2)).toEqual(
      expect.arrayContaining([
        'Vídeo do Projeto',
        'O Problema',
        'A Solução',
        'Resultados',
        'Galeria do Projeto',
      ]),
    );
    expect(await page.getByText('Imobiliário', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Ricardo Campos').count()).toBe(1);
    // No agent link on this case: no agent button.
    expect(await page.getByRole('link', { name: /Agente IA/ }).count()).toBe(0);

    // Lightbox: opens on the thumbnail, arrows move (wrapping), Escape closes, focus returns.
    const thumbnail = page.getByRole('button', { name: 'Ampliar imagem 2 de 2' });
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'Galeria do Projeto' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('Imagem 2 de 2').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByText('Imagem 1 de 2').count()).toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.getByText('Imagem 2 de 2').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Próxima imagem' }).click();
    expect(await dialog.getByText('Imagem 1 de 2').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Ampliar imagem 1 de 2');

    // Playing: the poster's link turns the frame into the privacy-enhanced player.
    await page.frameLocator('iframe').getByRole('link', { name: 'Reproduzir o vídeo (YouTube)' }).click();
    const player = 'https://www.youtube-nocookie.com/embed/aircAruvnKk?autoplay=1';
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain(player);
    expect(videoHostRequests).toEqual([player]);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('a case without a video link has no video section; a chat link reads "Falar com Agente IA"', async () => {
    const { page } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl(`/cases/${CASE.slug}`), { waitUntil: 'networkidle' });
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Vídeo do Projeto' }).count()).toBe(0);
    const agent = page.getByRole('link', { name: /Falar com Agente IA/ });
    expect(await agent.getAttribute('target')).toBe('_blank');
    expect(await agent.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await agent.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    await page.context().close();
  });

  it("shows 'Case não encontrado' (noindex) with a link back", async () => {
    const page = await openNotFoundPage('/cases/um-case-que-nao-existe', 'Case não encontrado', {
      width: 390,
      height: 844,
    });
    await page.getByRole('link', { name: 'Ver todos os cases' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cases');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Cases de Sucesso' }).count())
      .toBe(1);
    await page.context().close();
  });

  it("shows 'Erro de Conexão' when the API cannot be reached (address not prerendered)", async () => {
    const { page } = await openContentPage();
    await page.route(anyRestCall, (route) => route.abort('connectionrefused'));
    await page.goto(siteUrl('/cases/um-case-novo'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Erro de Conexão' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByRole('alert').innerText()).toContain('Erro ao carregar cases. Tente novamente.');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.context().close();
  });

  describe('a case created after the build', () => {
    const slug = `case-novo-e2e-${randomUUID().slice(0, 8)}`;
    const title = `Case criado depois do build ${slug.slice(-8)}`;
    let caseId = '';

    beforeAll(async () => {
      const storage = `${inject('apiUrl')}/storage/v1/object/public/case-images/seed`;
      const { data, error } = await serviceClient()
        .from('cases')
        .insert({
          slug,
          titulo: title,
          subtitulo: 'Publicado depois da última publicação do site',
          publicado_em: '2026-03-05T15:00:00Z',
          destaque: false,
          imagem_destacada: `${storage}/bella-moda-capa.webp`,
          video_url: 'https://vimeo.com/123456789',
          agente_ia_url: 'https://agente.example.com/demo',
          problema: '<p>Primeira linha do problema.</p><p>Segunda linha do problema.</p>',
          solucao: null,
          resultados: '  ',
          galeria: [`${storage}/bella-moda-galeria-1.webp`, `${storage}/bella-moda-galeria-2.webp`],
          depoimento_texto: 'Um depoimento sem nome.',
          depoimento_nome: null,
          depoimento_cargo: null,
          depoimento_foto: null,
        })
        .select('id')
        .single();
      if (error) throw error;
      caseId = data.id;
      const link = await serviceClient()
        .from('case_nicho_links')
        .insert({ case_id: caseId, nicho_id: 'b0000000-0000-4000-8000-000000000005' });
      if (link.error) throw link.error;
    });

    afterAll(async () => {
      if (caseId) await serviceClient().from('cases').delete().eq('id', caseId);
    });

    it('opens by its address (rendered on request) with what it has and nothing it lacks', async () => {
      const { page, errors } = await openContentPage({ width: 390, height: 844 });
      const dataRequests = watchDataRequests(page);
      await page.goto(siteUrl(`/cases/${slug}`), { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      expect(await page.title()).toBe(`${title} | Salto IA`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE}/cases/${slug}`);
      expect(await page.getByText('Varejo', { exact: true }).count()).toBe(1);
      expect(await page.getByText('5 de março de 2026').count()).toBe(1);
      // Numbered sections only when present; paragraphs split on line breaks.
      expect(await page.locator('main article').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
        'O Problema',
        'Galeria do Projeto',
        'Depoimento',
      ]);
      expect(await page.getByText('Segunda linha do problema.').evaluate((el) => el.tagName)).toBe('P');
      // Not a recognised video link: no video section. Not a chat link: 'Ver Agente IA'.
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.getByRole('link', { name: /Ver Agente IA/ }).count()).toBe(1);
      // Testimonial without name or photo: the letter D.
      const testimonial = page.locator('figure').filter({ hasText: 'Um depoimento sem nome.' });
      expect((await testimonial.locator('figcaption').innerText()).trim()).toBe('D');
      await expectNoAxeViolations(page);
      expect(pageErrors(errors)).toEqual([]);
      expect(dataRequests).toEqual([]);
      await page.context().close();
    });

    it('opens by client navigation from /cases, without .data requests', async () => {
      const { page, errors } = await openContentPage();
      const dataRequests = watchDataRequests(page);
      await page.goto(siteUrl('/cases'), { waitUntil: 'networkidle' });
      // The refreshed list has the new case: the list on screen stays as prerendered (no card
      // moves) until the visitor asks for the new one.
      const list = page.getByRole('list', { name: casesList.listLabel });
      const firstCard = () => list.getByRole('listitem').first().getByRole('heading').innerText();
      const prerenderedFirst = await firstCard();
      const show = page.getByRole('button', { name: casesList.refreshed.action });
      await expect.poll(() => show.count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByText(casesList.refreshed.label).count()).toBe(1);
      expect(await firstCard()).toBe(prerenderedFirst);
      expect(await list.getByRole('link', { name: title }).count()).toBe(0);
      await show.click();
      await expect.poll(() => list.getByRole('link', { name: title }).count()).toBe(1);
      await page.getByRole('link', { name: title }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(`/cases/${slug}`);
      await page.getByRole('link', { name: 'Voltar para os cases' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Cases de Sucesso' }).count())
        .toBe(1);
      await page.getByRole('link', { name: CASE.title }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name: CASE.title }).count()).toBe(1);
      expect(dataRequests).toEqual([]);
      expect(pageErrors(errors)).toEqual([]);
      await page.context().close();
    });
  });
});

describe('/insights', () => {
  it('filters by one category at a time, with Todos', async () => {
    const { page, errors } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl('/insights'), { waitUntil: 'networkidle' });
    const filter = page.getByRole('group', { name: 'Filtrar por categoria' });
    const todos = filter.getByRole('button', { name: 'Todos' });
    const estrategia = filter.getByRole('button', { name: 'Estratégia' });
    const list = page.getByRole('list', { name: 'Lista de insights' });
    const badges = () =>
      list.getByRole('link', { name: /^(Agentes de IA|Produtividade|Estratégia)$/ }).allInnerTexts();
    const cardCount = () => list.getByRole('listitem').count();
    const all = await cardCount();
    expect(all).toBeGreaterThanOrEqual(8);
    expect(await todos.getAttribute('aria-pressed')).toBe('true');

    await estrategia.click();
    expect(await estrategia.getAttribute('aria-pressed')).toBe('true');
    expect(await todos.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(cardCount).toBe(3);
    expect(new Set(await badges())).toEqual(new Set(['Estratégia']));

    await filter.getByRole('button', { name: 'Produtividade' }).click();
    expect(await estrategia.getAttribute('aria-pressed')).toBe('false');
    expect(new Set(await badges())).toEqual(new Set(['Produtividade']));

    await todos.click();
    await expect.poll(cardCount).toBe(all);
    // Each card leads to its article.
    await list.getByRole('link', { name: `Ler mais: ${ARTICLE.title}` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: ARTICLE.title }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(articlePath);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("shows 'Carregando insights...' while loading, then 'Nenhum insight encontrado' for an empty list", async () => {
    const { page } = await openContentPage();
    await page.goto(siteUrl('/cases'), { waitUntil: 'networkidle' });
    const release = await holdRestCalls(page, 'insights', EMPTY_LIST);
    await clickHeaderLink(page, 'Insights');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Carregando insights...' }).count())
      .toBe(1);
    release();
    await expect.poll(() => page.getByRole('heading', { name: 'Nenhum insight encontrado' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("shows 'Erro de Conexão' when the API cannot be reached", async () => {
    const { page } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl('/cases'), { waitUntil: 'networkidle' });
    await page.route(anyRestCall, (route) => route.abort('connectionrefused'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/insights');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.getByRole('heading', { name: 'Erro de Conexão' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await alert.innerText()).toContain('Erro ao carregar insights. Tente novamente.');
    expect(await alert.getByRole('button', { name: 'Tentar Novamente' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('/insights/{categorySlug}', () => {
  const suffix = randomUUID().slice(0, 8);
  const categorySlug = `paginacao-e2e-${suffix}`;
  const categoryName = `Paginação E2E ${suffix}`;
  let categoryId = '';
  const TOTAL = 14;

  beforeAll(async () => {
    const client = serviceClient();
    const { data, error } = await client
      .from('categorias')
      .insert({
        nome: categoryName,
        slug: categorySlug,
        descricao: 'Categoria criada pelo teste de paginação.',
      })
      .select('id')
      .single();
    if (error) throw error;
    categoryId = data.id;
    const rows = Array.from({ length: TOTAL }, (_, index) => ({
      titulo: `Insight paginado ${String(index + 1).padStart(2, '0')} ${suffix}`,
      slug: `insight-paginado-${index + 1}-${suffix}`,
      descricao: `Descrição do insight ${index + 1}.`,
      conteudo: '<p>Corpo.</p>',
      publicado_em: `2025-01-${String(28 - index).padStart(2, '0')}T12:00:00Z`,
      categoria_id: categoryId,
    }));
    const insert = await client.from('insights').insert(rows);
    if (insert.error) throw insert.error;
  });

  afterAll(async () => {
    if (!categoryId) return;
    await serviceClient().from('insights').delete().eq('categoria_id', categoryId);
    await serviceClient().from('categorias').delete().eq('id', categoryId);
  });

  it("shows 12 per page and 'Carregar mais insights' ('Carregando...') while pages are full", async () => {
    const { page, errors } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl(`/insights/${categorySlug}`), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: categoryName }).count()).toBe(1);
    const list = page.getByRole('list', { name: `Insights de ${categoryName}` });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(12);
    const titles = await list.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(titles[0]).toBe(`Insight paginado 01 ${suffix}`);
    expect(titles[11]).toBe(`Insight paginado 12 ${suffix}`);

    // Side list: every category, the current one highlighted, and 'Todas as categorias'.
    const nav = page.getByRole('navigation', { name: 'Categorias' });
    expect(await nav.getByRole('link', { name: 'Todas as categorias' }).getAttribute('href')).toBe(
      '/insights',
    );
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe(categoryName);
    expect(await nav.getByRole('link', { name: 'Estratégia' }).count()).toBe(1);

    const release = await holdRestCalls(page, 'insights');
    const more = page.getByRole('button', { name: 'Carregar mais insights' });
    await more.click();
    await expect.poll(() => page.getByRole('button', { name: 'Carregando...' }).count()).toBe(1);
    release();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(TOTAL);
    // The last page was not full: no more button.
    expect(await page.getByRole('button', { name: /Carregar mais insights|Carregando/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('the side list moves between categories', async () => {
    const { page } = await openContentPage();
    await page.goto(siteUrl(`/insights/${ARTICLE.category}`), { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: 'Categorias' })
      .getByRole('link', { name: 'Estratégia' })
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Estratégia' }).count()).toBe(1);
    expect(
      await page.getByRole('navigation', { name: 'Categorias' }).locator('[aria-current="page"]').innerText(),
    ).toBe('Estratégia');
    await page.getByRole('link', { name: 'Todas as categorias' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Insights sobre IA' }).count())
      .toBe(1);
    await page.context().close();
  });

  it("shows 'Categoria não encontrada' (noindex)", async () => {
    const page = await openNotFoundPage('/insights/categoria-que-nao-existe', 'Categoria não encontrada', {
      width: 390,
      height: 844,
    });
    expect(await page.getByRole('link', { name: 'Ver todos os insights' }).getAttribute('href')).toBe(
      '/insights',
    );
    await page.context().close();
  });
});

describe('/insights/{categorySlug}/{postSlug}', () => {
  const suffix = randomUUID().slice(0, 8);
  const xssSlug = `insight-com-payload-${suffix}`;
  const legacySlug = `/estrategia/post-antigo-${suffix}`;
  const ids: string[] = [];

  beforeAll(async () => {
    const { data, error } = await serviceClient()
      .from('insights')
      .insert([
        {
          titulo: `Insight com payload ${suffix}`,
          slug: xssSlug,
          descricao: 'Um corpo que tenta executar código.',
          categoria_id: 'c0000000-0000-4000-8000-000000000001',
          // What the database lets through (the contract's elements and attributes) with hostile
          // values: the sanitiser still has the last word on the page.
          conteudo: [
            '<h2>Seção segura</h2>',
            '<p>Clique aqui</p>',
            '<img src="javascript:window.__xssImg = 1" alt="imagem">',
            '<a href="javascript:window.__xssHref = 1">link perigoso</a>',
            '<a href="JaVaScRiPt:window.__xssHref2 = 1">outro</a>',
            '<a href="https://example.com">externo</a>',
            '<figure data-video-provider="youtube" data-video-id="x&quot; onload=&quot;window.__xssVideo = 1"></figure>',
            '<figure data-video-provider="evil" data-video-id="1"></figure>',
          ].join(''),
        },
        {
          titulo: `Post com slug antigo ${suffix}`,
          slug: legacySlug,
          descricao: 'Encontrado pelo slug de caminho completo.',
          conteudo: '<p>Conteúdo antigo.</p>',
          categoria_id: 'c0000000-0000-4000-8000-000000000003',
        },
      ])
      .select('id');
    if (error) throw error;
    ids.push(...data.map((row) => row.id));
  });

  afterAll(async () => {
    if (ids.length > 0) await serviceClient().from('insights').delete().in('id', ids);
  });

  it('the database refuses a body with scripts, handlers, frames or forms', async () => {
    for (const body of [
      '<script>window.__xss = 1</script>',
      '<p onclick="window.__xss = 1">a</p>',
      '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
      '<form action="javascript:x"><button>Enviar</button></form>',
      '<svg><script>x</script></svg>',
    ]) {
      const { error } = await serviceClient().from('insights').update({ conteudo: body }).eq('id', ids[0]);
      expect(error?.code, body).toBe('23514');
    }
  });

  it('renders a hostile body without running any of it', async () => {
    const { page } = await openContentPage();
    await page.goto(siteUrl(`/insights/agentes-de-ia/${xssSlug}`), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { name: 'Seção segura' }).count()).toBe(1);
    const body = page.locator('.prose-article');
    await body.getByText('Clique aqui').hover();
    await body.getByText('Clique aqui').click();
    await body.getByText('link perigoso').click();
    await page.waitForTimeout(300);

    const flags = await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__xss')));
    expect(flags).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/insights/agentes-de-ia/${xssSlug}`);
    const dom = await body.evaluate((element) => ({
      scripts: element.querySelectorAll('script').length,
      handlers: [...element.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((attribute) => attribute.name.startsWith('on')).map((a) => a.name),
      ),
      frames: element.querySelectorAll('iframe, svg, form, button').length,
      hrefs: [...element.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      rels: [...element.querySelectorAll('a[target="_blank"]')].map((a) => a.getAttribute('rel')),
    }));
    expect(dom).toEqual({
      scripts: 0,
      handlers: [],
      frames: 0,
      hrefs: [null, null, 'https://example.com'],
      rels: [],
    });
    expect(await body.locator('img, figure').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    await page.context().close();
  });

  it('finds an old article by its path-shaped slug (the slug fallback)', async () => {
    const { page, errors } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl(`/insights${legacySlug}`), { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: `Post com slug antigo ${suffix}` }).count())
      .toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${SITE}/insights${legacySlug}`,
    );
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("shows 'Post não encontrado' (noindex) with a link to the insights", async () => {
    const page = await openNotFoundPage(
      `/insights/${ARTICLE.category}/um-post-que-nao-existe`,
      'Post não encontrado',
    );
    await page.getByRole('link', { name: 'Ver todos os insights' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Insights sobre IA' }).count())
      .toBe(1);
    await page.context().close();
  });

  it('the article links back to its category and to the consultancy', async () => {
    const { page } = await openContentPage({ width: 390, height: 844 });
    await page.goto(siteUrl(articlePath), { waitUntil: 'networkidle' });
    const breadcrumb = page.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(await breadcrumb.getByRole('link').allInnerTexts()).toEqual([
      'Início',
      'Insights',
      ARTICLE.categoryName,
    ]);
    expect(await page.getByRole('link', { name: 'Agendar meu Raio-X gratuito' }).getAttribute('href')).toBe(
      '/agentes-de-ia#contato',
    );
    await page.getByRole('link', { name: `Voltar para ${ARTICLE.categoryName}` }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: ARTICLE.categoryName }).count())
      .toBe(1);
    await page.context().close();
  });
});

describe('drafts and scheduled items (issue 13)', () => {
  const suffix = randomUUID().slice(0, 8);
  const DRAFT = { slug: `case-rascunho-${suffix}`, title: `Case em rascunho ${suffix}` };
  const SCHEDULED = {
    slug: `insight-agendado-${suffix}`,
    title: `Insight agendado ${suffix}`,
    // A month ahead, to the minute: the banner names it on São Paulo's clock.
    at: new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 30 * 24 * 3_600_000).toISOString(),
  };
  const draftPath = `/cases/${DRAFT.slug}`;
  const scheduledPath = `/insights/${ARTICLE.category}/${SCHEDULED.slug}`;
  let caseId = '';
  let insightId = '';

  beforeAll(async () => {
    const draft = await serviceClient()
      .from('cases')
      .insert({ slug: DRAFT.slug, titulo: DRAFT.title, subtitulo: 'Ainda em rascunho', status: 'rascunho' })
      .select('id')
      .single();
    if (draft.error) throw draft.error;
    caseId = draft.data.id;
    const scheduled = await serviceClient()
      .from('insights')
      .insert({
        slug: SCHEDULED.slug,
        titulo: SCHEDULED.title,
        descricao: 'Sai daqui a um mês.',
        conteudo: '<p>Em breve.</p>',
        categoria_id: 'c0000000-0000-4000-8000-000000000001',
        status: 'publicado',
        publicado_em: SCHEDULED.at,
      })
      .select('id')
      .single();
    if (scheduled.error) throw scheduled.error;
    insightId = scheduled.data.id;
  });

  afterAll(async () => {
    if (caseId) await serviceClient().from('cases').delete().eq('id', caseId);
    if (insightId) await serviceClient().from('insights').delete().eq('id', insightId);
  });

  /** The lists' cards, once the prerendered snapshot has been refreshed from the API. */
  async function listedTitles(page: Page, path: string, list: string): Promise<string[]> {
    await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    return page.getByRole('list', { name: list }).getByRole('heading', { level: 2 }).allInnerTexts();
  }

  it('a visitor finds them on no list, and their addresses are not found', async () => {
    const { page, errors } = await openContentPage();
    const cases = await listedTitles(page, '/cases', 'Lista de cases');
    expect(cases).toContain(CASE.title);
    expect(cases).not.toContain(DRAFT.title);
    const insights = await listedTitles(page, '/insights', 'Lista de insights');
    expect(insights).toContain(ARTICLE.title);
    expect(insights).not.toContain(SCHEDULED.title);
    await page.context().close();
    expect(pageErrors(errors)).toEqual([]);

    (await openNotFoundPage(draftPath, 'Case não encontrado')).context().close();
    (await openNotFoundPage(scheduledPath, 'Post não encontrado')).context().close();
  });

  it('staff see the same lists, and preview each at its address: the banner, noindex', async () => {
    const { page, errors } = await openAdminPage(browser, 'admin');
    // The public pages read with the admin's session (one client, one origin)…
    const cases = await listedTitles(page, '/cases', 'Lista de cases');
    expect(cases).toContain(CASE.title);
    expect(cases).not.toContain(DRAFT.title);
    const category = await listedTitles(
      page,
      `/insights/${ARTICLE.category}`,
      `Insights de ${ARTICLE.categoryName}`,
    );
    expect(category).toContain(ARTICLE.title);
    expect(category).not.toContain(SCHEDULED.title);

    // …so a draft opens, marked as a preview.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl(draftPath), { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('heading', { level: 1, name: DRAFT.title }).count()).toBe(1);
      expect(await page.getByRole('status').innerText()).toBe(
        'Pré-visualização: este rascunho não está publicado.',
      );
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await expectNoAxeViolations(page);
    }

    await page.goto(siteUrl(scheduledPath), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: SCHEDULED.title }).count()).toBe(1);
    expect(await page.getByRole('status').innerText()).toBe(
      `Pré-visualização: agendado para ${formatSaoPauloDateTime(SCHEDULED.at)}; ainda não está visível ao público.`,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // A public page is no preview.
    await page.goto(siteUrl(`/cases/${CASE.slug}`), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: CASE.title }).count()).toBe(1);
    expect(await page.getByText(/Pré-visualização/).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).not.toContain('noindex');
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('an address that moved after the build (issue 13)', () => {
  // A seed case no other test reads: renamed after the build, its old page is still prerendered.
  const OLD_SLUG = 'contabilidade-prisma-documentos-triados-por-ia';
  const NEW_SLUG = `${OLD_SLUG}-${randomUUID().slice(0, 8)}`;
  const TITLE = 'Contabilidade Prisma: documentos triados por IA';
  const CASE_ID = 'ca000000-0000-4000-8000-000000000006';

  async function rename(from: string, to: string) {
    const { error } = await serviceClient().from('cases').update({ slug: to }).eq('id', CASE_ID);
    if (error) throw error;
    // The database wrote old → new (301); renaming back leaves new → old, removed too.
    await serviceClient().from('redirects').delete().eq('from_path', `/cases/${to}`);
    return serviceClient().from('redirects').select('to_path, status_code').eq('from_path', `/cases/${from}`);
  }

  beforeAll(async () => {
    const { data, error } = await rename(OLD_SLUG, NEW_SLUG);
    if (error) throw error;
    expect(data).toEqual([{ to_path: `/cases/${NEW_SLUG}`, status_code: 301 }]);
  });

  afterAll(async () => {
    await rename(NEW_SLUG, OLD_SLUG);
  });

  it('the prerendered old page hydrates, finds nothing by the old slug, and follows the redirect', async () => {
    const { page, errors } = await openContentPage();
    const response = await page.goto(siteUrl(`/cases/${OLD_SLUG}?utm_source=e2e`), {
      waitUntil: 'networkidle',
    });
    // The host still has the old page (the next build writes the 301)…
    expect(response?.status()).toBe(200);
    // …and the app moves on to the new address, in place of the old one.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/cases/${NEW_SLUG}`);
    expect(new URL(page.url()).search).toBe('?utm_source=e2e');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: TITLE }).count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${SITE}/cases/${NEW_SLUG}`,
    );
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
