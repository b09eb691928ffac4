/**
 * The stored rich-text contract: the only HTML an article body (`insights.conteudo`) and a case's
 * long sections (`cases.problema`, `solucao`, `resultados`) may hold. One list, read by the
 * visual editor's schema, the sanitiser that renders it (src/lib/sanitize-html.ts) and the
 * database check (`private.is_article_html`, supabase/tests/limits-parity.test.ts proves they
 * agree).
 *
 * Elements: paragraphs, headings h2–h4 (the page has its own h1), bold, italic, links, lists,
 * quotes, a divider, line breaks, images with alt text and caption, and video embeds. A video is
 * stored as a `<figure>` naming the provider and the video id (never an `<iframe>`); the public
 * page turns it into a click-to-load poster.
 */
export const ARTICLE_HTML_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  'figure',
  'figcaption',
  'img',
] as const;

export type ArticleHtmlTag = (typeof ARTICLE_HTML_TAGS)[number];

/**
 * The columns that hold this contract (each has a `private.is_article_html` CHECK). The admin reads
 * them as rich text wherever it compares versions ('Histórico', the edit-conflict view).
 */
export const ARTICLE_HTML_COLUMNS = {
  cases: ['problema', 'solucao', 'resultados'],
  insights: ['conteudo'],
} as const;

export type ArticleHtmlTable = keyof typeof ARTICLE_HTML_COLUMNS;
export type ArticleHtmlColumn<Table extends ArticleHtmlTable> = (typeof ARTICLE_HTML_COLUMNS)[Table][number];

/** Whether `table.column` holds rich text of this contract. */
export function isArticleHtmlColumn(table: string, column: string): boolean {
  return Object.hasOwn(ARTICLE_HTML_COLUMNS, table)
    ? (ARTICLE_HTML_COLUMNS[table as ArticleHtmlTable] as readonly string[]).includes(column)
    : false;
}

/** The attributes each element may carry; any other attribute is dropped (or refused). */
export const ARTICLE_HTML_ATTRIBUTES: Readonly<Partial<Record<ArticleHtmlTag, readonly string[]>>> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height', 'data-media-id'],
  ol: ['start'],
  figure: ['data-video-provider', 'data-video-id'],
};

/** Video hosts a `<figure data-video-provider>` may name, and the form of their video ids. */
export const ARTICLE_VIDEO_PROVIDERS = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[0-9]{1,12}$/,
} as const;

export type ArticleVideoProvider = keyof typeof ARTICLE_VIDEO_PROVIDERS;

/** Tags older content may hold that keep their meaning under another allowed name. */
export const ARTICLE_HTML_RENAMES: Readonly<Record<string, ArticleHtmlTag>> = {
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  b: 'strong',
  i: 'em',
};

/** Elements dropped with everything inside them (their content is code, not text). */
export const ARTICLE_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'noscript',
  'head',
  'title',
] as const;

/** Whether a tag name (any case) is one the contract allows. */
export function isArticleHtmlTag(name: string): name is ArticleHtmlTag {
  return (ARTICLE_HTML_TAGS as readonly string[]).includes(name.toLowerCase());
}

/** Whether an attribute (any case) is allowed on an allowed element. */
export function isArticleHtmlAttribute(tag: ArticleHtmlTag, attribute: string): boolean {
  return ARTICLE_HTML_ATTRIBUTES[tag]?.includes(attribute.toLowerCase()) ?? false;
}

/** Void elements: no closing tag, may end in `/>`. */
const VOID_TAGS: ReadonlySet<string> = new Set(['hr', 'br', 'img']);

/** An attribute's optional value: double-quoted, single-quoted or bare, as HTML parses it. */
const ATTRIBUTE_VALUE = String.raw`(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>` + '`' + String.raw`]+))?`;

/** A tag: `<` then a letter, `/`, `!` or `?`, up to the `>` outside quotes (or the end). */
const TAG_TOKEN = /<[A-Za-z/!?](?:[^>"']|"[^"]*"|'[^']*')*>?/g;

function openingTagPattern(tag: ArticleHtmlTag): string {
  const attributes = ARTICLE_HTML_ATTRIBUTES[tag];
  const attributePart = attributes ? String.raw`(?:\s+(?:${attributes.join('|')})${ATTRIBUTE_VALUE})*` : '';
  return tag + attributePart + (VOID_TAGS.has(tag) ? String.raw`\s*/?` : '');
}

const ALLOWED_TAG = new RegExp(
  String.raw`^<(?:/(?:${ARTICLE_HTML_TAGS.filter((tag) => !VOID_TAGS.has(tag)).join('|')})|` +
    ARTICLE_HTML_TAGS.map(openingTagPattern).join('|') +
    String.raw`)\s*>$`,
  'i',
);

/**
 * Whether every tag of a stored value is one the contract allows: names and attributes (values
 * are the sanitiser's job); comments, doctypes and processing instructions are refused. The
 * database's `private.is_article_html` gives the same verdict.
 */
export function isArticleHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return Array.from(html.matchAll(TAG_TOKEN), ([token]) => token).every((token) => ALLOWED_TAG.test(token));
}

/** The tags of a value the contract does not allow (for a message naming them), lowercase, once each. */
export function disallowedArticleTags(html: string | null | undefined): string[] {
  if (!html) return [];
  const names = Array.from(html.matchAll(TAG_TOKEN), ([token]) => token)
    .filter((token) => !ALLOWED_TAG.test(token))
    .map((token) => /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(token)?.[1].toLowerCase() ?? token.slice(0, 4));
  return [...new Set(names)];
}

/** The form's message for a value outside the contract, naming what it holds; null when it fits. */
export function articleHtmlRefusal(html: string | null | undefined): string | null {
  if (isArticleHtml(html)) return null;
  const names = disallowedArticleTags(html).map((name) => `<${name}>`);
  return `O texto tem marcação que o site não publica (${names.join(', ')}). Remova-a ou cole o texto de novo no editor.`;
}
