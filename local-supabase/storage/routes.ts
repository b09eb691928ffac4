import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import type { Queryable } from '../db/driver.ts';
import { JwtError, identifyCaller, type Caller } from '../http/gateway.ts';
import { withRequestContext, type RequestContext } from '../db/request-transaction.ts';
import { ERRORS, StorageApiError, fromDbError } from './errors.ts';
import { parseJsonBounded } from '../rest/json-body.ts';
import { RenderCache, parseRenderQuery, renderImage, transformationSegments } from './render-image.ts';
import {
  buildMetadata,
  checkUpload,
  fileSizeLimit,
  findBucket,
  isHeaderValue,
  normalizeCacheControl,
  objectFilePath,
  ownerOf,
  removeObjectFile,
  stageFile,
  validateBucketId,
  validateObjectName,
  writeObjectRow,
  type ObjectMetadata,
} from './objects.ts';

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  created_at: string | Date | null;
  updated_at: string | Date | null;
  last_accessed_at: string | Date | null;
  metadata: ObjectMetadata | null;
  user_metadata: unknown;
  version: string | null;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, created_at, updated_at, last_accessed_at, metadata, user_metadata, version';
const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
/** What rendered images may keep in memory, all versions and sizes together. */
const RENDER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * /storage/v1 — storage-api's object and bucket routes as storage-js calls them. Every
 * storage.objects / storage.buckets statement made for a caller runs in a request transaction
 * carrying the caller's role and claims, so the project's RLS policies decide; bucket limits are
 * read as supabase_storage_admin, as storage-api does.
 */
export function storageRoutes(services: Services): Hono {
  const app = new Hono();
  const { db } = services;
  const renderCache = new RenderCache(RENDER_CACHE_BYTES);

  const callerOf = (c: Context) => identifyCaller(c.req.raw.headers, services.keys);
  const contextOf = (c: Context, caller: Caller): RequestContext => ({
    role: caller.role,
    claims: caller.claims,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    headers: Object.fromEntries(c.req.raw.headers.entries()),
    // storage-api also sets the legacy per-claim settings, and is the one client allowed to delete
    // rows of storage.objects (its files go with them).
    settings: {
      'request.jwt.claim.role': caller.role,
      'request.jwt.claim.sub': typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
      'storage.allow_delete_query': 'true',
    },
  });
  const asCaller = <T>(c: Context, caller: Caller, fn: (tx: Queryable) => Promise<T>) =>
    withRequestContext(db, contextOf(c, caller), fn).catch((error: unknown) => {
      throw fromDbError(error);
    });

  // ---------------------------------------------------------------------------------- objects

  async function upload(c: Context, bucketId: string, name: string): Promise<Response> {
    const caller = await callerOf(c);
    validateObjectName(name);
    const bucket = await findBucket(db, bucketId);
    const upsert = c.req.method === 'PUT' || /^true$/i.test(c.req.header('x-upsert') ?? '');
    const limit = fileSizeLimit(services, bucket);
    const contentType = c.req.header('content-type') ?? '';

    let bytes: Uint8Array;
    let mimeType: string;
    let cacheControl: string;
    let userMetadata: unknown;
    if (/^multipart\/form-data/i.test(contentType)) {
      const form = await c.req.raw.formData().catch(() => {
        throw ERRORS.invalidRequest('Invalid multipart body');
      });
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) throw ERRORS.noContent();
      if (file.size > limit) throw ERRORS.entityTooLarge();
      mimeType = file.type || 'application/octet-stream';
      const cacheField = form.get('cacheControl');
      cacheControl = normalizeCacheControl(typeof cacheField === 'string' ? cacheField : null);
      userMetadata = parseMetadata(form.get('metadata'));
      bytes = new Uint8Array(await file.arrayBuffer());
    } else {
      const declared = Number(c.req.header('content-length'));
      if (Number.isFinite(declared) && declared > limit) throw ERRORS.entityTooLarge();
      bytes = new Uint8Array(await c.req.arrayBuffer());
      mimeType = contentType || 'application/octet-stream';
      cacheControl = normalizeCacheControl(c.req.header('cache-control'));
      const header = c.req.header('x-metadata');
      userMetadata = header ? parseMetadata(Buffer.from(header, 'base64').toString('utf8')) : undefined;
    }
    checkUpload(services, bucket, bytes.byteLength, mimeType);

    const finalPath = objectFilePath(services, bucket.id, name);
    const metadata = buildMetadata(bytes, mimeType, cacheControl);
    const { owner, ownerId } = ownerOf(caller.claims);
    let staged: ReturnType<typeof stageFile> | null = null;
    try {
      const id = await asCaller(c, caller, async (tx) => {
        const rowId = await writeObjectRow(tx, {
          bucket: bucket.id,
          name,
          bytes,
          metadata,
          owner,
          ownerId,
          upsert,
          userMetadata,
        });
        // The row was accepted by RLS: only now do the bytes touch the disk.
        staged = stageFile(finalPath, bytes);
        return rowId;
      });
      (staged as ReturnType<typeof stageFile> | null)?.commit();
      return c.json({ Key: `${bucket.id}/${name}`, Id: id });
    } catch (error) {
      (staged as ReturnType<typeof stageFile> | null)?.discard();
      throw error;
    }
  }

  async function removeMany(c: Context, bucketId: string): Promise<Response> {
    const caller = await callerOf(c);
    validateBucketId(bucketId);
    const body = (await readJsonBody(c)) as { prefixes?: unknown } | null;
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((prefix) => typeof prefix !== 'string')) {
      throw ERRORS.invalidRequest('body/prefixes must be an array of strings');
    }
    if (prefixes.length < 1 || prefixes.length > 1000) {
      throw ERRORS.invalidRequest('body/prefixes must have between 1 and 1000 items');
    }
    const deleted = await asCaller(c, caller, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, prefixes],
      );
      return rows;
    });
    for (const row of deleted) removeFileQuietly(row.bucket_id, row.name);
    return c.json(deleted.map(renderObject));
  }

  async function removeOne(c: Context, bucketId: string, name: string): Promise<Response> {
    const caller = await callerOf(c);
    validateBucketId(bucketId);
    validateObjectName(name);
    const deleted = await asCaller(c, caller, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
        [bucketId, name],
      );
      return rows;
    });
    if (deleted.length === 0) throw ERRORS.noSuchKey();
    removeFileQuietly(bucketId, name);
    return c.json({ message: 'Successfully deleted' });
  }

  function removeFileQuietly(bucket: string, name: string): void {
    try {
      removeObjectFile(services, bucket, name);
    } catch (error) {
      console.error(`storage: could not remove the file of ${bucket}/${name}:`, error);
    }
  }

  /** The object's row, read through RLS (authenticated) or as superuser (public bucket). */
  async function readableObject(
    c: Context,
    bucketId: string,
    name: string,
    mode: 'public' | 'authenticated',
  ): Promise<ObjectRow> {
    validateBucketId(bucketId);
    validateObjectName(name);
    let row: ObjectRow | undefined;
    if (mode === 'public') {
      const bucket = await findBucket(db, bucketId);
      if (!bucket.public) throw ERRORS.noSuchBucket();
      row = (
        await db.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [bucketId, name],
        )
      ).rows[0];
    } else {
      const caller = await callerOf(c);
      row = await asCaller(c, caller, async (tx) => {
        const { rows } = await tx.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [bucketId, name],
        );
        return rows[0];
      });
    }
    if (!row) throw ERRORS.noSuchKey();
    return row;
  }

  async function download(
    c: Context,
    bucketId: string,
    name: string,
    mode: 'public' | 'authenticated',
  ): Promise<Response> {
    return sendFile(c, await readableObject(c, bucketId, name, mode));
  }

  async function sendFile(c: Context, row: ObjectRow): Promise<Response> {
    const file = objectFilePath(services, row.bucket_id, row.name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw ERRORS.noSuchKey();
    const metadata = metadataOf(row);
    const lastModified = new Date(
      typeof metadata.lastModified === 'string' ? metadata.lastModified : stat.mtime,
    );
    const headers = new Headers({
      'Content-Type': headerValue(metadata.mimetype, 'application/octet-stream'),
      'Content-Length': String(stat.size),
      'Cache-Control': headerValue(metadata.cacheControl, 'no-cache'),
      'Last-Modified': (Number.isNaN(lastModified.getTime()) ? stat.mtime : lastModified).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'none',
    });
    const eTag = headerValue(metadata.eTag, '');
    if (eTag) headers.set('ETag', eTag);
    const download = c.req.query('download');
    if (download !== undefined) {
      const filename = download || path.posix.basename(row.name);
      headers.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
    }
    const ifNoneMatch = c.req.header('if-none-match');
    if (eTag && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === eTag)) {
      headers.delete('Content-Length');
      return new Response(null, { status: 304, headers });
    }
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const stream = Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    return new Response(stream, { status: 200, headers });
  }

  /**
   * storage-api's render routes: the object read as its download would be (public bucket, or RLS),
   * then transformed. Headers as its ImageRenderer sets them: the type and length of the rendered
   * image, the original's ETag and Cache-Control (with `stale-while-revalidate=30` when the client
   * revalidates another ETag), `X-Transformations`. No `Vary`: storage-api passes on only imgproxy's
   * length, type and last modification, though the format follows the Accept header.
   */
  async function serveRendered(
    c: Context,
    bucketId: string,
    name: string,
    mode: 'public' | 'authenticated',
  ): Promise<Response> {
    const { transform, download } = parseRenderQuery(new URL(c.req.url).searchParams);
    const row = await readableObject(c, bucketId, name, mode);
    const file = objectFilePath(services, row.bucket_id, row.name);
    if (!(await fs.promises.stat(file).catch(() => null))?.isFile()) throw ERRORS.noSuchKey();
    const accept = transform.format === 'origin' ? undefined : c.req.header('accept');
    const key = JSON.stringify([row.bucket_id, row.name, row.version, transform, accept ?? '']);
    const image = await renderCache.get(key, () => renderImage(file, transform, accept));

    const metadata = metadataOf(row);
    const eTag = headerValue(metadata.eTag, '');
    const cacheControl = [headerValue(metadata.cacheControl, '')];
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch !== eTag) cacheControl.push('stale-while-revalidate=30');
    const headers = new Headers({
      'Accept-Ranges': 'bytes',
      'Content-Type': image.contentType,
      'Content-Length': String(image.body.byteLength),
      'X-Robots-Tag': 'none',
      'X-Content-Type-Options': 'nosniff',
    });
    if (eTag) headers.set('ETag', eTag);
    const cacheControlValue = cacheControl.filter(Boolean).join(', ');
    if (cacheControlValue) headers.set('Cache-Control', cacheControlValue);
    const segments = transformationSegments(transform);
    if (segments.length > 0) headers.set('X-Transformations', segments.join(','));
    if (download !== undefined) {
      const filename = encodeURIComponent(download);
      headers.set(
        'Content-Disposition',
        download === '' ? 'attachment;' : `attachment; filename=${filename}; filename*=UTF-8''${filename}`,
      );
    }
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    return new Response(new Uint8Array(image.body), { status: 200, headers });
  }

  async function info(c: Context, bucketId: string, name: string): Promise<Response> {
    const caller = await callerOf(c);
    validateBucketId(bucketId);
    validateObjectName(name);
    const row = await asCaller(c, caller, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      );
      return rows[0];
    });
    if (!row) throw ERRORS.noSuchKey();
    return c.json({
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: row.user_metadata ?? null,
      last_modified: row.metadata?.lastModified ?? null,
      created_at: row.created_at,
    });
  }

  async function list(c: Context, bucketId: string): Promise<Response> {
    const caller = await callerOf(c);
    validateBucketId(bucketId);
    const body = ((await readJsonBody(c)) ?? {}) as {
      prefix?: unknown;
      limit?: unknown;
      offset?: unknown;
      sortBy?: { column?: unknown; order?: unknown };
      search?: unknown;
    };
    let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.max(0, Math.min(Number(body.limit ?? 100) || 100, 1000));
    const offset = Math.max(0, Number(body.offset ?? 0) || 0);
    const column =
      typeof body.sortBy?.column === 'string' && SORT_COLUMNS.has(body.sortBy.column)
        ? body.sortBy.column
        : 'name';
    const descending = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc';
    const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';

    const rows = await asCaller(c, caller, async (tx) => {
      const pattern = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`) + '%';
      const result = await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
        [bucketId, pattern],
      );
      return result.rows;
    });

    type Item = Record<string, unknown> & { name: string };
    const folders = new Map<string, Item>();
    const files: Item[] = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      const itemName = slash === -1 ? rest : rest.slice(0, slash);
      if (search && !itemName.toLowerCase().startsWith(search)) continue;
      if (slash === -1) {
        files.push({
          name: itemName,
          id: row.id,
          updated_at: row.updated_at,
          created_at: row.created_at,
          last_accessed_at: row.last_accessed_at,
          metadata: row.metadata,
        });
      } else if (!folders.has(itemName)) {
        folders.set(itemName, {
          name: itemName,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
    }
    const items = [...folders.values(), ...files];
    const key = (item: Item) => {
      const value = item[column];
      return value instanceof Date
        ? value.toISOString()
        : value === null || value === undefined
          ? ''
          : String(value);
    };
    items.sort((a, b) => {
      const order =
        key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      return descending ? -order : order;
    });
    return c.json(items.slice(offset, offset + limit));
  }

  // ---------------------------------------------------------------------------------- buckets

  app.get('/bucket', (c) =>
    handle(c, async () => {
      const caller = await callerOf(c);
      const rows = await asCaller(c, caller, async (tx) => {
        const { rows } = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`);
        return rows;
      });
      return c.json(rows.map(renderBucket));
    }),
  );

  app.get('/bucket/:id', (c) =>
    handle(c, async () => {
      const caller = await callerOf(c);
      const id = validateBucketId(c.req.param('id'));
      const row = await asCaller(c, caller, async (tx) => {
        const { rows } = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
        return rows[0];
      });
      if (!row) throw ERRORS.noSuchBucket();
      return c.json(renderBucket(row));
    }),
  );

  // ---------------------------------------------------------------------------------- dispatch

  app.all('/render/image/*', (c) =>
    handle(c, async () => {
      const segments = pathSegments(c, '/render/image/');
      const [mode, bucketId] = segments;
      const read = c.req.method === 'GET' || c.req.method === 'HEAD';
      if (!read || (mode !== 'public' && mode !== 'authenticated')) {
        return notImplemented(c, `${c.req.method} /render/image/${mode}`);
      }
      if (!services.project.storage.imageTransformation.enabled) return featureNotEnabled(c);
      return serveRendered(c, bucketId, segments.slice(2).join('/'), mode);
    }),
  );

  app.all('/object/*', (c) =>
    handle(c, async () => {
      const segments = pathSegments(c, '/object/');
      const method = c.req.method;
      const read = method === 'GET' || method === 'HEAD';
      const [first, second] = segments;
      const nameFrom = (index: number) => segments.slice(index).join('/');

      if (method === 'POST' && first === 'list' && segments.length === 2) return list(c, second);
      if (read && first === 'public') return download(c, second, nameFrom(2), 'public');
      if (read && first === 'authenticated') return download(c, second, nameFrom(2), 'authenticated');
      if (method === 'GET' && first === 'info') {
        const skip = second === 'public' || second === 'authenticated' ? 2 : 1;
        return info(c, segments[skip], nameFrom(skip + 1));
      }
      if (['sign', 'upload', 'move', 'copy', 'render'].includes(first)) {
        return notImplemented(c, `${method} /object/${first}`);
      }
      if (method === 'DELETE' && (segments.length === 1 || (segments.length === 2 && second === ''))) {
        return removeMany(c, first);
      }
      if (method === 'POST' || method === 'PUT') return upload(c, first, nameFrom(1));
      if (method === 'DELETE') return removeOne(c, first, nameFrom(1));
      if (read) return download(c, first, nameFrom(1), 'authenticated');
      return notImplemented(c, `${method} /object`);
    }),
  );

  return app;
}

/** The path after `prefix`, split into its decoded segments (`Invalid key` when one cannot be decoded). */
function pathSegments(c: Context, prefix: string): string[] {
  const pathname = new URL(c.req.url).pathname;
  const raw = pathname.slice(pathname.indexOf(prefix) + prefix.length);
  return raw.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw ERRORS.invalidKey(raw);
    }
  });
}

/**
 * What hosted storage answers a project without image transformations (its tenant-feature check,
 * before anything else): HTTP 403 with this body.
 */
function featureNotEnabled(c: Context): Response {
  return c.json(
    {
      error: 'FeatureNotEnabled',
      statusCode: '403',
      message: 'feature not enabled for this tenant',
      code: 'FeatureNotEnabled',
    },
    403,
  );
}

function metadataOf(row: ObjectRow): Partial<ObjectMetadata> {
  return row.metadata && typeof row.metadata === 'object' ? row.metadata : {};
}

/**
 * Metadata is only data: a row written by SQL (or before uploads were validated) may hold values
 * that cannot be headers; those fall back to defaults instead of failing every read.
 */
function headerValue(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' && isHeaderValue(value) ? value.trim() : fallback;
}

function notImplemented(c: Context, route: string): Response {
  return c.json(
    {
      statusCode: '404',
      error: 'Not Found',
      message: `local-supabase does not implement storage route ${route}`,
    },
    404,
  );
}

/**
 * A JSON request body as storage-api's Fastify parser reads it: empty or unparseable (or nested
 * too deep to handle) is a 400 InvalidRequest; no body without a JSON content type is `null`.
 */
async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  const isJson = /^application\/json/i.test(c.req.header('content-type') ?? '');
  if (text.length === 0) {
    if (!isJson) return null;
    throw ERRORS.invalidBody("Body cannot be empty when content-type is set to 'application/json'");
  }
  try {
    return parseJsonBounded(text);
  } catch {
    throw ERRORS.invalidBody("Body is not valid JSON but content-type is set to 'application/json'");
  }
}

function parseMetadata(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return parseJsonBounded(value);
  } catch {
    throw ERRORS.invalidRequest('Invalid metadata');
  }
}

function renderObject(row: ObjectRow): Record<string, unknown> {
  return {
    bucket_id: row.bucket_id,
    name: row.name,
    owner: row.owner,
    owner_id: row.owner_id,
    id: row.id,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}

function renderBucket(row: Record<string, unknown>): Record<string, unknown> {
  return {
    ...row,
    file_size_limit:
      row.file_size_limit === null || row.file_size_limit === undefined ? null : Number(row.file_size_limit),
    type: 'STANDARD',
  };
}

/** Turns thrown errors into storage-api's bodies (a refused JWT: AccessDenied with jose's words, 400). */
async function handle(c: Context, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (thrown) {
    const error = fromDbError(thrown);
    if (error instanceof StorageApiError) {
      if (error.httpStatus >= 500) console.error('storage:', error.cause ?? error);
      return c.json(error.render(), error.httpStatus as 400 | 500);
    }
    if (error instanceof JwtError) return c.json(ERRORS.accessDenied(error.message).render(), 400);
    console.error('storage:', error);
    return c.json({ statusCode: '500', error: 'Internal', message: 'Internal Server Error' }, 500);
  }
}
