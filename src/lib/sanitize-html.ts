/**
 * Stored HTML (insight bodies, written by staff) is sanitised at render with DOMPurify
 * and only then given to `dangerouslySetInnerHTML`.
 *
 * Allowed: ordinary article markup — paragraphs, headings (an `<h1>` becomes `<h2>`: the page has
 * its own), lists, blockquote, code/pre, tables, emphasis, links and images. Removed: scripts,
 * styles, forms, frames, SVG/MathML, every event handler and inline style. Links keep only http(s),
 * mailto and same-site addresses; `target="_blank"` gets `rel="noopener noreferrer"`. Images keep
 * only http(s) or same-site sources and load lazily.
 *
 * DOMPurify needs a DOM. In the browser (and jsdom tests) it uses `window`; while prerendering in
 * Node there is none, so the build calls `prepareServerSanitizer()` (sanitize-html.server.ts,
 * jsdom, build-time only) before rendering. Without a DOM `sanitizeHtml` throws: stored HTML is
 * never rendered unsanitised.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'template',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'tabindex', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  // Ids and names of the body cannot clobber the page's own (`user-content-` prefix).
  SANITIZE_NAMED_PROPS: true,
};

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

function configure(purifier: Purifier): Purifier {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (node.nodeName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !hasProtocol(href, LINK_PROTOCOLS)) element.removeAttribute('href');
      const target = element.getAttribute('target');
      if (target !== null && target !== '_blank') element.removeAttribute('target');
      if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      const src = element.getAttribute('src');
      if (!src || !hasProtocol(src, IMAGE_PROTOCOLS)) {
        element.remove();
        return;
      }
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
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
  const clean = getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  return clean.replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2');
}
