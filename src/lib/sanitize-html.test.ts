// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { env } from '@/config/env';

import { hasVisibleContent, sanitizeHtml } from './sanitize-html';

function dom(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

describe('sanitizeHtml', () => {
  it('keeps the rich-text contract: its elements with their own attributes', () => {
    const html =
      '<h2>Título</h2><h3>Sub</h3><h4>Menor</h4><p>Texto <strong>forte</strong>, <em>ênfase</em> e <a href="https://example.com/a">link</a>.<br>linha</p>' +
      '<ul><li>um</li></ul><ol start="3"><li>dois</li></ol><blockquote><p>citação</p></blockquote><hr>' +
      '<figure><img src="https://cdn.example.com/a.webp" alt="Figura" width="640" height="400" data-media-id="7"><figcaption>Legenda</figcaption></figure>' +
      '<figure data-video-provider="youtube" data-video-id="dQw4w9WgXcQ"><figcaption>Vídeo</figcaption></figure>';
    const root = dom(html);
    for (const selector of [
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      'br',
      'ul li',
      'ol li',
      'blockquote p',
      'hr',
      'figure img',
      'figcaption',
    ]) {
      expect(root.querySelector(selector), selector).not.toBeNull();
    }
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    expect(root.querySelector('ol')?.getAttribute('start')).toBe('3');
    const image = root.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/a.webp');
    expect(image.getAttribute('alt')).toBe('Figura');
    expect(image.getAttribute('data-media-id')).toBe('7');
    expect(image.getAttribute('loading')).toBe('lazy');
    const video = root.querySelector('figure[data-video-provider]')!;
    expect(video.getAttribute('data-video-id')).toBe('dQw4w9WgXcQ');
  });

  it('drops elements and attributes outside the contract, keeping their text', () => {
    const root = dom(
      '<pre><code>const x = 1;</code></pre><table><tr><td>célula</td></tr></table><div class="x" id="y">bloco</div>' +
        '<p class="lead" title="t" data-x="1" aria-label="a">p</p><a href="/x" target="_blank" rel="opener">a</a>' +
        '<img src="https://x.example/a.png" start="2" href="/y"><ol start="2" reversed><li>i</li></ol><span style="color:red">s</span>',
    );
    expect(root.querySelector('pre, code, table, td, div, span')).toBeNull();
    expect(root.textContent).toContain('const x = 1;');
    expect(root.textContent).toContain('célula');
    expect(root.textContent).toContain('bloco');
    expect(root.querySelector('p')!.attributes).toHaveLength(0);
    const link = root.querySelector('a')!;
    expect([...link.attributes].map((a) => a.name)).toEqual(['href']);
    expect(root.querySelector('img')!.hasAttribute('start')).toBe(false);
    expect(root.querySelector('img')!.hasAttribute('href')).toBe(false);
    expect(root.querySelector('ol')!.hasAttribute('reversed')).toBe(false);
  });

  it('keeps a video figure only with a known provider and a well-formed id', () => {
    const root = dom(
      '<figure data-video-provider="youtube" data-video-id="abc"></figure>' +
        '<figure data-video-provider="dailymotion" data-video-id="x8abc"></figure>' +
        '<figure data-video-provider="vimeo" data-video-id="76979871"></figure>' +
        '<figure data-video-id="dQw4w9WgXcQ"></figure>',
    );
    const videos = [...root.querySelectorAll('figure')].map((f) => f.getAttribute('data-video-provider'));
    expect(videos).toEqual(['vimeo']);
  });

  it('removes scripts, event handlers and dangerous elements', () => {
    const root = dom(
      '<p onclick="window.__x=1">a</p><script>window.__x=1</script><img src="https://x.example/i.png" onerror="window.__x=1">' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="https://evil.example"><input></form>' +
        '<svg><script>window.__x=1</script></svg><object data="x.swf"></object><p style="position:fixed">b</p>',
    );
    const html = root.innerHTML;
    expect(html).not.toMatch(
      /script|onclick|onerror|iframe|<style|<form|<input|<svg|<object|position:fixed/i,
    );
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://x.example/i.png');
  });

  it('keeps only http(s), mailto and same-site links', () => {
    const root = dom(
      [
        '<a href="javascript:alert(1)">1</a>',
        '<a href="JaVaScRiPt:alert(1)">2</a>',
        '<a href="java&#x09;script:alert(1)">3</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">4</a>',
        '<a href="vbscript:x">5</a>',
        '<a href="mailto:contato@example.com">6</a>',
        '<a href="/agentes-de-ia#raio-x-form">7</a>',
        '<a href="#secao">8</a>',
        '<a href="http://example.com">9</a>',
        '<a href="tel:+5548999990000">10</a>',
      ].join(''),
    );
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      null,
      null,
      null,
      null,
      null,
      'mailto:contato@example.com',
      '/agentes-de-ia#raio-x-form',
      '#secao',
      'http://example.com',
      null,
    ]);
  });

  it("gives this project's stored images srcset and sizes through the image transforms, others none", () => {
    const stored = `${env.VITE_SUPABASE_URL}/storage/v1/object/public/case-images/cases/1-a.webp`;
    const root = dom(
      `<p><img src="${stored}" alt="Gráfico"></p><p><img src="https://cdn.example.com/b.png" alt="b"></p>`,
    );
    const [own, external] = root.querySelectorAll('img');
    const render = `${env.VITE_SUPABASE_URL}/storage/v1/render/image/public/case-images/cases/1-a.webp`;
    expect(own.getAttribute('src')).toBe(`${render}?width=1440&quality=75`);
    expect(own.getAttribute('srcset')?.split(', ')).toEqual(
      [400, 640, 800, 1080, 1440].map((width) => `${render}?width=${width}&quality=75 ${width}w`),
    );
    expect(own.getAttribute('sizes')).toBe('(min-width: 816px) 768px, calc(100vw - 40px)');
    expect(own.getAttribute('alt')).toBe('Gráfico');
    expect(external.getAttribute('src')).toBe('https://cdn.example.com/b.png');
    expect(external.hasAttribute('srcset')).toBe(false);
  });

  it('drops images with a non-http(s) source', () => {
    const root = dom(
      '<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>"><img>',
    );
    expect(root.querySelectorAll('img')).toHaveLength(0);
  });

  it('renames older tags to their contract names (h1 → h2: the page has its own h1)', () => {
    const root = dom(
      '<h1 class="x">Título</h1><H5>cinco</H5><h6>seis</h6><p><b>negrito</b> <i>itálico</i></p>',
    );
    expect(root.innerHTML).toBe(
      '<h2>Título</h2><h4>cinco</h4><h4>seis</h4><p><strong>negrito</strong> <em>itálico</em></p>',
    );
  });

  it('keeps no ids or names, so the body cannot clobber the page', () => {
    const root = dom('<h2 id="contato">x</h2><img name="cookie" src="https://x.example/a.png">');
    expect(root.querySelector('h2')?.hasAttribute('id')).toBe(false);
    expect(root.querySelector('img')?.hasAttribute('name')).toBe(false);
  });

  it('returns an empty string for an empty body', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('hasVisibleContent', () => {
  it('is true for text, an image, a video or a divider, false for empty paragraphs', () => {
    expect(hasVisibleContent('<p>a</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/a.png" alt=""></p>')).toBe(true);
    expect(hasVisibleContent('<figure data-video-provider="vimeo" data-video-id="1"></figure>')).toBe(true);
    expect(hasVisibleContent('<hr>')).toBe(true);
    expect(hasVisibleContent('<p> </p><p>&nbsp;</p><p><br></p>')).toBe(false);
    expect(hasVisibleContent('')).toBe(false);
  });
});
