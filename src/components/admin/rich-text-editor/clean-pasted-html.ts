/**
 * Cleans HTML pasted from Google Docs, Word or a web page down to the stored contract
 * (src/limits/article-html.ts): headings, paragraphs, bold, italic, links, lists, quotes, dividers,
 * line breaks and images with an address survive; styles, classes and everything else go. What
 * could not be kept is named in `removed` (pt-BR), so the editor can say so instead of dropping it
 * silently, and what was kept but needs the person (an image without alt text) in `toReview`.
 */
import {
  ARTICLE_HTML_DROPPED_WITH_CONTENT,
  ARTICLE_HTML_RENAMES,
  isArticleHtmlTag,
  type ArticleHtmlTag,
} from '@/limits/article-html';

import { parseVideoLink } from '@/lib/video-url';

import { isAllowedLinkHref } from './link-href';

export interface CleanedPaste {
  html: string;
  /** What could not be kept, each named once ('tabelas (viraram parágrafos)'). */
  removed: string[];
  /** What was kept but needs the person's attention ('2 imagens sem texto alternativo (…)'). */
  toReview: string[];
}

const REMOVED = {
  table: 'tabelas (viraram parágrafos)',
  embed: 'vídeos e conteúdos incorporados (use o botão Vídeo)',
  media: 'vídeos e áudios (use o botão Vídeo)',
  dataImage: 'imagens coladas como arquivo (use o botão Imagem)',
  code: 'blocos de código (viraram texto)',
  color: 'cores e destaques',
  underline: 'sublinhado e tachado',
  link: 'links com endereço não aceito',
  form: 'campos de formulário',
  vector: 'desenhos e fórmulas',
} as const;

/** Pasted images keep their alt text when they have one; without it they read as decorative. */
function missingAltNote(count: number): string {
  return count === 1
    ? '1 imagem sem texto alternativo (clique nela e em “Imagem” para descrevê-la)'
    : `${count} imagens sem texto alternativo (clique em cada uma e em “Imagem” para descrevê-las)`;
}

/**
 * Images are blocks of their own (figures). One left inside a paragraph or heading would split it
 * in the editor and leave an empty paragraph behind, so the block is split around the image here:
 * the text before, the figure, the text after, whichever parts are not empty.
 */
function liftImages(doc: Document, root: HTMLElement) {
  const hasContent = (node: Node) =>
    (node.textContent ?? '').trim() !== '' || (node instanceof Element && node.querySelector('img') !== null);
  for (const img of [...root.querySelectorAll('img')]) {
    if (img.parentElement?.tagName === 'FIGURE') continue;
    const figure = doc.createElement('figure');
    const block = img.closest('p, h2, h3, h4');
    if (!block) {
      img.replaceWith(figure);
      figure.append(img);
      continue;
    }
    const range = doc.createRange();
    range.setStart(block, 0);
    range.setEndBefore(img);
    const head = block.cloneNode(false);
    head.appendChild(range.extractContents());
    range.setStartAfter(img);
    range.setEnd(block, block.childNodes.length);
    const tail = block.cloneNode(false);
    tail.appendChild(range.extractContents());
    figure.append(img);
    block.replaceWith(...[head, figure, tail].filter(hasContent));
  }
}

const FORM_ELEMENTS = new Set(['input', 'button', 'select', 'textarea', 'form', 'fieldset', 'option']);
const EMBEDS = new Set(['iframe', 'object', 'embed']);
const MEDIA = new Set(['video', 'audio', 'canvas', 'source', 'track']);
const NO_COLOUR = /^(windowtext|inherit|initial|unset|currentcolor|transparent|none|black|white|auto)$/i;

/** The channels of `#rgb`, `#rrggbb` or `rgb(a)(…)`, else null. */
function channels(value: string): number[] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!;
    return digits.map((pair) => Number.parseInt(pair, 16));
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i.exec(value);
  if (!rgb) return null;
  if (rgb[4] !== undefined && Number.parseFloat(rgb[4]) === 0) return [255, 255, 255];
  return rgb.slice(1, 4).map(Number);
}

/**
 * Whether a text or background colour is just the page's (black or near-black text, white or no
 * background), which the article's own typography replaces without anything being lost.
 */
function isPlainColour(value: string): boolean {
  if (NO_COLOUR.test(value)) return true;
  const rgb = channels(value);
  if (!rgb) return false;
  const grey = Math.max(...rgb) - Math.min(...rgb) < 40;
  return grey && (Math.max(...rgb) < 100 || Math.min(...rgb) > 240);
}

const BOLD_WEIGHT = /^(bold|bolder|[6-9]00)$/;

function styleOf(element: Element, property: string): string {
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(
    element.getAttribute('style') ?? '',
  );
  return match ? match[1].trim().replace(/\s*!important$/, '') : '';
}

/** Word marks list paragraphs with `mso-list`; they become real lists. */
function rebuildWordLists(doc: Document) {
  const isListParagraph = (node: Element | null): node is HTMLElement =>
    !!node &&
    node.tagName === 'P' &&
    (/MsoListParagraph/i.test(node.className) || /mso-list:\s*l\d/i.test(node.getAttribute('style') ?? ''));
  for (const first of [...doc.querySelectorAll('p')]) {
    // In document order: a list's later items are gone (moved into it) when the loop reaches them.
    if (!first.isConnected || !isListParagraph(first)) continue;
    const listOf = (node: Element) => /mso-list:\s*(l\d+)/i.exec(node.getAttribute('style') ?? '')?.[1];
    const items: HTMLElement[] = [];
    for (
      let node: Element | null = first;
      isListParagraph(node) && listOf(node) === listOf(first);
      node = node.nextElementSibling
    ) {
      items.push(node);
    }
    const marker = items[0].querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
    const ordered = /^\s*[0-9a-z]{1,4}[.)]/i.test(marker?.textContent ?? '');
    const list = doc.createElement(ordered ? 'ol' : 'ul');
    first.before(list);
    for (const item of items) {
      item
        .querySelectorAll('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]')
        .forEach((ignored) => ignored.remove());
      const li = doc.createElement('li');
      li.append(...item.childNodes);
      list.append(li);
      item.remove();
    }
  }
}

export function cleanPastedHtml(html: string): CleanedPaste {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const removed = new Set<string>();
  let imagesWithoutAlt = 0;
  rebuildWordLists(doc);
  const out = doc.createElement('div');
  const copyChildren = (from: Node, to: Node) => {
    for (const child of [...from.childNodes]) for (const cleaned of clean(child)) to.appendChild(cleaned);
  };
  const element = (tag: ArticleHtmlTag, from: Node) => {
    const created = doc.createElement(tag);
    copyChildren(from, created);
    return created;
  };
  const paragraphOf = (text: string) => {
    const p = doc.createElement('p');
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (index > 0) p.append(doc.createElement('br'));
      p.append(line);
    });
    return p;
  };

  function clean(node: Node): Node[] {
    if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const source = node as HTMLElement;
    let tag = source.tagName.toLowerCase();

    // A YouTube or Vimeo player becomes the article's own video figure.
    const video = tag === 'iframe' ? parseVideoLink(source.getAttribute('src')) : null;
    if (video) {
      const figure = doc.createElement('figure');
      figure.setAttribute('data-video-provider', video.provider);
      figure.setAttribute('data-video-id', video.id);
      return [figure];
    }
    if (
      (ARTICLE_HTML_DROPPED_WITH_CONTENT as readonly string[]).includes(tag) ||
      EMBEDS.has(tag) ||
      tag === 'meta' ||
      tag === 'link'
    ) {
      if (EMBEDS.has(tag)) removed.add(REMOVED.embed);
      if (tag === 'svg' || tag === 'math') removed.add(REMOVED.vector);
      return [];
    }
    if (MEDIA.has(tag)) {
      removed.add(REMOVED.media);
      return [];
    }
    if (FORM_ELEMENTS.has(tag)) {
      removed.add(REMOVED.form);
      return [];
    }
    // A link's own colour and underline are how the source showed links, not formatting lost.
    const inLink = source.closest('a') !== null;
    const color = inLink ? '' : styleOf(source, 'color');
    const background = inLink ? '' : styleOf(source, 'background-color') || styleOf(source, 'background');
    if ((color && !isPlainColour(color)) || (background && !isPlainColour(background))) {
      removed.add(REMOVED.color);
    }
    if (tag === 'font' && source.hasAttribute('color')) removed.add(REMOVED.color);
    if (tag === 'mark') removed.add(REMOVED.color);
    const decorated =
      ['u', 's', 'strike', 'del'].includes(tag) ||
      /underline|line-through/.test(styleOf(source, 'text-decoration'));
    if (decorated && !inLink) removed.add(REMOVED.underline);

    if (tag === 'table') {
      removed.add(REMOVED.table);
      return [...source.querySelectorAll('tr')]
        .map((row) =>
          [...row.children]
            .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())
            .filter(Boolean)
            .join(' | '),
        )
        .filter(Boolean)
        .map((text) => paragraphOf(text));
    }
    if (tag === 'pre') {
      removed.add(REMOVED.code);
      return [paragraphOf((source.textContent ?? '').replace(/\n$/, ''))];
    }
    if (tag === 'code') {
      removed.add(REMOVED.code);
      return [doc.createTextNode(source.textContent ?? '')];
    }
    if (tag === 'img') {
      const src = (source.getAttribute('src') ?? '').trim();
      if (!/^https?:\/\//i.test(src)) {
        removed.add(REMOVED.dataImage);
        return [];
      }
      const alt = (source.getAttribute('alt') ?? '').trim();
      if (alt === '') imagesWithoutAlt++;
      const img = doc.createElement('img');
      img.setAttribute('src', src);
      img.setAttribute('alt', alt);
      return [img];
    }
    if (tag === 'a') {
      const href = source.getAttribute('href') ?? '';
      if (!isAllowedLinkHref(href)) {
        if (href !== '' && !href.startsWith('#')) removed.add(REMOVED.link);
        const fragment = doc.createDocumentFragment();
        copyChildren(source, fragment);
        return [fragment];
      }
      const link = element('a', source);
      link.setAttribute('href', href.trim());
      return [link];
    }

    // Google Docs: `<b style="font-weight:normal" id="docs-internal-guid-…">` wraps everything;
    // its bold and italic are spans with a font-weight and font-style.
    if (
      tag === 'b' &&
      (styleOf(source, 'font-weight') === 'normal' || source.id.startsWith('docs-internal-guid'))
    ) {
      tag = 'span';
    }
    tag = ARTICLE_HTML_RENAMES[tag] ?? tag;
    if (tag === 'th' || tag === 'td' || tag === 'tr' || tag === 'tbody' || tag === 'thead') tag = 'span';

    if (tag === 'figure' && !source.querySelector('img')) tag = 'span';

    let result: Node[];
    if (isArticleHtmlTag(tag) && tag !== 'img' && tag !== 'a') {
      const created = element(tag, source);
      const start = source.getAttribute('start');
      if (tag === 'ol' && start && /^[0-9]{1,6}$/.test(start) && start !== '1')
        created.setAttribute('start', start);
      result = [created];
    } else {
      const fragment = doc.createDocumentFragment();
      copyChildren(source, fragment);
      result = [fragment];
    }
    // Inline styling of Docs and Word: bold and italic spans.
    if (tag === 'span' || tag === 'font') {
      const bold = BOLD_WEIGHT.test(styleOf(source, 'font-weight'));
      const italic = styleOf(source, 'font-style') === 'italic';
      if (italic) {
        const em = doc.createElement('em');
        em.append(...result);
        result = [em];
      }
      if (bold) {
        const strong = doc.createElement('strong');
        strong.append(...result);
        result = [strong];
      }
    }
    return result;
  }

  copyChildren(doc.body, out);
  liftImages(doc, out);
  // Line breaks between blocks and paragraphs left empty (an image's, a table's) are no content.
  for (const child of [...out.children]) {
    const empty =
      child.tagName === 'P' && (child.textContent ?? '').trim() === '' && !child.querySelector('img');
    if (child.tagName === 'BR' || empty) child.remove();
  }
  // Word and Docs put non-breaking spaces where a space is meant.
  const cleaned = out.innerHTML.replace(/&nbsp;/g, ' ').trim();
  return {
    html: cleaned,
    removed: [...removed],
    toReview: imagesWithoutAlt > 0 ? [missingAltNote(imagesWithoutAlt)] : [],
  };
}

/** The toast for a paste: what it lost and what to review, or null when neither. */
export function pasteToast({
  removed,
  toReview,
}: Pick<CleanedPaste, 'removed' | 'toReview'>): { title: string; description: string } | null {
  const parts = [
    removed.length > 0 ? `Não foram mantidos: ${removed.join('; ')}.` : '',
    toReview.length > 0 ? `Revise: ${toReview.join('; ')}.` : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return {
    title: removed.length > 0 ? 'Parte do texto colado foi ajustada' : 'Revise o texto colado',
    description: parts.join(' '),
  };
}
