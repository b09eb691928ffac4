import type { Database, Queryable } from './driver.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** Who is asking and how, as PostgREST exposes it to SQL. */
export interface RequestContext {
  role: DbRole;
  /** Verified JWT claims (an anon key's claims for anonymous requests). */
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * Runs `fn` in one transaction that first sets role, claims, method, path and headers in a
 * single statement, transaction-local (`is_local = true`), exactly as PostgREST does. Nothing is
 * ever set at session level, so one request cannot leak into the next.
 */
export function withRequestContext<T>(
  db: Database,
  context: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        context.role,
        JSON.stringify(context.claims),
        context.method,
        context.path,
        JSON.stringify(context.headers),
      ],
    );
    return fn(tx);
  });
}
