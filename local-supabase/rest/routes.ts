import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { withRequestContext, type DbRole } from '../db/request-transaction.ts';
import type { Queryable } from '../db/driver.ts';
import { identifyCaller, JwtError, withoutApiKeyParam, type Caller } from '../http/gateway.ts';
import { clientIp } from '../http/client-ip.ts';
import { RestError, toRestError } from './errors.ts';
import { parseApiRequest, requestSchema } from './api-request.ts';
import { SchemaCacheHolder, type SchemaCache } from './schema-cache.ts';
import { planRequest } from './plan.ts';
import { compileQuery, explainStatement, runExplain, runQuery, type QueryResult } from './query.ts';
import { buildResponse, errorResponse, planResponse, withProfile } from './response.ts';
import { RestSettingsHolder } from './in-db-config.ts';
import { checkMaxAffected, checkStrictPreferences, strictMaxAffected } from './preferences.ts';

const caches = new WeakMap<Services['db'], SchemaCacheHolder>();

/** The schema cache of a database (shared by every request; `reload()` after DDL). */
export function schemaCacheOf(db: Services['db']): SchemaCacheHolder {
  let holder = caches.get(db);
  if (!holder) caches.set(db, (holder = new SchemaCacheHolder(db)));
  return holder;
}

const settingsHolders = new WeakMap<Services['db'], RestSettingsHolder>();

/** PostgREST's in-database settings of a database (`notify pgrst, 'reload config'` reloads them). */
export function restSettingsOf(db: Services['db']): RestSettingsHolder {
  let holder = settingsHolders.get(db);
  if (!holder) {
    holder = new RestSettingsHolder(db, () => void schemaCacheOf(db).reload());
    settingsHolders.set(db, holder);
  }
  return holder;
}

/** Thrown to end a request's transaction with a rollback (pgrst.db_tx_end, `Prefer: tx=rollback`). */
class RollbackRequest<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back as PostgREST was asked to');
  }
}

// Schema-cache misses worth one reload (the schema may have changed since it was read).
const RELOAD_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST205', '42703']);

/** Runs `fn` with a schema's cache; on a "not in the schema cache" error, reloads once and retries. */
async function withCache<T>(
  holder: SchemaCacheHolder,
  schema: string,
  fn: (cache: SchemaCache) => T,
): Promise<T> {
  try {
    return fn(await holder.get(schema));
  } catch (error) {
    if (error instanceof RestError && RELOAD_CODES.has(error.code)) return fn(await holder.reload(schema));
    throw error;
  }
}

/** PostgREST's search_path for a request: its schema, then `[api] extra_search_path`, quoted. */
const searchPath = (schema: string, extra: string[]): string =>
  [schema, ...extra].map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');

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
  const holder = schemaCacheOf(services.db);
  const settingsHolder = restSettingsOf(services.db);

  const handle = async (c: Context): Promise<Response> => {
    let role: DbRole = 'anon';
    try {
      const caller = await callerOf(c, services);
      if (caller instanceof Response) return caller;
      role = caller.role;
      const settings = await settingsHolder.get();
      const limits = {
        maxRows: settings.maxRows ?? services.project.maxRows,
        aggregatesEnabled: settings.aggregatesEnabled,
      };
      const method = c.req.method.toUpperCase();
      const url = withoutApiKeyParam(c.req.url);
      const headers: Record<string, string> = {};
      c.req.raw.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
      // Hosted Supabase's edge (Cloudflare) overwrites this header with the client's real address;
      // SQL reads it from `request.headers` (the lead burst limit per address does).
      const address = clientIp(c, services.config);
      if (address === 'unknown') delete headers['cf-connecting-ip'];
      else headers['cf-connecting-ip'] = address;
      const { schema } = requestSchema(method, headers, services.project.apiSchemas);
      const request = parseApiRequest({
        exposedSchemas: services.project.apiSchemas,
        settings: { planEnabled: settings.planEnabled, txAllowOverride: settings.txEnd.allowOverride },
        method,
        url,
        headers,
        body: method === 'POST' || method === 'PATCH' ? await c.req.text() : null,
      });
      checkStrictPreferences(request.preferences);
      const plan = await withCache(holder, schema, (cache) => planRequest(request, cache, limits));
      const limitsAffected = plan.action === 'update' || plan.action === 'delete' || plan.action === 'rpc';
      if (plan.action === 'rpc' && plan.shape !== 'array' && strictMaxAffected(request.preferences)) {
        throw new RestError(
          400,
          'PGRST128',
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        );
      }
      const statements = compileQuery(plan, maxBytes);
      const tx = request.preferences.tx;
      const rollback = tx === 'rollback' || (settings.txEnd.rollback && tx !== 'commit');
      /** Runs `run` in the request's transaction, then commits, or rolls back as db_tx_end says. */
      const transaction = async <T>(run: (tx: Queryable) => Promise<T>): Promise<T> => {
        try {
          return await withRequestContext(
            services.db,
            {
              role,
              claims: caller.claims,
              method,
              path: request.path,
              headers,
              settings: { search_path: searchPath(schema, services.project.apiExtraSearchPath) },
            },
            async (queryable) => {
              const result = await run(queryable);
              if (!rollback) return result;
              // As PostgREST: deferred constraints are checked before the rollback.
              await queryable.query('set constraints all immediate');
              throw new RollbackRequest(result);
            },
          );
        } catch (error) {
          if (error instanceof RollbackRequest) return error.result as T;
          throw error;
        }
      };
      if (request.plan) {
        const media = request.plan;
        const explain = explainStatement(statements, media);
        const explained = await transaction((queryable) => runExplain(queryable, explain));
        return withProfile(request, planResponse(media, explained));
      }
      const inTransaction = <T>(work: (result: QueryResult) => T) =>
        transaction(async (queryable) => {
          const result = await runQuery(queryable, statements, maxBytes);
          // Inside the transaction, so the refusal rolls the changes back.
          if (limitsAffected) checkMaxAffected(request.preferences, result.rows);
          return work(result);
        });
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
