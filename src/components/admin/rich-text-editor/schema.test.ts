// @vitest-environment jsdom
import fs from 'node:fs';

import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';

import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  isArticleHtmlAttribute,
  isArticleHtmlTag,
} from '@/limits/article-html';

import { readingStats } from './reading-stats';
import { contentExtensions } from './schema';
import { storedHtml } from './stored-html';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** What the form stores after loading `html` into the editor. */
function roundTrip(html: string): string {
  const editor = new Editor({ extensions: contentExtensions(), content: html });
  editors.push(editor);
  return storedHtml(editor);
}

/** Whitespace between tags is not content (the seed is indented). */
const withoutLayout = (html: string) => html.replace(/>\s+</g, '><').trim();

/** Every tag and attribute of `html`, as `tag` and `tag[attribute]`. */
function markup(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].flatMap((element) => {
    const tag = element.tagName.toLowerCase();
    return [tag, ...element.getAttributeNames().map((name) => `${tag}[${name}]`)];
  });
}

describe('the editor schema', () => {
  const seed = fs.readFileSync('supabase/seed.sql', 'utf8');
  const articles = [...seed.matchAll(/\$html\$([\s\S]*?)\$html\$/g)].map((match) => match[1]);

  it('gives back every seed article as stored (whitespace between tags aside)', () => {
    expect(articles.length).toBeGreaterThan(2);
    for (const article of articles) expect(roundTrip(article)).toBe(withoutLayout(article));
  });

  it('writes nothing but the contract, whatever it is given', () => {
    const html = roundTrip(
      '<h1 class="x" style="color:red">Título</h1><h3>Sub</h3><p id="p" dir="ltr">Texto <b>negrito</b> <i>itálico</i> ' +
        '<a href="https://exemplo.com" target="_blank" rel="noopener" class="link">link</a> ' +
        '<a href="javascript:alert(1)">ruim</a> <u>sub</u> <code>x</code><br>linha</p>' +
        '<h5>Pequeno</h5><ol start="3" type="a" style="list-style:lower-alpha"><li><p>um</p><ul><li>dois</li></ul></li></ol>' +
        '<blockquote><p>citação</p></blockquote><hr class="sep">' +
        '<figure class="wp"><img src="https://exemplo.com/a.webp" alt="A" width="800" height="450" loading="lazy" data-media-id="m1"><figcaption>Legenda</figcaption></figure>' +
        '<p><img src="https://exemplo.com/b.webp" alt=""></p>' +
        '<figure data-video-provider="youtube" data-video-id="aircAruvnKk"><figcaption>Vídeo</figcaption></figure>' +
        '<figure data-video-provider="vimeo" data-video-id="76979871"></figure>' +
        '<iframe src="https://www.youtube.com/embed/aircAruvnKk"></iframe><script>alert(1)</script>' +
        '<table><tr><td>célula</td></tr></table>',
    );
    for (const item of markup(html)) {
      const [, tag, attribute] = /^([a-z0-9]+)(?:\[(.+)\])?$/.exec(item)!;
      expect(isArticleHtmlTag(tag), item).toBe(true);
      if (attribute && isArticleHtmlTag(tag)) expect(isArticleHtmlAttribute(tag, attribute), item).toBe(true);
    }
    expect(html).toBe(
      '<h2>Título</h2><h3>Sub</h3><p>Texto <strong>negrito</strong> <em>itálico</em> <a href="https://exemplo.com">link</a> ' +
        'ruim sub x<br>linha</p><h4>Pequeno</h4><ol start="3"><li>um<ul><li>dois</li></ul></li></ol>' +
        '<blockquote><p>citação</p></blockquote><hr>' +
        '<figure><img src="https://exemplo.com/a.webp" alt="A" width="800" height="450" data-media-id="m1"><figcaption>Legenda</figcaption></figure>' +
        // A bare image is a block of its own: the paragraph it was in stays, empty.
        '<p></p><figure><img src="https://exemplo.com/b.webp" alt=""></figure>' +
        '<figure data-video-provider="youtube" data-video-id="aircAruvnKk"><figcaption>Vídeo</figcaption></figure>' +
        '<figure data-video-provider="vimeo" data-video-id="76979871"></figure><p>célula</p>',
    );
    // Every tag of the contract can be produced (br, hr, figure… above).
    expect(new Set(markup(html).filter((item) => !item.includes('[')))).toEqual(new Set(ARTICLE_HTML_TAGS));
    expect(Object.keys(ARTICLE_HTML_ATTRIBUTES).length).toBeGreaterThan(0);
  });

  it('keeps site paths, mailto and http(s) links; drops the rest', () => {
    expect(
      roundTrip(
        '<p><a href="/insights/ia/artigo">interno</a> <a href="mailto:oi@exemplo.com">e-mail</a></p>',
      ),
    ).toBe('<p><a href="/insights/ia/artigo">interno</a> <a href="mailto:oi@exemplo.com">e-mail</a></p>');
    expect(
      roundTrip(
        '<p><a href="//evil.com">a</a><a href="data:text/html,x">b</a><a href="vbscript:x">c</a></p>',
      ),
    ).toBe('<p>abc</p>');
  });

  it('refuses a video figure with a bad provider or id, and an image without an address', () => {
    expect(
      roundTrip(
        '<figure data-video-provider="dailymotion" data-video-id="x1"></figure>' +
          '<figure data-video-provider="youtube" data-video-id="curto"></figure>' +
          '<figure><img src="javascript:alert(1)" alt="x"></figure><p>fim</p>',
      ),
    ).toBe('<p>fim</p>');
  });

  it('stores an empty document as nothing', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });
});

describe('readingStats', () => {
  it.each([
    [0, '0 palavras'],
    [1, '1 palavra · 1 min de leitura'],
    [150, '150 palavras · 1 min de leitura'],
    [450, '450 palavras · 2 min de leitura'],
    [1234, '1.234 palavras · 6 min de leitura'],
  ])('%i words: %s', (words, text) => {
    expect(readingStats(words)).toBe(text);
  });
});
