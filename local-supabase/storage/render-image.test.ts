import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { signJwt } from '../http/jwt.ts';
import { outputFormat, parseRenderQuery, resizeGeometry } from './render-image.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'project');
/** What Chromium sends for an <img>. */
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let server: LocalSupabase;
let anon: SupabaseClient;
let staff: SupabaseClient;
let service: SupabaseClient;

function client(url: string, authorization?: string, key = DEMO_ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: authorization ? { headers: { Authorization: `Bearer ${authorization}` } } : {},
  });
}

/** A 1200×675 photo-like JPEG (noise, so quality changes its size), and a 400×400 PNG with alpha. */
async function sourceImages() {
  const noise = Buffer.alloc(1200 * 675 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  const photo = await sharp(noise, { raw: { width: 1200, height: 675, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const logo = await sharp({
    create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 80, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const frame = (colour: string) =>
    sharp({ create: { width: 80, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const animation = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
    join: { animated: true },
  })
    .gif()
    .toBuffer();
  const webp = await sharp(photo).webp().toBuffer();
  return { photo, logo, animation, webp };
}

async function upload(name: string, bytes: Buffer, contentType: string, as = staff, bucket = 'case-images') {
  const { error } = await as.storage
    .from(bucket)
    .upload(name, new Blob([new Uint8Array(bytes)], { type: contentType }), { cacheControl: '31536000' });
  if (error) throw error;
}

async function fetchRendered(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, info: response.ok ? await sharp(body, { animated: true }).metadata() : null };
}

beforeAll(async () => {
  server = await startLocalSupabase({ projectRoot: FIXTURE, dataDir: null, port: 0, logRequests: false });
  const now = Math.floor(Date.now() / 1000);
  const staffToken = await signJwt(
    {
      sub: '11111111-1111-4111-8111-111111111111',
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      app_metadata: { staff: true },
    },
    DEMO_JWT_SECRET,
  );
  anon = client(server.url);
  staff = client(server.url, staffToken);
  service = client(server.url, DEMO_SERVICE_ROLE_KEY, DEMO_SERVICE_ROLE_KEY);
  const images = await sourceImages();
  await upload('render/photo.jpg', images.photo, 'image/jpeg');
  await upload('render/logo.png', images.logo, 'image/png');
  await upload('render/animation.gif', images.animation, 'image/gif');
  await upload('render/photo.webp', images.webp, 'image/webp');
  await upload('render/not-an-image.png', Buffer.from('hello'), 'image/png');
  await upload('photo.jpg', images.photo, 'image/jpeg', service, 'private-docs');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The URL supabase-js builds for a public object with a transform. */
function publicUrl(
  name: string,
  transform: {
    width?: number;
    height?: number;
    resize?: 'cover' | 'contain' | 'fill';
    quality?: number;
    format?: 'origin';
  },
) {
  return anon.storage.from('case-images').getPublicUrl(name, { transform }).data.publicUrl;
}

describe('GET /storage/v1/render/image/public (getPublicUrl with transform)', () => {
  it('resizes and crops to the box, WebP for a client that accepts it, with storage-api headers', async () => {
    const url = publicUrl('render/photo.jpg', { width: 300, height: 200, resize: 'cover', quality: 75 });
    expect(url).toBe(
      `${server.url}/storage/v1/render/image/public/case-images/render/photo.jpg?width=300&height=200&resize=cover&quality=75`,
    );
    const { response, info } = await fetchRendered(url, { headers: { accept: CHROME_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(info).toMatchObject({ format: 'webp', width: 300, height: 200 });
    const original = await fetch(
      anon.storage.from('case-images').getPublicUrl('render/photo.jpg').data.publicUrl,
    );
    expect(response.headers.get('etag')).toBe(original.headers.get('etag'));
    expect(response.headers.get('cache-control')).toBe('max-age=31536000');
    expect(response.headers.get('x-transformations')).toBe(
      'height:200,width:300,resizing_type:fill,quality:75',
    );
    expect(response.headers.get('x-robots-tag')).toBe('none');
    expect(response.headers.get('vary')).toBeNull();
  });

  it('keeps the source format without WebP in Accept or with format=origin, and AVIF only when asked', async () => {
    const jpeg = await fetchRendered(publicUrl('render/photo.jpg', { width: 200 }), {
      headers: { accept: 'image/jpeg,image/png' },
    });
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.info).toMatchObject({ format: 'jpeg', width: 200, height: 113 });

    const origin = await fetchRendered(publicUrl('render/photo.jpg', { width: 200, format: 'origin' }), {
      headers: { accept: CHROME_ACCEPT },
    });
    expect(origin.info?.format).toBe('jpeg');

    // imgproxy's preferred formats are JPEG, PNG and GIF: a WebP source falls back to JPEG.
    const fromWebp = await fetchRendered(publicUrl('render/photo.webp', { width: 200 }));
    expect(fromWebp.info?.format).toBe('jpeg');

    const transparent = await fetchRendered(publicUrl('render/logo.png', { width: 100 }));
    expect(transparent.info).toMatchObject({ format: 'png', width: 100, height: 100, hasAlpha: true });

    // Chromium accepts AVIF too, yet hosted detects WebP only.
    const avif = await fetchRendered(`${publicUrl('render/photo.jpg', { width: 200 })}&format=avif`, {
      headers: { accept: CHROME_ACCEPT },
    });
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.info).toMatchObject({ format: 'heif', compression: 'av1', width: 200 });
  });

  it('contains, stretches, never enlarges, and clamps a huge width to 2500', async () => {
    const contain = await fetchRendered(
      publicUrl('render/photo.jpg', { width: 300, height: 300, resize: 'contain' }),
    );
    expect(contain.info).toMatchObject({ width: 300, height: 169 });
    const fill = await fetchRendered(
      publicUrl('render/photo.jpg', { width: 300, height: 300, resize: 'fill' }),
    );
    expect(fill.info).toMatchObject({ width: 300, height: 300 });
    const heightOnly = await fetchRendered(publicUrl('render/photo.jpg', { height: 135 }));
    expect(heightOnly.info).toMatchObject({ width: 240, height: 135 });

    const bigger = await fetchRendered(publicUrl('render/photo.jpg', { width: 1600, height: 900 }));
    expect(bigger.info).toMatchObject({ width: 1200, height: 675 });
    const huge = await fetchRendered(publicUrl('render/photo.jpg', { width: 99_999 }));
    expect(huge.response.headers.get('x-transformations')).toBe('width:2500,resizing_type:fill');
    expect(huge.info).toMatchObject({ width: 1200, height: 675 });
  });

  it('encodes with the quality asked (80 by default)', async () => {
    const size = async (quality?: number) =>
      (
        await fetchRendered(publicUrl('render/photo.jpg', { width: 600, quality }), {
          headers: { accept: CHROME_ACCEPT },
        })
      ).body.byteLength;
    const [low, standard, high] = [await size(20), await size(), await size(95)];
    expect(low).toBeLessThan(standard);
    expect(standard).toBeLessThan(high);
    expect(standard).toBe(await size(80));
  });

  it('keeps an animation animated, each frame resized', async () => {
    const { info } = await fetchRendered(publicUrl('render/animation.gif', { width: 40 }), {
      headers: { accept: CHROME_ACCEPT },
    });
    expect(info).toMatchObject({ format: 'webp', width: 40, pages: 3, pageHeight: 20 });
  });

  it('answers HEAD with the same headers and no body', async () => {
    const url = publicUrl('render/photo.jpg', { width: 320, height: 180 });
    const get = await fetch(url, { headers: { accept: CHROME_ACCEPT } });
    const head = await fetch(url, { method: 'HEAD', headers: { accept: CHROME_ACCEPT } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(await head.text()).toBe('');
  });

  it('asks a client revalidating another version to accept a stale copy for 30 s', async () => {
    const url = publicUrl('render/photo.jpg', { width: 100 });
    const other = await fetch(url, { headers: { 'if-none-match': '"another"' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe('max-age=31536000, stale-while-revalidate=30');
    const same = await fetch(url, { headers: { 'if-none-match': other.headers.get('etag')! } });
    expect(same.status).toBe(200);
    expect(same.headers.get('cache-control')).toBe('max-age=31536000');
  });

  it('serves a download with the name given', async () => {
    const response = await fetch(`${publicUrl('render/photo.jpg', { width: 100 })}&download=capa.jpg`);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=capa.jpg; filename*=UTF-8''capa.jpg",
    );
  });
});

describe('GET /storage/v1/render/image/authenticated (download with transform)', () => {
  it('renders what RLS lets the caller read', async () => {
    const { data, error } = await staff.storage
      .from('case-images')
      .download('render/photo.jpg', { transform: { width: 120, height: 120 } });
    expect(error).toBeNull();
    const info = await sharp(Buffer.from(await data!.arrayBuffer())).metadata();
    expect(info).toMatchObject({ width: 120, height: 120 });

    const hidden = await staff.storage
      .from('private-docs')
      .download('photo.jpg', { transform: { width: 120 } });
    expect(hidden.error).toMatchObject({ statusCode: '404' });
    const asService = await service.storage
      .from('private-docs')
      .download('photo.jpg', { transform: { width: 120 } });
    expect(await sharp(Buffer.from(await asService.data!.arrayBuffer())).metadata()).toMatchObject({
      width: 120,
      height: 68,
    });
  });
});

describe('refusals', () => {
  const render = (query: string, name = 'render/photo.jpg', bucket = 'case-images') =>
    fetch(`${server.url}/storage/v1/render/image/public/${bucket}/${name}${query}`);

  it.each([
    ['?width=abc', 'querystring/width must be integer'],
    ['?width=1.5', 'querystring/width must be integer'],
    ['?width=', 'querystring/width must be integer'],
    ['?width=1&width=2', 'querystring/width must be integer'],
    ['?height=-1', 'querystring/height must be >= 0'],
    ['?width=Infinity', 'querystring/width must pass "finite" keyword validation'],
    ['?quality=10', 'querystring/quality must be >= 20'],
    ['?quality=101', 'querystring/quality must be <= 100'],
    ['?resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
    ['?format=png', 'querystring/format must be equal to one of the allowed values'],
    ['?height=x&width=y', 'querystring/height must be integer'],
  ])('%s: 400 with Fastify’s validation message', async (query, message) => {
    const response = await render(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message,
    });
  });

  it('names what local-supabase does not reproduce (gravity and offsets)', async () => {
    const response = await render('?width=100&gravity=sm');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'local-supabase does not implement the gravity transformation parameter(s)',
    );
  });

  it('answers a missing object, a private bucket and a file that is no image as storage-api does', async () => {
    const missing = await render('?width=10', 'render/nothing.jpg');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
      message: 'Object not found',
    });

    const privateBucket = await render('?width=10', 'photo.jpg', 'private-docs');
    expect(await privateBucket.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });

    const broken = await render('?width=10', 'render/not-an-image.png');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'The source image is invalid or unsupported for rendering',
    });
  });

  it('refuses a signed render whose token is not a JWT, as storage-api', async () => {
    const response = await fetch(
      `${server.url}/storage/v1/render/image/sign/case-images/render/photo.jpg?token=x`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'Invalid Compact JWS',
    });
  });

  it('answers as a hosted project without transformations when config.toml turns them off', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-off-'));
    fs.cpSync(FIXTURE, dir, { recursive: true });
    const toml = path.join(dir, 'supabase', 'config.toml');
    fs.writeFileSync(
      toml,
      fs.readFileSync(toml, 'utf8').replace(/(\[storage\.image_transformation\]\nenabled = )true/, '$1false'),
    );
    const off = await startLocalSupabase({ projectRoot: dir, dataDir: null, port: 0, logRequests: false });
    try {
      const url = client(off.url)
        .storage.from('case-images')
        .getPublicUrl('seed/red-dot.png', { transform: { width: 10 } }).data.publicUrl;
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'FeatureNotEnabled',
        statusCode: '403',
        message: 'feature not enabled for this tenant',
        code: 'FeatureNotEnabled',
      });
      const plain = await fetch(
        client(off.url).storage.from('case-images').getPublicUrl('seed/red-dot.png').data.publicUrl,
      );
      expect(plain.status).toBe(200);
    } finally {
      await off.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sizing as imgproxy sizes (its own test table: a 200×100 source)', () => {
  const cases: [string, number, number, [number, number]][] = [
    ['contain', 50, 50, [50, 25]],
    ['contain', 50, 20, [40, 20]],
    ['contain', 300, 300, [200, 100]],
    ['contain', 300, 50, [100, 50]],
    ['contain', 0, 50, [100, 50]],
    ['contain', 300, 0, [200, 100]],
    ['cover', 50, 50, [50, 50]],
    ['cover', 20, 50, [20, 50]],
    ['cover', 300, 300, [200, 100]],
    ['cover', 300, 50, [200, 50]],
    ['cover', 100, 300, [100, 100]],
    ['cover', 50, 0, [50, 25]],
    ['cover', 0, 200, [200, 100]],
  ];
  it.each(cases)('%s %i×%i → %j', (resize, width, height, [outWidth, outHeight]) => {
    const geometry = resizeGeometry(200, 100, {
      width,
      height,
      resize: resize as 'cover' | 'contain',
    });
    expect([geometry.width, geometry.height]).toEqual([outWidth, outHeight]);
  });

  it('crops cover around the centre and stretches fill only down to the source', () => {
    expect(resizeGeometry(200, 100, { width: 50, height: 50 })).toEqual({
      scaledWidth: 100,
      scaledHeight: 50,
      width: 50,
      height: 50,
      left: 26,
      top: 0,
    });
    expect(resizeGeometry(200, 100, { width: 400, height: 50, resize: 'fill' })).toMatchObject({
      width: 200,
      height: 25,
    });
  });
});

describe('helpers', () => {
  it('drops unknown parameters and keeps download', () => {
    expect(parseRenderQuery(new URLSearchParams('width=10&token=x&download='))).toEqual({
      transform: { width: 10 },
      download: '',
    });
  });

  it('picks GIF for an animation and PNG for transparency when neither WebP nor the source format fits', () => {
    const source = { format: 'heif', animated: false, hasAlpha: false };
    expect(outputFormat({}, undefined, source)).toBe('jpeg');
    expect(outputFormat({}, undefined, { ...source, hasAlpha: true })).toBe('png');
    expect(outputFormat({}, undefined, { ...source, format: 'webp', animated: true })).toBe('gif');
    expect(outputFormat({ format: 'origin' }, CHROME_ACCEPT, { ...source, format: 'png' })).toBe('png');
  });
});
