/**
 * Stored rich text (article bodies, case sections, written by staff) is sanitised at render with
 * DOMPurify and only then given to `dangerouslySetInnerHTML`.
 *
 * Kept: exactly the contract of src/limits/article-html.ts — its elements, each with only its own
 * attributes. Older names keep their meaning (`<h1>` → `<h2>`: the page has its own; h5/h6 → h4;
 * b → strong; i → em). Scripts, styles, frames and other embedded code go with their content; any
 * other element goes and its text stays. Links keep only http(s), mailto and same-site addresses;
 * images only http(s) or same-site sources, load lazily, and get `srcset`/`sizes` through the image
 * transforms when they are this project's stored images (as covers do). A video figure must name a known
 * provider and a well-formed id, or it goes.
 *
 * DOMPurify needs a DOM. In the browser (and jsdom tests) it uses `window`; while prerendering in
 * Node there is none, so the build calls `prepareServerSanitizer()` (sanitize-html.server.ts,
 * jsdom, build-time only) before rendering. Without a DOM `sanitizeHtml` throws: stored HTML is
 * never rendered unsanitised.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_DROPPED_WITH_CONTENT,
  ARTICLE_HTML_RENAMES,
  ARTICLE_HTML_TAGS,
  ARTICLE_VIDEO_PROVIDERS,
  isArticleHtmlAttribute,
  isArticleHtmlTag,
} from '@/limits/article-html';

import { IMAGE_LAYOUTS, responsiveImage } from './responsive-image';

const CONFIG: Config = {
  ALLOWED_TAGS: [...ARTICLE_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(ARTICLE_HTML_ATTRIBUTES).flat())],
  ADD_FORBID_CONTENTS: [...ARTICLE_HTML_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

/** `<h1 …>` → `<h2 …>` and the other renames, before sanitising (the new names are allowed). */
const RENAMED_TAG = new RegExp(
  String.raw`<(/?)(${Object.keys(ARTICLE_HTML_RENAMES).join('|')})(?=[\s/>])`,
  'gi',
);

/** Link schemes a stored link may use; relative addresses resolve to the site (https). */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const BASE = 'https://site.invalid/';

function hasProtocol(value: string, allowed: ReadonlySet<string>): boolean {
  try {
    return allowed.has(new URL(value.trim(), BASE).protocol);
  } catch {
    return false;
  }
}

function isVideoFigure(element: Element): boolean {
  const provider = element.getAttribute('data-video-provider');
  const id = element.getAttribute('data-video-id');
  if (provider === null && id === null) return true; // an image figure
  const pattern =
    provider !== null && Object.hasOwn(ARTICLE_VIDEO_PROVIDERS, provider)
      ? ARTICLE_VIDEO_PROVIDERS[provider as keyof typeof ARTICLE_VIDEO_PROVIDERS]
      : null;
  return pattern !== null && id !== null && pattern.test(id);
}

function configure(purifier: Purifier): Purifier {
  // Each element keeps only its own attributes (DOMPurify's list is one for all elements).
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!isArticleHtmlTag(tag) || !isArticleHtmlAttribute(tag, data.attrName)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (node.nodeName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !hasProtocol(href, LINK_PROTOCOLS)) element.removeAttribute('href');
    } else if (node.nodeName === 'IMG') {
      const src = element.getAttribute('src');
      if (!src || !hasProtocol(src, IMAGE_PROTOCOLS)) {
        element.remove();
        return;
      }
      const image = responsiveImage(src, IMAGE_LAYOUTS.richText);
      element.setAttribute('src', image.src);
      if (image.srcSet && image.sizes) {
        element.setAttribute('srcset', image.srcSet);
        element.setAttribute('sizes', image.sizes);
      }
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
    } else if (node.nodeName === 'FIGURE' && !isVideoFigure(element)) {
      element.remove();
    }
  });
  return purifier;
}

let purifier: Purifier | undefined;

/** Uses the given DOM (jsdom's window while prerendering). Called by sanitize-html.server.ts. */
export function installSanitizerWindow(window: WindowLike): void {
  purifier = configure(DOMPurify(window));
}

function getPurifier(): Purifier {
  if (!purifier && typeof window !== 'undefined' && window.document) {
    purifier = configure(DOMPurify(window));
  }
  if (!purifier) {
    throw new Error('sanitizeHtml: sem DOM (no prerender, chame prepareServerSanitizer() antes).');
  }
  return purifier;
}

/** Safe HTML for `dangerouslySetInnerHTML` from stored (untrusted) HTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const renamed = html.replace(RENAMED_TAG, (_, slash: string, name: string) => {
    return `<${slash}${ARTICLE_HTML_RENAMES[name.toLowerCase()]}`;
  });
  return getPurifier().sanitize(renamed, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** Whether sanitised HTML shows anything: text, an image, a video or a divider (not `<p> </p>`). */
export function hasVisibleContent(html: string): boolean {
  if (/<(?:img|figure|hr)[\s>]/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}
