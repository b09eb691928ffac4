/**
 * Stored rich text (the contract of src/limits/article-html.ts) as an editor reads it, for the admin
 * views that compare two values of it ('Histórico', the edit-conflict view): the visible text, and
 * the formatting that text alone does not show (bold, a link's address…), so that a change made
 * only to the markup still reads as a change.
 *
 * Read from the sanitised HTML, what the public page shows, parsed into an inert `<template>`
 * (nothing loads or runs). It needs a DOM: the admin runs in the browser.
 */
import { ARTICLE_VIDEO_PROVIDERS, type ArticleVideoProvider } from '@/limits/article-html';

import { sanitizeHtml } from './sanitize-html';
import { VIDEO_PROVIDER_NAMES } from './video-embed';

/** Said when two values differ only in what nobody sees. */
export const MARKUP_ONLY_CHANGE =
  'O texto e a formatação são os mesmos; mudaram só quebras de linha, parágrafos ou a marcação HTML.';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** Each line trimmed, and the whole; no blank lines at the ends. */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();

const BLOCK_TAGS = new Set(['P', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'HR', 'FIGURE']);

function imageText(image: Element): string {
  const alt = image.getAttribute('alt')?.trim();
  return alt ? `[imagem: ${alt}]` : '[imagem sem texto alternativo]';
}

function videoText(figure: Element): string | null {
  const provider = figure.getAttribute('data-video-provider');
  if (provider === null || !Object.hasOwn(ARTICLE_VIDEO_PROVIDERS, provider)) return null;
  const name = VIDEO_PROVIDER_NAMES[provider as ArticleVideoProvider];
  return `[vídeo do ${name}: ${figure.getAttribute('data-video-id') ?? ''}]`;
}

/** Text within a block: words with their spacing collapsed, line breaks kept, images named. */
function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return collapse(node.textContent ?? '');
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') return '\n';
  if (node.tagName === 'IMG') return imageText(node);
  return Array.from(node.childNodes, inlineText).join('');
}

/** The blocks of a parent, each as text: its block elements, and each run of inline content between them. */
function blocksOf(parent: ParentNode): string[] {
  const blocks: string[] = [];
  let run = '';
  const push = (text: string) => {
    if (text !== '') blocks.push(text);
  };
  for (const node of Array.from(parent.childNodes)) {
    if (node instanceof Element && BLOCK_TAGS.has(node.tagName)) {
      push(tidy(run));
      run = '';
      push(blockText(node));
    } else {
      run += inlineText(node);
    }
  }
  push(tidy(run));
  return blocks;
}

function listText(list: Element): string {
  const start = Number.parseInt(list.getAttribute('start') ?? '1', 10);
  const first = Number.isNaN(start) ? 1 : start;
  return Array.from(list.children)
    .filter((item) => item.tagName === 'LI')
    .map((item, index) => {
      const marker = list.tagName === 'OL' ? `${first + index}.` : '•';
      // A nested list or a second paragraph goes under its item, indented.
      const [line = '', ...rest] = blocksOf(item).join('\n').split('\n');
      return [`${marker} ${line}`.trimEnd(), ...rest.map((next) => `  ${next}`)].join('\n');
    })
    .join('\n');
}

function figureText(figure: Element): string {
  const media = videoText(figure) ?? Array.from(figure.querySelectorAll('img'), imageText).join(' ');
  const caption = figure.querySelector('figcaption');
  const captionText = caption ? tidy(inlineText(caption)) : '';
  return [media, captionText && `Legenda: ${captionText}`].filter(Boolean).join('\n');
}

function blockText(element: Element): string {
  switch (element.tagName) {
    case 'HR':
      return '[divisor]';
    case 'UL':
    case 'OL':
      return listText(element);
    case 'FIGURE':
      return figureText(element);
    default:
      return blocksOf(element).join('\n');
  }
}

/**
 * The visible text of stored rich text: paragraphs, headings and figures separated by a blank line,
 * list items as '• item' (or '1. item'), images as '[imagem: texto alternativo]', videos as
 * '[vídeo do YouTube: id]', a divider as '[divisor]'; links keep their text.
 */
export function richTextReading(html: string | null | undefined): string {
  return blocksOf(parse(html ?? '')).join('\n\n');
}

const QUOTE_MAX = 60;

function quoted(element: Element): string {
  const text = collapse(element.textContent ?? '').trim();
  return `“${text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text}”`;
}

function fileName(src: string): string {
  try {
    const segments = new URL(src, 'https://site.invalid/').pathname.split('/');
    return decodeURIComponent(segments[segments.length - 1] ?? src);
  } catch {
    return src;
  }
}

/** What the formatting of an element says, or null when it shows nothing. */
function markOf(element: Element): string | null {
  switch (element.tagName) {
    case 'STRONG':
      return `Negrito: ${quoted(element)}`;
    case 'EM':
      return `Itálico: ${quoted(element)}`;
    case 'A':
      return `Link: ${quoted(element)} → ${element.getAttribute('href') ?? ''}`;
    case 'H2':
    case 'H3':
    case 'H4':
      return `Título ${element.tagName.slice(1)}: ${quoted(element)}`;
    case 'BLOCKQUOTE':
      return `Citação: ${quoted(element)}`;
    case 'IMG':
      return `Arquivo da imagem “${element.getAttribute('alt')?.trim() ?? ''}”: ${fileName(element.getAttribute('src') ?? '')}`;
    default:
      return null;
  }
}

/**
 * The formatting of stored rich text the reading leaves out, one line per element in page order:
 * 'Negrito: “agente”', 'Link: “saiba mais” → https://…', 'Título 2: “Resultados”'.
 */
export function richTextFormatting(html: string | null | undefined): string[] {
  const elements = parse(html ?? '').querySelectorAll('strong, em, a[href], h2, h3, h4, blockquote, img');
  return Array.from(elements, markOf).filter((mark): mark is string => mark !== null);
}

/** The items of `items` left once each item of `others` has taken out one equal item. */
function without(items: readonly string[], others: readonly string[]): string[] {
  const left = [...others];
  return items.filter((item) => {
    const index = left.indexOf(item);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

/** How two rich-text values differ in what their text alone does not show. */
export interface FormattingDifference {
  /** Formatting only the first value has, and only the second. */
  removed: string[];
  added: string[];
  /** The stored values differ, but their text and formatting read the same (`MARKUP_ONLY_CHANGE`). */
  markupOnly: boolean;
}

export interface RichTextComparison extends FormattingDifference {
  /** Each value's reading (`richTextReading`). */
  before: string;
  after: string;
}

/** Two stored rich-text values as an editor compares them. */
export function compareRichText(before: string, after: string): RichTextComparison {
  const [beforeText, afterText] = [richTextReading(before), richTextReading(after)];
  const [beforeMarks, afterMarks] = [richTextFormatting(before), richTextFormatting(after)];
  const removed = without(beforeMarks, afterMarks);
  const added = without(afterMarks, beforeMarks);
  const markupOnly =
    before !== after &&
    removed.length === 0 &&
    added.length === 0 &&
    collapse(beforeText) === collapse(afterText);
  return { before: beforeText, after: afterText, removed, added, markupOnly };
}
