import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_USER_ID, USER_ID, startStorageTestApi, type StorageTestApi } from './test-support.ts';

let api: StorageTestApi;

const fileOf = (bucket: string, name: string) => path.join(api.server.services.storageDir, bucket, name);
const upload = async (name: string, body: string, metadata?: Record<string, unknown>) => {
  const { error } = await api.user.storage
    .from('user-files')
    .upload(name, new Blob([body], { type: 'text/plain' }), { cacheControl: '60', metadata });
  if (error) throw error;
};

beforeAll(async () => {
  api = await startStorageTestApi();
  const { error } = await api.service.storage.createBucket('user-files');
  if (error) throw error;
}, 60_000);

afterAll(async () => {
  await api?.server.close();
});

describe('move', () => {
  it('moves within the caller’s folder: row renamed, file moved', async () => {
    await upload(`${USER_ID}/draft.txt`, 'draft');
    const { data, error } = await api.user.storage
      .from('user-files')
      .move(`${USER_ID}/draft.txt`, `${USER_ID}/final/report.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect(fs.existsSync(fileOf('user-files', `${USER_ID}/draft.txt`))).toBe(false);
    expect(fs.readFileSync(fileOf('user-files', `${USER_ID}/final/report.txt`), 'utf8')).toBe('draft');
    const { data: blob } = await api.user.storage.from('user-files').download(`${USER_ID}/final/report.txt`);
    expect(await blob!.text()).toBe('draft');
  });

  it('refuses a move into a folder the caller may not write (RLS), leaving everything in place', async () => {
    await upload(`${USER_ID}/keep.txt`, 'keep');
    const { error } = await api.user.storage
      .from('user-files')
      .move(`${USER_ID}/keep.txt`, `${OTHER_USER_ID}/stolen.txt`);
    expect(error).toMatchObject({ message: 'new row violates row-level security policy', statusCode: '403' });
    expect(fs.existsSync(fileOf('user-files', `${OTHER_USER_ID}/stolen.txt`))).toBe(false);
    const { rows } = await api.server.services.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'user-files' and name like '%keep.txt' or name like '%stolen.txt'`,
    );
    expect(rows.map((row) => row.name)).toEqual([`${USER_ID}/keep.txt`]);
  });

  it('refuses moving what the caller cannot see, onto an existing name, or to a missing bucket', async () => {
    const hidden = await api.other.storage
      .from('user-files')
      .move(`${USER_ID}/keep.txt`, `${OTHER_USER_ID}/x.txt`);
    expect(hidden.error).toMatchObject({ message: 'Object not found', statusCode: '404' });

    await upload(`${USER_ID}/taken.txt`, 'taken');
    const raw = await api.call('/object/move', {
      method: 'POST',
      bearer: await api.tokenOf(USER_ID),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        bucketId: 'user-files',
        sourceKey: `${USER_ID}/keep.txt`,
        destinationKey: `${USER_ID}/taken.txt`,
      }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });

    const nowhere = await api.service.storage
      .from('user-files')
      .move(`${USER_ID}/keep.txt`, 'x.txt', { destinationBucket: 'nope' });
    expect(nowhere.error).toMatchObject({
      message: 'The related resource does not exist',
      statusCode: '404',
    });

    const missingField = await api.call('/object/move', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bucketId: 'user-files', sourceKey: 'a' }),
    });
    expect(await missingField.json()).toMatchObject({
      message: "body must have required property 'destinationKey'",
    });
  });
});

describe('copy', () => {
  it('copies with the source’s metadata by default, answering storage-api’s fields', async () => {
    await upload(`${USER_ID}/source.txt`, 'source', { label: 'original' });
    const { data, error } = await api.user.storage
      .from('user-files')
      .copy(`${USER_ID}/source.txt`, `${USER_ID}/copy.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `user-files/${USER_ID}/copy.txt` });
    expect(fs.readFileSync(fileOf('user-files', `${USER_ID}/copy.txt`), 'utf8')).toBe('source');

    const { data: info } = await api.user.storage.from('user-files').info(`${USER_ID}/copy.txt`);
    expect(info).toMatchObject({
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
      metadata: { label: 'original' },
    });
  });

  it('takes new metadata with copyMetadata false (raw HTTP), and answers the new row', async () => {
    const response = await api.call('/object/copy', {
      method: 'POST',
      bearer: await api.tokenOf(USER_ID),
      headers: {
        'content-type': 'application/json',
        'x-metadata': Buffer.from(JSON.stringify({ label: 'copy' })).toString('base64'),
      },
      body: JSON.stringify({
        bucketId: 'user-files',
        sourceKey: `${USER_ID}/source.txt`,
        destinationKey: `${USER_ID}/copy2.txt`,
        copyMetadata: false,
        metadata: { cacheControl: 'no-store', mimetype: 'text/markdown' },
      }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      Key: `user-files/${USER_ID}/copy2.txt`,
      bucket_id: 'user-files',
      name: `${USER_ID}/copy2.txt`,
      owner: USER_ID,
      owner_id: USER_ID,
      user_metadata: { label: 'copy' },
      metadata: { cacheControl: 'no-store', mimetype: 'text/markdown' },
    });
    expect(body.Id).toBe(body.id);
  });

  it('refuses a copy the caller may not write, or of what it cannot see', async () => {
    const denied = await api.user.storage
      .from('user-files')
      .copy(`${USER_ID}/source.txt`, `${OTHER_USER_ID}/copy.txt`);
    expect(denied.error).toMatchObject({
      message: 'new row violates row-level security policy',
      statusCode: '403',
    });
    expect(fs.existsSync(fileOf('user-files', `${OTHER_USER_ID}/copy.txt`))).toBe(false);
    const hidden = await api.other.storage
      .from('user-files')
      .copy(`${USER_ID}/source.txt`, `${OTHER_USER_ID}/copy.txt`);
    expect(hidden.error).toMatchObject({ message: 'Object not found', statusCode: '404' });
    const duplicate = await api.user.storage
      .from('user-files')
      .copy(`${USER_ID}/source.txt`, `${USER_ID}/copy.txt`);
    expect(duplicate.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });
  });
});

describe('object names (storage-api mustBeValidKey)', () => {
  const invalid = (name: string) => ({
    name: 'StorageApiError',
    message: `Invalid key: ${name}`,
    status: 400,
    statusCode: '400',
  });

  it('refuses a key outside S3-safe characters on upload, move and copy destinations, reads and signing', async () => {
    const bad = `${USER_ID}/café.txt`;
    const from = () => api.user.storage.from('user-files');
    expect((await from().upload(bad, new Blob(['x'], { type: 'text/plain' }))).error).toMatchObject(
      invalid(bad),
    );
    expect(fs.existsSync(fileOf('user-files', bad))).toBe(false);

    await upload(`${USER_ID}/ok.txt`, 'ok');
    expect((await from().move(`${USER_ID}/ok.txt`, bad)).error).toMatchObject(invalid(bad));
    expect((await from().copy(`${USER_ID}/ok.txt`, bad)).error).toMatchObject(invalid(bad));
    // The characters storage-api allows besides letters and digits pass.
    const allowed = `${USER_ID}/a_b!.*'() &$=@;:+,?-.txt`;
    expect((await from().copy(`${USER_ID}/ok.txt`, allowed)).error).toBeNull();

    expect((await from().download(bad)).error).toMatchObject({ status: 400 });
    const info = await api.call(`/object/info/user-files/${encodeURIComponent(bad)}`);
    expect(info.status).toBe(400);
    expect(await info.json()).toEqual({
      statusCode: '400',
      code: 'InvalidKey',
      error: 'InvalidKey',
      message: `Invalid key: ${bad}`,
    });
    expect((await from().createSignedUrl(bad, 60)).error).toMatchObject(invalid(bad));
  });

  it('signs an upload URL for any name, as storage-api, and refuses the upload to it', async () => {
    const bad = `${USER_ID}/ñ.txt`;
    const { data, error } = await api.user.storage.from('user-files').createSignedUploadUrl(bad);
    expect(error).toBeNull();
    const uploaded = await api.anon.storage
      .from('user-files')
      .uploadToSignedUrl(bad, data!.token, new Blob(['x'], { type: 'text/plain' }));
    expect(uploaded.error).toMatchObject(invalid(bad));
  });
});
