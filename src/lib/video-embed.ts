/**
 * Videos on public pages load only when the visitor asks for them. A video is a frame whose
 * document is written into the page (`srcdoc`): a local poster with a play link and no script.
 * Clicking the link navigates that frame to the provider's player on its privacy-enhanced address
 * (youtube-nocookie.com; Vimeo with `dnt=1`), which then plays. Until then no request reaches the
 * video host and it sets no cookie; the page still has no JavaScript of its own to run. The CSP's
 * frame-src (public/_headers) allows exactly these two player origins.
 */
import type { ArticleVideoProvider } from '@/limits/article-html';

export const VIDEO_PLAYER_ORIGINS: Readonly<Record<ArticleVideoProvider, string>> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

/** The providers' names, as people know them. */
export const VIDEO_PROVIDER_NAMES: Readonly<Record<ArticleVideoProvider, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

/** The player address a poster leads to: plays at once (a YouTube video from `start` seconds). */
export function videoPlayerUrl(provider: ArticleVideoProvider, id: string, start?: number): string {
  const url =
    provider === 'youtube'
      ? new URL(`/embed/${encodeURIComponent(id)}`, VIDEO_PLAYER_ORIGINS.youtube)
      : new URL(`/video/${encodeURIComponent(id)}`, VIDEO_PLAYER_ORIGINS.vimeo);
  url.searchParams.set('autoplay', '1');
  if (provider === 'vimeo') url.searchParams.set('dnt', '1');
  if (provider === 'youtube' && start) url.searchParams.set('start', String(start));
  return url.href;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** Text of serialised HTML (a caption) as plain text. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The poster document of a video frame (for `srcdoc`). */
export function videoPosterDocument(provider: ArticleVideoProvider, id: string, start?: number): string {
  const label = `Reproduzir o vídeo (${VIDEO_PROVIDER_NAMES[provider]})`;
  return (
    '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><style>' +
    'html,body{margin:0;height:100%}' +
    'a{display:flex;flex-direction:column;gap:14px;align-items:center;justify-content:center;height:100%;' +
    'background:radial-gradient(circle at 30% 20%,#1e3a5f,#0b1220 70%);color:#fff;text-decoration:none;' +
    'font:600 16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
    'a:focus-visible{outline:3px solid #fff;outline-offset:-6px}' +
    'span{display:grid;place-items:center;width:72px;height:72px;border-radius:50%;background:#fff;color:#0b1220}' +
    'a:hover span{transform:scale(1.06)}' +
    '</style>' +
    `<a href="${escapeHtml(videoPlayerUrl(provider, id, start))}">` +
    '<span aria-hidden="true"><svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor"><path d="M8 5v14l11-7z"/></svg></span>' +
    `${escapeHtml(label)}</a></html>`
  );
}

/** The frame's accessible name. */
export function videoFrameTitle(provider: ArticleVideoProvider, caption?: string | null): string {
  const name = caption?.trim();
  return name ? `Vídeo: ${name}` : `Vídeo do ${VIDEO_PROVIDER_NAMES[provider]}`;
}

/** The attributes of a video frame, as HTML (for stored rich text rendered as a string). */
function videoFrameHtml(provider: ArticleVideoProvider, id: string, captionHtml: string | undefined): string {
  const title = videoFrameTitle(provider, captionHtml === undefined ? null : textOf(captionHtml));
  return (
    `<iframe class="video-frame" title="${escapeHtml(title)}" ` +
    `srcdoc="${escapeHtml(videoPosterDocument(provider, id))}" loading="lazy" ` +
    'allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen ' +
    'referrerpolicy="strict-origin-when-cross-origin"></iframe>'
  );
}

const VIDEO_FIGURE = /<figure((?:\s+data-video-(?:provider|id)="[^"]*"){2})>([\s\S]*?)<\/figure>/g;

/**
 * Sanitised rich text with each video figure given its poster frame (the figure keeps its
 * caption). Only figures the sanitiser kept reach here: their provider and id are valid.
 */
export function withVideoFrames(sanitisedHtml: string): string {
  return sanitisedHtml.replace(VIDEO_FIGURE, (figure, attributes: string, inner: string) => {
    const provider = /data-video-provider="([^"]*)"/.exec(attributes)?.[1] as
      ArticleVideoProvider | undefined;
    const id = /data-video-id="([^"]*)"/.exec(attributes)?.[1];
    if (!provider || !id || !(provider in VIDEO_PLAYER_ORIGINS)) return figure;
    const caption = /<figcaption>([\s\S]*?)<\/figcaption>/.exec(inner)?.[1];
    return `<figure class="video-embed"${attributes}>${videoFrameHtml(provider, id, caption)}${inner}</figure>`;
  });
}
