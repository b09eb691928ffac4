import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { withRequestContext, type DbRole } from '../db/request-transaction.ts';
import { identifyCaller, JwtError, withoutApiKeyParam, type Caller } from '../http/gateway.ts';
import { clientIp } from '../http/client-ip.ts';
import { RestError, toRestError } from './errors.ts';
import { parseApiRequest, requestTarget } from './api-request.ts';
import { SchemaCacheHolder, type SchemaCache } from './schema-cache.ts';
import { argNamesOf, planRequest } from './plan.ts';
import { compileQuery, runQuery, type QueryResult } from './query.ts';
import { buildResponse, errorResponse } from './response.ts';
import { checkMaxAffected, checkStrictPreferences, strictMaxAffected } from './preferences.ts';

const caches = new WeakMap<Services['db'], SchemaCacheHolder>();

/** The schema cache of a database (shared by every request; `reload()` after DDL). */
export function schemaCacheOf(db: Services['db']): SchemaCacheHolder {
  let holder = caches.get(db);
  if (!holder) caches.set(db, (holder = new SchemaCacheHolder(db)));
  return holder;
}

// Schema-cache misses worth one reload (the schema may have changed since it was read).
const RELOAD_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST205', '42703']);

/** Runs `fn` with the schema cache; on a "not in the schema cache" error, reloads once and retries. */
async function withCache<T>(holder: SchemaCacheHolder, fn: (cache: SchemaCache) => T): Promise<T> {
  try {
    return fn(await holder.get());
  } catch (error) {
    if (error instanceof RestError && RELOAD_CODES.has(error.code)) return fn(await holder.reload());
    throw error;
  }
}

/** Argument names of a function, reloading the cache once when the function is unknown. */
async function routineArgumentNames(holder: SchemaCacheHolder, name: string): Promise<Set<string>> {
  const cache = await holder.get();
  const names = argNamesOf(cache, name);
  return names.size === 0 && !cache.functions.has(name) ? argNamesOf(await holder.reload(), name) : names;
}

/** The caller, or PostgREST's 401 when the JWT is refused. */
async function callerOf(c: Context, services: Services): Promise<Caller | Response> {
  try {
    return await identifyCaller(c.req.raw.headers, services.keys);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    const refusal = jwtRefusal(error, c.req.header('authorization') ?? '');
    const response = errorResponse(refusal);
    response.headers.set(
      'WWW-Authenticate',
      `Bearer error="invalid_token", error_description="${refusal.message}"`,
    );
    return response;
  }
}

/** PostgREST 13's words for a refused JWT. */
function jwtRefusal(error: JwtError, authorization: string): RestError {
  const parts = authorization.replace(/^Bearer\s+/i, '').split('.').length;
  switch (error.failure) {
    case 'expired':
      return new RestError(401, 'PGRST303', 'JWT expired');
    case 'signature':
      return new RestError(
        401,
        'PGRST301',
        'No suitable key or wrong key type',
        'None of the keys was able to decode the JWT',
      );
    case 'unknown-key':
      return new RestError(
        401,
        'PGRST301',
        'No suitable key or wrong key type',
        'No suitable key was found to decode the JWT',
      );
    case 'algorithm':
      return new RestError(401, 'PGRST301', 'Wrong or unsupported encoding algorithm');
    case 'malformed':
      return new RestError(
        401,
        'PGRST301',
        parts === 3 ? 'JWT cryptographic operation failed' : `Expected 3 parts in JWT; got ${parts}`,
      );
    case 'claims':
      return new RestError(401, 'PGRST301', error.message);
  }
}

/** PostgREST's pipeline: parse the request, plan it, run its statements in one transaction, answer. */
export function restRoutes(services: Services): Hono {
  const app = new Hono();
  const maxBytes = services.config.maxResponseBytes;
  const limits = { maxRows: services.project.maxRows };
  const holder = schemaCacheOf(services.db);

  const handle = async (c: Context): Promise<Response> => {
    let role: DbRole = 'anon';
    try {
      const caller = await callerOf(c, services);
      if (caller instanceof Response) return caller;
      role = caller.role;
      const method = c.req.method.toUpperCase();
      const url = withoutApiKeyParam(c.req.url);
      const headers: Record<string, string> = {};
      c.req.raw.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
      // Hosted Supabase's edge (Cloudflare) overwrites this header with the client's real address;
      // SQL reads it from `request.headers` (the lead burst limit per address does).
      const address = clientIp(c, services.config);
      if (address === 'unknown') delete headers['cf-connecting-ip'];
      else headers['cf-connecting-ip'] = address;
      const target = requestTarget(url.pathname);
      const request = parseApiRequest({
        exposedSchemas: services.project.apiSchemas,
        method,
        url,
        headers,
        body: method === 'POST' || method === 'PATCH' ? await c.req.text() : null,
        routineArgumentNames:
          target.kind === 'routine' && (method === 'GET' || method === 'HEAD')
            ? await routineArgumentNames(holder, target.name)
            : new Set(),
      });
      checkStrictPreferences(request.preferences);
      const plan = await withCache(holder, (cache) => planRequest(request, cache, limits));
      const limitsAffected = plan.action === 'update' || plan.action === 'delete' || plan.action === 'rpc';
      if (plan.action === 'rpc' && plan.shape !== 'array' && strictMaxAffected(request.preferences)) {
        throw new RestError(
          400,
          'PGRST128',
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        );
      }
      const statements = compileQuery(plan, maxBytes);
      const inTransaction = <T>(work: (result: QueryResult) => T) =>
        withRequestContext(
          services.db,
          { role, claims: caller.claims, method, path: request.path, headers },
          async (tx) => {
            const result = await runQuery(tx, statements, maxBytes);
            // Inside the transaction, so the refusal rolls the changes back.
            if (limitsAffected) checkMaxAffected(request.preferences, result.rows);
            return work(result);
          },
        );
      const respond = (result: QueryResult) => buildResponse(request, plan, result, maxBytes);
      // A mutation is answered inside its transaction, so a refused answer (406 PGRST116, too
      // large) rolls its rows back; a function's result is shaped after its transaction commits.
      return plan.action === 'rpc' ? respond(await inTransaction((r) => r)) : await inTransaction(respond);
    } catch (error) {
      const restError = toRestError(error, role);
      if (restError.status >= 500) console.error(error);
      return errorResponse(restError);
    }
  };

  app.get('/', (c) =>
    c.json({
      swagger: '2.0',
      info: { title: 'local-supabase', version: '12' },
      paths: {},
    }),
  );
  app.get('/rpc/:fn', handle);
  app.post('/rpc/:fn', handle);
  app.get('/:table', handle);
  app.post('/:table', handle);
  app.patch('/:table', handle);
  app.delete('/:table', handle);
  return app;
}
