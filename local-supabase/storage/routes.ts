import fs from 'node:fs';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import type { Queryable } from '../db/driver.ts';
import type { Caller } from '../http/gateway.ts';
import { ERRORS, StorageApiError, fromDbError } from './errors.ts';
import { validateBody, type BodyRules } from './body-schema.ts';
import { registerBucketRoutes } from './buckets.ts';
import { handle, notImplemented, ownerOfCaller, readJsonBody, storageContext } from './context.ts';
import { listObjectsV2 } from './list-v2.ts';
import { parseJsonBounded } from '../rest/json-body.ts';
import { signToken, verifyObjectToken, type DownloadClaims, type UploadClaims } from './signed-urls.ts';
import {
  RenderCache,
  parseRenderQuery,
  renderImage,
  transformationSegments,
  type TransformOptions,
} from './render-image.ts';
import {
  buildMetadata,
  checkUpload,
  fileSizeLimit,
  findBucket,
  isHeaderValue,
  normalizeCacheControl,
  objectFilePath,
  ownerFromSub,
  removeFileQuietly,
  stageFile,
  validateBucketId,
  mustBeValidKey,
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
const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
/** What rendered images may keep in memory, all versions and sizes together. */
const RENDER_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Life of a signed upload URL: storage-api reads it from UPLOAD_SIGNED_URL_EXPIRATION_TIME; hosted
 * projects (and storage-js's documentation) give two hours.
 */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;
/** storage-api's `MAX_OBJECTS_PER_REQUEST`. */
const MAX_OBJECTS_PER_REQUEST = 1000;

const SIGN_BODY: BodyRules = {
  expiresIn: { type: 'integer', required: true, minimum: 1 },
  transform: { type: 'object' },
};
const SIGN_MANY_BODY: BodyRules = {
  expiresIn: { type: 'integer', required: true, minimum: 1 },
  paths: { type: 'string[]', required: true, minItems: 1, maxItems: MAX_OBJECTS_PER_REQUEST },
};
const MOVE_BODY: BodyRules = {
  bucketId: { type: 'string', required: true },
  sourceKey: { type: 'string', required: true },
  destinationBucket: { type: 'string' },
  destinationKey: { type: 'string', required: true },
};
const COPY_BODY: BodyRules = {
  sourceKey: { type: 'string', required: true },
  bucketId: { type: 'string', required: true },
  destinationKey: { type: 'string', required: true },
  destinationBucket: { type: 'string' },
  metadata: { type: 'object' },
  copyMetadata: { type: 'boolean' },
};
const COPY_METADATA: BodyRules = { cacheControl: { type: 'string' }, mimetype: { type: 'string' } };
const LIST_V2_BODY: BodyRules = {
  prefix: { type: 'string' },
  limit: { type: 'integer', minimum: 1 },
  cursor: { type: 'string' },
  with_delimiter: { type: 'boolean' },
  sortBy: { type: 'object' },
};
const LIST_V2_SORT: BodyRules = {
  column: { type: 'string', required: true, values: ['name', 'updated_at', 'created_at'] },
  order: { type: 'string', values: ['asc', 'desc'] },
};

/**
 * /storage/v1 — storage-api's object and bucket routes as storage-js calls them. Every
 * storage.objects / storage.buckets statement made for a caller runs in a request transaction
 * carrying the caller's role and claims, so the project's RLS policies decide; what storage-api
 * does as superuser (bucket limits, signed URLs once verified) runs as supabase_storage_admin.
 */
export function storageRoutes(services: Services): Hono {
  const app = new Hono();
  const { db } = services;
  const renderCache = new RenderCache(RENDER_CACHE_BYTES);
  const ctx = storageContext(services);
  const { callerOf, asCaller, testPermission } = ctx;

  // ---------------------------------------------------------------------------------- objects

  /**
   * An upload as storage-api's uploadFromRequest takes it. Through the caller (RLS decides), or
   * with a verified signed upload token: then as superuser, with the token's owner and upsert.
   */
  async function upload(
    c: Context,
    bucketId: string,
    name: string,
    signed?: UploadClaims,
  ): Promise<{ id: string; key: string }> {
    const caller = signed ? null : await callerOf(c);
    validateObjectName(name);
    const bucket = await findBucket(db, bucketId);
    const upsert = signed
      ? signed.upsert
      : c.req.method === 'PUT' || /^true$/i.test(c.req.header('x-upsert') ?? '');
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
    mustBeValidKey(name);

    const finalPath = objectFilePath(services, bucket.id, name);
    const metadata = buildMetadata(bytes, mimeType, cacheControl);
    const { owner, ownerId } = ownerFromSub(signed ? signed.owner : caller && ownerOfCaller(caller));
    let staged: ReturnType<typeof stageFile> | null = null;
    const write = async (tx: Queryable) => {
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
      // The row was accepted (by RLS, for a caller): only now do the bytes touch the disk.
      staged = stageFile(finalPath, bytes);
      return rowId;
    };
    try {
      const id = caller ? await asCaller(c, caller, write) : await db.transaction(write);
      (staged as ReturnType<typeof stageFile> | null)?.commit();
      return { id, key: `${bucket.id}/${name}` };
    } catch (thrown) {
      (staged as ReturnType<typeof stageFile> | null)?.discard();
      const error = fromDbError(thrown);
      // An upload's insert is storage-api's createObject: a duplicate is KeyAlreadyExists.
      throw error instanceof StorageApiError && error.code === 'ResourceAlreadyExists'
        ? ERRORS.keyAlreadyExists()
        : error;
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
    for (const row of deleted) removeFileQuietly(services, row.bucket_id, row.name);
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
    removeFileQuietly(services, bucketId, name);
    return c.json({ message: 'Successfully deleted' });
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
      mustBeValidKey(name);
      row = (
        await db.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [bucketId, name],
        )
      ).rows[0];
    } else {
      const caller = await callerOf(c);
      mustBeValidKey(name);
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

  /** The object's row as superuser (storage-api's asSuperUser().findObject). */
  async function objectAsSuperUser(bucketId: string, name: string): Promise<ObjectRow> {
    const { rows } = await db.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    );
    if (!rows[0]) throw ERRORS.noSuchKey();
    return rows[0];
  }

  /** storage-api's AssetRenderer (GET) and HeadRenderer (HEAD) over the object's file. */
  async function sendFile(c: Context, row: ObjectRow, expires?: number): Promise<Response> {
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
    if (expires !== undefined) headers.set('Expires', new Date(expires * 1000).toUTCString());
    setDownload(headers, c.req.query('download'));
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
   * storage-api's render routes: the object read as its download would be (public bucket, RLS, or
   * a signed token), then transformed. Headers as its ImageRenderer sets them: the type and length
   * of the rendered image, the original's ETag and Cache-Control (with
   * `stale-while-revalidate=30` when the client revalidates another ETag), `X-Transformations`.
   * No `Vary`: storage-api passes on only imgproxy's length, type and last modification, though
   * the format follows the Accept header.
   */
  async function serveRendered(
    c: Context,
    row: ObjectRow,
    transform: TransformOptions,
    download: string | undefined,
    expires?: number,
  ): Promise<Response> {
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
    if (expires !== undefined) headers.set('Expires', new Date(expires * 1000).toUTCString());
    setDownload(headers, download);
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    return new Response(new Uint8Array(image.body), { status: 200, headers });
  }

  /**
   * storage-api's getObjectInfo handler (GET /object/info/…: InfoRenderer; HEAD /object/…:
   * HeadRenderer): a public bucket's object is found past RLS, a private one through it.
   */
  async function objectInfo(
    c: Context,
    bucketId: string,
    name: string,
    publicRoute: boolean,
    method: 'head' | 'info',
  ): Promise<Response> {
    const caller = await callerOf(c);
    const { rows } = await db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [
      bucketId,
    ]);
    if (!rows[0]) throw ERRORS.noSuchBucket();
    mustBeValidKey(name);
    const row =
      rows[0].public || publicRoute
        ? await objectAsSuperUser(bucketId, name)
        : await asCaller(c, caller, async (tx) => {
            const found = await tx.query<ObjectRow>(
              `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
              [bucketId, name],
            );
            if (!found.rows[0]) throw ERRORS.noSuchKey();
            return found.rows[0];
          });
    if (method === 'head') return sendFile(c, row);
    const metadata = metadataOf(row);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const eTag = headerValue(metadata.eTag, '');
    if (eTag) headers.ETag = eTag;
    const cacheControl = headerValue(metadata.cacheControl, '');
    if (cacheControl) headers['Cache-Control'] = cacheControl;
    const lastModified = typeof metadata.lastModified === 'string' ? new Date(metadata.lastModified) : null;
    if (lastModified && !Number.isNaN(lastModified.getTime())) {
      headers['Last-Modified'] = lastModified.toUTCString();
    }
    const body = {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    };
    return new Response(JSON.stringify(body), { status: metadata.httpStatusCode ?? 200, headers });
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

  // ---------------------------------------------------------------------------- signed URLs

  /** POST /object/sign/:bucket/*: the object must be visible to the caller (RLS). */
  async function signOne(c: Context, bucketId: string, name: string): Promise<Response> {
    const caller = await callerOf(c);
    const body = validateBody(await readJsonBody(c), SIGN_BODY);
    validateBucketId(bucketId);
    const claims: Record<string, unknown> = {};
    if (services.project.storage.imageTransformation.enabled) {
      const transform = (body.transform ?? {}) as Record<string, unknown>;
      // storage-api keeps the requested `resize` as given (`resize:undefined` when absent).
      claims.transformations = signedTransformations(transform);
      claims.format = typeof transform.format === 'string' ? transform.format : '';
    }
    for (const key of Object.keys(claims)) if (!claims[key]) delete claims[key];
    mustBeValidKey(name);
    await asCaller(c, caller, async (tx) => {
      const { rows } = await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        name,
      ]);
      if (!rows[0]) throw ERRORS.noSuchKey();
    });
    const url = `${bucketId}/${name}`;
    const token = await signToken(
      services.config.jwtSecret,
      { ...claims, url, scope: 'download' },
      body.expiresIn as number,
    );
    const route = claims.transformations ? 'render/image' : 'object';
    return c.json({ signedURL: `/${route}/sign/${url}?token=${token}` });
  }

  /** POST /object/sign/:bucket: one answer per path, an error for what the caller cannot see. */
  async function signMany(c: Context, bucketId: string): Promise<Response> {
    const caller = await callerOf(c);
    const body = validateBody(await readJsonBody(c), SIGN_MANY_BODY);
    validateBucketId(bucketId);
    const paths = body.paths as string[];
    const visible = await asCaller(c, caller, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucketId, paths],
      );
      return new Set(rows.map((row) => row.name));
    });
    const answers = await Promise.all(
      paths.map(async (name) => {
        if (!visible.has(name)) {
          return {
            error: 'Either the object does not exist or you do not have access to it',
            path: name,
            signedURL: null,
          };
        }
        const url = `${bucketId}/${name}`;
        const token = await signToken(
          services.config.jwtSecret,
          { url, scope: 'download' },
          body.expiresIn as number,
        );
        return { error: null, path: name, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return c.json(answers);
  }

  /** POST /object/upload/sign/:bucket/*: the caller must be allowed to insert (or upsert) it. */
  async function signUpload(c: Context, bucketId: string, name: string): Promise<Response> {
    const caller = await callerOf(c);
    validateBucketId(bucketId);
    const owner = ownerOfCaller(caller);
    const upsert = c.req.header('x-upsert') === 'true';
    const header = c.req.header('x-metadata');
    const userMetadata = header ? parseMetadataQuietly(header) : undefined;
    const contentLength = c.req.header('content-length');
    await canUpload(c, caller, bucketId, name, owner, upsert, {
      metadata: {
        mimetype: c.req.header('content-type'),
        contentLength: contentLength ? Number(contentLength) : undefined,
      },
      userMetadata,
    });
    const url = `${bucketId}/${name}`;
    const token = await signToken(
      services.config.jwtSecret,
      { owner, url, upsert, scope: 'upload' },
      SIGNED_UPLOAD_SECONDS,
    );
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  }

  /**
   * storage-api's Uploader.canUpload: the row the upload would write, inserted (or upserted) as
   * the caller and rolled back, so that only RLS's verdict remains.
   */
  async function canUpload(
    c: Context,
    caller: Caller,
    bucketId: string,
    name: string,
    owner: string | undefined,
    upsert: boolean,
    { metadata, userMetadata }: { metadata: unknown; userMetadata: unknown },
  ): Promise<void> {
    const { owner: ownerUuid, ownerId } = ownerFromSub(owner);
    await testPermission(c, caller, (tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, '1')
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id' : ''}`,
        [
          bucketId,
          name,
          ownerUuid,
          ownerId,
          JSON.stringify(metadata ?? null),
          userMetadata === undefined ? null : JSON.stringify(userMetadata),
        ],
      ),
    ).catch((error: unknown) => {
      throw error instanceof StorageApiError && error.code === 'ResourceAlreadyExists'
        ? ERRORS.keyAlreadyExists()
        : error;
    });
  }

  // ----------------------------------------------------------------------------- move, copy

  /** The body of a move or a copy: source and destination (the source's bucket unless named). */
  async function transferRequest(c: Context, rules: BodyRules) {
    const body = validateBody(await readJsonBody(c), rules);
    const bucketId = validateBucketId(body.bucketId as string);
    return {
      body,
      bucketId,
      sourceKey: body.sourceKey as string,
      destinationBucket: (body.destinationBucket as string | undefined) || bucketId,
      destinationKey: validateObjectName(mustBeValidKey(body.destinationKey as string)),
    };
  }

  /**
   * POST /object/move: RLS decides on a rolled-back rename as the caller (select the source,
   * update its bucket, name and owner — the destination must pass the update policy's check);
   * then the file moves and the row is renamed as superuser, as storage-api does.
   */
  async function move(c: Context): Promise<Response> {
    const caller = await callerOf(c);
    const { bucketId, sourceKey, destinationBucket, destinationKey } = await transferRequest(c, MOVE_BODY);
    const { owner, ownerId } = ownerFromSub(ownerOfCaller(caller));
    const version = crypto.randomUUID();
    const rename = async (tx: Queryable) => {
      const { rows } = await tx.query(
        `update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6, owner_id = $7
         where bucket_id = $1 and name = $2 returning id`,
        [bucketId, sourceKey, destinationKey, destinationBucket, version, owner, ownerId],
      );
      if (!rows[0]) throw ERRORS.noSuchKey();
    };
    await testPermission(c, caller, async (tx) => {
      const { rows } = await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        sourceKey,
      ]);
      if (!rows[0]) throw ERRORS.noSuchKey();
      await rename(tx);
    });
    if (bucketId === destinationBucket && sourceKey === destinationKey) {
      return c.json({ message: 'Successfully moved' });
    }
    const from = objectFilePath(services, bucketId, sourceKey);
    const to = objectFilePath(services, destinationBucket, destinationKey);
    const staged = stageFile(
      to,
      await fs.promises.readFile(from).catch(() => {
        throw ERRORS.noSuchKey();
      }),
    );
    try {
      await db.transaction(rename);
    } catch (error) {
      staged.discard();
      throw error;
    }
    staged.commit();
    removeFileQuietly(services, bucketId, sourceKey);
    return c.json({ message: 'Successfully moved' });
  }

  /**
   * POST /object/copy: the caller must see the source (RLS select) and be allowed to write the
   * destination (a rolled-back insert or upsert); the row is then written as superuser.
   * `copyMetadata` (default true) keeps the source's content type, cache control and user
   * metadata; false takes `metadata` and the `x-metadata` header instead.
   */
  async function copy(c: Context): Promise<Response> {
    const caller = await callerOf(c);
    const { body, bucketId, sourceKey, destinationBucket, destinationKey } = await transferRequest(
      c,
      COPY_BODY,
    );
    const fileMetadata = body.metadata ? validateBody(body.metadata, COPY_METADATA, 'body/metadata') : {};
    const copyMetadata = (body.copyMetadata as boolean | undefined) ?? true;
    const upsert = c.req.header('x-upsert') === 'true';
    const header = c.req.header('x-metadata');
    const owner = ownerOfCaller(caller);

    const source = await asCaller(c, caller, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, sourceKey],
      );
      if (!rows[0]) throw ERRORS.noSuchKey();
      return rows[0];
    });
    const metadata: Record<string, unknown> = { ...(source.metadata ?? {}) };
    if (!copyMetadata) {
      if (typeof fileMetadata.cacheControl === 'string') metadata.cacheControl = fileMetadata.cacheControl;
      if (typeof fileMetadata.mimetype === 'string') metadata.mimetype = fileMetadata.mimetype;
    }
    const userMetadata = copyMetadata
      ? source.user_metadata
      : header
        ? parseMetadataQuietly(header)
        : undefined;
    await canUpload(c, caller, destinationBucket, destinationKey, owner, upsert, { metadata, userMetadata });

    const bytes = await fs.promises.readFile(objectFilePath(services, bucketId, sourceKey)).catch(() => {
      throw ERRORS.noSuchKey();
    });
    const staged = stageFile(objectFilePath(services, destinationBucket, destinationKey), bytes);
    const { owner: ownerUuid, ownerId } = ownerFromSub(owner);
    let row: ObjectRow;
    try {
      const { rows } = await db.query<ObjectRow>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
         on conflict (name, bucket_id) do update set metadata = excluded.metadata,
           user_metadata = coalesce(excluded.user_metadata, storage.objects.user_metadata),
           version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id
         returning ${OBJECT_COLUMNS}`,
        [
          destinationBucket,
          destinationKey,
          ownerUuid,
          ownerId,
          JSON.stringify({ ...metadata, lastModified: new Date().toISOString() }),
          userMetadata === undefined || userMetadata === null ? null : JSON.stringify(userMetadata),
          crypto.randomUUID(),
        ],
      );
      row = rows[0];
    } catch (error) {
      staged.discard();
      throw error;
    }
    staged.commit();
    // copyObject's response schema: strings that are null come out as "".
    const rendered = Object.fromEntries(
      Object.entries(renderObject(row)).map(([key, value]) => [
        key,
        value === null &&
        !['metadata', 'user_metadata', 'id', 'updated_at', 'created_at', 'last_accessed_at'].includes(key)
          ? ''
          : value,
      ]),
    );
    return c.json({ Id: row.id, Key: `${destinationBucket}/${destinationKey}`, ...rendered });
  }

  // ---------------------------------------------------------------------------------- list v2

  async function listV2(c: Context, bucketId: string): Promise<Response> {
    const caller = await callerOf(c);
    const body = validateBody((await readJsonBody(c)) ?? {}, LIST_V2_BODY);
    const sortBy = body.sortBy ? validateBody(body.sortBy, LIST_V2_SORT, 'body/sortBy') : undefined;
    validateBucketId(bucketId);
    const result = await asCaller(c, caller, (tx) =>
      listObjectsV2(tx, bucketId, {
        prefix: body.prefix as string | undefined,
        limit: body.limit as number | undefined,
        cursor: body.cursor as string | undefined,
        withDelimiter: body.with_delimiter as boolean | undefined,
        sortBy: sortBy as
          { column: 'name' | 'created_at' | 'updated_at'; order?: 'asc' | 'desc' } | undefined,
      }),
    );
    return c.json(result);
  }

  // ---------------------------------------------------------------------------------- dispatch

  registerBucketRoutes(app, ctx);

  // storage-api's other protocols, which local-supabase does not implement.
  app.all('/upload/resumable/*', (c) =>
    notImplemented(c, `${c.req.method} /upload/resumable (TUS resumable uploads)`),
  );
  app.all('/upload/resumable', (c) =>
    notImplemented(c, `${c.req.method} /upload/resumable (TUS resumable uploads)`),
  );
  app.all('/s3/*', (c) => notImplemented(c, `${c.req.method} /s3 (the S3 protocol)`));
  app.all('/s3', (c) => notImplemented(c, `${c.req.method} /s3 (the S3 protocol)`));

  app.all('/render/image/*', (c) =>
    handle(c, async () => {
      const segments = pathSegments(c, '/render/image/');
      const [mode, bucketId] = segments;
      const name = segments.slice(2).join('/');
      const read = c.req.method === 'GET' || c.req.method === 'HEAD';
      if (!read || (mode !== 'public' && mode !== 'authenticated' && mode !== 'sign')) {
        return notImplemented(c, `${c.req.method} /render/image/${mode}`);
      }
      if (!services.project.storage.imageTransformation.enabled) return featureNotEnabled(c);
      if (mode === 'sign') {
        const claims = await verifyObjectToken(services.keys, requiredToken(c), bucketId, name, 'download');
        const row = await signedObject(claims);
        return serveRendered(c, row, transformFromClaims(claims), c.req.query('download'), claims.exp);
      }
      const { transform, download } = parseRenderQuery(new URL(c.req.url).searchParams);
      return serveRendered(c, await readableObject(c, bucketId, name, mode), transform, download);
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
      if (method === 'POST' && first === 'list-v2' && segments.length === 2) return listV2(c, second);
      if (method === 'POST' && first === 'move' && segments.length === 1) return move(c);
      if (method === 'POST' && first === 'copy' && segments.length === 1) return copy(c);
      if (first === 'sign') {
        if (method === 'POST' && segments.length === 2) return signMany(c, second);
        if (method === 'POST') return signOne(c, second, nameFrom(2));
        if (read) {
          const claims = await verifyObjectToken(
            services.keys,
            requiredToken(c),
            second,
            nameFrom(2),
            'download',
          );
          return sendFile(c, await signedObject(claims), claims.exp);
        }
      }
      if (first === 'upload' && second === 'sign') {
        const [bucketId, name] = [segments[2], nameFrom(3)];
        if (method === 'POST') return signUpload(c, bucketId, name);
        if (method === 'PUT') {
          const claims = await verifyObjectToken(services.keys, requiredToken(c), bucketId, name, 'upload');
          const { key } = await upload(c, bucketId, name, claims);
          return c.json({ Key: key });
        }
      }
      if (method === 'HEAD' && first === 'public') return download(c, second, nameFrom(2), 'public');
      if (method === 'GET' && first === 'public') return download(c, second, nameFrom(2), 'public');
      if (read && first === 'authenticated') {
        return method === 'HEAD'
          ? objectInfo(c, second, nameFrom(2), false, 'head')
          : download(c, second, nameFrom(2), 'authenticated');
      }
      if (method === 'GET' && first === 'info') {
        const skip = second === 'public' || second === 'authenticated' ? 2 : 1;
        return objectInfo(c, segments[skip], nameFrom(skip + 1), second === 'public', 'info');
      }
      if (['sign', 'upload', 'move', 'copy', 'list', 'list-v2', 'info'].includes(first)) {
        return routeNotFound(c);
      }
      if (method === 'DELETE' && (segments.length === 1 || (segments.length === 2 && second === ''))) {
        return removeMany(c, first);
      }
      if (method === 'POST' || method === 'PUT') {
        const { id, key } = await upload(c, first, nameFrom(1));
        return c.json({ Key: key, Id: id });
      }
      if (method === 'DELETE') return removeOne(c, first, nameFrom(1));
      if (method === 'HEAD') return objectInfo(c, first, nameFrom(1), false, 'head');
      if (read) return download(c, first, nameFrom(1), 'authenticated');
      return routeNotFound(c);
    }),
  );

  app.all('*', (c) => routeNotFound(c));

  /** A verified signed token's object, read past RLS as storage-api does. */
  function signedObject(claims: DownloadClaims): Promise<ObjectRow> {
    const [bucketId, ...rest] = claims.url.split('/');
    return objectAsSuperUser(bucketId, rest.join('/'));
  }

  return app;
}

/** The `token` query parameter the signed routes require (Fastify's querystring check). */
function requiredToken(c: Context): string {
  const token = c.req.query('token');
  if (token === undefined) throw ERRORS.validation("querystring must have required property 'token'");
  return token;
}

/** storage-api's 404 for a route it does not have. */
function routeNotFound(c: Context): Response {
  const url = new URL(c.req.url);
  return c.json(
    {
      statusCode: '404',
      error: 'Not Found',
      message: `Route ${c.req.method}:${url.pathname.replace(/^\/storage\/v1/, '')}${url.search} not found`,
      code: 'InvalidRequest',
    },
    404,
  );
}

/** ImageRenderer.applyTransformation(transform, keepOriginal = true): what a signed render's token carries. */
function signedTransformations(transform: Record<string, unknown>): string {
  const segments = transformationSegments(transform as TransformOptions).filter(
    (segment) => !segment.startsWith('resizing_type:'),
  );
  if (transform.width || transform.height) {
    const at = segments.findIndex(
      (segment) => !segment.startsWith('height:') && !segment.startsWith('width:'),
    );
    segments.splice(at < 0 ? segments.length : at, 0, `resize:${String(transform.resize)}`);
  }
  return segments.join(',');
}

/** ImageRenderer.setTransformationsFromString: a signed render's token back into options. */
function transformFromClaims(claims: DownloadClaims): TransformOptions {
  const transform: TransformOptions = {};
  for (const part of (claims.transformations ?? '').split(',')) {
    const [name, value] = part.split(':');
    if (!value) continue;
    if (name === 'height' || name === 'width' || name === 'quality')
      transform[name] = Number.parseInt(value, 10);
    else if (name === 'resize' && ['cover', 'contain', 'fill'].includes(value)) {
      transform.resize = value as TransformOptions['resize'];
    } else if (name === 'format' && (value === 'avif' || value === 'webp' || value === 'origin')) {
      transform.format = value;
    }
  }
  return transform;
}

/** storage-api's Content-Disposition for `?download[=name]`. */
function setDownload(headers: Headers, download: string | undefined): void {
  if (download === undefined) return;
  const filename = encodeURIComponent(download);
  headers.set(
    'Content-Disposition',
    download === '' ? 'attachment;' : `attachment; filename=${filename}; filename*=UTF-8''${filename}`,
  );
}

/** storage-api's parseUserMetadata: base64 JSON, or nothing when it does not parse. */
function parseMetadataQuietly(header: string): unknown {
  try {
    return JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
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
