/**
 * Cleans HTML pasted from Google Docs, Word or a web page down to the stored contract
 * (src/limits/article-html.ts): headings, paragraphs, bold, italic, links, lists, quotes, dividers,
 * line breaks and images with an address survive; styles, classes and everything else go. What
 * could not be kept is named in `removed` (pt-BR), so the editor can say so instead of dropping it
 * silently.
 */
import {
  ARTICLE_HTML_DROPPED_WITH_CONTENT,
  ARTICLE_HTML_RENAMES,
  isArticleHtmlTag,
  type ArticleHtmlTag,
} from '@/limits/article-html';

import { isAllowedLinkHref } from './link-href';

export interface CleanedPaste {
  html: string;
  /** What could not be kept, each named once ('tabelas (viraram parágrafos)'). */
  removed: string[];
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

const FORM_ELEMENTS = new Set(['input', 'button', 'select', 'textarea', 'form', 'fieldset', 'option']);
const EMBEDS = new Set(['iframe', 'object', 'embed']);
const MEDIA = new Set(['video', 'audio', 'canvas', 'source', 'track']);
const BLACKS =
  /^(#000(000)?|black|rgb\(0,\s*0,\s*0\)|windowtext|inherit|initial|currentcolor|transparent|rgba\(0,\s*0,\s*0,\s*0\))$/i;

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
    if (!first.isConnected || !isListParagraph(first) || isListParagraph(first.previousElementSibling))
      continue;
    const items: HTMLElement[] = [];
    for (let node: Element | null = first; isListParagraph(node); node = node.nextElementSibling)
      items.push(node);
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
    const color = styleOf(source, 'color');
    const background = styleOf(source, 'background-color') || styleOf(source, 'background');
    if (
      (color && !BLACKS.test(color)) ||
      (background && !BLACKS.test(background) && !/^(#fff(fff)?|white|none)$/i.test(background))
    ) {
      removed.add(REMOVED.color);
    }
    if (tag === 'font' && source.hasAttribute('color')) removed.add(REMOVED.color);
    if (tag === 'mark') removed.add(REMOVED.color);
    if (
      ['u', 's', 'strike', 'del'].includes(tag) ||
      /underline|line-through/.test(styleOf(source, 'text-decoration'))
    ) {
      if (tag !== 'a') removed.add(REMOVED.underline);
    }

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
      const img = doc.createElement('img');
      img.setAttribute('src', src);
      img.setAttribute('alt', source.getAttribute('alt') ?? '');
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
  // Word and Docs put non-breaking spaces where a space is meant.
  const cleaned = out.innerHTML.replace(/&nbsp;/g, ' ');
  return { html: cleaned, removed: [...removed] };
}

/** The toast's text for what a paste lost, or null when nothing was. */
export function removedMessage(removed: readonly string[]): string | null {
  if (removed.length === 0) return null;
  return `Não foram mantidos: ${removed.join('; ')}.`;
}
