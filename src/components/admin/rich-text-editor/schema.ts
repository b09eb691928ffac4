/**
 * The editor's schema: exactly the stored rich-text contract (src/limits/article-html.ts), no
 * more. Every node and mark renders only the contract's tags and attributes (no class, style,
 * target or rel), so `editor.getHTML()` is already what may be stored.
 */
import { Mark, Node, type Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { CharacterCount, Dropcursor, Gapcursor, Placeholder, UndoRedo } from '@tiptap/extensions';

import { ARTICLE_VIDEO_PROVIDERS, type ArticleVideoProvider } from '@/limits/article-html';

import { isAllowedLinkHref } from './link-href';

export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** `<a href>`: nothing else (the public page decides how links open). */
export const LinkMark = Mark.create({
  name: 'link',
  inclusive: false,
  priority: 1000,
  addAttributes() {
    return { href: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element) => {
          const href = element.getAttribute('href');
          return href !== null && isAllowedLinkHref(href) ? { href: href.trim() } : false;
        },
      },
    ];
  },
  renderHTML({ mark }) {
    return ['a', { href: mark.attrs.href as string }, 0];
  },
});

/** h2–h4; an h1 is read as an h2 and h5/h6 as an h4 (the page has its own h1). */
const ArticleHeading = Heading.extend({
  parseHTML() {
    return [
      ...HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
      { tag: 'h1', attrs: { level: 2 } },
      { tag: 'h5', attrs: { level: 4 } },
      { tag: 'h6', attrs: { level: 4 } },
    ];
  },
});

/** `<ol>` with `start` only (Tiptap's also keeps a `type`, which the contract has not). */
const NumberedList = OrderedList.extend({
  addAttributes() {
    return {
      start: {
        default: 1,
        parseHTML: (element) => {
          const start = Number.parseInt(element.getAttribute('start') ?? '', 10);
          return Number.isFinite(start) ? start : 1;
        },
      },
    };
  },
});

const dimension = (value: string | null) => (value && /^[0-9]{1,5}$/.test(value) ? value : null);

export interface ImageAttributes {
  src: string;
  alt: string;
  width: string | null;
  height: string | null;
  mediaId: string | null;
  caption: string;
}

/**
 * An image: `<figure><img src alt width height data-media-id><figcaption>…</figcaption></figure>`
 * (the caption only when there is one); a bare `<img>` is read too. `alt` is always written, ""
 * for a decorative image.
 */
export const ImageFigure = Node.create({
  name: 'imageFigure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: '' },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
      mediaId: { default: null },
      caption: { default: '' },
    };
  },
  parseHTML() {
    const fromImg = (img: HTMLImageElement, caption: string) => {
      const src = img.getAttribute('src') ?? '';
      if (!/^(https?:\/\/|\/(?!\/))/i.test(src.trim())) return false;
      return {
        src: src.trim(),
        alt: img.getAttribute('alt') ?? '',
        width: dimension(img.getAttribute('width')),
        height: dimension(img.getAttribute('height')),
        mediaId: img.getAttribute('data-media-id'),
        caption,
      };
    };
    return [
      {
        tag: 'figure',
        getAttrs: (figure) => {
          if (figure.hasAttribute('data-video-provider')) return false;
          const img = figure.querySelector('img');
          if (!img) return false;
          return fromImg(img, figure.querySelector('figcaption')?.textContent?.trim() ?? '');
        },
      },
      { tag: 'img[src]', getAttrs: (img) => fromImg(img as HTMLImageElement, '') },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, width, height, mediaId, caption } = node.attrs as ImageAttributes;
    const img = ['img', { src, alt: alt ?? '', width, height, 'data-media-id': mediaId }] as const;
    return caption ? ['figure', img, ['figcaption', caption]] : ['figure', img];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('figure');
      dom.className = 'rte-figure';
      const img = document.createElement('img');
      const { src, alt, caption } = node.attrs as ImageAttributes;
      img.src = src;
      img.alt = alt;
      img.draggable = false;
      dom.append(img);
      if (caption) {
        const figcaption = document.createElement('figcaption');
        figcaption.textContent = caption;
        dom.append(figcaption);
      }
      return { dom };
    };
  },
});

export interface VideoAttributes {
  provider: ArticleVideoProvider;
  videoId: string;
  caption: string;
}

const PROVIDER_NAMES: Record<ArticleVideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** Whether a provider and id make a video the contract accepts. */
export function isArticleVideo(provider: string | null, id: string | null): provider is ArticleVideoProvider {
  return (
    provider !== null &&
    id !== null &&
    Object.hasOwn(ARTICLE_VIDEO_PROVIDERS, provider) &&
    ARTICLE_VIDEO_PROVIDERS[provider as ArticleVideoProvider].test(id)
  );
}

/**
 * A video: `<figure data-video-provider data-video-id>` with an optional `<figcaption>`, never an
 * iframe. The editor shows a box naming it: nothing is requested from the video host.
 */
export const VideoFigure = Node.create({
  name: 'videoFigure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  priority: 60, // before the image figure: a video figure is never an image
  addAttributes() {
    return { provider: { default: 'youtube' }, videoId: { default: '' }, caption: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-video-provider]',
        getAttrs: (figure) => {
          const provider = figure.getAttribute('data-video-provider');
          const videoId = figure.getAttribute('data-video-id');
          if (!isArticleVideo(provider, videoId)) return false;
          return {
            provider,
            videoId,
            caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { provider, videoId, caption } = node.attrs as VideoAttributes;
    const attrs = { 'data-video-provider': provider, 'data-video-id': videoId };
    return caption ? ['figure', attrs, ['figcaption', caption]] : ['figure', attrs];
  },
  addNodeView() {
    return ({ node }) => {
      const { provider, videoId, caption } = node.attrs as VideoAttributes;
      const dom = document.createElement('figure');
      dom.className = 'rte-video';
      const box = document.createElement('div');
      box.className = 'rte-video-box';
      const play = document.createElement('span');
      play.className = 'rte-video-play';
      play.setAttribute('aria-hidden', 'true');
      play.textContent = '▶';
      const label = document.createElement('span');
      label.textContent = `Vídeo do ${PROVIDER_NAMES[provider] ?? provider}: ${videoId}`;
      box.append(play, label);
      dom.append(box);
      if (caption) {
        const figcaption = document.createElement('figcaption');
        figcaption.textContent = caption;
        dom.append(figcaption);
      }
      return { dom };
    };
  },
});

export function videoProviderName(provider: ArticleVideoProvider): string {
  return PROVIDER_NAMES[provider];
}

/** The content schema alone (what parsing and serialising need; also used by tests). */
export function contentExtensions(): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    ArticleHeading.configure({ levels: [...HEADING_LEVELS] }),
    Bold,
    Italic,
    LinkMark,
    Blockquote,
    HorizontalRule,
    HardBreak,
    BulletList,
    NumberedList,
    ListItem,
    ImageFigure,
    VideoFigure,
  ];
}

/** The schema plus the editing helpers: undo, word count, placeholder, drop and gap cursors. */
export function editorExtensions(placeholder: string): Extensions {
  return [
    ...contentExtensions(),
    UndoRedo,
    CharacterCount,
    Placeholder.configure({ placeholder }),
    Dropcursor.configure({ color: '#0f766e', width: 2 }),
    Gapcursor,
  ];
}
