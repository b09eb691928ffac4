import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { injectScriptCsp } from './build-host-files.ts';
import { createCriticalCss } from './critical-css.ts';

/** A build's stylesheet in miniature, minified as Vite writes it, with what Tailwind emits. */
const SITE_CSS = [
  '@layer theme,base,utilities;',
  '@font-face{font-family:Body;font-display:swap;src:url(/assets/body-latin.woff2)format("woff2");unicode-range:U+??}',
  '@font-face{font-family:Body;font-display:swap;src:url(/assets/body-cyrillic.woff2)format("woff2");unicode-range:U+400-45F}',
  '@font-face{font-family:Body Fallback;src:local(Arial);size-adjust:106.29%;ascent-override:91.16%}',
  '@font-face{font-family:Unused;src:url(/assets/unused.woff2)format("woff2")}',
  '@layer base{body{font-family:Body,Body Fallback,sans-serif}:focus-visible{outline:2px solid}}',
  '@layer utilities{.used{color:red}.unused{color:#00f}.spin{animation:1s linear infinite spin}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  '.prose :where(h2,h3)+*{margin-top:.75em}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem;height:1rem}',
  '@media (width>=40rem){.sm\\:used{color:green}}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@keyframes unused{to{opacity:0}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join('');

/** A prerendered page as React Router writes it (attribute values escaped, self-closing tags). */
const PAGE =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/site.css"/><title>Página</title></head><body>' +
  '<div class="used sm:used space-y-4"><p>Olá</p><p>Avançar</p></div>' +
  '<article class="prose"><h2>Título</h2><p>Texto</p></article>' +
  '<button class="[&amp;_svg]:size-4 spin"><svg></svg>Enviar</button>' +
  '<script>window.__reactRouterContext = {};</script></body></html>';

describe('createCriticalCss', () => {
  let clientDir: string;
  let criticalCss: (html: string) => string;
  let server: http.Server;
  let buildServer: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'site.css'), SITE_CSS);
    criticalCss = createCriticalCss(clientDir);
    server = http.createServer((request, response) => {
      response.setHeader('Content-Type', 'text/css');
      response.end(fs.readFileSync(path.join(clientDir, new URL(request.url!, 'http://x').pathname)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    buildServer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const inlineCss = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';

  it("inlines the rules that match the page's markup, at every width, and leaves the others out", () => {
    const css = inlineCss(criticalCss(PAGE));
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('@media (width>=40rem){.sm\\:used{color:green}}');
    expect(css).toContain('body{font-family:Body,Body Fallback,sans-serif}');
    expect(css).not.toContain('.unused');
    expect(css).toMatch(/^@layer theme,base,utilities;/);
    // The animation the page runs, not the others.
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes unused');
  });

  it('keeps what beasties alone would lose: pseudo-class selectors, escaped classes, every @property', () => {
    const css = inlineCss(criticalCss(PAGE));
    expect(css).toContain(':focus-visible{outline:2px solid}');
    expect(css).toContain(':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}');
    expect(css).toContain('.prose :where(h2,h3)+*{margin-top:.75em}');
    expect(css).toContain('.\\[\\&_svg\\]\\:size-4 svg{width:1rem;height:1rem}');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).toContain('@property --tw-ring-shadow{');
    // A `;` after a block would hide the rule after it from the browser.
    expect(css).not.toContain('};');
  });

  it('inlines the faces of the families the page uses, fallback included, and preloads their files', () => {
    const html = criticalCss(PAGE);
    const css = inlineCss(html);
    expect(css).toContain('@font-face{font-family:Body;font-display:swap;src:url(/assets/body-latin.woff2)');
    expect(css).toContain('@font-face{font-family:Body Fallback;src:local(Arial);size-adjust:106.29%');
    // The page's text has no Cyrillic, and no rule of it uses the Unused family.
    expect(css).not.toContain('body-cyrillic');
    expect(css).not.toContain('Unused');
    const preloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toEqual(['<link rel="preload" as="font" crossorigin="anonymous" href="/assets/body-latin.woff2">']);
  });

  it('loads the stylesheet without blocking the paint, with a script the page CSP allows', () => {
    const html = injectScriptCsp(criticalCss(PAGE));
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/site.css" media="print" data-beasties-media="all"/>' +
        '<noscript><link rel="stylesheet" href="/assets/site.css"/></noscript>',
    );
    const switcher = /<script>([^<]*data-beasties-media[^<]*)<\/script><\/body>/.exec(html)?.[1];
    expect(switcher).toBeDefined();
    const hash = crypto.createHash('sha256').update(switcher!, 'utf8').digest('base64');
    expect(html).toContain(`'sha256-${hash}'`);
    // Critical CSS first: the <style> and the font preloads come where the stylesheet was.
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf('</style><link rel="stylesheet"')).toBeGreaterThan(0);
  });

  /** The page in jsdom, its stylesheet served from the build over HTTP, as a browser gets it. */
  async function openPage(html: string) {
    const { window } = new JSDOM(html, { runScripts: 'dangerously', resources: 'usable', url: buildServer });
    const link = window.document.querySelector<HTMLLinkElement>('head > link[rel="stylesheet"]')!;
    if (!link.sheet) await new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
    const applied = () => window.document.querySelector('style[data-href="/assets/site.css"]');
    return { window, link, applied };
  }

  it("applies the stylesheet when the app is ready, not at load, without the page's own faces", async () => {
    const { window, link, applied } = await openPage(criticalCss(PAGE));
    expect(link.media).toBe('print');
    expect(applied()).toBeNull();
    window.document.documentElement.setAttribute('data-app-ready', '');
    window.dispatchEvent(new window.Event('app:ready'));
    // A copy of its rules after every other sheet; the link itself stays as React hydrated it.
    expect(window.document.head.lastElementChild).toBe(applied());
    expect(link.media).toBe('print');
    // The families the page declares inline are left out, the others kept, and every other rule.
    const css = applied()!.textContent!;
    expect(css).toContain('@keyframes unused');
    expect(css).toContain('.unused');
    expect(css).toContain('font-family: Unused');
    expect(css).not.toMatch(/@font-face \{ font-family: "?Body/);
    window.close();
  });

  it('does not preload the fonts of a page whose LCP is a preloaded image', () => {
    const withImage = PAGE.replace(
      '<title>',
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a.webp 400w" imageSizes="100vw"/><title>',
    );
    const html = criticalCss(withImage);
    expect(html).not.toContain('as="font"');
    // The faces are inlined all the same.
    expect(inlineCss(html)).toContain('src:url(/assets/body-latin.woff2)');
  });

  it('applies it as soon as it loads on a page whose app was ready before the script ran', async () => {
    const ready = criticalCss(PAGE).replace('<html lang="pt-BR">', '<html lang="pt-BR" data-app-ready="">');
    const { window, applied } = await openPage(ready);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applied()?.textContent).toContain('font-family: Unused');
    window.close();
  });

  it('leaves the rest of the document byte for byte as it was', () => {
    const html = criticalCss(PAGE);
    const restored = html
      .replace(/<link rel="preload" as="font"[^>]*>/g, '')
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(' media="print" data-beasties-media="all"', '')
      .replace(/<noscript>.*?<\/noscript>/, '')
      .replace(/<script>[^<]*data-beasties-media[^<]*<\/script>/, '');
    expect(restored).toBe(PAGE);
  });

  it('returns a page it already transformed as it is', () => {
    const once = criticalCss(PAGE);
    expect(criticalCss(once)).toBe(once);
  });

  it('leaves a page without stylesheets alone, and refuses one linking a stylesheet the build lacks', () => {
    const bare = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p>Oi</p></body></html>';
    expect(criticalCss(bare)).toBe(bare);
    expect(() => criticalCss(PAGE.replace('/assets/site.css', '/assets/other.css'))).toThrow(
      /CSS crítico: .*\/assets\/other\.css/,
    );
  });
});
