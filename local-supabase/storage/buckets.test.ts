import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageTestApi, type StorageTestApi } from './test-support.ts';
import { parseFileSize } from './buckets.ts';

let api: StorageTestApi;

beforeAll(async () => {
  api = await startStorageTestApi();
}, 60_000);

afterAll(async () => {
  await api?.server.close();
});

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('bucket API (storage-api /bucket)', () => {
  it('creates a bucket, answers only its name, and getBucket sends storage-api fields only', async () => {
    const created = await api.service.storage.createBucket('reports', {
      public: false,
      fileSizeLimit: '1.5MB',
      allowedMimeTypes: ['application/pdf', ''],
    });
    expect(created).toEqual({ data: { name: 'reports' }, error: null });

    const { data, error } = await api.service.storage.getBucket('reports');
    expect(error).toBeNull();
    expect(Object.keys(data!)).toEqual([
      'id',
      'name',
      'owner',
      'public',
      'file_size_limit',
      'allowed_mime_types',
      'created_at',
      'updated_at',
    ]);
    expect(data).toMatchObject({
      id: 'reports',
      name: 'reports',
      owner: '', // null, serialized as storage-api's response schema does
      public: false,
      file_size_limit: 1_500_000,
      allowed_mime_types: ['application/pdf'],
    });
    expect(data!.created_at).toMatch(ISO);

    const { data: all } = await api.service.storage.listBuckets({ search: 'repo' });
    expect(all).toEqual([{ ...data, type: 'STANDARD' }]);
    const sorted = await api.service.storage.listBuckets({ sortColumn: 'id', sortOrder: 'desc', limit: 2 });
    expect(sorted.data!.map((bucket) => bucket.id)).toEqual(['reports', 'private-docs']);
  });

  it('refuses duplicates, bad names, sizes over the global limit, bad MIME types and bad bodies', async () => {
    const duplicate = await api.service.storage.createBucket('reports');
    expect(duplicate.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });

    const raw = (body: unknown) =>
      api.call('/bucket', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    let response = await raw({ name: 'reports' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '409',
      code: 'BucketAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    response = await raw({ name: ' spaced' });
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidBucketName',
      error: 'Invalid Input',
      message: 'Bucket name invalid',
    });
    response = await raw({ name: 'with/slash' });
    expect((await response.json()).code).toBe('InvalidBucketName');
    response = await raw({ public: true });
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: "body must have required property 'name'",
    });
    response = await raw({ name: 'huge', file_size_limit: '60MB' });
    expect(await response.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    response = await raw({ name: 'odd', allowed_mime_types: ['not a type'] });
    expect(await response.json()).toMatchObject({
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type not a type is not supported',
    });
    response = await raw({ name: 'analytics', type: 'ANALYTICS' });
    expect(response.status).toBe(501);
    expect((await response.json()).message).toContain('local-supabase does not implement analytics buckets');
  });

  it('lets RLS decide: a user without a policy can neither create nor update buckets', async () => {
    const create = await api.user.storage.createBucket('mine');
    expect(create.error).toMatchObject({
      message: 'new row violates row-level security policy',
      statusCode: '403',
    });
    // Not visible to the caller: storage-api updates nothing and answers NoSuchBucket.
    const update = await api.user.storage.updateBucket('private-docs', { public: true });
    expect(update.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
    const hidden = await api.anon.storage.getBucket('private-docs');
    expect(hidden.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('updates the public flag, size limit and MIME types', async () => {
    const { data, error } = await api.service.storage.updateBucket('reports', {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ['text/plain'],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully updated' });
    const { data: bucket } = await api.service.storage.getBucket('reports');
    expect(bucket).toMatchObject({ public: true, file_size_limit: 2048, allowed_mime_types: ['text/plain'] });

    const upload = await api.service.storage.from('reports').upload('a.txt', 'x'.repeat(2049), {
      contentType: 'text/plain',
    });
    expect(upload.error).toMatchObject({ statusCode: '413' });

    const none = await api.call('/bucket/reports', {
      method: 'PUT',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toContain("body must have required property 'public'");
    const missing = await api.service.storage.updateBucket('nope', { public: true });
    expect(missing.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('refuses to delete a bucket that is not empty, empties it (service role only), then deletes it', async () => {
    const from = api.service.storage.from('reports');
    expect((await from.upload('one.txt', 'one', { contentType: 'text/plain' })).error).toBeNull();
    expect((await from.upload('dir/two.txt', 'two', { contentType: 'text/plain' })).error).toBeNull();

    const refused = await api.call('/bucket/reports', { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: '409',
      code: 'ResourceNotEmpty',
      error: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    });
    const viaClient = await api.service.storage.deleteBucket('reports');
    expect(viaClient.error).toMatchObject({ statusCode: '409' });

    const notService = await api.call('/bucket/reports/empty', {
      method: 'POST',
      bearer: await api.tokenOf('11111111-1111-4111-8111-111111111111', true),
    });
    expect(notService.status).toBe(403);
    expect(await notService.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Access denied: Invalid role',
    });

    const emptied = await api.service.storage.emptyBucket('reports');
    expect(emptied).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    const { rows } = await api.server.services.db.query(
      `select 1 from storage.objects where bucket_id = 'reports'`,
    );
    expect(rows).toEqual([]);

    const deleted = await api.service.storage.deleteBucket('reports');
    expect(deleted).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    const again = await api.service.storage.deleteBucket('reports');
    expect(again.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('parses sizes as storage-api does', () => {
    expect(parseFileSize('10MB')).toBe(10_000_000);
    expect(parseFileSize('1.5kb')).toBe(1500);
    expect(parseFileSize('3B')).toBe(3);
    expect(() => parseFileSize('3 MB')).toThrow('Invalid file size format');
  });
});
