import fs from 'node:fs';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JWT_SECRET } from '../config.ts';
import { signToken } from './signed-urls.ts';
import { FIXTURE, USER_ID, startStorageTestApi, type StorageTestApi } from './test-support.ts';

let api: StorageTestApi;
const PNG = fs.readFileSync(path.join(FIXTURE, 'supabase/seed-storage/case-images/seed/red-dot.png'));

beforeAll(async () => {
  api = await startStorageTestApi();
  const { error } = await api.service.storage
    .from('private-docs')
    .upload('report.pdf', new Blob(['%PDF-1.4 report'], { type: 'application/pdf' }));
  if (error) throw error;
}, 60_000);

afterAll(async () => {
  await api?.server.close();
});

describe('signed download URLs', () => {
  it('signs one object for the caller who may read it, bound to it, expiring when asked', async () => {
    const { data, error } = await api.service.storage.from('private-docs').createSignedUrl('report.pdf', 60);
    expect(error).toBeNull();
    const url = new URL(data!.signedUrl);
    expect(url.pathname).toBe('/storage/v1/object/sign/private-docs/report.pdf');
    const claims = decodeJwt(url.searchParams.get('token')!);
    expect(claims).toMatchObject({ url: 'private-docs/report.pdf', scope: 'download' });
    expect(claims.exp! - claims.iat!).toBe(60);

    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('expires')).toBe(new Date(claims.exp! * 1000).toUTCString());
    expect(await response.text()).toBe('%PDF-1.4 report');

    const download = await api.service.storage
      .from('private-docs')
      .createSignedUrl('report.pdf', 60, { download: 'report 2026.pdf' });
    const attachment = await fetch(download.data!.signedUrl);
    expect(attachment.headers.get('content-disposition')).toBe(
      "attachment; filename=report%202026.pdf; filename*=UTF-8''report%202026.pdf",
    );
  });

  it('refuses to sign what RLS hides, and bad bodies', async () => {
    const hidden = await api.anon.storage.from('private-docs').createSignedUrl('report.pdf', 60);
    expect(hidden.error).toMatchObject({ message: 'Object not found', statusCode: '404' });
    const zero = await api.call('/object/sign/private-docs/report.pdf', {
      method: 'POST',
      body: JSON.stringify({ expiresIn: 0 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await zero.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: 'body/expiresIn must be >= 1',
    });
  });

  it('refuses an expired, a tampered and another object’s token', async () => {
    const now = Math.floor(Date.now() / 1000);
    // What storage-api signed a minute ago with a one-second life.
    const expired = await new (await import('jose')).SignJWT({
      url: 'private-docs/report.pdf',
      scope: 'download',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 61)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(DEMO_JWT_SECRET));
    let response = await fetch(
      `${api.server.url}/storage/v1/object/sign/private-docs/report.pdf?token=${expired}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });

    const { data } = await api.service.storage.from('private-docs').createSignedUrl('report.pdf', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), url: 'private-docs/other.pdf' }),
    ).toString('base64url');
    response = await fetch(
      `${api.server.url}/storage/v1/object/sign/private-docs/other.pdf?token=${header}.${forged}.${signature}`,
    );
    expect(await response.json()).toMatchObject({
      code: 'InvalidJWT',
      message: 'signature verification failed',
    });
    expect(payload).not.toBe(forged);

    response = await fetch(
      `${api.server.url}/storage/v1/object/sign/case-images/seed/red-dot.png?token=${token}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message: 'Invalid signature',
    });

    const upload = await signToken(
      DEMO_JWT_SECRET,
      { url: 'private-docs/report.pdf', scope: 'upload', upsert: true },
      60,
    );
    response = await fetch(
      `${api.server.url}/storage/v1/object/sign/private-docs/report.pdf?token=${upload}`,
    );
    expect(await response.json()).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
  });

  it('signs many paths, with an error for each one that is missing or hidden', async () => {
    const { data, error } = await api.staff.storage
      .from('case-images')
      .createSignedUrls(['seed/red-dot.png', 'seed/missing.png'], 120, { download: true });
    expect(error).toBeNull();
    expect(data![1]).toEqual({
      error: 'Either the object does not exist or you do not have access to it',
      path: 'seed/missing.png',
      signedURL: null,
      signedUrl: null,
    });
    const response = await fetch(data![0].signedUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('signs a transformed render when transformations are on', async () => {
    const { data } = await api.staff.storage
      .from('case-images')
      .createSignedUrl('seed/red-dot.png', 60, { transform: { width: 2, quality: 50 } });
    const url = new URL(data!.signedUrl);
    expect(url.pathname).toBe('/storage/v1/render/image/sign/case-images/seed/red-dot.png');
    expect(decodeJwt(url.searchParams.get('token')!)).toMatchObject({
      transformations: 'width:2,resize:undefined,quality:50',
    });
    const response = await fetch(url, { headers: { accept: 'image/png' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-transformations')).toBe('width:2,resizing_type:fill,quality:50');
  });
});

describe('signed upload URLs', () => {
  it('signs an upload for a caller RLS allows, and uploads once through it', async () => {
    const from = api.user.storage.from('user-files');
    await api.service.storage.createBucket('user-files');
    const { data, error } = await from.createSignedUploadUrl(`${USER_ID}/avatar.png`);
    expect(error).toBeNull();
    expect(decodeJwt(data!.token)).toMatchObject({
      url: `user-files/${USER_ID}/avatar.png`,
      owner: USER_ID,
      upsert: false,
      scope: 'upload',
    });

    const uploaded = await api.anon.storage
      .from('user-files')
      .uploadToSignedUrl(`${USER_ID}/avatar.png`, data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(uploaded).toEqual({
      data: { path: `${USER_ID}/avatar.png`, fullPath: `user-files/${USER_ID}/avatar.png` },
      error: null,
    });
    const { rows } = await api.server.services.db.query<{ owner_id: string }>(
      `select owner_id from storage.objects where bucket_id = 'user-files' and name = $1`,
      [`${USER_ID}/avatar.png`],
    );
    expect(rows).toEqual([{ owner_id: USER_ID }]);

    const twice = await api.anon.storage
      .from('user-files')
      .uploadToSignedUrl(`${USER_ID}/avatar.png`, data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(twice.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });
    const elsewhere = await api.anon.storage
      .from('user-files')
      .uploadToSignedUrl(`${USER_ID}/other.png`, data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(elsewhere.error).toMatchObject({ message: 'Invalid signature', statusCode: '400' });
  });

  it('lets the upload to a signed upload URL through the gateway without a key, not its creation', async () => {
    const name = `${USER_ID}/keyless.png`;
    await api.service.storage.createBucket('user-files'); // already there when the file runs whole
    const { data, error } = await api.user.storage.from('user-files').createSignedUploadUrl(name);
    expect(error).toBeNull();
    const url = `${api.server.url}/storage/v1/object/upload/sign/user-files/${name}`;
    // Creating one (POST) is an authenticated call: the gateway wants the key first.
    const create = await fetch(url, { method: 'POST' });
    expect(create.status).toBe(401);
    expect(await create.json()).toMatchObject({ message: 'No API key found in request' });
    // Uploading to it (PUT) carries the token as its credential.
    const upload = await fetch(`${url}?token=${data!.token}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ Key: `user-files/${name}` });
  });

  it('refuses to sign an upload RLS would refuse', async () => {
    const { error } = await api.user.storage
      .from('user-files')
      .createSignedUploadUrl('someone-else/avatar.png');
    expect(error).toMatchObject({ message: 'new row violates row-level security policy', statusCode: '403' });
    const { rows } = await api.server.services.db.query(
      `select 1 from storage.objects where name = 'someone-else/avatar.png'`,
    );
    expect(rows).toEqual([]);
  });
});
