import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';
import { prepareServerSanitizer } from './sanitize-html.server';

describe('sanitizeHtml while prerendering (Node, no window)', () => {
  it('refuses to run without a DOM, then sanitises with jsdom', async () => {
    expect(typeof window).toBe('undefined');
    expect(() => sanitizeHtml('<p>x</p>')).toThrow();
    await prepareServerSanitizer();
    const html = sanitizeHtml(
      '<h1>T</h1><p onclick="x()">a <a href="javascript:alert(1)">b</a> <a href="https://e.com" target="_blank">c</a></p><script>x()</script>',
    );
    expect(html).toBe('<h2>T</h2><p>a <a>b</a> <a href="https://e.com">c</a></p>');
  });
});
