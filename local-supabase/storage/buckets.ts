import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { validateBody, type BodyRules } from './body-schema.ts';
import { handle, notImplemented, ownerOfCaller, readJsonBody, type StorageContext } from './context.ts';
import { ERRORS, StorageApiError } from './errors.ts';
import { isUuid, removeFileQuietly, validateBucketId } from './objects.ts';

/** storage-api's bucketSchema, in its order: the response keeps these fields only. */
const BUCKET_FIELDS = [
  'id',
  'name',
  'owner',
  'public',
  'type',
  'file_size_limit',
  'allowed_mime_types',
  'created_at',
  'updated_at',
] as const;
/** What getBucket selects (no `type`); listBuckets adds `'STANDARD' AS type`, as storage-api does. */
const GET_COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';
const LIST_COLUMNS = `${GET_COLUMNS}, 'STANDARD' as type`;
/** storage-api's STORAGE_EMPTY_BUCKET_MAX default. */
const EMPTY_BUCKET_MAX = 200_000;
const FILE_SIZE_PATTERN = '^[0-9]+(?:\\.[0-9]+)?(?:[gG][bB]|[mM][bB]|[kK][bB]|[bB])$';
const MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

const LIST_QUERY: BodyRules = {
  limit: { type: 'integer', minimum: 1 },
  offset: { type: 'integer', minimum: 0 },
  sortColumn: { type: 'string', values: ['id', 'name', 'created_at', 'updated_at'] },
  sortOrder: { type: 'string', values: ['asc', 'desc'] },
  search: { type: 'string' },
};
const CREATE_BODY: BodyRules = {
  name: { type: 'string', required: true },
  id: { type: 'string' },
  public: { type: 'boolean' },
  type: { type: 'string', values: ['STANDARD', 'ANALYTICS'] },
  allowed_mime_types: { type: 'string[]', nullable: true },
};
const UPDATE_BODY: BodyRules = {
  public: { type: 'boolean' },
  allowed_mime_types: { type: 'string[]', nullable: true },
};

/** storage-api's /bucket routes: RLS on storage.buckets decides, the caller's role in the transaction. */
export function registerBucketRoutes(app: Hono, ctx: StorageContext): void {
  const { services } = ctx;
  const { db } = services;

  app.get('/bucket', (c) =>
    handle(c, async () => {
      const caller = await ctx.callerOf(c);
      const query = validateBody(
        Object.fromEntries(new URL(c.req.url).searchParams),
        LIST_QUERY,
        'querystring',
      );
      const values: unknown[] = [];
      let sql = `select ${LIST_COLUMNS} from storage.buckets`;
      if (typeof query.search === 'string' && query.search.length > 0) {
        values.push(`%${escapeLike(query.search)}%`);
        sql += ` where name ilike $${values.length}`;
      }
      // Without sortColumn, storage-api adds no ORDER BY: the table's order.
      if (query.sortColumn)
        sql += ` order by "${String(query.sortColumn)}" ${query.sortOrder === 'desc' ? 'desc' : 'asc'}`;
      if (query.limit !== undefined) sql += ` limit $${values.push(query.limit)}`;
      if (query.offset !== undefined) sql += ` offset $${values.push(query.offset)}`;
      const rows = await ctx.asCaller(c, caller, async (tx) => (await tx.query(sql, values)).rows);
      return c.json(rows.map(renderBucket));
    }),
  );

  app.get('/bucket/:id', (c) =>
    handle(c, async () => {
      const caller = await ctx.callerOf(c);
      const row = await ctx.asCaller(c, caller, async (tx) => {
        const { rows } = await tx.query(`select ${GET_COLUMNS} from storage.buckets where id = $1 limit 1`, [
          c.req.param('id'),
        ]);
        return rows[0];
      });
      if (!row) throw ERRORS.noSuchBucket();
      return c.json(renderBucket(row));
    }),
  );

  app.post('/bucket', (c) =>
    handle(c, async () => {
      const caller = await ctx.callerOf(c);
      const body = validateBody(await readJsonBody(c), CREATE_BODY);
      const name = body.name as string;
      if (body.type === 'ANALYTICS') {
        throw ERRORS.notImplemented('analytics buckets (type ANALYTICS, Iceberg)');
      }
      if (name.trim() !== name) throw ERRORS.invalidBucketName();
      validateBucketId(name);
      const fileSizeLimit =
        'file_size_limit' in body ? parseSizeLimit(services, body.file_size_limit) : undefined;
      const allowedMimeTypes = mimeTypesOf(body.allowed_mime_types);
      const owner = ownerOfCaller(caller);
      try {
        await ctx.asCaller(c, caller, (tx) =>
          tx.query(
            `insert into storage.buckets (id, name, owner, owner_id, public, allowed_mime_types, file_size_limit, type)
             values ($1, $2, $3, $4, $5, $6::text[], $7, 'STANDARD')`,
            [
              (body.id as string | undefined) || name,
              name,
              owner && isUuid(owner) ? owner : null,
              owner ?? null,
              (body.public as boolean | undefined) ?? false,
              allowedMimeTypes ?? null,
              fileSizeLimit ?? null,
            ],
          ),
        );
      } catch (error) {
        if (error instanceof StorageApiError && error.code === 'ResourceAlreadyExists') {
          throw ERRORS.bucketAlreadyExists();
        }
        throw error;
      }
      return c.json({ name });
    }),
  );

  app.put('/bucket/:id', (c) =>
    handle(c, async () => {
      const caller = await ctx.callerOf(c);
      const raw = await readJsonBody(c);
      const body = validateBody(raw, UPDATE_BODY);
      const fields = ['public', 'file_size_limit', 'allowed_mime_types'].filter((field) => field in body);
      if (fields.length === 0) {
        throw ERRORS.validation(
          [
            "body must have required property 'public'",
            "body must have required property 'file_size_limit'",
            "body must have required property 'allowed_mime_types'",
            'body must match a schema in anyOf',
          ].join(', '),
        );
      }
      const id = validateBucketId(c.req.param('id'));
      const changes: [string, unknown][] = [];
      if (body.public !== undefined) changes.push(['public', body.public]);
      if (body.file_size_limit !== undefined) {
        changes.push(['file_size_limit', parseSizeLimit(services, body.file_size_limit)]);
      }
      if (body.allowed_mime_types !== undefined) {
        changes.push(['allowed_mime_types', mimeTypesOf(body.allowed_mime_types)]);
      }
      if (changes.length === 0) throw ERRORS.noContent();
      const updated = await ctx.asCaller(c, caller, async (tx) => {
        const set = changes.map(([column], index) => `${column} = $${index + 2}`).join(', ');
        const result = await tx.query(`update storage.buckets set ${set} where id = $1 returning id`, [
          id,
          ...changes.map(([, value]) => value),
        ]);
        return result.rows.length;
      });
      if (updated === 0) throw ERRORS.noSuchBucket();
      return c.json({ message: 'Successfully updated' });
    }),
  );

  app.post('/bucket/:id/empty', (c) =>
    handle(c, async () => {
      const caller = await ctx.callerOf(c);
      // storage-api serves this route to the service role only.
      if (caller.role !== 'service_role') {
        throw ERRORS.accessDenied('Access denied: Invalid role').withHttpStatus(403);
      }
      await readJsonBody(c);
      const id = c.req.param('id');
      const { rows } = await db.query('select id from storage.buckets where id = $1', [id]);
      if (!rows[0]) throw ERRORS.noSuchBucket();
      const { rows: counted } = await db.query(
        'select 1 from storage.objects where bucket_id = $1 limit $2',
        [id, EMPTY_BUCKET_MAX + 1],
      );
      if (counted.length > EMPTY_BUCKET_MAX) {
        throw new StorageApiError(
          409,
          'InvalidRequest',
          'Unable to empty the bucket because it contains too many objects',
        );
      }
      // storage-api queues the deletion (done within the hour); here it is done before answering.
      const deleted = await ctx.asCaller(c, caller, async (tx) => {
        const result = await tx.query<{ name: string }>(
          'delete from storage.objects where bucket_id = $1 and created_at <= now() returning name',
          [id],
        );
        return result.rows;
      });
      for (const { name } of deleted) removeFileQuietly(services, id, name);
      return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    }),
  );

  app.delete('/bucket/:id', (c) =>
    handle(c, async () => {
      const caller = await ctx.callerOf(c);
      await readJsonBody(c);
      const id = c.req.param('id');
      // As storage-api: the bucket and its emptiness are checked past RLS, the delete is the caller's.
      const { rows } = await db.query('select id from storage.buckets where id = $1', [id]);
      if (!rows[0]) throw ERRORS.noSuchBucket();
      const { rows: objects } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
        id,
      ]);
      if (objects.length > 0) throw ERRORS.bucketNotEmpty();
      const deleted = await ctx.asCaller(c, caller, async (tx) => {
        const result = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
        return result.rows.length;
      });
      if (deleted === 0) throw ERRORS.noSuchBucket();
      // Only empty folders can remain of a bucket without objects.
      fs.rmSync(path.resolve(services.storageDir, validateBucketId(id)), { recursive: true, force: true });
      return c.json({ message: 'Successfully deleted' });
    }),
  );

  // Analytics (Iceberg) and vector buckets live in other tables and protocols.
  for (const prefix of ['/iceberg', '/vector']) {
    app.all(`${prefix}/*`, (c: Context) =>
      notImplemented(c, `${c.req.method} ${prefix} (analytics and vector buckets)`),
    );
  }
}

/** A bucket row as storage-api's response schema serializes it (fast-json-stringify: null strings are ""). */
export function renderBucket(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of BUCKET_FIELDS) {
    if (!(field in row)) continue;
    const value = row[field];
    if (field === 'file_size_limit')
      out[field] = value === null || value === undefined ? null : Number(value);
    else if (field === 'allowed_mime_types') out[field] = value ?? null;
    else if (field === 'public') out[field] = value === true;
    else if (value instanceof Date) out[field] = value.toISOString();
    else out[field] = value === null || value === undefined ? '' : value;
  }
  return out;
}

/** storage-api's fileSizeLimitSchema (an integer, or `20GB`/`20MB`/`30KB`/`3B`), then its global cap. */
function parseSizeLimit(services: StorageContext['services'], value: unknown): number | null {
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  else if (typeof value === 'string' && new RegExp(FILE_SIZE_PATTERN).test(value))
    bytes = parseFileSize(value);
  else {
    throw ERRORS.validation(
      [
        'body/file_size_limit must be integer',
        `body/file_size_limit must match pattern "${FILE_SIZE_PATTERN}"`,
        'body/file_size_limit must match a schema in anyOf',
      ].join(', '),
    );
  }
  if (bytes > services.project.storage.fileSizeLimit) throw ERRORS.entityTooLarge();
  return bytes;
}

/** storage-api's parseFileSizeToBytes: decimal units, three significant digits. */
export function parseFileSize(value: string): number {
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match) throw ERRORS.invalidFileSizeLimit();
  const amount = Number(Number.parseFloat(match[1]).toPrecision(3));
  const unit = { GB: 1e9, MB: 1e6, KB: 1000, B: 1 }[match[2].toUpperCase() as 'GB' | 'MB' | 'KB' | 'B'];
  return amount * unit;
}

/** Empty entries dropped, each one checked as storage-api's validateMimeType does. */
function mimeTypesOf(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  const types = (value as string[]).filter((type) => type);
  for (const type of types) {
    if (type.length > 1000 || !MIME_TYPE.test(type)) throw ERRORS.invalidMimeType(type);
  }
  return types;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
