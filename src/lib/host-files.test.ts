import { describe, expect, it } from 'vitest';

import { hoistStylesheets, injectScriptCsp, inlineScriptHashes } from '../../scripts/build/build-host-files';
import { legacyRedirects } from '../config/redirects';
import { staticSiteRoutes } from '../config/site-routes';
import {
  buildRedirectsFile,
  buildRobotsTxt,
  buildSitemapXml,
  fillTemplate,
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
  const text = buildRedirectsFile(legacyRedirects, '/__spa-fallback.html');
  const rules = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

  it('has the old consultancy paths and about a dozen old articles, all 301 to /agentes-de-ia', () => {
    const redirects = rules.filter(([, , status]) => status === '301');
    expect(redirects.map(([from]) => from)).toEqual(expect.arrayContaining(['/agentes-ia', '/growth']));
    const articles = redirects.filter(([from]) => from.startsWith('/insights/'));
    expect(articles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(redirects.map(([, to]) => to))).toEqual(new Set(['/agentes-de-ia']));
    expect(redirects).toHaveLength(legacyRedirects.length);
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
    const firstRewrite = rules.findIndex(([, , status]) => status === '200');
    expect(rules.slice(0, firstRewrite).every(([, , status]) => status === '301')).toBe(true);
  });

  it('ends with the 404 page for every other path', () => {
    expect(rules.at(-1)).toEqual(['/*', '/404.html', '404']);
    expect(rules.filter(([from]) => from === '/*')).toHaveLength(1);
  });

  it('never redirects a path that is a real page', () => {
    const pages = new Set<string>(staticSiteRoutes.map((route) => route.path));
    expect(legacyRedirects.filter((rule) => pages.has(rule.from))).toEqual([]);
    expect(new Set(legacyRedirects.map((rule) => rule.from)).size).toBe(legacyRedirects.length);
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

describe('hoistStylesheets', () => {
  it('moves the stylesheets of <head> ahead of preloads and modulepreloads', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><link rel="preload" href="/f.woff2" as="font"/>' +
      '<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
      '<body><link rel="stylesheet" href="/in-body.css"/></body></html>';
    expect(hoistStylesheets(injectScriptCsp(html))).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>' +
        '<link rel="stylesheet" href="/assets/root.css"/><link rel="preload" href="/f.woff2" as="font"/>' +
        '<link rel="modulepreload" href="/a.js"/></head><body><link rel="stylesheet" href="/in-body.css"/></body></html>',
    );
  });
});
