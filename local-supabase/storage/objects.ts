import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { ERRORS } from './errors.ts';

/** A storage.buckets row as uploads need it. */
export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/** storage.objects.metadata, as storage-api writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** storage-api's isValidBucketName: S3-safe characters, 1–100 of them. */
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/**
 * Bucket ids as storage-api accepts them; `.` and `..` too are refused here, because a bucket is
 * a folder on this disk.
 */
export function validateBucketId(bucket: string): string {
  if (
    !bucket ||
    bucket.length > 100 ||
    !VALID_BUCKET_NAME.test(bucket) ||
    bucket === '.' ||
    bucket === '..'
  ) {
    throw ERRORS.invalidBucketName();
  }
  return bucket;
}

/** storage-api's VALID_OBJECT_KEY (src/storage/limits.ts): S3-safe characters only. */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

/**
 * storage-api's mustBeValidKey: a non-empty key of S3-safe characters, else 400 `InvalidKey`
 * ("Invalid key: <key>"). Called where storage-api calls it: uploadNewObject (every upload, after
 * the bucket and the body were read), copyObject/moveObject (the destination), findObject (reads,
 * info, signing one URL; after the bucket check).
 */
export function mustBeValidKey(name: string | undefined): string {
  if (!name || !VALID_OBJECT_KEY.test(name)) throw ERRORS.invalidKey(name ?? '');
  return name;
}

/**
 * Object names safe on this disk: relative, no `.`/`..`/empty segments, no backslashes, no
 * control characters (storage-api's file backend refuses dot segments too; on S3 they would be
 * keys like any other).
 */
export function validateObjectName(name: string): string {
  const segments = name.split('/');
  const bad =
    !name ||
    name.startsWith('/') ||
    name.includes('\\') ||
    CONTROL_CHARS.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..') ||
    Buffer.byteLength(name) > 1024;
  if (bad) throw ERRORS.invalidKey(name);
  return name;
}

/** `<storageDir>/<bucket>/<name>`, refusing anything that would resolve outside the bucket folder. */
export function objectFilePath(services: Services, bucket: string, name: string): string {
  const bucketDir = path.resolve(services.storageDir, validateBucketId(bucket));
  const file = path.resolve(bucketDir, validateObjectName(name));
  if (!file.startsWith(bucketDir + path.sep)) throw ERRORS.invalidKey(name);
  return file;
}

/** The bucket as storage-api reads it before an upload: as superuser, not through RLS. */
export async function findBucket(db: Queryable, bucket: string): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>(
    'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [validateBucketId(bucket)],
  );
  if (!rows[0]) throw ERRORS.noSuchBucket();
  return rows[0];
}

/** The bucket's limit when it is set and below the global one (storage-api's rule). */
export function fileSizeLimit(services: Services, bucket: BucketRow): number {
  const global = services.project.storage.fileSizeLimit;
  const own = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  return own !== null && own > 0 && own < global ? own : global;
}

/** `image/png` against `["image/png"]` or `["image/*"]`; parameters (`;charset=…`) ignored. */
export function mimeTypeAllowed(mimeType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimeType.split(';')[0].trim().toLowerCase().split('/');
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** Refuses (before anything is written) what the bucket does not accept. */
export function checkUpload(services: Services, bucket: BucketRow, size: number, mimeType: string): void {
  if (size > fileSizeLimit(services, bucket)) throw ERRORS.entityTooLarge();
  if (!mimeTypeAllowed(mimeType, bucket.allowed_mime_types)) throw ERRORS.invalidMimeType(mimeType);
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
};

export function mimeTypeFromName(name: string): string {
  const extension = path.extname(name).slice(1).toLowerCase();
  return MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** What an HTTP field value may hold (RFC 9110 §5.5; Node's own header check uses the same set). */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export const isHeaderValue = (value: string): boolean => HEADER_VALUE.test(value);

/**
 * `3600` → `max-age=3600`; a header value already shaped like a directive is kept. The value is
 * sent back as the object's Cache-Control on every read, so anything that cannot be a header
 * value (CR/LF, other control characters) is refused here rather than stored.
 */
export function normalizeCacheControl(value: string | null | undefined): string {
  if (!value) return 'no-cache';
  if (!isHeaderValue(value)) throw ERRORS.invalidParameter('cacheControl');
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value.trim();
}

export function buildMetadata(bytes: Uint8Array, mimeType: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.byteLength,
    mimetype: mimeType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.byteLength,
    httpStatusCode: 200,
  };
}

/** Writes the bytes beside their final place; `commit()` renames them in, `discard()` removes them. */
export function stageFile(finalPath: string, bytes: Uint8Array): { commit(): void; discard(): void } {
  fs.mkdirSync(path.dirname(finalPath), { recursive: true });
  const temp = path.join(path.dirname(finalPath), `.${path.basename(finalPath)}.${crypto.randomUUID()}.tmp`);
  fs.writeFileSync(temp, bytes);
  return {
    commit: () => fs.renameSync(temp, finalPath),
    discard: () => fs.rmSync(temp, { force: true }),
  };
}

/** Removes an object's file and the folders it leaves empty (up to the bucket folder). */
export function removeObjectFile(services: Services, bucket: string, name: string): void {
  const file = objectFilePath(services, bucket, name);
  fs.rmSync(file, { force: true });
  const bucketDir = path.resolve(services.storageDir, bucket);
  let dir = path.dirname(file);
  while (dir.startsWith(bucketDir + path.sep)) {
    try {
      fs.rmdirSync(dir);
    } catch {
      break;
    }
    dir = path.dirname(dir);
  }
}

/** storage-api's isUuid: what may go into the uuid column `owner`. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value);
}

/** Removes an object's file, logging (not failing) when the disk refuses: the row is already gone. */
export function removeFileQuietly(services: Services, bucket: string, name: string): void {
  try {
    removeObjectFile(services, bucket, name);
  } catch (error) {
    console.error(`storage: could not remove the file of ${bucket}/${name}:`, error);
  }
}

/** `owner` is a uuid column; `owner_id` keeps any subject. */
export function ownerOf(claims: Record<string, unknown>): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  return ownerFromSub(sub);
}

export function ownerFromSub(sub: string | null | undefined): {
  owner: string | null;
  ownerId: string | null;
} {
  return { owner: sub && isUuid(sub) ? sub : null, ownerId: sub || null };
}

export interface WriteObjectInput {
  bucket: string;
  name: string;
  bytes: Uint8Array;
  metadata: ObjectMetadata;
  owner: string | null;
  ownerId: string | null;
  upsert: boolean;
  userMetadata?: unknown;
}

/**
 * Inserts (or upserts) the storage.objects row on `tx` — which carries the caller's role, so RLS
 * decides — and returns its id. Policy refusals and duplicates surface as Postgres errors.
 */
export async function writeObjectRow(tx: Queryable, input: WriteObjectInput): Promise<string> {
  const conflict = input.upsert
    ? `on conflict (bucket_id, name) do update set
         owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
         user_metadata = excluded.user_metadata, version = excluded.version,
         updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) ${conflict}
     returning id`,
    [
      input.bucket,
      input.name,
      input.owner,
      input.ownerId,
      JSON.stringify(input.metadata),
      // storage-api stores `{ ...userMetadata }`: `{}` when the upload sent none.
      JSON.stringify(input.userMetadata ?? {}),
      crypto.randomUUID(),
    ],
  );
  return rows[0].id;
}
