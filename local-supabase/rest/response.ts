import type { ApiRequest, PlanMedia } from './api-request.ts';
import { RestError } from './errors.ts';
import type { ActionPlan } from './plan.ts';
import { checkBodyBytes, type QueryResult } from './query.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/**
 * `Content-Range` for `count` rows starting at `offset` out of `total` (null = unknown), as
 * PostgREST 13's contentRangeH: `*` for the range when no row came back or the total is 0.
 */
export function contentRange(offset: number, count: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return count === 0 || total === 0 ? `*/${t}` : `${offset}-${offset + count - 1}/${t}`;
}

/**
 * PostgREST 13's rangeStatusHeader: with no total (no `Prefer: count`) always 200; with one, 416
 * only when the offset is past the total (an offset equal to it is an empty 206, or 200 when the
 * total is 0), 206 when fewer rows came back than the total, else 200.
 */
export function rangeStatus(offset: number, count: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) return 416;
  return count < total ? 206 : 200;
}

/**
 * PostgREST's 416 for an offset past the counted total: its PGRST103 body in place of the rows,
 * with the headers the rows would have had (Content-Range `*\/total`).
 */
export function outOfRangeResponse(
  request: ApiRequest,
  offset: number,
  total: number | null,
  headers: Record<string, string>,
): Response {
  const error = new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`,
  );
  if (request.head)
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Type': JSON_TYPE } });
  return jsonResponse(416, JSON.stringify(error.body()), headers);
}

export function jsonResponse(
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
  contentType = JSON_TYPE,
): Response {
  const h = new Headers(headers);
  if (body !== null) h.set('Content-Type', contentType);
  return new Response(status === 204 ? null : body, { status, headers: h });
}

export function errorResponse(error: RestError): Response {
  return jsonResponse(error.status, JSON.stringify(error.body()));
}

/** `[{…},{…}]` texts → one array text, without re-parsing values. */
export function joinArrays(parts: string[]): string {
  if (parts.length === 1) return parts[0];
  const inner = parts.map((s) => s.trim().slice(1, -1).trim()).filter(Boolean);
  return `[${inner.join(',')}]`;
}

/** The only element of a JSON array text, as text. */
export function singleBody(arrayText: string): string {
  const trimmed = arrayText.trim();
  if (!trimmed.startsWith('[')) return trimmed;
  return trimmed.slice(1, -1).trim();
}

/** `Accept: application/vnd.pgrst.object+json` with other than one row: 406, as PostgREST answers. */
export function requireSingleRow(rows: number): void {
  if (rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    );
  }
}

/** Whether the answer must be exactly one row (checked before anything else about the result). */
function mustBeSingle(request: ApiRequest, plan: ActionPlan): boolean {
  if (!request.single) return false;
  switch (plan.action) {
    case 'read':
      return true;
    case 'rpc':
      return plan.shape === 'array';
    case 'update':
      // An empty update has no rows to return, whatever was preferred.
      return plan.returning !== 'nothing' || Object.keys(plan.values).length === 0;
    default:
      return plan.returning !== 'nothing';
  }
}

type PreferenceName = 'resolution' | 'missing' | 'return' | 'count' | 'tx' | 'handling' | 'max-affected';

/** What each action echoes in Preference-Applied (PostgREST's actionResponse), in the header's order. */
const ECHOED: Record<ActionPlan['action'], PreferenceName[]> = {
  read: ['count', 'tx', 'handling'],
  insert: ['resolution', 'missing', 'return', 'count', 'tx', 'handling'],
  update: ['missing', 'return', 'count', 'tx', 'handling', 'max-affected'],
  delete: ['return', 'count', 'tx', 'handling', 'max-affected'],
  rpc: ['count', 'tx', 'handling', 'max-affected'],
};

/**
 * `Preference-Applied`: the preferences the request gave that this action honours. An upsert's
 * resolution only where there is a conflict target; max-affected only with handling=strict.
 */
export function preferenceApplied(request: ApiRequest, plan: ActionPlan): string | null {
  const prefs = request.preferences;
  const values: Record<PreferenceName, string | null> = {
    resolution: plan.action === 'insert' && plan.onConflict ? prefs.resolution : null,
    missing: prefs.missing,
    return: prefs.return,
    count: prefs.count,
    tx: prefs.tx,
    handling: prefs.handling,
    'max-affected':
      prefs.handling === 'strict' && prefs.maxAffected !== null ? String(prefs.maxAffected) : null,
  };
  const applied = ECHOED[plan.action]
    .filter((name) => values[name] !== null)
    .map((name) => `${name}=${values[name]}`);
  return applied.length ? applied.join(', ') : null;
}

/** A mutation's total in Content-Range: the rows it touched for count=exact|estimated, else `*`. */
const mutationTotal = (request: ApiRequest, rows: number): string =>
  request.preferences.count === 'exact' || request.preferences.count === 'estimated' ? String(rows) : '*';

const contentType = (request: ApiRequest) => (request.single ? OBJECT_TYPE : JSON_TYPE);

/** The HTTP answer to a request: status, every header and the body, from what its statements produced. */
export function buildResponse(
  request: ApiRequest,
  plan: ActionPlan,
  result: QueryResult,
  maxBytes: number,
): Response {
  const response = buildResponseBody(request, plan, result, maxBytes);
  const applied = preferenceApplied(request, plan);
  if (applied) response.headers.set('Preference-Applied', applied);
  return withProfile(request, response);
}

/**
 * PostgREST names the schema in `Content-Profile` beside the Content-Type of an answer when a
 * profile was asked for or more than one schema is exposed (Supabase exposes two by default).
 */
export function withProfile(request: ApiRequest, response: Response): Response {
  if (request.negotiatedByProfile && response.headers.has('Content-Type')) {
    response.headers.set('Content-Profile', request.schema);
  }
  return response;
}

function buildResponseBody(
  request: ApiRequest,
  plan: ActionPlan,
  result: QueryResult,
  maxBytes: number,
): Response {
  const { rows } = result;
  if (mustBeSingle(request, plan)) requireSingleRow(rows);
  switch (plan.action) {
    case 'read': {
      const status = rangeStatus(plan.offset, rows, result.total);
      const headers = {
        'Content-Range': contentRange(plan.offset, rows, result.total),
        'Content-Location': `/${request.target.name}${request.search}`,
      };
      if (status === 416) return outOfRangeResponse(request, plan.offset, result.total, headers);
      if (request.head) {
        return new Response(null, { status, headers: { ...headers, 'Content-Type': JSON_TYPE } });
      }
      return jsonResponse(status, result.bodies[0] ?? 'null', headers, contentType(request));
    }
    case 'rpc': {
      // A function that returns no set gives one row, PostgREST's `0-0/1` once counted.
      const counted = request.preferences.count === 'exact' || request.preferences.count === 'estimated';
      const headers: Record<string, string> = { 'Content-Range': `0-0/${counted ? 1 : '*'}` };
      if (plan.shape === 'void') return new Response(null, { status: 204, headers });
      let body = result.bodies[0] ?? 'null';
      let status = 200;
      if (plan.shape === 'array') {
        headers['Content-Range'] = contentRange(plan.offset, rows, result.total);
        status = rangeStatus(plan.offset, rows, result.total);
        if (status === 416) return outOfRangeResponse(request, plan.offset, result.total, headers);
        if (request.single) body = singleBody(body);
      }
      if (request.head) return new Response(null, { status, headers });
      return jsonResponse(status, body, headers, contentType(request));
    }
    case 'insert': {
      const body = joinArrays(result.bodies.map((b) => b ?? '[]'));
      // Each statement's body was bounded in the database; together they may still be too large.
      checkBodyBytes(Buffer.byteLength(body), maxBytes);
      const headers: Record<string, string> = {
        'Content-Range': `*/${mutationTotal(request, rows)}`,
      };
      // PostgREST: a merge that only updated rows answers 200; any other insert 201.
      const status = result.inserted !== null && result.inserted <= 0 ? 200 : 201;
      if (plan.returning === 'representation') {
        return jsonResponse(status, request.single ? singleBody(body) : body, headers, contentType(request));
      }
      if (plan.returning === 'primary-key' && rows > 0) {
        const first = (JSON.parse(body) as Record<string, unknown>[])[0];
        const location = plan.table.primaryKey
          .map((k) => `${k}=eq.${encodeURIComponent(String(first[k]))}`)
          .join('&');
        headers['Location'] = `/${request.target.name}?${location}`;
      }
      return new Response(null, { status, headers });
    }
    case 'update':
    case 'delete': {
      // PostgREST: PATCH gives the rows' range, DELETE only the total.
      const total = mutationTotal(request, rows);
      const range = plan.action === 'update' && rows > 0 ? `0-${rows - 1}` : '*';
      const headers = { 'Content-Range': `${range}/${total}` };
      if (plan.returning === 'representation') {
        return jsonResponse(200, result.bodies[0] ?? '[]', headers, contentType(request));
      }
      return new Response(null, { status: 204, headers });
    }
  }
}

/**
 * The query plan PostgREST answers for `Accept: application/vnd.pgrst.plan…`: EXPLAIN's output
 * (one line per row in text, the JSON document in json), 200, with the media type it was asked as.
 */
export function planResponse(media: PlanMedia, plan: string): Response {
  const options = media.options.length ? `; options=${media.options.join('|')}` : '';
  const type = `application/vnd.pgrst.plan+${media.format}; for="${media.for}"${options}; charset=utf-8`;
  return new Response(plan, { status: 200, headers: { 'Content-Type': type } });
}
