import type { Queryable } from '../db/driver.ts';
import { ERRORS } from './errors.ts';

/**
 * POST /object/list-v2/:bucket as storage-api answers it (ObjectStorage.listObjectsV2 over the
 * database's search_v2 / list_objects_with_delimiter / search_by_timestamp): at most `limit`
 * (1000) entries, `folders` (common prefixes ending in `/`, when `with_delimiter`) and `objects`,
 * and an opaque cursor for the next page. The rows are read on `tx`, the caller's transaction, so
 * RLS decides what is listed; the grouping those SQL functions do is done here.
 */
export interface ListV2Request {
  prefix?: string;
  limit?: number;
  cursor?: string;
  withDelimiter?: boolean;
  sortBy?: { column: 'name' | 'created_at' | 'updated_at'; order?: 'asc' | 'desc' };
}

type Row = Record<string, unknown> & { name: string; id: string | null };
type SortColumn = 'name' | 'created_at' | 'updated_at';

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS: [string, keyof Cursor][] = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
];

export async function listObjectsV2(tx: Queryable, bucket: string, request: ListV2Request) {
  const limit = Math.min(request.limit || 1000, 1000);
  const prefix = request.prefix ?? '';
  const cursor = request.cursor ? decodeCursor(request.cursor) : undefined;
  const order = cursor?.sortOrder || request.sortBy?.order;
  const column = (cursor?.sortColumn || request.sortBy?.column) as SortColumn | undefined;
  const descending = order === 'desc';
  const startAfter = cursor?.startAfter ?? '';
  const after = cursor?.sortColumnAfter;

  let rows: Row[];
  if (!request.withDelimiter) {
    rows = await listFlat(tx, bucket, prefix, limit + 1, startAfter, descending, column, after);
  } else {
    const all = await rowsUnder(tx, bucket, prefix);
    const levels = prefix ? prefix.split('/').length : 1;
    const grouped =
      !column || column === 'name'
        ? groupByName(all, prefix, startAfter, descending)
        : groupByTimestamp(all, prefix, startAfter, descending, column, after);
    rows = grouped
      .slice(0, limit + 1)
      .map(({ name, ...rest }) => ({ key: name.split('/')[levels - 1] ?? '', name, ...rest }) as Row);
    // storage-api's own pass over the rows: a name with a delimiter after the prefix is a folder.
    const delimited: Row[] = [];
    let previous = '';
    for (const row of rows) {
      const index = row.name.replace(prefix, '').indexOf('/');
      if (index < 0) {
        delimited.push(row);
        continue;
      }
      const folder = row.name.substring(0, prefix.length + index + 1);
      if (folder === previous) continue;
      previous = folder;
      delimited.push({ id: null, name: folder });
    }
    rows = delimited;
  }

  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const folders = page
    .filter((row) => row.id === null)
    .map((row) => ({ ...row, name: row.name.endsWith('/') ? row.name : `${row.name}/` }));
  const objects = page.filter((row) => row.id !== null);
  if (!hasNext) return { hasNext, folders, objects };
  const last = page[page.length - 1];
  const lastValue = column && column !== 'name' ? last[column] : undefined;
  return {
    hasNext,
    nextCursor: encodeCursor({
      startAfter: last.name,
      sortOrder: order,
      sortColumn: column,
      sortColumnAfter: lastValue ? new Date(lastValue as string).toISOString() : undefined,
    }),
    nextCursorKey: last.name,
    folders,
    objects,
  };
}

/** Without a delimiter: one query, keyset-paged on (sort column, name). */
async function listFlat(
  tx: Queryable,
  bucket: string,
  prefix: string,
  max: number,
  startAfter: string,
  descending: boolean,
  column: SortColumn | undefined,
  after: string | undefined,
): Promise<Row[]> {
  const sortColumn = column === 'created_at' || column === 'updated_at' ? column : undefined;
  const direction = descending ? 'desc' : 'asc';
  const operator = descending ? '<' : '>';
  const values: unknown[] = [bucket, max];
  const conditions = ['bucket_id = $1'];
  if (prefix) conditions.push(`name like $${values.push(`${escapeLike(prefix)}%`)}`);
  if (startAfter) {
    if (sortColumn && after) {
      const afterParam = values.push(after);
      const nameParam = values.push(startAfter);
      conditions.push(
        `row(date_trunc('milliseconds', ${sortColumn}), name collate "C") ${operator} ` +
          `row(coalesce(nullif($${afterParam}, '')::timestamptz, 'epoch'::timestamptz), $${nameParam})`,
      );
    } else {
      conditions.push(`name collate "C" ${operator} $${values.push(startAfter)}`);
    }
  }
  const { rows } = await tx.query<Row>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
     where ${conditions.join(' and ')}
     order by ${sortColumn ? `${sortColumn} ${direction}, ` : ''}name collate "C" ${direction}
     limit $2`,
    values,
  );
  return rows;
}

/** Every object under `prefix` the caller may see, in byte order of their names. */
async function rowsUnder(tx: Queryable, bucket: string, prefix: string): Promise<Row[]> {
  const { rows } = await tx.query<Row>(
    `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
     where bucket_id = $1 and name collate "C" like $2
     order by name collate "C"`,
    [bucket, `${escapeLike(prefix)}%`],
  );
  return rows;
}

/** storage.get_common_prefix: `prefix` plus the next segment and its `/`, or null for a leaf. */
function commonPrefix(name: string, prefix: string): string | null {
  const index = name.indexOf('/', prefix.length);
  return index < 0 ? null : name.slice(0, index + 1);
}

function folderRow(common: string): Row {
  const name = common.replace(/\/+$/, '');
  return { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };
}

/**
 * list_objects_with_delimiter: a seek through the names in byte order. A folder is listed once
 * and the seek jumps past it; `startAfter` resumes after a folder (`<name>/…`) or an object.
 */
function groupByName(rows: Row[], prefix: string, startAfter: string, descending: boolean): Row[] {
  const ordered = descending ? [...rows].reverse() : rows;
  const isFolder = (name: string) => rows.some((row) => row.name.startsWith(`${name}/`));
  // Ascending: the next name must be >= seek; descending: < seek.
  let seek: string | null;
  if (!startAfter) seek = descending ? null : prefix;
  else if (descending) seek = isFolder(startAfter) ? `${startAfter}/` : startAfter;
  else seek = isFolder(startAfter) ? `${startAfter}0` : `${startAfter}/`;
  const out: Row[] = [];
  for (const row of ordered) {
    if (seek !== null && (descending ? compare(row.name, seek) >= 0 : compare(row.name, seek) < 0)) continue;
    const common = commonPrefix(row.name, prefix);
    if (common) {
      out.push(folderRow(common));
      // '0' follows '/': past every name inside the folder.
      seek = descending ? common : `${common.slice(0, -1)}0`;
    } else {
      out.push(row);
      seek = descending ? row.name : `${row.name}/`;
    }
  }
  return out;
}

/**
 * search_by_timestamp: folders carry the earliest creation time of what they hold (as both
 * created_at and updated_at), sorted with the objects on (column, name), keyset-paged.
 */
function groupByTimestamp(
  rows: Row[],
  prefix: string,
  startAfter: string,
  descending: boolean,
  column: 'created_at' | 'updated_at',
  after: string | undefined,
): Row[] {
  const folders = new Map<string, Row>();
  const leaves: Row[] = [];
  for (const row of rows) {
    const common = commonPrefix(row.name, prefix);
    if (!common) {
      leaves.push(row);
      continue;
    }
    const created = row.created_at as Date | string | null;
    const folder = folders.get(common) ?? folderRow(common);
    const earliest = folder.created_at as Date | string | null;
    if (created !== null && (earliest === null || time(created) < time(earliest))) {
      folder.created_at = created;
      folder.updated_at = created;
    }
    folders.set(common, folder);
  }
  const sign = descending ? -1 : 1;
  const key = (row: Row) => time(row[column] as Date | string | null) || 0;
  const all = [...folders.values(), ...leaves].sort(
    (a, b) => sign * (key(a) - key(b) || compare(a.name, b.name)),
  );
  if (!startAfter) return all;
  const afterTime = after ? Date.parse(after) : 0;
  return all.filter((row) => sign * (key(row) - afterTime || compare(row.name, startAfter)) > 0);
}

function time(value: Date | string | null): number {
  if (value === null) return 0;
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** Byte order of UTF-8 names, as `collate "C"`. */
function compare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function encodeCursor(cursor: Cursor): string {
  const lines = CURSOR_PARTS.filter(([, field]) => cursor[field]).map(
    ([part, field]) => `${part}:${cursor[field]}`,
  );
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    const field = match && CURSOR_PARTS.find(([part]) => part === match[1])?.[1];
    if (!match || !field) throw ERRORS.invalidParameter('continuation token');
    cursor[field] = match[2];
  }
  return cursor;
}
