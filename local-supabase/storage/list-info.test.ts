import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID, startStorageTestApi, type StorageTestApi } from './test-support.ts';

let api: StorageTestApi;
const NAMES = ['a.txt', 'b/1.txt', 'b/2.txt', 'c.txt', 'd/x/y.txt', 'e.txt'];

beforeAll(async () => {
  api = await startStorageTestApi();
  await api.service.storage.createBucket('user-files');
  for (const name of NAMES) {
    const { error } = await api.user.storage
      .from('user-files')
      .upload(`${USER_ID}/${name}`, new Blob([name], { type: 'text/plain' }));
    if (error) throw error;
  }
}, 60_000);

afterAll(async () => {
  await api?.server.close();
});

describe('list v2', () => {
  it('lists folders and objects under a prefix with the delimiter, paging with the cursor', async () => {
    const from = api.user.storage.from('user-files');
    const first = await from.listV2({ prefix: `${USER_ID}/`, with_delimiter: true, limit: 3 });
    expect(first.error).toBeNull();
    expect(first.data!.hasNext).toBe(true);
    expect(first.data!.folders.map((folder) => folder.name)).toEqual([`${USER_ID}/b/`]);
    expect(first.data!.objects.map((object) => object.name)).toEqual([
      `${USER_ID}/a.txt`,
      `${USER_ID}/c.txt`,
    ]);
    expect(first.data!.folders[0]).toEqual({
      key: 'b',
      name: `${USER_ID}/b/`,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(first.data!.objects[0]).toMatchObject({ key: 'a.txt', metadata: { mimetype: 'text/plain' } });
    // storage-api also answers the last key; storage-js's type does not name it.
    expect((first.data as unknown as { nextCursorKey: string }).nextCursorKey).toBe(`${USER_ID}/c.txt`);

    const second = await from.listV2({
      prefix: `${USER_ID}/`,
      with_delimiter: true,
      limit: 3,
      cursor: first.data!.nextCursor,
    });
    expect(second.data!.hasNext).toBe(false);
    expect(second.data!.nextCursor).toBeUndefined();
    expect([...second.data!.folders, ...second.data!.objects].map((item) => item.name)).toEqual([
      `${USER_ID}/d/`,
      `${USER_ID}/e.txt`,
    ]);
  });

  it('lists every object without the delimiter, sorted as asked', async () => {
    const { data } = await api.user.storage.from('user-files').listV2({
      prefix: `${USER_ID}/`,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(data!.folders).toEqual([]);
    expect(data!.objects.map((object) => object.name)).toEqual(
      NAMES.map((name) => `${USER_ID}/${name}`).reverse(),
    );
    const paged = await api.user.storage
      .from('user-files')
      .listV2({ limit: 4, sortBy: { column: 'created_at' } });
    const rest = await api.user.storage
      .from('user-files')
      .listV2({ limit: 4, cursor: paged.data!.nextCursor });
    expect([...paged.data!.objects, ...rest.data!.objects].map((object) => object.name)).toEqual(
      NAMES.map((name) => `${USER_ID}/${name}`),
    );
  });

  it('lists only what RLS shows, and refuses bad bodies and cursors', async () => {
    const { data } = await api.other.storage.from('user-files').listV2({ with_delimiter: true });
    expect(data).toEqual({ hasNext: false, folders: [], objects: [] });
    const bad = await api.call('/object/list-v2/user-files', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sortBy: { column: 'size' } }),
    });
    expect(await bad.json()).toMatchObject({
      code: 'InvalidRequest',
      message: 'body/sortBy/column must be equal to one of the allowed values',
    });
    const cursor = await api.call('/object/list-v2/user-files', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cursor: Buffer.from('nonsense').toString('base64') }),
    });
    expect(await cursor.json()).toMatchObject({
      code: 'InvalidParameter',
      message: 'Invalid Parameter continuation token',
    });
  });
});

describe('info and exists', () => {
  it("answers info in storage-api's shape (metadata {} when none was sent)", async () => {
    const { data, error } = await api.user.storage.from('user-files').info(`${USER_ID}/a.txt`);
    expect(error).toBeNull();
    expect(Object.keys(data!)).toEqual([
      'id',
      'name',
      'version',
      'bucketId',
      'size',
      'contentType',
      'cacheControl',
      'etag',
      'metadata',
      'lastModified',
      'createdAt',
    ]);
    expect(data).toMatchObject({
      name: `${USER_ID}/a.txt`,
      bucketId: 'user-files',
      size: 5,
      contentType: 'text/plain',
      cacheControl: 'max-age=3600',
      metadata: {},
    });
    const hidden = await api.other.storage.from('user-files').info(`${USER_ID}/a.txt`);
    expect(hidden.error).toMatchObject({ message: 'Object not found' });
  });

  it('answers exists through HEAD: RLS for a private bucket, past it for a public one', async () => {
    expect((await api.user.storage.from('user-files').exists(`${USER_ID}/a.txt`)).data).toBe(true);
    expect((await api.other.storage.from('user-files').exists(`${USER_ID}/a.txt`)).data).toBe(false);
    expect((await api.user.storage.from('user-files').exists(`${USER_ID}/nope.txt`)).data).toBe(false);
    expect((await api.user.storage.from('case-images').exists('seed/red-dot.png')).data).toBe(true);
    const head = await api.call(`/object/user-files/${USER_ID}/a.txt`, {
      method: 'HEAD',
      bearer: await api.tokenOf(USER_ID),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('5');
  });
});

describe('what local-supabase refuses by name', () => {
  it('TUS resumable uploads, the S3 protocol, analytics and vector buckets', async () => {
    for (const [pathname, method, words] of [
      ['/upload/resumable', 'POST', 'TUS resumable uploads'],
      ['/upload/resumable/abc', 'PATCH', 'TUS resumable uploads'],
      ['/s3/user-files/a.txt', 'GET', 'the S3 protocol'],
      ['/iceberg/bucket', 'GET', 'analytics and vector buckets'],
      ['/vector/CreateVectorBucket', 'POST', 'analytics and vector buckets'],
    ]) {
      const response = await api.call(pathname, { method });
      expect(response.status, pathname).toBe(404);
      expect((await response.json()).message, pathname).toContain(`local-supabase does not implement`);
      expect(words).toBeTruthy();
    }
    const unknown = await api.call('/nowhere', { method: 'GET' });
    expect(await unknown.json()).toEqual({
      statusCode: '404',
      error: 'Not Found',
      message: 'Route GET:/nowhere not found',
      code: 'InvalidRequest',
    });
  });
});
