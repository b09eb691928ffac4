import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

function dom(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

describe('sanitizeHtml', () => {
  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Título</h2><h3>Sub</h3><p>Texto <strong>forte</strong>, <em>ênfase</em> e <a href="https://example.com/a">link</a>.</p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote><p>citação</p></blockquote>' +
      '<pre><code>const x = 1;</code></pre><p><img src="https://cdn.example.com/a.webp" alt="Figura" width="640" height="400"></p>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    const root = dom(html);
    for (const selector of [
      'h2',
      'h3',
      'strong',
      'em',
      'ul li',
      'ol li',
      'blockquote p',
      'pre code',
      'table td',
    ]) {
      expect(root.querySelector(selector), selector).not.toBeNull();
    }
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    const image = root.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/a.webp');
    expect(image.getAttribute('alt')).toBe('Figura');
    expect(image.getAttribute('loading')).toBe('lazy');
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

  it('adds rel="noopener noreferrer" to links opening a new tab and drops other targets', () => {
    const root = dom(
      '<a href="https://example.com" target="_blank" rel="opener">a</a><a href="https://example.com" target="_top">b</a>',
    );
    const [blank, top] = root.querySelectorAll('a');
    expect(blank.getAttribute('target')).toBe('_blank');
    expect(blank.getAttribute('rel')).toBe('noopener noreferrer');
    expect(top.hasAttribute('target')).toBe(false);
  });

  it('drops images with a non-http(s) source', () => {
    const root = dom(
      '<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>"><img>',
    );
    expect(root.querySelectorAll('img')).toHaveLength(0);
  });

  it('turns an <h1> of the body into <h2> (the page has its own h1)', () => {
    const root = dom('<h1 class="x">Título</h1><p>texto</p>');
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('h2')?.textContent).toBe('Título');
  });

  it('prefixes ids so the body cannot clobber the page', () => {
    const root = dom('<h2 id="contato">x</h2><img name="cookie" src="https://x.example/a.png">');
    expect(root.querySelector('h2')?.id).toBe('user-content-contato');
  });

  it('returns an empty string for an empty body', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
