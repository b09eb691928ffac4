import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import type { Queryable } from '../db/driver.ts';
import { withRequestContext, type DbRole } from '../db/request-transaction.ts';
import { ApiKeyError, identifyCaller, JwtError, type Caller } from '../http/api-key.ts';
import { responseTooLarge, RestError, toRestError } from './errors.ts';
import { parseJsonBounded } from './json-body.ts';
import { parseQuery, type QueryParams, type SelectItem } from './query-params.ts';
import { parsePreferences, parseRangeHeader, type Preferences } from './preferences.ts';
import { SchemaCacheHolder, type SchemaCache, type Table } from './schema-cache.ts';
import { planRead, requireTable, restrictEmbedRows, type ReadNode } from './plan.ts';
import {
  boundedBodySql,
  countSql,
  deleteSql,
  ident,
  insertSql,
  qualified,
  Params,
  readSql,
  representationSql,
  updateSql,
  type InsertSqlOptions,
} from './sql.ts';
import { argNamesOf, resolveRoutine, rpcSql } from './rpc.ts';
import { contentRange, errorResponse, jsonResponse, OBJECT_TYPE, rangeStatus } from './response.ts';

const caches = new WeakMap<Services['db'], SchemaCacheHolder>();

/** The schema cache of a database (shared by every request; `reload()` after DDL). */
export function schemaCacheOf(db: Services['db']): SchemaCacheHolder {
  let holder = caches.get(db);
  if (!holder) caches.set(db, (holder = new SchemaCacheHolder(db)));
  return holder;
}

interface RequestInfo {
  method: string;
  caller: Caller;
  prefs: Preferences;
  single: boolean;
  search: string;
  headers: Record<string, string>;
  entries: [string, string][];
  path: string;
}

const RELOAD_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

/** Runs `fn` with the schema cache; on a "not in the schema cache" error, reloads once and retries. */
async function withCache<T>(holder: SchemaCacheHolder, fn: (cache: SchemaCache) => T): Promise<T> {
  try {
    return fn(await holder.get());
  } catch (error) {
    if (error instanceof RestError && RELOAD_CODES.has(error.code)) return fn(await holder.reload());
    throw error;
  }
}

/**
 * Request body as JSON. PostgREST answers PGRST102 "Empty or invalid json" for anything it cannot
 * decode; a body nested too deep to be handled safely gets the same answer.
 */
async function readJson(c: Context, { emptyIsObject }: { emptyIsObject: boolean }): Promise<unknown> {
  const text = await c.req.text();
  // Only RPC takes a zero-length body as `{}`; inserts and updates need a JSON document.
  if (text.length === 0 && emptyIsObject) return {};
  try {
    return parseJsonBounded(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function pkFields(table: Table): SelectItem[] {
  return table.primaryKey.map((name) => ({
    type: 'field',
    field: { name, json: [] },
    alias: null,
    cast: null,
  }));
}

function limitsFor(
  services: Services,
  info: RequestInfo,
  node: ReadNode,
): { limit: number | null; offset: number } {
  let limit = node.limit;
  let offset = node.offset ?? 0;
  const range = parseRangeHeader(info.headers['range']);
  if (range) {
    offset += range.offset;
    if (range.limit !== null) limit = limit === null ? range.limit : Math.min(limit, range.limit);
  }
  const max = services.project.maxRows;
  if (max !== null) limit = limit === null ? max : Math.min(limit, max);
  return { limit, offset };
}

function singleCheck(info: RequestInfo, n: number): void {
  if (info.single && n !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${n} rows`,
    );
  }
}

function unknownColumn(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

function checkBytes(bytes: number | null | undefined, maxBytes: number): void {
  if (bytes !== null && bytes !== undefined && Number(bytes) > maxBytes) {
    throw responseTooLarge(Number(bytes), maxBytes);
  }
}

export function restRoutes(services: Services): Hono {
  const app = new Hono();
  const maxBytes = services.config.maxResponseBytes;
  const holder = schemaCacheOf(services.db);

  const run = <T>(info: RequestInfo, fn: (tx: Queryable) => Promise<T>) =>
    withRequestContext(
      services.db,
      {
        role: info.caller.role,
        claims: info.caller.claims,
        method: info.method,
        path: info.path,
        headers: info.headers,
      },
      fn,
    );

  /** Shared front: caller, schema profile, preferences; maps every failure to PostgREST's body. */
  const handle = (work: (c: Context, info: RequestInfo) => Promise<Response>) => async (c: Context) => {
    let role: DbRole = 'anon';
    try {
      let caller: Caller;
      try {
        caller = await identifyCaller(c.req.raw.headers, services.config);
      } catch (error) {
        if (error instanceof ApiKeyError) return c.json({ message: error.message }, 401);
        if (error instanceof JwtError) {
          return errorResponse(
            error.reason === 'expired'
              ? new RestError(401, 'PGRST303', 'JWT expired')
              : new RestError(401, 'PGRST301', error.message),
          );
        }
        throw error;
      }
      role = caller.role;
      const method = c.req.method.toUpperCase();
      const profile = c.req.header(
        method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
      );
      if (profile && profile !== 'public') {
        throw new RestError(
          406,
          'PGRST106',
          `Invalid schema: ${profile}`,
          null,
          'Only the following schemas are exposed: public',
        );
      }
      const url = new URL(c.req.url);
      const headers: Record<string, string> = {};
      c.req.raw.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
      const info: RequestInfo = {
        method,
        caller,
        prefs: parsePreferences(c.req.header('prefer')),
        single: (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json'),
        search: url.search,
        headers,
        entries: [...url.searchParams.entries()],
        path: url.pathname.replace(/^.*?\/rest\/v1/, '') || '/',
      };
      return await work(c, info);
    } catch (error) {
      const restError = toRestError(error, role);
      if (restError.status >= 500) console.error(error);
      return errorResponse(restError);
    }
  };

  // ---- reads -------------------------------------------------------------------------------
  const read = async (c: Context, info: RequestInfo): Promise<Response> => {
    const table = c.req.param('table')!;
    const q = parseQuery(info.entries);
    const node = await withCache(holder, (cache) => planRead(cache, q, { root: { table } }));
    restrictEmbedRows(node, services.project.maxRows);
    const { limit, offset } = limitsFor(services, info, node);
    const { body, n, total } = await run(info, async (tx) => {
      const p = new Params();
      const sql = boundedBodySql(readSql(node, p, { limit, offset, single: info.single }), p, maxBytes, [
        'n',
      ]);
      const result = await tx.query<{ body: string | null; bytes: number | null; n: number }>(sql, p.values);
      checkBytes(result.rows[0].bytes, maxBytes);
      let total: number | null = null;
      if (info.prefs.count) {
        const cp = new Params();
        total = (await tx.query<{ total: number }>(countSql(node, cp), cp.values)).rows[0].total;
      }
      return { body: result.rows[0].body, n: result.rows[0].n, total };
    });
    singleCheck(info, n);
    const status = info.single ? 200 : rangeStatus(offset, n, total);
    const headers = {
      'Content-Range': contentRange(offset, n, total),
      'Content-Location': `/${table}${info.search}`,
    };
    if (info.method === 'HEAD')
      return new Response(null, {
        status,
        headers: {
          ...headers,
          'Content-Type': 'application/json; charset=utf-8',
        },
      });
    return jsonResponse(status, body ?? 'null', headers, info.single ? OBJECT_TYPE : undefined);
  };

  // ---- writes ------------------------------------------------------------------------------
  /** Plans the select tree used by `return=representation` (or the primary key for headers-only). */
  const returningPlan = (cache: SchemaCache, table: string, q: QueryParams, info: RequestInfo): ReadNode => {
    const info2 = requireTable(cache, table);
    const select = info.prefs.return === 'headers-only' ? pkFields(info2) : q.select;
    return planRead(cache, { select, nodes: q.nodes }, { root: { table } });
  };

  const writeResponse = (
    info: RequestInfo,
    table: string,
    status: number,
    result: { body: string | null; n: number; location: string | null },
  ): Response => {
    const headers: Record<string, string> = {
      'Content-Range': result.n ? `0-${result.n - 1}/*` : '*/*',
    };
    if (info.method === 'POST') headers['Content-Range'] = `*/${info.prefs.count ? result.n : '*'}`;
    if (info.prefs.return === 'representation') {
      return jsonResponse(status, result.body ?? 'null', headers, info.single ? OBJECT_TYPE : undefined);
    }
    if (info.prefs.return === 'headers-only' && result.location)
      headers['Location'] = `/${table}?${result.location}`;
    return new Response(null, {
      status: status === 200 ? 204 : status,
      headers,
    });
  };

  const insert = async (c: Context, info: RequestInfo): Promise<Response> => {
    const table = c.req.param('table')!;
    const q = parseQuery(info.entries);
    const payload = await readJson(c, { emptyIsObject: false });
    const rows = Array.isArray(payload) ? payload : [payload];
    if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
    const objects = rows as Record<string, unknown>[];
    const { tableInfo, node } = await withCache(holder, (cache) => ({
      tableInfo: requireTable(cache, table),
      node: returningPlan(cache, table, q, info),
    }));
    const columns = q.columns ?? [...new Set(objects.flatMap((r) => Object.keys(r)))];
    for (const column of columns) if (!tableInfo.columns.has(column)) throw unknownColumn(table, column);
    let onConflict: InsertSqlOptions['onConflict'] = null;
    if (info.prefs.resolution) {
      const target = q.onConflict ?? tableInfo.primaryKey;
      for (const column of target) if (!tableInfo.columns.has(column)) throw unknownColumn(table, column);
      onConflict = {
        columns: target,
        action: info.prefs.resolution === 'ignore-duplicates' ? 'ignore' : 'merge',
      };
    }
    // missing=default: rows naming different columns go in separate statements so defaults apply.
    const batches: { columns: string[]; rows: Record<string, unknown>[] }[] = [];
    if (info.prefs.missing === 'default') {
      for (const row of objects) {
        const cols = columns.filter((c) => c in row);
        const last = batches[batches.length - 1];
        if (last && last.columns.join('\0') === cols.join('\0')) last.rows.push(row);
        else batches.push({ columns: cols, rows: [row] });
      }
    } else if (objects.length) batches.push({ columns, rows: objects });

    const returning = info.prefs.return === 'representation' || info.prefs.return === 'headers-only';
    const result = await run(info, async (tx) => {
      const parts: string[] = [];
      let n = 0;
      for (const batch of batches) {
        const p = new Params();
        if (batch.columns.length === 0) {
          // Only defaults: one `default values` insert per row.
          for (let i = 0; i < batch.rows.length; i++) {
            const sql = `insert into ${qualified(table)} as ${ident(node.alias)} default values${returning ? ` returning ${ident(node.alias)}.*` : ''}`;
            const rp = new Params();
            if (returning) {
              const res = await tx.query<{ body: string; bytes: number; n: number }>(
                representationSql(sql, node, rp, false, maxBytes),
                rp.values,
              );
              checkBytes(res.rows[0].bytes, maxBytes);
              parts.push(res.rows[0].body);
              n += res.rows[0].n;
            } else n += (await tx.query(sql)).affectedRows;
          }
          continue;
        }
        const mutation = insertSql(
          {
            table,
            columns: batch.columns,
            rows: batch.rows,
            onConflict,
            returning,
          },
          node.alias,
          p,
        );
        if (returning) {
          const res = await tx.query<{ body: string; bytes: number; n: number }>(
            representationSql(mutation, node, p, false, maxBytes),
            p.values,
          );
          checkBytes(res.rows[0].bytes, maxBytes);
          parts.push(res.rows[0].body);
          n += res.rows[0].n;
        } else {
          n += (await tx.query(mutation, p.values)).affectedRows;
        }
      }
      if (returning) singleCheck(info, n);
      const body = joinArrays(parts);
      checkBytes(Buffer.byteLength(body), maxBytes);
      return { n, body };
    });
    let body: string | null = result.body;
    let location: string | null = null;
    if (info.prefs.return === 'headers-only' && result.n > 0) {
      const first = (JSON.parse(result.body) as Record<string, unknown>[])[0];
      location = tableInfo.primaryKey.map((k) => `${k}=eq.${encodeURIComponent(String(first[k]))}`).join('&');
    }
    if (info.single && body) body = singleBody(body);
    return writeResponse(info, table, 201, { body, n: result.n, location });
  };

  /** PATCH and DELETE: the statement alone (minimal) or wrapped to return the representation. */
  const runUpdateOrDelete = async (
    info: RequestInfo,
    table: string,
    node: ReadNode,
    returning: boolean,
    buildSql: (p: Params) => string,
  ): Promise<Response> => {
    const result = await run(info, async (tx) => {
      const p = new Params();
      const mutation = buildSql(p);
      if (!returning) return { body: null, n: (await tx.query(mutation, p.values)).affectedRows };
      const res = await tx.query<{ body: string; bytes: number; n: number }>(
        representationSql(mutation, node, p, info.single, maxBytes),
        p.values,
      );
      checkBytes(res.rows[0].bytes, maxBytes);
      singleCheck(info, res.rows[0].n);
      return { body: res.rows[0].body, n: res.rows[0].n };
    });
    return writeResponse(info, table, 200, { ...result, location: null });
  };

  const update = async (c: Context, info: RequestInfo): Promise<Response> => {
    const table = c.req.param('table')!;
    const q = parseQuery(info.entries);
    const payload = await readJson(c, { emptyIsObject: false });
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    const values = payload as Record<string, unknown>;
    const { tableInfo, node } = await withCache(holder, (cache) => ({
      tableInfo: requireTable(cache, table),
      node: returningPlan(cache, table, q, info),
    }));
    for (const column of Object.keys(values))
      if (!tableInfo.columns.has(column)) throw unknownColumn(table, column);
    const returning = info.prefs.return === 'representation';
    if (Object.keys(values).length === 0) {
      singleCheck(info, 0);
      return writeResponse(info, table, 200, {
        body: '[]',
        n: 0,
        location: null,
      });
    }
    return runUpdateOrDelete(info, table, node, returning, (p) => updateSql(node, values, returning, p));
  };

  const remove = async (c: Context, info: RequestInfo): Promise<Response> => {
    const table = c.req.param('table')!;
    const q = parseQuery(info.entries);
    const node = await withCache(holder, (cache) => returningPlan(cache, table, q, info));
    const returning = info.prefs.return === 'representation';
    return runUpdateOrDelete(info, table, node, returning, (p) => deleteSql(node, returning, p));
  };

  // ---- rpc ---------------------------------------------------------------------------------
  const rpc = async (c: Context, info: RequestInfo): Promise<Response> => {
    const name = c.req.param('fn')!;
    const isGet = info.method === 'GET' || info.method === 'HEAD';
    const cache0 = await holder.get();
    let argNames = argNamesOf(cache0, name);
    if (argNames.size === 0 && !cache0.functions.has(name))
      argNames = argNamesOf(await holder.reload(), name);
    const q = parseQuery(info.entries, isGet ? argNames : new Set());
    let args: Record<string, unknown>;
    if (isGet) args = Object.fromEntries(q.rest);
    else {
      const body = await readJson(c, { emptyIsObject: true });
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      }
      args = body as Record<string, unknown>;
    }
    const { fn, node } = await withCache(holder, (cache) => ({
      fn: resolveRoutine(cache, name, Object.keys(args)),
      node: planRead(cache, q, { root: { functionName: name } }),
    }));
    restrictEmbedRows(node, services.project.maxRows);
    const { limit, offset } = limitsFor(services, info, node);
    const p = new Params();
    const call = rpcSql(fn, args, node, limit, offset, p);
    const sql =
      call.shape === 'void'
        ? call.sql
        : boundedBodySql(call.sql, p, maxBytes, call.shape === 'array' ? ['n'] : []);
    const row = await run(info, async (tx) => {
      const res = await tx.query<{ body: string | null; bytes?: number | null; n?: number }>(sql, p.values);
      checkBytes(res.rows[0]?.bytes, maxBytes);
      return res.rows[0];
    });
    if (call.shape === 'void') return new Response(null, { status: 204 });
    const headers: Record<string, string> = {};
    let body = row?.body ?? 'null';
    if (call.shape === 'array') {
      const n = row?.n ?? 0;
      headers['Content-Range'] = contentRange(offset, n, null);
      if (info.single) {
        singleCheck(info, n);
        body = singleBody(body);
      }
    }
    if (info.method === 'HEAD') return new Response(null, { status: 200, headers });
    return jsonResponse(200, body, headers, info.single ? OBJECT_TYPE : undefined);
  };

  app.get('/', (c) =>
    c.json({
      swagger: '2.0',
      info: { title: 'local-supabase', version: '12' },
      paths: {},
    }),
  );
  app.get('/rpc/:fn', handle(rpc));
  app.post('/rpc/:fn', handle(rpc));
  app.get('/:table', handle(read));
  app.post('/:table', handle(insert));
  app.patch('/:table', handle(update));
  app.delete('/:table', handle(remove));
  return app;
}

/** `[{…},{…}]` texts → one array text, without re-parsing values. */
function joinArrays(parts: string[]): string {
  if (parts.length === 1) return parts[0];
  const inner = parts.map((s) => s.trim().slice(1, -1).trim()).filter(Boolean);
  return `[${inner.join(',')}]`;
}

/** The only element of a JSON array text, as text. */
function singleBody(arrayText: string): string {
  const trimmed = arrayText.trim();
  if (!trimmed.startsWith('[')) return trimmed;
  return trimmed.slice(1, -1).trim();
}
