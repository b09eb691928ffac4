import { RestError } from './errors.ts';
import { parseJsonBounded } from './json-body.ts';
import { parseQuery, readInteger, type QueryParams } from './query-params.ts';
import { parsePreferences, parseRangeHeader, type Preferences } from './preferences.ts';

/** Bodies PostgREST hands to a function's single unnamed parameter as they are. */
const RAW_BODY_TYPES = ['text/plain', 'text/xml', 'application/octet-stream'];

const JSON_MEDIA = ['application/json', 'application/*', '*/*', 'application/vnd.pgrst.array+json'];
const OBJECT_MEDIA = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object'];
/** What PostgREST produces and local-supabase does not: refused, never answered as JSON. */
const NOT_PRODUCED: Record<string, string> = {
  'text/csv': 'local-supabase answers JSON only; PostgREST would send CSV.',
  'application/geo+json': 'local-supabase answers JSON only (and has no PostGIS).',
};

/** A range of row numbers from `lower` to `upper` (null: no end), empty when upper < lower. */
interface RowRange {
  lower: number;
  upper: number | null;
}

const ALL_ROWS: RowRange = { lower: 0, upper: null };
const isEmptyRange = (r: RowRange) => r.upper !== null && r.upper < r.lower;
const intersect = (a: RowRange, b: RowRange): RowRange => ({
  lower: Math.max(a.lower, b.lower),
  upper: a.upper === null ? b.upper : b.upper === null ? a.upper : Math.min(a.upper, b.upper),
});

/**
 * PostgREST 13's top-level range (QueryParams' ranges, ApiRequest's getRanges): `limit` alone is
 * rows 0 to limit-1, `offset` alone from offset on, both offset to offset+limit-1 (an unreadable
 * limit counting as 0); the `Range` header is read for GET only (RFC 9110) and intersected with
 * them, so a negative offset is a no-op. `limit=0` alone is the one empty range allowed; any
 * other is 416 PGRST103 (the header's lower boundary above its upper, else a negative limit).
 */
export function topLevelRange(
  method: string,
  paging: QueryParams['rootPaging'],
  rangeHeader: string | undefined,
): { offset: number; limit: number | null } {
  const limit = paging.limit === null ? null : readInteger(paging.limit);
  const offset = paging.offset === null ? null : readInteger(paging.offset);
  let query: RowRange = ALL_ROWS;
  if (paging.limit !== null && paging.offset !== null) {
    const o = offset ?? 0;
    query = { lower: o, upper: o + (limit ?? 0) - 1 };
  } else if (paging.limit !== null) {
    query = limit === null ? ALL_ROWS : { lower: 0, upper: limit - 1 };
  } else if (paging.offset !== null) {
    query = { lower: offset ?? 0, upper: null };
  }
  if (query.lower === 0 && query.upper === -1) return { offset: 0, limit: 0 };
  const header = (method === 'GET' && parseRangeHeader(rangeHeader)) || ALL_ROWS;
  const top = isEmptyRange(header) ? header : intersect(header, query);
  if (isEmptyRange(top)) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      isEmptyRange(header)
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  }
  return { offset: top.lower, limit: top.upper === null ? null : top.upper - top.lower + 1 };
}

/**
 * The representation `Accept` asks for: a JSON array (also for no header, or any type) or one
 * object. Anything else is refused with 406 PGRST107, as PostgREST refuses what it cannot produce
 * (the query plan too: db-plan-enabled is off on Supabase); what PostgREST would produce but
 * local-supabase does not (CSV, GeoJSON, `nulls=stripped`) is refused the same way, naming it.
 */
export function acceptedMedia(accept: string | undefined): 'array' | 'object' {
  return acceptedRepresentation(accept, false).kind;
}

/** `Accept: application/vnd.pgrst.plan[+json|+text]; for="…"; options=analyze|…` (db-plan-enabled). */
export interface PlanMedia {
  format: 'json' | 'text';
  /** EXPLAIN's options, in PostgREST's order. */
  options: string[];
  /** The representation the plan is of. */
  for: 'application/json' | 'application/vnd.pgrst.object+json';
}

const PLAN_TYPES: Record<string, PlanMedia['format']> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
};
const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** A plan media type's parameters as PostgREST reads them (names in lower case, values unquoted). */
function planMedia(type: string, params: string[]): PlanMedia | null {
  const values = new Map(
    params.map((param) => {
      const at = param.indexOf('=');
      return [
        param.slice(0, at).trim(),
        param
          .slice(at + 1)
          .trim()
          .replace(/^"|"$/g, ''),
      ] as const;
    }),
  );
  const forType = (values.get('for') ?? 'application/json').toLowerCase();
  const kind = OBJECT_MEDIA.includes(forType) ? 'object' : JSON_MEDIA.includes(forType) ? 'array' : null;
  if (kind === null) return null;
  const asked = (values.get('options') ?? '').split('|');
  return {
    format: PLAN_TYPES[type],
    options: PLAN_OPTIONS.filter((option) => asked.includes(option)),
    for: kind === 'object' ? 'application/vnd.pgrst.object+json' : 'application/json',
  };
}

/**
 * The representation `Accept` asks for, as `acceptedMedia` says, or the query plan when
 * `planEnabled` (pgrst.db_plan_enabled) and a plan type comes first.
 */
export function acceptedRepresentation(
  accept: string | undefined,
  planEnabled: boolean,
): { kind: 'array' | 'object'; plan: PlanMedia | null } {
  if (!accept || accept.trim() === '') return { kind: 'array', plan: null };
  const asked = accept.split(',').map((part) => {
    const [type, ...params] = part.split(';').map((piece) => piece.trim());
    return {
      type: type.toLowerCase(),
      params,
      stripped: params.map((param) => param.toLowerCase()).includes('nulls=stripped'),
    };
  });
  for (const { type, params, stripped } of asked) {
    if (planEnabled && type in PLAN_TYPES) {
      const plan = planMedia(type, params);
      if (plan) return { kind: plan.for === 'application/json' ? 'array' : 'object', plan };
      continue;
    }
    const kind = OBJECT_MEDIA.includes(type) ? 'object' : JSON_MEDIA.includes(type) ? 'array' : null;
    if (kind === null) continue;
    if (stripped) {
      throw new RestError(
        406,
        'PGRST107',
        `None of these media types are available: ${type};nulls=stripped`,
        'local-supabase does not strip nulls; PostgREST would.',
      );
    }
    return { kind, plan: null };
  }
  const notProduced = asked.find(({ type }) => type in NOT_PRODUCED);
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${asked.map(({ type }) => type).join(', ')}`,
    notProduced ? NOT_PRODUCED[notProduced.type] : null,
  );
}

/** What the request asks for. `upsert` is a POST with a `resolution` preference. */
export type Action = 'read' | 'insert' | 'upsert' | 'update' | 'delete' | 'rpc';

/** A table or view (`/table`), or a function (`/rpc/name`). */
export type Target = { kind: 'relation'; name: string } | { kind: 'routine'; name: string };

type Row = Record<string, unknown>;

interface RequestCommon {
  /** HEAD: answered like GET, without a body. */
  head: boolean;
  target: Target;
  query: QueryParams;
  preferences: Preferences;
  /**
   * The root's rows: PostgREST's top-level range (the `Range` header of a GET intersected with
   * `limit`/`offset`) as offset/limit, before db_max_rows.
   */
  range: { offset: number; limit: number | null };
  /** `Accept: application/vnd.pgrst.object+json`: one object instead of an array. */
  single: boolean;
  /** `Accept: application/vnd.pgrst.plan…` with db-plan-enabled: the query plan instead of rows. */
  plan: PlanMedia | null;
  /** Path below /rest/v1 (PostgREST's `request.path`). */
  path: string;
  /** The exposed schema it is for (Accept-Profile / Content-Profile). */
  schema: string;
  /** Whether the answer names the schema in `Content-Profile`. */
  negotiatedByProfile: boolean;
  /** The query string with its `?` (for Content-Location). */
  search: string;
}

/** One HTTP request as PostgREST understands it; the payload's shape follows the action. */
export type ApiRequest = RequestCommon &
  (
    | { action: 'read' | 'delete' }
    | { action: 'insert' | 'upsert'; payload: Row[] }
    | { action: 'update'; payload: Row }
    /** The function's arguments: the JSON body, or the query parameters of a GET. */
    | {
        action: 'rpc';
        payload: Row;
        /** Called with POST (else GET or HEAD, arguments in the query). */ post: boolean;
      }
  );

export interface HttpRequest {
  method: string;
  url: URL;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body text of a POST or PATCH (null for other methods). */
  body: string | null;
  /** config.toml `[api] schemas`: what Accept-Profile / Content-Profile may name (public first). */
  exposedSchemas?: readonly string[];
  /** PostgREST's in-database settings that change how a request is read. */
  settings?: { planEnabled: boolean; txAllowOverride: boolean };
}

const restPath = (pathname: string): string => pathname.replace(/^.*?\/rest\/v1/, '') || '/';

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** `/rest/v1/rpc/fn` → the function `fn`; `/rest/v1/table` → the relation `table`. */
export function requestTarget(pathname: string): Target {
  const segments = restPath(pathname).split('/').filter(Boolean);
  return segments.length === 2 && segments[0] === 'rpc'
    ? { kind: 'routine', name: decodeSegment(segments[1]) }
    : { kind: 'relation', name: decodeSegment(segments[0] ?? '') };
}

const invalidJson = () => new RestError(400, 'PGRST102', 'Empty or invalid json');

/**
 * The body as JSON. PostgREST answers PGRST102 "Empty or invalid json" for anything it cannot
 * decode; a body nested too deep to be handled safely gets the same answer.
 */
function parseBody(text: string | null): unknown {
  try {
    return parseJsonBounded(text ?? '');
  } catch {
    throw invalidJson();
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A form-encoded body (`name=Ana&age=30`, what `navigator.sendBeacon` sends for URLSearchParams)
 * as PostgREST reads it: one object whose values are all strings, the last of a repeated name.
 */
function formBody(text: string | null): Row {
  return Object.fromEntries(new URLSearchParams(text ?? ''));
}

const mediaTypeOf = (http: HttpRequest): string =>
  (http.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

const isObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameKeys(rows: Row[]): boolean {
  const keys = (row: Row) => Object.keys(row).sort().join('\0');
  return rows.every((row) => keys(row) === keys(rows[0]));
}

function objectBody(text: string | null): Row {
  const payload = parseBody(text);
  if (!isObject(payload)) throw invalidJson();
  return payload;
}

/**
 * The schema a request is for, as PostgREST's getSchema picks it: `Content-Profile` on POST, PATCH,
 * PUT and DELETE, `Accept-Profile` otherwise, else the first exposed schema. `negotiated`: whether
 * answers carry `Content-Profile` (a profile was given, or more than one schema is exposed).
 */
export function requestSchema(
  method: string,
  headers: Record<string, string>,
  exposed: readonly string[] = ['public'],
): { schema: string; negotiated: boolean } {
  const writing = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method.toUpperCase());
  const profile = headers[writing ? 'content-profile' : 'accept-profile'];
  if (profile === undefined) return { schema: exposed[0], negotiated: exposed.length !== 1 };
  if (!exposed.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  }
  // Hosted serves pg_graphql's graphql_public.graphql() there; local-supabase has no pg_graphql.
  if (profile === 'graphql_public') {
    throw new RestError(
      406,
      'PGRST106',
      'schema graphql_public: not supported by local-supabase',
      'It holds pg_graphql, which local-supabase does not provide.',
    );
  }
  return { schema: profile, negotiated: true };
}

/**
 * Parses a request completely before anything touches the schema or the database: schema
 * profile, query string (with its complexity bounds), preferences, range and JSON body.
 */
export function parseApiRequest(http: HttpRequest): ApiRequest {
  const method = http.method.toUpperCase();
  const reading = method === 'GET' || method === 'HEAD';
  const { schema, negotiated } = requestSchema(method, http.headers, http.exposedSchemas);
  const target = requestTarget(http.url.pathname);
  const entries = [...http.url.searchParams.entries()];
  const isCall = target.kind === 'routine';
  const query = parseQuery(entries, isCall && reading);
  const preferences = parsePreferences(http.headers['prefer'], http.settings?.txAllowOverride ?? false);
  const representation = acceptedRepresentation(http.headers['accept'], http.settings?.planEnabled ?? false);
  const common: RequestCommon = {
    head: method === 'HEAD',
    target,
    query,
    preferences,
    range: topLevelRange(method, query.rootPaging, http.headers['range']),
    single: representation.kind === 'object',
    plan: representation.plan,
    path: restPath(http.url.pathname),
    schema,
    negotiatedByProfile: negotiated,
    search: http.url.search,
  };
  if (isCall) {
    const mediaType = mediaTypeOf(http);
    if (!reading && RAW_BODY_TYPES.includes(mediaType)) {
      throw new RestError(
        400,
        'PGRST100',
        `raw ${mediaType} bodies for functions: not supported by local-supabase`,
        'PostgREST would pass the body to a function with a single unnamed text, xml or bytea parameter; send JSON with named parameters.',
      );
    }
    // Only RPC takes a zero-length body as `{}`.
    const payload = reading
      ? Object.fromEntries(query.rest)
      : http.body === null || http.body.length === 0
        ? {}
        : mediaType === FORM_TYPE
          ? formBody(http.body)
          : objectBody(http.body);
    return { ...common, action: 'rpc', payload, post: !reading };
  }
  switch (method) {
    case 'POST': {
      const payload = mediaTypeOf(http) === FORM_TYPE ? formBody(http.body) : parseBody(http.body);
      const rows = Array.isArray(payload) ? payload : [payload];
      if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'All object keys must match');
      // Without `columns=`, PostgREST takes the first object's keys and wants them in every object.
      if (!query.columns && !sameKeys(rows))
        throw new RestError(400, 'PGRST102', 'All object keys must match');
      return { ...common, action: preferences.resolution ? 'upsert' : 'insert', payload: rows };
    }
    case 'PATCH':
      return {
        ...common,
        action: 'update',
        payload: mediaTypeOf(http) === FORM_TYPE ? formBody(http.body) : objectBody(http.body),
      };
    case 'DELETE':
      return { ...common, action: 'delete' };
    default:
      return { ...common, action: 'read' };
  }
}
