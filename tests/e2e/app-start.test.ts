/**
 * Public pages start the React app on the visitor's first intent (scripts/build/deferred-start.ts):
 * a first visit downloads no JavaScript file at all, the budgets below hold for what each page
 * loads, and what the visitor does while the app is loading (a tap on a button, typing, sending a
 * form) is not lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { AddressInfo } from 'node:net';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { staticSiteRoutes } from '../../src/config/site-routes';
import { CLIENT_DIR } from '../../scripts/build/build-target.ts';
import { chunkWithImports } from '../../scripts/build/content-prefetch.ts';
import { startStaticServer } from '../../scripts/cli/serve-build.ts';
import { serviceClient } from '../setup/clients.ts';
import { fillPhone } from './support/lead-form.ts';
import { launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';

/** gzip (level 6, as hosts compress) of first-visit JavaScript: `/`, and any other public route. */
const BUDGET = { home: 100 * 1024, route: 130 * 1024 };

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;

/** JavaScript an HTML document downloads at load: its `<script src>`s, modulepreloads and module scripts' imports. */
function loadJavaScript(html: string): string[] {
  const files = new Set<string>();
  const add = (url: string) => chunkWithImports(CLIENT_DIR, url, files);
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) add(src);
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) add(href);
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/type="module"/.test(attributes)) continue;
    for (const [, specifier] of body.matchAll(/import\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g))
      add(specifier);
  }
  return [...files];
}

const pageFile = (route: string) => path.join(CLIENT_DIR, route === '/' ? 'index.html' : `${route}.html`);

describe('first-visit JavaScript of the prerendered pages (gzip budgets)', () => {
  it.each(staticSiteRoutes.map((route) => route.path))(
    '%s loads no script file before the visitor acts',
    (route) => {
      const html = fs.readFileSync(pageFile(route), 'utf8');
      const files = loadJavaScript(html);
      const bytes = files.reduce((sum, file) => sum + gzipSize(path.join(CLIENT_DIR, file)), 0);
      expect(files).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(route === '/' ? BUDGET.home : BUDGET.route);
      // The inline starter is the only code that runs (React Router's context beside it is data).
      const starter = /<script>(\(\(\) => \{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(starter).toContain('app-bootstrap');
      expect(zlib.gzipSync(starter, { level: 6 }).length).toBeLessThan(2 * 1024);
    },
  );
});

/** Every HTML file of the build: the prerendered public pages, 404.html and the SPA shell. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The rich-text editor's files (scripts/build/client-chunks.ts `editor`, and its own module). */
const EDITOR_CHUNK = /^\/assets\/(editor|rich-text-editor)-[\w-]+\.js$/;

describe('the rich-text editor (admin only)', () => {
  it('is built into its own chunk', () => {
    const assets = fs.readdirSync(path.join(CLIENT_DIR, 'assets'));
    expect(assets.filter((name) => EDITOR_CHUNK.test(`/assets/${name}`))).toHaveLength(2);
  });

  it('is referenced by no page: no script, modulepreload or bootstrap import reaches it', () => {
    const pages = htmlFiles(CLIENT_DIR);
    expect(pages.length).toBeGreaterThan(staticSiteRoutes.length);
    for (const page of pages) {
      const html = fs.readFileSync(page, 'utf8');
      const files = new Set(loadJavaScript(html));
      // The deferred bootstrap (an inert script until the first intent) and what it imports.
      for (const [, body] of html.matchAll(
        /<script\b[^>]*type="text\/x-app-bootstrap"[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        for (const [, specifier] of body.matchAll(/import\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g)) {
          chunkWithImports(CLIENT_DIR, specifier, files);
        }
      }
      expect(
        [...files].some((file) => /^\/assets\/root-/.test(file)),
        path.relative(CLIENT_DIR, page),
      ).toBe(true);
      expect(
        [...files].filter((file) => EDITOR_CHUNK.test(file)),
        path.relative(CLIENT_DIR, page),
      ).toEqual([]);
    }
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function scriptRequests(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
        )
        .map((entry) => new URL(entry.name).pathname),
    );
  }

  /** The visitor's first intent starts the app, and React takes over the prerendered heading. */
  async function expectHydratedAtFirstIntent(page: Page): Promise<void> {
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    ).toBe(true);
  }

  it('a visit without any intent downloads no JavaScript; the first intent starts and hydrates the app', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 }, { startApp: false });
    await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(await scriptRequests(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);

    await expectHydratedAtFirstIntent(page);
    expect((await scriptRequests(page)).length).toBeGreaterThan(0);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('a tap on the menu button while the app loads opens the menu once it is ready', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 }, { startApp: false });
    await page.goto(siteUrl('/cultura'), { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: 'Abrir menu' })
      .tap()
      .catch(async () => {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
      });
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('what is typed and sent before the app is ready becomes the lead, as typed', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 }, { startApp: false });
    // Hold the app's entry until the whole form has been filled and sent.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(siteUrl('/agentes-de-ia'), { waitUntil: 'networkidle' });
    const email = `antes-do-app-${Date.now()}@example.com`;
    const form = page.locator('#raio-x-form form');
    await form.getByLabel('Nome', { exact: true }).fill('Visitante Apressada');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await fillPhone(page, 'WhatsApp', '11987654321');
    await form.getByLabel('Empresa', { exact: true }).fill('Pressa Ltda');
    await form.getByRole('button', { name: 'Agendar Diagnóstico' }).click();
    // Nothing was sent by the browser itself (no navigation with the fields in the address).
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    release();

    await expect
      .poll(
        async () => {
          const { data } = await serviceClient()
            .from('leads')
            .select('nome, telefone, empresa')
            .eq('email', email);
          return data;
        },
        { timeout: 15_000 },
      )
      .toEqual([{ nome: 'Visitante Apressada', telefone: '+5511987654321', empresa: 'Pressa Ltda' }]);
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  /** A published case created after the build (with a niche and a stored cover); removed by `remove`. */
  async function caseAfterBuild(slug: string, title: string) {
    const { data: seeded } = await serviceClient()
      .from('cases')
      .select('imagem_destacada')
      .like('imagem_destacada', '%/storage/v1/object/public/%')
      .limit(1)
      .single();
    const cover = seeded!.imagem_destacada as string;
    const { data, error } = await serviceClient()
      .from('cases')
      .insert({
        slug,
        titulo: title,
        subtitulo: 'Sem HTML próprio até a próxima publicação',
        destaque: false,
        imagem_destacada: cover,
      })
      .select('id')
      .single();
    if (error) throw error;
    const { data: niche } = await serviceClient().from('cases_nichos').select('id, nome').limit(1).single();
    const linked = await serviceClient()
      .from('case_nicho_links')
      .insert({ case_id: data.id, nicho_id: niche!.id });
    if (linked.error) throw linked.error;
    return {
      cover,
      object: cover.slice(cover.indexOf('/object/public/') + '/object/public/'.length),
      niche: niche!,
      remove: () => serviceClient().from('cases').delete().eq('id', data.id),
    };
  }

  it('a case published after the build is rendered on request: whole in its HTML, no script before the visitor acts, hydrated at the first intent', async () => {
    const slug = `render-pedido-${Date.now().toString(36)}`;
    const title = 'Case publicado depois do build, renderizado no pedido';
    const item = await caseAfterBuild(slug, title);
    try {
      const html = await (await fetch(siteUrl(`/cases/${slug}`))).text();
      // What crawlers read, and the cover preloaded from the head as on a prerendered page.
      expect(html).toContain(`<meta property="og:title" content="${title} | Salto IA"/>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(item.niche.nome);
      expect(html).toMatch(
        new RegExp(`<link rel="preload" as="image"[^>]*/storage/v1/render/image/public/${item.object}\\?`),
      );
      expect(loadJavaScript(html)).toEqual([]);

      const { page, errors } = await openPage(browser, { width: 390, height: 844 }, { startApp: false });
      const restCalls: string[] = [];
      page.on('request', (request) => {
        // The traffic beacon writes a page view and reads nothing; the page itself asks for no data.
        if (request.url().includes('/rest/v1/') && !request.url().includes('/rpc/record_traffic_event')) {
          restCalls.push(request.url());
        }
      });
      await page.goto(siteUrl(`/cases/${slug}`), { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      expect(await scriptRequests(page)).toEqual([]);
      expect(restCalls).toEqual([]);
      expect(await page.locator('h1').innerText()).toBe(title);

      await expectHydratedAtFirstIntent(page);
      expect(await page.locator('h1').innerText()).toBe(title);
      expect(pageErrors(errors)).toEqual([]);
      await page.context().close();
    } finally {
      await item.remove();
    }
  });

  it('on a host without the renderer, the shell asks for the case with the HTML, in parallel with the JavaScript, once; its cover is asked before the app has loaded', async () => {
    const shellOnly = await startStaticServer(CLIENT_DIR, 0, '127.0.0.1', { render: false });
    const shellUrl = (pathname: string) =>
      new URL(pathname, `http://127.0.0.1:${(shellOnly.address() as AddressInfo).port}`).toString();
    const slug = `depois-do-build-${Date.now().toString(36)}`;
    const title = 'Case publicado depois do build, lido em paralelo';
    const item = await caseAfterBuild(slug, title);
    try {
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      const started: { url: string; at: number }[] = [];
      page.on('request', (request) => started.push({ url: request.url(), at: Date.now() }));
      const caseRequests = () =>
        started.filter(({ url }) => /\/rest\/v1\/cases\?select=\*&slug=eq\./.test(url));
      const coverRequests = () =>
        started.filter(({ url }) => url.includes(`/storage/v1/render/image/public/${item.object}?`));
      const nicheRequests = () => started.filter(({ url }) => url.endsWith('/rest/v1/rpc/get_case_nichos'));
      // The app's entry module is held: what is asked meanwhile, the shell asked by itself.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(shellUrl(`/cases/${slug}`), { waitUntil: 'domcontentloaded' });
      // The item, then its cover as the page shows it (a render of the stored object) and its niches.
      await expect.poll(() => coverRequests().length, { timeout: 10_000 }).toBe(1);
      await expect.poll(() => nicheRequests().length, { timeout: 10_000 }).toBe(1);
      expect(caseRequests().map(({ url }) => new URL(url).searchParams.get('slug'))).toEqual([`eq.${slug}`]);
      // (Not compared with the module preloads the same script adds: Chromium reports a fetch()
      // and a preload issued a microsecond apart in either order.)
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      release();

      // The title first appears with the niche badge above it (arriving later, it would push
      // the page down).
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, title, {
        polling: 'raf',
      });
      expect(
        await page.evaluate(() => document.querySelector('h1')?.previousElementSibling?.textContent),
      ).toContain(item.niche.nome);
      await page.waitForLoadState('networkidle');
      // The app took the shell's answers and its preloaded cover: none is asked twice. The niche
      // badges are on the page as it first renders.
      expect(caseRequests()).toHaveLength(1);
      expect(coverRequests()).toHaveLength(1);
      expect(nicheRequests()).toHaveLength(1);
      // The page renders once its code has arrived: about a dozen files (app, layout, route, public
      // client, toaster), not one per shared module (sixty before scripts/build/client-chunks.ts).
      // Three of them (`site`, `shared`, `common`) and the public pages' layout keep the public
      // pages' code out of the admin's login.
      const scripts = started.filter(({ url }) => /\/assets\/[^/]+\.js$/.test(url));
      expect(scripts.length).toBeLessThanOrEqual(18);
      expect(pageErrors(errors)).toEqual([]);
      await page.context().close();
    } finally {
      await item.remove();
      await new Promise((resolve) => shellOnly.close(resolve));
    }
  });
});
