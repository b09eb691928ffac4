/**
 * What crawlers and social previews get WITHOUT JavaScript (plain fetch of the built site, served
 * like the host by scripts/cli/serve-build.ts), plus a Chromium pass: hydration without errors and no
 * Content-Security-Policy violation on every prerendered route.
 *
 * Read-only: can run against an already running API (`E2E_REUSE_API=1`, see support/global-setup).
 */
import crypto from 'node:crypto';

import { JSDOM } from 'jsdom';
import type { Browser, Page, Route } from 'playwright-core';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { agentesHero, agentesSeo } from '../../src/content/agentes-de-ia';
import { casesList, casesSeo } from '../../src/content/cases';
import { culturaHero, culturaSeo } from '../../src/content/cultura';
import { homeHero, homeSeo } from '../../src/content/home';
import { insightsList, insightsSeo } from '../../src/content/insights';
import { privacyPolicy, privacyPolicySeo } from '../../src/content/legal/privacy-policy';
import { termsOfUse, termsOfUseSeo } from '../../src/content/legal/terms-of-use';
import { saltoHero, saltoSeo } from '../../src/content/salto';
import type { PageSeo } from '../../src/content/types';
import { casePath, insightPath } from '../../src/config/content-paths';
import { DEMO_ENV } from '../../src/config/env-defaults';
import { staticSiteRoutes } from '../../src/config/site-routes';
import { anonClient } from '../setup/clients.ts';
import { launchBrowser, openPage, pageErrors, siteUrl } from './support/browser.ts';

/** The public URLs the build baked in (same resolution as react-router.config.ts). */
const buildEnv = loadEnv('production', process.cwd(), 'VITE_');
const SITE = (buildEnv.VITE_SITE_URL?.trim() || DEMO_ENV.VITE_SITE_URL).replace(/\/+$/, '');
const SUPABASE = (buildEnv.VITE_SUPABASE_URL?.trim() || DEMO_ENV.VITE_SUPABASE_URL).replace(/\/+$/, '');

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

interface PageCase {
  seo: PageSeo;
  h1: string;
  /** JSON-LD types the page must carry. */
  jsonLd: string[];
}

const PAGES: PageCase[] = [
  { seo: homeSeo, h1: homeHero.headline, jsonLd: ['Organization', 'WebSite'] },
  { seo: saltoSeo, h1: saltoHero.headline, jsonLd: ['Course'] },
  { seo: agentesSeo, h1: agentesHero.headline, jsonLd: ['Service'] },
  { seo: casesSeo, h1: casesList.title, jsonLd: ['BreadcrumbList'] },
  { seo: insightsSeo, h1: insightsList.title, jsonLd: ['BreadcrumbList'] },
  { seo: culturaSeo, h1: culturaHero.headline, jsonLd: ['BreadcrumbList'] },
  { seo: privacyPolicySeo, h1: privacyPolicy.title, jsonLd: ['BreadcrumbList'] },
  { seo: termsOfUseSeo, h1: termsOfUse.title, jsonLd: ['BreadcrumbList'] },
];

const canonicalOf = (path: string) => `${SITE}${path}`;

async function fetchDocument(path: string) {
  const response = await fetch(siteUrl(path), { redirect: 'manual' });
  const html = await response.text();
  return { response, html, document: new JSDOM(html).window.document };
}

const attr = (document: Document, selector: string, name = 'content') =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('prerendered HTML, read without JavaScript', () => {
  it('covers every static public route', () => {
    expect(PAGES.map((page) => page.seo.path).sort()).toEqual(staticSiteRoutes.map((r) => r.path).sort());
  });

  describe.each(PAGES)('$seo.path', ({ seo, h1, jsonLd }) => {
    it('has its own title, description, keywords, canonical, Open Graph and Twitter tags', async () => {
      const { response, document } = await fetchDocument(seo.path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const url = canonicalOf(seo.path);

      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.title).toBe(seo.title);
      expect(attr(document, 'meta[name="description"]')).toBe(seo.description);
      expect(attr(document, 'meta[name="keywords"]')).toBe(seo.keywords.join(', '));
      expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
      expect(attr(document, 'link[rel="canonical"]', 'href')).toBe(url);
      expect(attr(document, 'meta[name="robots"]')).not.toContain('noindex');

      expect(attr(document, 'meta[property="og:type"]')).toBe('website');
      expect(attr(document, 'meta[property="og:locale"]')).toBe('pt_BR');
      expect(attr(document, 'meta[property="og:site_name"]')).toBe('Salto IA');
      expect(attr(document, 'meta[property="og:title"]')).toBe(seo.title);
      expect(attr(document, 'meta[property="og:description"]')).toBe(seo.description);
      expect(attr(document, 'meta[property="og:url"]')).toBe(url);
      const image = attr(document, 'meta[property="og:image"]');
      expect(image).toBe(`${SITE}${seo.image ?? '/og/default.jpg'}`);
      expect(attr(document, 'meta[property="og:image:width"]')).toBe('1200');
      expect(attr(document, 'meta[property="og:image:height"]')).toBe('630');
      expect(attr(document, 'meta[property="og:image:alt"]')).toBeTruthy();
      expect(attr(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(attr(document, 'meta[name="twitter:title"]')).toBe(seo.title);
      expect(attr(document, 'meta[name="twitter:image"]')).toBe(image);

      // The share image itself is served.
      const imageResponse = await fetch(siteUrl(new URL(image!).pathname));
      expect(imageResponse.status).toBe(200);
      expect(imageResponse.headers.get('content-type')).toMatch(/^image\//);
    });

    it(`has its <h1> and JSON-LD (${jsonLd.join(', ')})`, async () => {
      const { document } = await fetchDocument(seo.path);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(normalise(document.querySelector('h1')?.textContent)).toBe(normalise(h1));

      const nodes: JsonLdNode[] = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as JsonLdNode,
      );
      expect(nodes.map((node) => node['@type'])).toEqual(expect.arrayContaining(jsonLd));
      for (const node of nodes) expect(node['@context']).toBe('https://schema.org');

      const course = nodes.find((node) => node['@type'] === 'Course');
      if (course) {
        expect(course.offers).toMatchObject({ '@type': 'Offer', price: 147, priceCurrency: 'BRL' });
        expect(course.url).toBe(canonicalOf(seo.path));
      }
      const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      if (breadcrumb) {
        const items = breadcrumb.itemListElement as { item: string; position: number }[];
        expect(items.map((item) => item.item)).toEqual([`${SITE}/`, canonicalOf(seo.path)]);
      }
      const organization = nodes.find((node) => node['@type'] === 'Organization');
      if (organization) expect(organization.url).toBe(`${SITE}/`);
    });

    it('carries a script CSP with the hashes of its inline scripts', async () => {
      const { document } = await fetchDocument(seo.path);
      const policy = attr(document, 'meta[http-equiv="Content-Security-Policy"]');
      expect(policy).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    });
  });

  it('serves /salto without redirecting it to /salto/ (the canonical address)', async () => {
    const { response } = await fetchDocument('/salto');
    expect(response.status).toBe(200);
  });
});

describe('crawler files', () => {
  it('sitemap.xml lists every public route by its canonical URL', async () => {
    const response = await fetch(siteUrl('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(expect.arrayContaining(staticSiteRoutes.map((route) => canonicalOf(route.path))));
    expect(locs).toContain(`${SITE}/`);
    expect(locs.some((loc) => loc.includes('/admin'))).toBe(false);
  });

  it('robots.txt allows the site, keeps /admin out and points at the sitemap', async () => {
    const response = await fetch(siteUrl('/robots.txt'));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));
  });
});

describe('redirects (host, 301)', () => {
  it('answers the old addresses of public.redirects (written by the migration, read by the build) with 301s', async () => {
    // The rows the migration wrote (no author); other suites add and remove their own after the build.
    const { data, error } = await anonClient()
      .from('redirects')
      .select('from_path, to_path, status_code')
      .is('created_by', null)
      .eq('source', 'manual');
    if (error) throw error;
    expect(data.map((row) => row.from_path)).toEqual(
      expect.arrayContaining(['/agentes-ia', '/growth', '/insights/ia-para-vendas']),
    );
    for (const { from_path, to_path, status_code } of data) {
      const response = await fetch(siteUrl(from_path), { redirect: 'manual' });
      expect({ from_path, status: response.status, location: response.headers.get('location') }).toEqual({
        from_path,
        status: status_code,
        location: to_path,
      });
    }
  });

  it('keeps the query string (campaign parameters) and ignores a trailing slash', async () => {
    const response = await fetch(siteUrl('/growth/?utm_source=newsletter'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/agentes-de-ia?utm_source=newsletter');
  });
});

describe('admin and content addresses that are not prerendered get the empty shell (200)', () => {
  it.each([
    '/admin',
    '/admin/leads',
    '/admin/login',
    '/admin/anything',
    '/cases/um-case-novo',
    '/insights/uma-categoria-nova',
    '/insights/um-post-novo',
    '/insights/categoria/um-post-novo',
  ])('%s', async (path) => {
    const { response, html, document } = await fetchDocument(path);
    const shell = await (await fetch(siteUrl('/__spa-fallback.html'))).text();
    expect(response.status).toBe(200);
    expect(html).toBe(shell);
    expect(document.querySelector('h1')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(html).toContain('window.__reactRouterContext');
  });
});

describe('every other path answers 404 with the prerendered not-found page', () => {
  it.each(['/nao-existe', '/pagina-que-nao-existe/', '/cases/a/b/c', '/insights/a/b/c', '/foo.png'])(
    '%s',
    async (path) => {
      const { response, html, document } = await fetchDocument(path);
      const page = await (await fetch(siteUrl('/404.html'))).text();
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).toBe(page);
      expect(normalise(document.querySelector('h1')?.textContent)).toBe('Oops! Page not found');
      expect(attr(document, 'meta[name="robots"]')).toContain('noindex');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    },
  );

  it('is not in the sitemap', async () => {
    const xml = await (await fetch(siteUrl('/sitemap.xml'))).text();
    expect(xml).not.toContain('/404');
  });
});

describe('security and cache headers', () => {
  it('sends the security headers on pages, the shell and redirects', async () => {
    for (const path of ['/', '/salto', '/admin/login', '/growth']) {
      const { headers } = await fetch(siteUrl(path), { redirect: 'manual' });
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toMatch(new RegExp(`connect-src 'self' ${SUPABASE}(;|$)`));
      expect(csp).toMatch(new RegExp(`img-src [^;]*${SUPABASE}`));
      expect(csp).not.toContain('unsafe-eval');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    }
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const html = await (await fetch(siteUrl('/'))).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const assetResponse = await fetch(siteUrl(asset));
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(siteUrl('/'));
    expect(page.headers.get('cache-control')).toContain('max-age=0');
  });
});

/** Every prerendered page: the sitemap's (static routes, and the content the build read) and the 404 page. */
async function prerenderedPaths(): Promise<string[]> {
  const xml = await (await fetch(siteUrl('/sitemap.xml'))).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...paths, '/404.html'];
}

/**
 * The classes that are a whole selector of a rule in a minified stylesheet (`.a`, `.b:hover`;
 * not `.c svg` nor `.d[aria-invalid=true]`, which depend on more than the class), unescaped.
 */
function ruleClasses(css: string): Set<string> {
  return new Set(
    [...css.matchAll(/[{},]\.((?:[\w-]|\\.)+)(?=[{,:])/g)].map((match) => match[1].replace(/\\(.)/g, '$1')),
  );
}

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** One seeded case and one seeded article (supabase/seed.sql), beside the static routes. */
const CONTENT_SAMPLES = [
  casePath('clinica-vida-plena-agendamento-automatico-pelo-whatsapp'),
  insightPath('agentes-de-ia', 'agentes-de-ia-para-pequenas-empresas'),
];

describe('critical CSS: the first paint needs the HTML alone', () => {
  it('every prerendered page inlines the rules of its markup, its fonts, and loads the stylesheet without blocking', async () => {
    const paths = await prerenderedPaths();
    expect(paths).toEqual(
      expect.arrayContaining([...staticSiteRoutes.map((route) => route.path), ...CONTENT_SAMPLES]),
    );
    let fullCss: Set<string> | undefined;
    for (const path of paths) {
      const { html, document } = await fetchDocument(path);
      const styles = document.querySelectorAll('style');
      expect(styles, path).toHaveLength(1);
      expect(styles[0].parentElement, path).toBe(document.head);
      const inline = styles[0].textContent ?? '';

      // The stylesheet React renders stays in <head> with its href, as print (not blocking)
      // until the script at the end of <body> makes it `all`; <noscript> keeps it plain.
      const links = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
        (link) => !link.closest('noscript'),
      );
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.parentElement, path).toBe(document.head);
        expect([link.getAttribute('media'), link.getAttribute('data-beasties-media')], path).toEqual([
          'print',
          'all',
        ]);
        expect(
          document.querySelector(`noscript link[rel="stylesheet"][href="${link.getAttribute('href')}"]`),
          path,
        ).not.toBeNull();
      }
      const switcher = [...document.querySelectorAll('body > script:not([src])')].at(-1)?.textContent ?? '';
      expect(switcher, path).toContain('data-beasties-media');
      expect(attr(document, 'meta[http-equiv="Content-Security-Policy"]'), path).toContain(sha256(switcher));

      // Every class of the page that starts a rule of the full stylesheet starts one inline too.
      fullCss ??= ruleClasses(await (await fetch(siteUrl(links[0].getAttribute('href')!))).text());
      const used = new Set(
        [...document.body.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
      );
      const inlined = ruleClasses(inline);
      expect(
        [...used].filter((name) => fullCss!.has(name) && !inlined.has(name)),
        path,
      ).toEqual([]);

      // The faces of both families, web font and metric-matched fallback, and a preload for each
      // web font file the inline faces use, but on pages that preload their LCP image instead.
      for (const family of [
        'Inter Variable',
        'Inter Fallback',
        'Plus Jakarta Sans Variable',
        'Plus Jakarta Sans Fallback',
      ]) {
        expect(inline, `${path}: ${family}`).toMatch(
          new RegExp(`@font-face\\{font-family:["']?${family}["']?;`),
        );
      }
      const faceFiles = [...inline.matchAll(/@font-face\{[^}]*?url\(([^)]+\.woff2)\)/g)].map(
        (match) => match[1],
      );
      const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
        link.getAttribute('href'),
      );
      const preloadsImage = document.querySelector('link[rel="preload"][as="image"]') !== null;
      expect(preloads.sort(), path).toEqual(preloadsImage ? [] : [...new Set(faceFiles)].sort());
      expect(html.indexOf('<style>'), path).toBeLessThan(html.indexOf('<title>'));
    }
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    const cases = [...staticSiteRoutes.map((route) => route.path), ...CONTENT_SAMPLES, '/nao-existe'].flatMap(
      (path) => [390, 1280].map((width) => [path, width] as const),
    );

    /**
     * Every element's box and computed style (animations held at their start), kept in the page
     * as the reference, or compared with the one kept: the differences, at most 20.
     */
    const snapshot = (page: Page, compare: boolean) =>
      page.evaluate((compare) => {
        const state = window as unknown as { __reference?: Map<Element, string[]> };
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = 0;
        }
        const describe = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return [
            `box ${[box.x, box.y, box.width, box.height].map((n) => n.toFixed(1)).join(' ')}`,
            ...[...style].map((property) => `${property}: ${style.getPropertyValue(property)}`),
          ];
        };
        const current = new Map(
          [...document.body.querySelectorAll('*')].map((element) => [element, describe(element)]),
        );
        if (!compare) {
          state.__reference = current;
          return [];
        }
        const differences: string[] = [];
        for (const [element, now] of current) {
          // Elements the app adds (the toaster's region) are not the prerendered page's.
          const before = state.__reference!.get(element);
          if (!before) continue;
          const changed = now.flatMap((line, index) =>
            line === before[index] ? [] : [`${line} (was ${before[index]})`],
          );
          if (changed.length > 0) {
            differences.push(
              `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${changed.slice(0, 3).join('; ')}`,
            );
          }
        }
        return differences.slice(0, 20);
      }, compare);

    it.each(cases)(
      '%s at %i px paints without the stylesheet, looks the same with it, and hydrates in place',
      async (path, width) => {
        const { page, errors } = await openPage(browser, { width, height: 844 }, { startApp: false });
        // The stylesheet and the scripts wait until the test lets them through.
        const held: { css: Route[]; js: Route[] } = { css: [], js: [] };
        const release = { css: false, js: false };
        await page.route(/\/assets\/.+\.(css|js)$/, (route) => {
          const kind = route.request().url().endsWith('.css') ? 'css' : 'js';
          if (release[kind]) return route.continue();
          held[kind].push(route);
        });
        await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
        // Painted, in its web fonts, while the stylesheet has not arrived.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        await page.evaluate(() => document.fonts.ready);
        expect(
          await page.evaluate(() =>
            [...document.fonts]
              .filter((face) => face.status === 'loaded')
              .map((face) => face.family)
              .sort(),
          ),
        ).toEqual(expect.arrayContaining(['Inter Variable', 'Plus Jakarta Sans Variable']));
        expect(held.css.length).toBeGreaterThan(0);
        expect(
          await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length),
        ).toBe(0);
        await snapshot(page, false);

        // The stylesheet arrives but applies nothing while the app has not started.
        release.css = true;
        await Promise.all(held.css.map((route) => route.continue()));
        const stylesheets = () =>
          page.evaluate(() =>
            [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
              href: link.getAttribute('href'),
              loaded: link.sheet !== null,
              media: link.media,
            })),
          );
        await expect.poll(async () => (await stylesheets()).every((sheet) => sheet.loaded)).toBe(true);
        const [stylesheet, ...others] = await stylesheets();
        expect(others).toEqual([]);
        expect(stylesheet.media).toBe('print');

        // Applied by the page's own switch (which the app's start triggers), nothing on the page
        // changes, its fonts neither: in the test's Chromium the web fonts can miss the first
        // paint too, and must then stay out.
        await page.evaluate(() => window.dispatchEvent(new Event('app:ready')));
        expect(await page.evaluate(() => document.head.lastElementChild?.getAttribute('data-href'))).toBe(
          stylesheet.href,
        );
        // Every rule of the stylesheet, nested ones included, is in the copy, but the faces.
        const ruleCounts = await page.evaluate(() => {
          const count = (rules: CSSRuleList): number =>
            [...rules].reduce(
              (total, rule) =>
                rule instanceof CSSFontFaceRule
                  ? total
                  : total + 1 + ('cssRules' in rule ? count(rule.cssRules as CSSRuleList) : 0),
              0,
            );
          const [link, copy] = [
            document.head.querySelector('link[rel="stylesheet"]'),
            document.head.lastElementChild,
          ];
          return [link, copy].map((node) =>
            count((node as HTMLLinkElement | HTMLStyleElement).sheet!.cssRules),
          );
        });
        expect(ruleCounts[1]).toBe(ruleCounts[0]);
        expect(ruleCounts[0]).toBeGreaterThan(500);
        await page.evaluate(() => document.fonts.ready);
        expect(await snapshot(page, true)).toEqual([]);

        // The app hydrates the same nodes (no mismatch, no render from scratch), keeps the inline
        // CSS and says it is ready.
        await page.evaluate(() => {
          const state = window as unknown as { __heading?: Element | null; __critical?: Element | null };
          state.__heading = document.querySelector('h1');
          state.__critical = document.head.querySelector('style');
        });
        release.js = true;
        await Promise.all(held.js.map((route) => route.continue()));
        await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointermove', { movementX: 1 })));
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
              ),
            { timeout: 15_000 },
          )
          .toBe(true);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
        expect(
          await page.evaluate(() => ({
            sameHeading:
              document.querySelector('h1') === (window as unknown as { __heading?: Element }).__heading,
            criticalKept: (window as unknown as { __critical?: Element }).__critical?.isConnected,
          })),
        ).toEqual({ sameHeading: true, criticalKept: true });
        expect(pageErrors(errors).filter((text) => !text.includes('status of 404'))).toEqual([]);
        await page.context().close();
      },
    );
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

  it.each(staticSiteRoutes.map((route) => route.path))(
    '%s hydrates without errors or CSP violations',
    async (path) => {
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
      // React attached to the prerendered markup (hydrated, not re-rendered from scratch).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
          ),
        )
        .toBe(true);
      expect(pageErrors(errors)).toEqual([]);
      expect(warnings.filter((text) => /hydrat|did not match|content security/i.test(text))).toEqual([]);
    },
  );

  it('the 404 page hydrates at an unknown address without errors', async () => {
    const { page, errors } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const failed: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() >= 400) failed.push(new URL(answer.url()).pathname);
    });
    const response = await page.goto(siteUrl('/nao-existe'), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    expect(await page.locator('h1').textContent()).toBe('Oops! Page not found');
    expect(new URL(page.url()).pathname).toBe('/nao-existe');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // The document itself is the only 404 (Chromium logs it as a failed resource).
    expect(failed).toEqual(['/nao-existe']);
    expect(pageErrors(errors).filter((text) => !text.includes('status of 404'))).toEqual([]);
    expect(warnings.filter((text) => /hydrat|did not match|content security/i.test(text))).toEqual([]);
    await page.context().close();
  });

  it('keeps a web font that missed the first paint out of the page until the first navigation', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    // The fonts arrive well after the first paint, as on a slow phone.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    /** The font Chromium draws the heading with. */
    const headingFont = async () => {
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName).join(', ');
    };

    await page.goto(siteUrl('/cases'), { waitUntil: 'networkidle' });
    await page.waitForSelector('style[data-href]', { state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    expect(await headingFont()).not.toContain('Plus Jakarta Sans');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
    await page.waitForURL(siteUrl('/politica-de-privacidade'));
    await expect.poll(headingFont).toBe('Plus Jakarta Sans');
    expect(pageErrors(errors)).toEqual([]);
    await page.context().close();
  });

  // In-app navigation never reaches the host: the page that finds nothing (the catch-all, a
  // category) looks the address up in public.redirects and follows it.
  it.each(['/agentes-ia', '/insights/ia-para-vendas'])(
    'redirects the old address %s on the client too (in-app navigation)',
    async (path) => {
      const { page, errors } = await openPage(browser);
      await page.goto(siteUrl('/cultura'), { waitUntil: 'networkidle' });
      await page.evaluate((target) => {
        window.history.pushState({}, '', `${target}?utm_source=x#contato`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/agentes-de-ia');
      expect(new URL(page.url()).search).toBe('?utm_source=x');
      expect(new URL(page.url()).hash).toBe('#contato');
      await expect.poll(() => page.locator('h1').first().textContent()).toContain(agentesHero.headline);
      // Replaced, not pushed: Back returns to /cultura, not to the old address.
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/cultura');
      expect(pageErrors(errors)).toEqual([]);
      await page.context().close();
    },
  );
});
