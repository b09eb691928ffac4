import { env } from '@/config/env';

/**
 * Where a content image is shown: the widths worth rendering for it and the `sizes` telling the
 * browser how wide it is on screen. Widths run up to what the layout shows on a 3× phone or a 2×
 * desktop; the browser takes the smallest one covering its need.
 */
export interface ImageLayout {
  /** Rendered widths in px, smallest first. */
  widths: readonly number[];
  /** Width ÷ height of the box the image fills (`object-cover`): rendered already cropped to it. */
  aspectRatio?: number;
  sizes: string;
}

/** 16:9 covers: a phone's card or cover at 3× is about 1 050 px, the case page's cover at 2× 1 000. */
const COVER_WIDTHS = [400, 640, 800, 1080, 1440];

/**
 * The layouts of the site's content images, from their CSS: the Container is at most 1 152 px with
 * 20 px (24 from `sm`, 32 from `lg`) of padding each side.
 */
export const IMAGE_LAYOUTS = {
  /**
   * Cards of the case and insight grids: one column, two from `sm` (24 px gap), from `lg` three
   * (341 px at most) or two beside the category menu (384 px at most).
   */
  card: {
    widths: COVER_WIDTHS.slice(0, 4),
    aspectRatio: 16 / 9,
    sizes: '(min-width: 1024px) 384px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 40px)',
  },
  /** 'Cases em Destaque' cards (16:10): the same columns, three of 347 px at most from `lg`. */
  featuredCard: {
    widths: COVER_WIDTHS.slice(0, 4),
    aspectRatio: 16 / 10,
    sizes: '(min-width: 1024px) 347px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 40px)',
  },
  /** A case page's cover: full width, from `lg` the right column of 1fr beside 1.05fr (56 px gap). */
  caseCover: {
    widths: COVER_WIDTHS,
    aspectRatio: 16 / 9,
    sizes: '(min-width: 1152px) 504px, (min-width: 1024px) calc((100vw - 120px) / 2.05), calc(100vw - 40px)',
  },
  /** An article's cover: the 768 px text column. */
  articleCover: {
    widths: COVER_WIDTHS,
    aspectRatio: 16 / 9,
    sizes: '(min-width: 816px) 768px, calc(100vw - 40px)',
  },
  /** An image in an article's body or a case's section: the text column, its own proportions. */
  richText: {
    widths: COVER_WIDTHS,
    sizes: '(min-width: 816px) 768px, calc(100vw - 40px)',
  },
  /** 'Galeria do Projeto' squares: two columns (12 px gap), three from `sm` (16 px) in 768 px. */
  gallery: {
    widths: [256, 512, 768],
    aspectRatio: 1,
    sizes: '(min-width: 816px) 246px, (min-width: 640px) calc((100vw - 80px) / 3), calc(50vw - 26px)',
  },
  /** The lightbox: the whole image, as wide as the screen less 16 px (80 px from `sm`) each side. */
  lightbox: {
    widths: [640, 1080, 1440, 1920],
    sizes: '(min-width: 640px) calc(100vw - 160px), calc(100vw - 32px)',
  },
  /** 'Na mídia' logos, inside 160 × 48 px. */
  pressLogo: { widths: [160, 320, 480], sizes: '160px' },
  /** A testimonial's 56 px round photo. */
  avatar: { widths: [56, 112, 168], aspectRatio: 1, sizes: '56px' },
} as const satisfies Record<string, ImageLayout>;

/** Rendered images are WebP where the browser takes it: 75 keeps photos clean at a third of the bytes. */
const QUALITY = 75;

export interface ImageTransform {
  width: number;
  height?: number;
  resize?: 'cover';
  quality: number;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface ImageProject {
  /** VITE_SUPABASE_URL. */
  supabaseUrl: string;
  transformations: boolean;
}

const PROJECT: ImageProject = {
  supabaseUrl: env.VITE_SUPABASE_URL,
  transformations: env.VITE_SUPABASE_IMAGE_TRANSFORMATIONS === 'on',
};

export const PUBLIC_OBJECT = '/storage/v1/object/public/';
/** `<bucket>/<name>` of a public object as its URL spells it (no query, no fragment). */
export const PUBLIC_OBJECT_NAME = /^[^/?#]+\/[^?#]+$/;

/**
 * `<bucket>/<name>` (as encoded in the URL) of a public object of this project, or null for any
 * other URL (an external image staff linked, another project's, one with a query).
 */
function publicObjectPath(url: string, supabaseUrl: string): string | null {
  const prefix = `${supabaseUrl}${PUBLIC_OBJECT}`;
  if (!url.startsWith(prefix)) return null;
  const path = url.slice(prefix.length);
  return PUBLIC_OBJECT_NAME.test(path) ? path : null;
}

/**
 * The URL supabase-js's `getPublicUrl(name, { transform })` gives for a stored public URL, built
 * here so public pages need not load supabase-js; null when the URL is not this project's storage.
 */
export function renderImageUrl(
  url: string,
  transform: ImageTransform,
  supabaseUrl = PROJECT.supabaseUrl,
): string | null {
  const path = publicObjectPath(url, supabaseUrl);
  if (path === null) return null;
  const query = new URLSearchParams({ width: String(transform.width) });
  if (transform.height) query.set('height', String(transform.height));
  if (transform.resize) query.set('resize', transform.resize);
  query.set('quality', String(transform.quality));
  return `${supabaseUrl}/storage/v1/render/image/public/${path}?${query}`;
}

/**
 * `src`, `srcSet` and `sizes` for a stored image shown in `layout`: renders of this project's
 * storage at the layout's widths (the largest as `src`), cropped to its box when it has one. Any
 * other URL, or every URL when the project has no image transformations, is returned as it is.
 */
export function responsiveImage(url: string, layout: ImageLayout, project = PROJECT): ResponsiveImage {
  if (!project.transformations || publicObjectPath(url, project.supabaseUrl) === null) return { src: url };
  const renders = layout.widths.map((width) => {
    const transform: ImageTransform = layout.aspectRatio
      ? { width, height: Math.round(width / layout.aspectRatio), resize: 'cover', quality: QUALITY }
      : { width, quality: QUALITY };
    return { width, url: renderImageUrl(url, transform, project.supabaseUrl)! };
  });
  return {
    src: renders[renders.length - 1].url,
    srcSet: renders.map((render) => `${render.url} ${render.width}w`).join(', '),
    sizes: layout.sizes,
  };
}

/** The largest width a layout ever shows: no stored image needs to be wider. */
export function largestWidth(...layouts: ImageLayout[]): number {
  return Math.max(...layouts.flatMap((layout) => layout.widths));
}
