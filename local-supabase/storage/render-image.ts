import fs from 'node:fs';
import sharp from 'sharp';
import { ERRORS, StorageApiError } from './errors.ts';

/**
 * `/storage/v1/render/image`: storage-api hands the object to imgproxy with the request's
 * transformations; here sharp (libvips, as imgproxy) does the same work. What follows storage-api's
 * render routes and ImageRenderer, and imgproxy as the Supabase CLI configures it.
 */

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

export interface RenderQuery {
  transform: TransformOptions;
  /** `?download[=name]`: served as an attachment. */
  download?: string;
}

interface QueryRule {
  name: string;
  type: 'integer' | 'number' | 'string';
  minimum?: number;
  maximum?: number;
  values?: readonly string[];
  finite?: boolean;
}

/** storage-api's transformationOptionsSchema plus the render routes' `download`, in schema order. */
const QUERY_RULES: readonly QueryRule[] = [
  { name: 'height', type: 'integer', minimum: 0, finite: true },
  { name: 'width', type: 'integer', minimum: 0, finite: true },
  { name: 'resize', type: 'string', values: ['cover', 'contain', 'fill'] },
  { name: 'format', type: 'string', values: ['origin', 'avif', 'webp'] },
  { name: 'quality', type: 'integer', minimum: 20, maximum: 100, finite: true },
  {
    name: 'gravity',
    type: 'string',
    values: ['no', 'so', 'ea', 'we', 'noea', 'nowe', 'soea', 'sowe', 'ce', 'sm', 'fp'],
  },
  { name: 'x_offset', type: 'number', finite: true },
  { name: 'y_offset', type: 'number', finite: true },
  { name: 'download', type: 'string' },
];

/** Placement options storage-api passes on to imgproxy and local-supabase does not reproduce. */
const GRAVITY_PARAMETERS = ['gravity', 'x_offset', 'y_offset'];

/**
 * The query as storage-api's Fastify validates it (Ajv with `coerceTypes: 'array'`, first error
 * only): a failure is HTTP 400 `querystring/<name> <Ajv message>`. Unknown parameters are dropped.
 */
export function parseRenderQuery(params: URLSearchParams): RenderQuery {
  const values: Record<string, string | number> = {};
  for (const rule of QUERY_RULES) {
    const given = params.getAll(rule.name);
    if (given.length === 0) continue;
    const fail = (message: string): never => {
      throw new StorageApiError(400, 'InvalidRequest', `querystring/${rule.name} ${message}`, 'Error');
    };
    // One value or a one-item array; more items never become a scalar.
    const raw = given.length === 1 ? given[0] : null;
    if (rule.type === 'string') {
      if (raw === null) fail('must be string');
      else if (rule.values && !rule.values.includes(raw)) fail('must be equal to one of the allowed values');
      else values[rule.name] = raw;
      continue;
    }
    // Ajv coerces a non-empty string that reads as a number (an integer for `integer`).
    const number = raw === null || raw === '' ? Number.NaN : Number(raw);
    if (Number.isNaN(number) || (rule.type === 'integer' && number % 1 !== 0 && Number.isFinite(number))) {
      fail(`must be ${rule.type}`);
    }
    if (rule.finite && !Number.isFinite(number)) fail('must pass "finite" keyword validation');
    if (rule.maximum !== undefined && number > rule.maximum) fail(`must be <= ${rule.maximum}`);
    if (rule.minimum !== undefined && number < rule.minimum) fail(`must be >= ${rule.minimum}`);
    values[rule.name] = number;
  }
  const placement = GRAVITY_PARAMETERS.filter((name) => name in values);
  if (placement.length > 0) {
    throw ERRORS.invalidRequest(
      `local-supabase does not implement the ${placement.join(', ')} transformation parameter(s)`,
    );
  }
  const { download, ...transform } = values;
  return {
    transform: transform as TransformOptions,
    ...(download === undefined ? {} : { download: String(download) }),
  };
}

/**
 * Width and height are clamped, not refused: storage-api clamps to its IMAGE_TRANSFORMATION_LIMIT
 * sizes, which hosted projects set to 1–2500 ("Limits" in Supabase's image transformation guide).
 */
export const SIZE_LIMITS = { min: 1, max: 2500 } as const;

const clamp = (value: number) => Math.min(Math.max(value, SIZE_LIMITS.min), SIZE_LIMITS.max);

/** The imgproxy options storage-api sends (its `X-Transformations` header), in its order. */
export function transformationSegments(transform: TransformOptions): string[] {
  const segments: string[] = [];
  if (transform.height) segments.push(`height:${clamp(transform.height)}`);
  if (transform.width) segments.push(`width:${clamp(transform.width)}`);
  if (transform.width || transform.height) {
    const resizingType = { cover: 'fill', contain: 'fit', fill: 'force' }[transform.resize ?? 'cover'];
    segments.push(`resizing_type:${resizingType}`);
  }
  if (transform.quality) segments.push(`quality:${transform.quality}`);
  if (transform.format && transform.format !== 'origin') segments.push(`format:${transform.format}`);
  return segments;
}

export interface Geometry {
  /** The whole (oriented) source scaled to this size... */
  scaledWidth: number;
  scaledHeight: number;
  /** ...then cropped around its centre to this one (the result). */
  width: number;
  height: number;
  left: number;
  top: number;
}

const roundHalfEven = (value: number) => {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (diff !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
};

/**
 * imgproxy's sizing (processing/prepare.go) without enlargement, its default: a missing side
 * follows the other (except for `fill`, which keeps the source's), `cover` scales to fill the box
 * and crops the overflow, `contain` fits inside it, `fill` stretches; nothing grows past the
 * source, and a box larger than the scaled image crops nothing.
 */
export function resizeGeometry(
  sourceWidth: number,
  sourceHeight: number,
  transform: TransformOptions,
): Geometry {
  const width = transform.width ? clamp(transform.width) : 0;
  const height = transform.height ? clamp(transform.height) : 0;
  const mode = transform.resize ?? 'cover';
  let widthShrink = width && width !== sourceWidth ? sourceWidth / width : 1;
  let heightShrink = height && height !== sourceHeight ? sourceHeight / height : 1;
  if (widthShrink !== 1 || heightShrink !== 1) {
    if (!width && mode !== 'fill') widthShrink = heightShrink;
    else if (!height && mode !== 'fill') heightShrink = widthShrink;
    else if (mode === 'contain') widthShrink = heightShrink = Math.max(widthShrink, heightShrink);
    else if (mode === 'cover') widthShrink = heightShrink = Math.min(widthShrink, heightShrink);
  }
  const smallest = Math.min(widthShrink, heightShrink);
  if (smallest < 1) {
    widthShrink /= smallest;
    heightShrink /= smallest;
  }
  const scaledWidth = Math.max(1, Math.round(sourceWidth / widthShrink));
  const scaledHeight = Math.max(1, Math.round(sourceHeight / heightShrink));
  const resultWidth = width ? Math.min(width, scaledWidth) : scaledWidth;
  const resultHeight = height ? Math.min(height, scaledHeight) : scaledHeight;
  return {
    scaledWidth,
    scaledHeight,
    width: resultWidth,
    height: resultHeight,
    left: roundHalfEven((scaledWidth - resultWidth + 1) / 2),
    top: roundHalfEven((scaledHeight - resultHeight + 1) / 2),
  };
}

type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif';

/** The Supabase CLI's imgproxy: IMGPROXY_FORMAT_QUALITY=jpeg=80,avif=62,webp=80. */
const DEFAULT_QUALITY: Record<OutputFormat, number> = { jpeg: 80, webp: 80, avif: 62, png: 80, gif: 80 };

/**
 * imgproxy with WebP detection only (IMGPROXY_ENABLE_WEBP_DETECTION; hosted serves AVIF only when
 * asked with `format=avif`): an explicit format wins; else WebP when the Accept header names it
 * (storage-api does not pass Accept on with `format=origin`); else the source's format when it is
 * JPEG, PNG or GIF, or the first of those that keeps its animation or transparency.
 */
export function outputFormat(
  transform: TransformOptions,
  accept: string | undefined,
  source: { format: string; animated: boolean; hasAlpha: boolean },
): OutputFormat {
  if (transform.format === 'webp' || transform.format === 'avif') return transform.format;
  if (transform.format !== 'origin' && accept?.includes('image/webp')) return 'webp';
  if (source.format === 'jpeg' || source.format === 'png' || source.format === 'gif') return source.format;
  if (source.animated) return 'gif';
  return source.hasAlpha ? 'png' : 'jpeg';
}

/** imgproxy's source limits as the Supabase CLI sets them (and the guide's 25 MB / 50 MP). */
const MAX_SOURCE_BYTES = 25_000_000;
const MAX_SOURCE_PIXELS = 50_000_000;
const MAX_ANIMATION_FRAMES = 60;

/** imgproxy's refusals as storage-api words them to the client (HTTP 400). */
const sourceError = (message: string) => new StorageApiError(400, 'InvalidRequest', message);
const UNSUPPORTED_SOURCE = 'The source image is invalid or unsupported for rendering';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

/** Transforms the image file at `file` as imgproxy would for this request. */
export async function renderImage(
  file: string,
  transform: TransformOptions,
  accept: string | undefined,
): Promise<RenderedImage> {
  const { size } = await fs.promises.stat(file);
  if (size > MAX_SOURCE_BYTES) throw sourceError('The source image file is too large to process');
  const metadata = await sharp(file, { autoOrient: true, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw sourceError(UNSUPPORTED_SOURCE);
    });
  const frames = Math.min(metadata.pages ?? 1, MAX_ANIMATION_FRAMES);
  const animated = frames > 1;
  const sourceWidth = metadata.autoOrient.width;
  const sourceHeight = animated ? (metadata.pageHeight ?? metadata.height) : metadata.autoOrient.height;
  if (sourceWidth * sourceHeight > MAX_SOURCE_PIXELS) {
    throw sourceError('The source image resolution is too large to process');
  }

  const geometry = resizeGeometry(sourceWidth, sourceHeight, transform);
  const format = outputFormat(transform, accept, {
    format: metadata.format,
    animated,
    hasAlpha: metadata.hasAlpha,
  });
  let pipeline = sharp(file, {
    autoOrient: true,
    limitInputPixels: false,
    ...(animated ? { pages: frames } : {}),
  });
  if (geometry.scaledWidth !== sourceWidth || geometry.scaledHeight !== sourceHeight) {
    pipeline = pipeline.resize(geometry.scaledWidth, geometry.scaledHeight, { fit: 'fill' });
  }
  if (geometry.width !== geometry.scaledWidth || geometry.height !== geometry.scaledHeight) {
    pipeline = pipeline.extract({
      left: geometry.left,
      top: geometry.top,
      width: geometry.width,
      height: geometry.height,
    });
  }
  const quality = transform.quality ?? DEFAULT_QUALITY[format];
  const encoded = {
    webp: () => pipeline.webp({ quality }),
    avif: () => pipeline.avif({ quality }),
    jpeg: () => pipeline.jpeg({ quality }),
    png: () => pipeline.png(),
    gif: () => pipeline.gif(),
  }[format]();
  const body = await encoded.toBuffer().catch((error: unknown) => {
    console.error('storage: image rendering failed:', error);
    throw ERRORS.internal('Internal error');
  });
  return { body, contentType: `image/${format}` };
}

/**
 * Rendered images by object version and request, up to `maxBytes` in all, least recently used
 * dropped first: hosted answers repeated renders from its CDN, and a page's images should not cost
 * the machine a resize each time it loads.
 */
export class RenderCache {
  private readonly entries = new Map<string, RenderedImage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, render: () => Promise<RenderedImage>): Promise<RenderedImage> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const rendered = await render();
    if (rendered.body.byteLength <= this.maxBytes) {
      this.entries.set(key, rendered);
      this.bytes += rendered.body.byteLength;
      for (const [oldKey, old] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.entries.delete(oldKey);
        this.bytes -= old.body.byteLength;
      }
    }
    return rendered;
  }
}
