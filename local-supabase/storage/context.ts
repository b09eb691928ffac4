import type { Context } from 'hono';
import type { Services } from '../services.ts';
import type { Queryable } from '../db/driver.ts';
import { JwtError, identifyCaller, type Caller } from '../http/gateway.ts';
import { withRequestContext } from '../db/request-transaction.ts';
import { parseJsonBounded } from '../rest/json-body.ts';
import { ERRORS, StorageApiError, fromDbError } from './errors.ts';

/**
 * What every storage route needs: who calls, and two ways to reach the database. `asCaller` runs
 * in a request transaction carrying the caller's role and claims, so the project's RLS policies on
 * storage.objects / storage.buckets decide; `services.db` is supabase_storage_admin, which owns
 * those tables and so is not subject to RLS (storage-api's `asSuperUser()`).
 */
export interface StorageContext {
  services: Services;
  callerOf(c: Context): Promise<Caller>;
  asCaller<T>(c: Context, caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * storage-api's `testPermission`: runs `fn` as the caller and rolls it back, so only RLS's
   * verdict (an error) remains.
   */
  testPermission(c: Context, caller: Caller, fn: (tx: Queryable) => Promise<unknown>): Promise<void>;
}

/** Thrown to roll back a permission test; never leaves testPermission. */
const ROLLBACK = Symbol('rollback');

export function storageContext(services: Services): StorageContext {
  const callerOf = (c: Context) => identifyCaller(c.req.raw.headers, services.keys);
  const asCaller = <T>(c: Context, caller: Caller, fn: (tx: Queryable) => Promise<T>) =>
    withRequestContext(
      services.db,
      {
        role: caller.role,
        claims: caller.claims,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        headers: Object.fromEntries(c.req.raw.headers.entries()),
        // storage-api also sets the legacy per-claim settings, and is the one client allowed to
        // delete rows of storage.objects (its files go with them).
        settings: {
          'request.jwt.claim.role': caller.role,
          'request.jwt.claim.sub': typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
          'storage.allow_delete_query': 'true',
        },
      },
      fn,
    ).catch((error: unknown) => {
      throw fromDbError(error);
    });
  const testPermission = async (c: Context, caller: Caller, fn: (tx: Queryable) => Promise<unknown>) => {
    try {
      await asCaller(c, caller, async (tx) => {
        await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
  };
  return { services, callerOf, asCaller, testPermission };
}

/** The caller's `sub`, as storage-api's `request.owner`. */
export function ownerOfCaller(caller: Caller): string | undefined {
  return typeof caller.claims.sub === 'string' && caller.claims.sub ? caller.claims.sub : undefined;
}

/** Turns thrown errors into storage-api's bodies (a refused JWT: AccessDenied with jose's words, 400). */
export async function handle(c: Context, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (thrown) {
    const error = fromDbError(thrown);
    if (error instanceof StorageApiError) {
      if (error.httpStatus === 500) console.error('storage:', error.cause ?? error);
      return c.json(error.render(), error.httpStatus as 400);
    }
    if (error instanceof JwtError) return c.json(ERRORS.accessDenied(error.message).render(), 400);
    console.error('storage:', error);
    return c.json({ statusCode: '500', error: 'Internal', message: 'Internal Server Error' }, 500);
  }
}

/** What local-supabase does not implement, refused by name. */
export function notImplemented(c: Context, route: string): Response {
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
export async function readJsonBody(c: Context): Promise<unknown> {
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
