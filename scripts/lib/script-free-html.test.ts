import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { copyWithoutScripts, withoutScripts } from './script-free-html.ts';

const head = (inner: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head>${inner}</head><body><h1>Olá</h1></body></html>`;

describe('withoutScripts', () => {
  it('cuts every script the browser runs and every link that fetches one, keeping the other bytes', () => {
    const html = head(
      [
        '<meta charset="utf-8"/>',
        '<link rel="stylesheet" href="/assets/root.css" media="print" onload="this.media=\'all\'"/>',
        '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
        '<link rel="modulepreload" href="/assets/entry.client.js"/>',
        '<link rel="preload" as="script" href="/assets/late.js">',
        '<link rel="prefetch" href="/assets/chunk.mjs?v=1">',
        '<script type="application/ld+json">{"@type":"Organization","name":"</script"}</script>',
        '<script>window.__reactRouterContext = {"a":"<\\/script>"};</script>',
        '<script type="module" src="/assets/start.js"></script>',
        '<SCRIPT TYPE="Text/JavaScript; charset=utf-8">1</SCRIPT>',
        '<script type="importmap">{}</script>',
        '<template><script>2</script></template>',
      ].join('\n'),
    );
    expect(withoutScripts(html)).toBe(
      head(
        [
          '<meta charset="utf-8"/>',
          '<link rel="stylesheet" href="/assets/root.css" media="print" onload="this.media=\'all\'"/>',
          '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
          '',
          '',
          '',
          '<script type="application/ld+json">{"@type":"Organization","name":"</script"}</script>',
          '',
          '',
          '',
          '',
          '<template></template>',
        ].join('\n'),
      ),
    );
  });

  it('leaves a page without scripts as it is, byte for byte', () => {
    const html = head('<title>Cases — Salto</title>\n<style>h1{color:red}</style>') + '\n<!-- fim -->\n';
    expect(withoutScripts(html)).toBe(html);
  });
});

describe('copyWithoutScripts', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('copies the site and rewrites its HTML files, nested ones included, and nothing else', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'script-free-site-'));
    try {
      fs.mkdirSync(path.join(site, 'cases'));
      fs.mkdirSync(path.join(site, 'assets'));
      fs.writeFileSync(path.join(site, 'index.html'), head('<script src="/assets/a.js"></script>'));
      fs.writeFileSync(
        path.join(site, 'cases', 'um-case.html'),
        head('<link rel="modulepreload" href="/a.js">'),
      );
      fs.writeFileSync(path.join(site, 'assets', 'a.js'), 'console.log("<script>")');
      fs.writeFileSync(path.join(site, '_redirects'), '/cases/:slug /__spa-fallback.html 200\n');

      copy = copyWithoutScripts(site);

      expect(fs.readFileSync(path.join(copy, 'index.html'), 'utf8')).toBe(head(''));
      expect(fs.readFileSync(path.join(copy, 'cases', 'um-case.html'), 'utf8')).toBe(head(''));
      expect(fs.readFileSync(path.join(copy, 'assets', 'a.js'), 'utf8')).toBe('console.log("<script>")');
      expect(fs.readFileSync(path.join(copy, '_redirects'), 'utf8')).toBe(
        '/cases/:slug /__spa-fallback.html 200\n',
      );
      expect(fs.readFileSync(path.join(site, 'index.html'), 'utf8')).toContain('<script');
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
