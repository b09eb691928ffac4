import type { Queryable } from './driver.ts';
import { roleSettings, timeoutMs, type RoleDatabase } from './login-role.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** Who is asking and how, as PostgREST exposes it to SQL. */
export interface RequestContext {
  role: DbRole;
  /** Verified JWT claims (an anon key's claims for anonymous requests). */
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** More transaction-local settings the calling service sets (storage-api sets a few of its own). */
  settings?: Record<string, string>;
}

/** Settings PostgREST applies per transaction for the role it switches to (`alter role … set`). */
const APPLIED_ROLE_SETTINGS = ['statement_timeout', 'lock_timeout', 'default_transaction_isolation'];

const settingsCache = new WeakMap<RoleDatabase, Promise<Record<DbRole, Record<string, string>>>>();

function impersonatedRoleSettings(db: RoleDatabase) {
  let cached = settingsCache.get(db);
  if (!cached) {
    cached = (async () => {
      const entries = await Promise.all(
        (['anon', 'authenticated', 'service_role'] as const).map(async (role) => {
          const all = await roleSettings(db, role);
          const applied = Object.fromEntries(
            Object.entries(all).filter(([name]) => APPLIED_ROLE_SETTINGS.includes(name)),
          );
          return [role, applied] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<DbRole, Record<string, string>>;
    })();
    cached.catch(() => settingsCache.delete(db));
    settingsCache.set(db, cached);
  }
  return cached;
}

/** Forgets the roles' settings, read again by the next request (PostgREST's 'reload config'). */
export function forgetImpersonatedRoleSettings(db: RoleDatabase): void {
  settingsCache.delete(db);
}

/**
 * Runs `fn` in one transaction that first sets role, claims, method, path and headers — plus the
 * role's own settings such as anon's 3 s statement_timeout — in a single statement (the same one
 * that logs the handle's role in), transaction-local (`is_local = true`), as PostgREST does. Nothing is ever set at session
 * level, so one request cannot leak into the next. `db` is the handle PostgREST would log in with
 * (`asLoginRole(db, 'authenticator')`).
 */
export async function withRequestContext<T>(
  db: RoleDatabase,
  context: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const roleSpecific = (await impersonatedRoleSettings(db))[context.role];
  const timeout = roleSpecific.statement_timeout;
  return db.transaction(fn, {
    settings: [
      ['role', context.role],
      ['request.jwt.claims', JSON.stringify(context.claims)],
      ['request.method', context.method],
      ['request.path', context.path],
      ['request.headers', JSON.stringify(context.headers)],
      ...Object.entries(context.settings ?? {}),
      ...Object.entries(roleSpecific),
    ],
    ...(timeout === undefined ? {} : { statementTimeoutMs: timeoutMs(timeout) || undefined }),
  });
}
