import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  hoistFirstPaintTags,
  injectScriptCsp,
  inlineScriptHashes,
  writeHostFiles,
} from '../../scripts/build/build-host-files';
import { BUILD_INFO_FILE, BUILD_INFO_PATH, buildInfoSchema } from './build-info';
import { staticSiteRoutes } from '../config/site-routes';
import {
  buildRedirectsFile,
  buildRobotsTxt,
  buildSitemapXml,
  fillTemplate,
  type HostRedirect,
  parseRedirects,
  searchAddress,
  spaFallbackPatterns,
} from './host-files';

const SITE = 'https://saltoia.com.br';

describe('sitemap.xml', () => {
  it('lists every route once by its canonical URL, home as the site root', () => {
    const xml = buildSitemapXml(`${SITE}/`, [
      ...staticSiteRoutes,
      { path: '/salto', priority: 0.1, changefreq: 'never' },
      { path: '/cases/a&b', priority: 0.6, changefreq: 'monthly', lastmod: '2025-08-24' },
    ]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://saltoia.com.br/',
      'https://saltoia.com.br/salto',
      'https://saltoia.com.br/agentes-de-ia',
      'https://saltoia.com.br/cases',
      'https://saltoia.com.br/insights',
      'https://saltoia.com.br/cultura',
      'https://saltoia.com.br/politica-de-privacidade',
      'https://saltoia.com.br/termos-de-uso',
      'https://saltoia.com.br/cases/a&amp;b',
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<lastmod>2025-08-24</lastmod>');
    expect(xml).toContain('<priority>1.0</priority>');
  });
});

describe('robots.txt', () => {
  it('allows everything but the private prefixes and names the sitemap', () => {
    expect(buildRobotsTxt(SITE, ['/admin'])).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});

describe('_redirects', () => {
  // As public.redirects holds them: the legacy addresses, a moved article, an admin's 302.
  const redirects: HostRedirect[] = [
    { from: '/growth', to: '/agentes-de-ia', status: 301 },
    { from: '/insights/ia/artigo-antigo', to: '/insights/ia/artigo-novo', status: 301 },
    { from: '/promo', to: '/salto', status: 302 },
  ];
  const text = buildRedirectsFile(redirects, '/__spa-fallback.html');
  const rules = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

  it("starts with the database's redirects, each with its own status", () => {
    expect(rules.slice(0, 3)).toEqual([
      ['/growth', '/agentes-de-ia', '301'],
      ['/insights/ia/artigo-antigo', '/insights/ia/artigo-novo', '301'],
      ['/promo', '/salto', '302'],
    ]);
  });

  it('keeps the SPA shell (200) for the admin and content addresses, after the redirects', () => {
    const rewrites = rules.filter(([, , status]) => status === '200');
    expect(rewrites).toEqual(spaFallbackPatterns.map((from) => [from, '/__spa-fallback.html', '200']));
    expect(rewrites.map(([from]) => from)).toEqual([
      '/admin',
      '/admin/*',
      '/cases/:slug',
      '/insights/:categoria',
      '/insights/:categoria/:slug',
    ]);
    expect(rules.findIndex(([, , status]) => status === '200')).toBe(redirects.length);
  });

  it('sends a search of /insights or /cases (`q` given) to the function that renders it, before the 404 rule', () => {
    expect(rules.slice(-3, -1)).toEqual([
      ['/insights', 'q=:q', '/__search/insights?q=:q', '200!'],
      ['/cases', 'q=:q', '/__search/cases?q=:q', '200!'],
    ]);
    // Whoever reads the file renders searches itself.
    expect(parseRedirects(text).map((rule) => rule.from)).not.toContain('/insights');
  });

  it('ends with the 404 page for every other path', () => {
    expect(rules.at(-1)).toEqual(['/*', '/404.html', '404']);
    expect(rules.filter(([from]) => from === '/*')).toHaveLength(1);
  });

  it('refuses a redirect whose path could split its line or a field, writes encoded ones as they are', () => {
    for (const from of [
      '/x\u00a0https:evil.example',
      '/x\u2003https:evil.example',
      '/a\u2028b',
      '/a b',
      '/aç',
    ]) {
      expect(() => buildRedirectsFile([{ from, to: '/salto', status: 301 }], '/__spa-fallback.html')).toThrow(
        /is not a redirect path/,
      );
    }
    expect(() =>
      buildRedirectsFile([{ from: '/x', to: '/sa\u00a0lto', status: 301 }], '/__spa-fallback.html'),
    ).toThrow(/is not a redirect path/);
    const encoded = buildRedirectsFile(
      [{ from: '/servi%C3%A7os', to: '/a%C3%A7%C3%A3o', status: 301 }],
      '/__spa-fallback.html',
    );
    expect(encoded.split('\n')[2]!.trim().split(/\s+/)).toEqual(['/servi%C3%A7os', '/a%C3%A7%C3%A3o', '301']);
  });

  it('without any redirect, starts with the SPA rules', () => {
    const first = buildRedirectsFile([], '/__spa-fallback.html')
      .split('\n')
      .find((line) => line && !line.startsWith('#'));
    expect(first?.split(/\s+/)).toEqual(['/admin', '/__spa-fallback.html', '200']);
  });
});

describe('searchAddress', () => {
  it('is the list and its `q` alone, normalised, for /insights and /cases only', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(searchAddress('/insights', params('q=%20automa%C3%A7%C3%A3o%20%20ia&utm_source=x'))).toBe(
      '/insights?q=automa%C3%A7%C3%A3o+ia',
    );
    expect(searchAddress('/cases/', params('q=clinica'))).toBe('/cases?q=clinica');
    expect(searchAddress('/insights', params('q=%20'))).toBeUndefined();
    expect(searchAddress('/insights', params(''))).toBeUndefined();
    expect(searchAddress('/salto', params('q=ia'))).toBeUndefined();
  });
});

describe('_headers template', () => {
  it('fills placeholders and refuses unknown ones', () => {
    expect(
      fillTemplate('connect-src %VITE_SUPABASE_URL%', { VITE_SUPABASE_URL: 'https://x.supabase.co' }),
    ).toBe('connect-src https://x.supabase.co');
    expect(() => fillTemplate('%OTHER%', {})).toThrow(/%OTHER%/);
  });
});

describe('per-page script CSP', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>' +
    '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>' +
    '<script>window.a = 1;</script><script type="module" async="">import "/assets/x.js";</script>' +
    '<script src="/assets/y.js"></script></body></html>';

  it('hashes executable inline scripts only (not JSON-LD, not external scripts)', () => {
    // sha256 of `window.a = 1;` and of `import "/assets/x.js";`, base64.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k='",
      "'sha256-Fu5w3zEJWg3u9N11noHzodNc6OwTEC954RFVJXVY6xw='",
    ]);
  });

  it('puts the policy right after <meta charset>, idempotently', () => {
    const once = injectScriptCsp(html);
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[^']+' 'sha256-[^']+'"\/><title>/,
    );
    expect(injectScriptCsp(once)).toBe(once);
  });
});

describe('hoistFirstPaintTags', () => {
  it('moves the viewport, the image preload and the stylesheets of <head> ahead of the other tags', () => {
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
    const image =
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a.webp 400w" imageSizes="100vw"/>';
    const html =
      '<html><head><meta charSet="utf-8"/><link rel="preload" href="/f.woff2" as="font"/>' +
      `<link rel="modulepreload" href="/a.js"/>${viewport}<title>T</title>${image}` +
      '<link rel="stylesheet" href="/assets/root.css"/></head>' +
      '<body><link rel="stylesheet" href="/in-body.css"/></body></html>';
    expect(hoistFirstPaintTags(injectScriptCsp(html))).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>' +
        `${viewport}${image}<link rel="stylesheet" href="/assets/root.css"/>` +
        '<link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" href="/a.js"/><title>T</title>' +
        '</head><body><link rel="stylesheet" href="/in-body.css"/></body></html>',
    );
  });
});

describe('writeHostFiles', () => {
  let clientDir: string;
  beforeEach(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-1.js"/></head>' +
      '<body><script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-1.js");</script></body></html>';
    fs.mkdirSync(path.join(clientDir, '404'));
    for (const file of ['index.html', '__spa-fallback.html', '404/index.html']) {
      fs.writeFileSync(path.join(clientDir, file), page);
    }
    fs.copyFileSync(
      path.join(import.meta.dirname, '../../public/_headers'),
      path.join(clientDir, '_headers'),
    );
  });
  afterEach(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  it("writes the database's redirects and build-info.json (when the content was read), served uncached", () => {
    const contentReadAt = new Date('2026-11-26T12:00:00.000Z');
    const before = Date.now();
    const written = writeHostFiles({
      clientDir,
      siteUrl: SITE,
      supabaseUrl: 'https://x.supabase.co/',
      routes: [{ path: '/', priority: 1, changefreq: 'weekly' }],
      redirects: [{ from: '/promo', to: '/salto', status: 302 }],
      contentReadAt,
    });
    expect(written).toContain(BUILD_INFO_FILE);

    const read = (name: string) => fs.readFileSync(path.join(clientDir, name), 'utf8');
    // Prerendered pages start the app on intent; the shell and the not-found page at once.
    expect(read('index.html')).not.toContain('modulepreload');
    expect(read('index.html')).toContain(
      '<script type="text/x-app-bootstrap" id="app-bootstrap">import "/assets/manifest-1.js";',
    );
    for (const file of ['__spa-fallback.html', '404.html']) {
      expect(read(file)).toContain('<link rel="modulepreload" href="/assets/entry.client-1.js"/>');
      expect(read(file)).toContain('<script type="module" async="">');
    }
    expect(read('_redirects')).toMatch(/^\/promo\s+\/salto\s+302$/m);
    const info = buildInfoSchema.parse(JSON.parse(read(BUILD_INFO_FILE)));
    expect(info.contentReadAt).toBe('2026-11-26T12:00:00.000Z');
    expect(Date.parse(info.builtAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(info.builtAt)).toBeLessThanOrEqual(Date.now());

    const headers = read('_headers');
    expect(headers).toContain(`${BUILD_INFO_PATH}\n  Cache-Control: no-store\n`);
    expect(headers).toContain("connect-src 'self' https://x.supabase.co;");
  });
});
