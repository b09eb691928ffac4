import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { signJwt } from '../http/jwt.ts';
import { mimeTypeAllowed, validateObjectName } from './objects.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'project');
const SEED_PNG = fs.readFileSync(path.join(FIXTURE, 'supabase/seed-storage/case-images/seed/red-dot.png'));
const TEN_MIB = 10 * 1024 * 1024;

let server: LocalSupabase;
let staff: SupabaseClient;
let nonStaff: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;

function client(authorization?: string, key = DEMO_ANON_KEY): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: authorization ? { headers: { Authorization: `Bearer ${authorization}` } } : {},
  });
}

async function userToken(staffFlag: boolean): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: staffFlag ? '11111111-1111-4111-8111-111111111111' : '22222222-2222-4222-8222-222222222222',
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      app_metadata: staffFlag ? { staff: true } : {},
    },
    DEMO_JWT_SECRET,
  );
}

function png(seed: number, size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(SEED_PNG.subarray(0, Math.min(size, SEED_PNG.length)));
  bytes[size - 1] = seed;
  return bytes;
}

beforeAll(async () => {
  server = await startLocalSupabase({ projectRoot: FIXTURE, dataDir: null, port: 0, logRequests: false });
  staff = client(await userToken(true));
  nonStaff = client(await userToken(false));
  anon = client();
  service = client(DEMO_SERVICE_ROLE_KEY, DEMO_SERVICE_ROLE_KEY);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('seeded buckets and objects', () => {
  it('creates the config.toml buckets and serves the seeded object by its public URL', async () => {
    const { rows } = await server.services.db.query<{ id: string; public: boolean; file_size_limit: string }>(
      'select id, public, file_size_limit from storage.buckets order by id',
    );
    expect(rows.map((row) => row.id)).toEqual(['case-images', 'news-images', 'private-docs']);
    expect(Number(rows[0].file_size_limit)).toBe(TEN_MIB);

    const { data } = anon.storage.from('case-images').getPublicUrl('seed/red-dot.png');
    expect(data.publicUrl).toBe(`${server.url}/storage/v1/object/public/case-images/seed/red-dot.png`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(SEED_PNG)).toBe(true);

    const { rows: objects } = await server.services.db.query<{ metadata: Record<string, unknown> }>(
      `select metadata from storage.objects where bucket_id = 'case-images' and name = 'seed/red-dot.png'`,
    );
    expect(objects[0].metadata).toMatchObject({
      size: SEED_PNG.length,
      mimetype: 'image/png',
      httpStatusCode: 200,
    });
  });

  it('lists buckets and objects through RLS', async () => {
    const { data: buckets, error } = await anon.storage.listBuckets();
    expect(error).toBeNull();
    expect(buckets!.map((bucket) => bucket.id).sort()).toEqual(['case-images', 'news-images']);
    const { data: all } = await service.storage.listBuckets();
    expect(all).toHaveLength(3);
    const { data: bucket } = await anon.storage.getBucket('case-images');
    expect(bucket).toMatchObject({
      id: 'case-images',
      public: true,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    });

    const { data: root } = await anon.storage.from('case-images').list();
    expect(root!.map((item) => item.name)).toContain('seed');
    const { data: inSeed } = await anon.storage.from('case-images').list('seed');
    expect(inSeed!.map((item) => item.name)).toEqual(['red-dot.png']);
  });
});

describe('uploads', () => {
  it('uploads a Blob (multipart) and serves the same bytes and content type by public URL', async () => {
    const bytes = png(1);
    const { data, error } = await staff.storage
      .from('case-images')
      .upload('cases/blob.png', new Blob([bytes], { type: 'image/png' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'cases/blob.png', fullPath: 'case-images/cases/blob.png' });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const { rows } = await server.services.db.query<{ owner: string; owner_id: string }>(
      `select owner, owner_id from storage.objects where bucket_id = 'case-images' and name = 'cases/blob.png'`,
    );
    expect(rows[0]).toEqual({
      owner: '11111111-1111-4111-8111-111111111111',
      owner_id: '11111111-1111-4111-8111-111111111111',
    });

    const response = await fetch(
      staff.storage.from('case-images').getPublicUrl('cases/blob.png').data.publicUrl,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('uploads a raw body with its content type, and downloads it through RLS', async () => {
    const bytes = png(2, 100);
    const { error } = await staff.storage
      .from('news-images')
      .upload('raw photo.webp', bytes, { contentType: 'image/webp' });
    expect(error).toBeNull();
    expect(fs.readFileSync(path.join(server.services.storageDir, 'news-images', 'raw photo.webp'))).toEqual(
      Buffer.from(bytes),
    );

    const { data: blob, error: downloadError } = await anon.storage
      .from('news-images')
      .download('raw photo.webp');
    expect(downloadError).toBeNull();
    expect(blob!.type).toBe('image/webp');
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a duplicate without upsert, replaces with upsert and with update()', async () => {
    const from = staff.storage.from('case-images');
    expect((await from.upload('cases/dup.png', new Blob([png(3)], { type: 'image/png' }))).error).toBeNull();

    const duplicate = await from.upload('cases/dup.png', new Blob([png(4)], { type: 'image/png' }));
    expect(duplicate.error).toMatchObject({
      message: 'The resource already exists',
      status: 400,
      statusCode: '409',
    });

    const replaced = await from.upload('cases/dup.png', new Blob([png(5)], { type: 'image/png' }), {
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    let served = await fetch(from.getPublicUrl('cases/dup.png').data.publicUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(5));

    const updated = await from.update('cases/dup.png', new Blob([png(6)], { type: 'image/png' }));
    expect(updated.error).toBeNull();
    served = await fetch(from.getPublicUrl('cases/dup.png').data.publicUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(6));

    const { rows } = await server.services.db.query(
      `select 1 from storage.objects where bucket_id = 'case-images' and name = 'cases/dup.png'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('enforces the bucket size limit before writing anything', async () => {
    const from = staff.storage.from('case-images');
    const atLimit = await from.upload(
      'cases/exactly-10mib.png',
      new Blob([new Uint8Array(TEN_MIB)], { type: 'image/png' }),
    );
    expect(atLimit.error).toBeNull();

    const tooBig = await from.upload(
      'cases/too-big.png',
      new Blob([new Uint8Array(TEN_MIB + 1)], { type: 'image/png' }),
    );
    expect(tooBig.error).toMatchObject({
      message: 'The object exceeded the maximum allowed size',
      statusCode: '413',
    });
    const tooBigRaw = await from.upload('cases/too-big-raw.png', new Uint8Array(TEN_MIB + 1), {
      contentType: 'image/png',
    });
    expect(tooBigRaw.error).toMatchObject({ statusCode: '413' });

    const { rows } = await server.services.db.query(
      `select 1 from storage.objects where name like 'cases/too-big%'`,
    );
    expect(rows).toHaveLength(0);
    expect(fs.existsSync(path.join(server.services.storageDir, 'case-images', 'cases', 'too-big.png'))).toBe(
      false,
    );
  });

  it('refuses MIME types the bucket does not allow (text/plain, image/svg+xml)', async () => {
    const from = staff.storage.from('case-images');
    const text = await from.upload('cases/note.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ message: 'mime type text/plain is not supported', statusCode: '415' });

    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const svgBlob = await from.upload('cases/evil.svg', new Blob([svg], { type: 'image/svg+xml' }));
    expect(svgBlob.error).toMatchObject({
      message: 'mime type image/svg+xml is not supported',
      statusCode: '415',
    });
    const svgRaw = await from.upload('cases/evil-raw.svg', svg, { contentType: 'image/svg+xml' });
    expect(svgRaw.error).toMatchObject({ statusCode: '415' });
    // storage-js' default content type for a raw string body
    const rawDefault = await from.upload('cases/default.png', 'not an image');
    expect(rawDefault.error).toMatchObject({
      message: 'mime type text/plain;charset=UTF-8 is not supported',
    });
  });

  it('lets RLS refuse uploads from anon and from a signed-in user who is not staff', async () => {
    const body = () => new Blob([png(7)], { type: 'image/png' });
    const asAnon = await anon.storage.from('case-images').upload('cases/anon.png', body());
    expect(asAnon.error).toMatchObject({
      message: 'new row violates row-level security policy',
      status: 400,
      statusCode: '403',
    });
    const asUser = await nonStaff.storage.from('case-images').upload('cases/user.png', body());
    expect(asUser.error).toMatchObject({ statusCode: '403' });
    // RLS also guards replacing an existing object through upsert
    const overwrite = await nonStaff.storage
      .from('case-images')
      .upload('seed/red-dot.png', body(), { upsert: true });
    expect(overwrite.error).toMatchObject({ statusCode: '403' });

    expect(fs.existsSync(path.join(server.services.storageDir, 'case-images', 'cases', 'anon.png'))).toBe(
      false,
    );
    const served = await fetch(
      anon.storage.from('case-images').getPublicUrl('seed/red-dot.png').data.publicUrl,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(SEED_PNG)).toBe(true);
  });

  it('refuses unsafe object names and unknown buckets', async () => {
    for (const name of ['../escape.png', 'a/../../b.png', 'bad\u0001.png']) {
      const { error } = await staff.storage
        .from('case-images')
        .upload(name, new Blob([png(8)], { type: 'image/png' }));
      expect(error, name).toMatchObject({ statusCode: '400' });
    }
    // Encoded so that no URL normalisation happens on the way: the server must refuse it itself.
    const encoded = await fetch(`${server.url}/storage/v1/object/case-images/..%2F..%2Fescape.png`, {
      method: 'POST',
      headers: {
        apikey: DEMO_SERVICE_ROLE_KEY,
        authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
        'content-type': 'image/png',
      },
      body: png(8),
    });
    expect(encoded.status).toBe(400);
    expect(await encoded.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    expect(fs.readdirSync(server.services.storageDir)).not.toContain('escape.png');
    const missing = await staff.storage
      .from('nope')
      .upload('x.png', new Blob([png(9)], { type: 'image/png' }));
    expect(missing.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('refuses an invalid JWT like storage-api and a missing apikey like the gateway', async () => {
    const forged = client('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.AAAA');
    const { error } = await forged.storage
      .from('case-images')
      .upload('cases/forged.png', new Blob([png(10)], { type: 'image/png' }));
    expect(error).toMatchObject({ status: 400, statusCode: '403' });

    const noKey = await fetch(`${server.url}/storage/v1/object/case-images/cases/nokey.png`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: png(11),
    });
    expect(noKey.status).toBe(401);
  });
});

describe('deletes and reads', () => {
  it('removes objects (files gone, public URL then 400 with NoSuchKey)', async () => {
    const from = staff.storage.from('news-images');
    await from.upload('gone/a.png', new Blob([png(12)], { type: 'image/png' }));
    await from.upload('gone/b.png', new Blob([png(13)], { type: 'image/png' }));

    const refused = await anon.storage.from('news-images').remove(['gone/a.png']);
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);

    const { data, error } = await from.remove(['gone/a.png', 'gone/b.png', 'gone/never.png']);
    expect(error).toBeNull();
    expect(data!.map((object) => object.name).sort()).toEqual(['gone/a.png', 'gone/b.png']);
    expect(fs.existsSync(path.join(server.services.storageDir, 'news-images', 'gone'))).toBe(false);

    const response = await fetch(from.getPublicUrl('gone/a.png').data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });

    const download = await anon.storage.from('news-images').download('gone/a.png');
    expect(download.error).not.toBeNull();
  });

  it('deletes a single object by path', async () => {
    const from = staff.storage.from('news-images');
    await from.upload('single.png', new Blob([png(14)], { type: 'image/png' }));
    const token = await userToken(true);
    const response = await fetch(`${server.url}/storage/v1/object/news-images/single.png`, {
      method: 'DELETE',
      headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Successfully deleted' });
    const again = await fetch(`${server.url}/storage/v1/object/news-images/single.png`, {
      method: 'DELETE',
      headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(400);
  });

  it('serves public URLs only for public buckets', async () => {
    const { error } = await service.storage
      .from('private-docs')
      .upload('secret.pdf', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(error).toBeNull();
    const response = await fetch(`${server.url}/storage/v1/object/public/private-docs/secret.pdf`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });

    const asAnon = await anon.storage.from('private-docs').download('secret.pdf');
    expect(asAnon.error).not.toBeNull();
    const asService = await service.storage.from('private-docs').download('secret.pdf');
    expect(await asService.data!.text()).toBe('%PDF-1.4');
  });

  it('answers HEAD and If-None-Match on public objects', async () => {
    const url = anon.storage.from('case-images').getPublicUrl('seed/red-dot.png').data.publicUrl;
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SEED_PNG.length));
    const conditional = await fetch(url, { headers: { 'if-none-match': head.headers.get('etag')! } });
    expect(conditional.status).toBe(304);
    const exists = await anon.storage.from('case-images').exists('seed/red-dot.png');
    expect(exists.data).toBe(true);
  });
});

describe('helpers', () => {
  it('matches MIME types exactly or by wildcard', () => {
    expect(mimeTypeAllowed('image/png', ['image/png'])).toBe(true);
    expect(mimeTypeAllowed('image/svg+xml', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('image/svg+xml', ['image/png', 'image/jpeg'])).toBe(false);
    expect(mimeTypeAllowed('IMAGE/PNG; charset=x', ['image/png'])).toBe(true);
    expect(mimeTypeAllowed('text/plain', null)).toBe(true);
  });

  it('validates object names', () => {
    expect(validateObjectName('a/b c/d.png')).toBe('a/b c/d.png');
    for (const name of ['', '/abs.png', '..', 'a/./b', 'a\\b', 'x\u007f', 'trailing/']) {
      expect(() => validateObjectName(name), JSON.stringify(name)).toThrow();
    }
  });
});

describe('hardening', () => {
  it('refuses a cacheControl that cannot be a header value, and stores nothing', async () => {
    const token = await userToken(true);
    for (const cacheControl of ['3600\r\nSet-Cookie: a=b', 'max-age=1\n', 'no\u0000cache']) {
      const form = new FormData();
      form.append('cacheControl', cacheControl);
      form.append('', new Blob([png(20)], { type: 'image/png' }), 'x.png');
      const res = await fetch(`${server.url}/storage/v1/object/case-images/cases/crlf.png`, {
        method: 'POST',
        headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: '400',
        code: 'InvalidParameter',
        error: 'InvalidParameter',
        message: 'Invalid Parameter cacheControl',
      });
    }
    const { rows } = await server.services.db.query(
      `select 1 from storage.objects where bucket_id = 'case-images' and name = 'cases/crlf.png'`,
    );
    expect(rows).toEqual([]);
  });

  it('still serves an object whose stored metadata cannot be sent as headers', async () => {
    const from = staff.storage.from('case-images');
    expect(
      (await from.upload('cases/bad-meta.png', new Blob([png(21)], { type: 'image/png' }))).error,
    ).toBeNull();
    await server.services.db.query(
      `update storage.objects set metadata = metadata || jsonb_build_object('cacheControl', e'a\\r\\nb', 'mimetype', e'image/png\\n', 'eTag', 7)
       where bucket_id = 'case-images' and name = 'cases/bad-meta.png'`,
    );
    const res = await fetch(from.getPublicUrl('cases/bad-meta.png').data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('etag')).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png(21));
  });

  it("answers Fastify's JSON errors as storage-api renders them for bad list and remove bodies", async () => {
    const token = await userToken(true);
    const call = (pathname: string, method: string, body: string) =>
      fetch(`${server.url}/storage/v1/object/${pathname}`, {
        method,
        headers: {
          apikey: DEMO_ANON_KEY,
          Authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body,
      });
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    for (const [pathname, method] of [
      ['list/case-images', 'POST'],
      ['case-images', 'DELETE'],
    ]) {
      for (const body of ['{"prefix":', deep]) {
        const res = await call(pathname, method, body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          statusCode: '400',
          code: 'InvalidRequest',
          error: 'FastifyError',
          message: "Body is not valid JSON but content-type is set to 'application/json'",
        });
      }
    }
  });
});
