/**
 * Case videos: only a YouTube link in one of its three usual forms is
 * recognised — embed (`youtube.com/embed/ID`, also `youtube-nocookie.com`), watch
 * (`youtube.com/watch?v=ID`, also `m.` and without `www.`) and short (`youtu.be/ID`) — and turned
 * into an embed address on youtube-nocookie.com (no cookies until the visitor plays; allowed by
 * the CSP frame-src in public/_headers). Anything else gives null: no video section.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** `t=90`, `t=90s`, `t=1m30s`, `start=90` → seconds, else undefined. */
function startSeconds(params: URLSearchParams): number | undefined {
  const raw = params.get('start') ?? params.get('t');
  if (!raw) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : undefined;
}

/** The YouTube video id of an embed, watch or short link, else null. */
export function youTubeVideoId(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (SHORT_HOSTS.has(host)) id = segments.length === 1 ? segments[0] : null;
  else if (EMBED_HOSTS.has(host) && segments[0] === 'embed') id = segments.length === 2 ? segments[1] : null;
  else if (WATCH_HOSTS.has(host) && segments.length === 1 && segments[0] === 'watch')
    id = url.searchParams.get('v');
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The embed address to put in an `<iframe src>` for a recognised video link, else null. */
export function toVideoEmbedUrl(value: string | null | undefined): string | null {
  const id = youTubeVideoId(value);
  if (!id) return null;
  const start = startSeconds(new URL(value!.trim()).searchParams);
  return `${VIDEO_EMBED_ORIGIN}/embed/${id}${start ? `?start=${start}` : ''}`;
}

const VIMEO_ID = /^[0-9]{1,12}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOSTS = new Set(['player.vimeo.com']);

/** The Vimeo video id of `vimeo.com/ID` or `player.vimeo.com/video/ID`, else null. */
export function vimeoVideoId(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (VIMEO_HOSTS.has(host) && segments.length === 1) id = segments[0];
  else if (VIMEO_PLAYER_HOSTS.has(host) && segments.length === 2 && segments[0] === 'video') id = segments[1];
  return id && VIMEO_ID.test(id) ? id : null;
}

export type VideoProvider = 'youtube' | 'vimeo';

/** A YouTube or Vimeo link as the provider and its video id (an article's video figure), else null. */
export function parseVideoLink(
  value: string | null | undefined,
): { provider: VideoProvider; id: string } | null {
  const youtube = youTubeVideoId(value);
  if (youtube) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoVideoId(value);
  return vimeo ? { provider: 'vimeo', id: vimeo } : null;
}
