/**
 * The one key the site carries: the project's publishable key (`sb_publishable_…`), or on a
 * project that still has them the legacy anon key (a JWT whose role is `anon`). A secret key
 * (`sb_secret_…`, or the legacy service_role JWT) must never reach a browser.
 */
const PUBLISHABLE = /^sb_publishable_[A-Za-z0-9_-]+$/;
const JWT = /^[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;

/** The role a legacy key (a JWT) claims, or null when it is not a readable JWT. */
function legacyKeyRole(key: string): string | null {
  const payload = JWT.exec(key)?.[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

const isLegacyKey = (key: string) => JWT.test(key);

/** Why a value cannot be the site's key (in Portuguese), or null when it can. */
export function keyProblem(key: string): string | null {
  if (key.startsWith('sb_secret_') || legacyKeyRole(key) === 'service_role') {
    return 'é uma chave secreta: ela nunca pode ir para o site. Use a chave publicável (sb_publishable_…).';
  }
  if (PUBLISHABLE.test(key) || legacyKeyRole(key) === 'anon') return null;
  return 'deve ser a chave publicável do projeto Supabase (sb_publishable_…) ou a chave anon antiga (JWT).';
}

/**
 * How a request presents the key: a publishable key in `apikey` alone (it is not a JWT: the
 * gateway gives the API a token of its role); a legacy anon key also as the bearer token.
 */
export function publicKeyHeaders(key: string): Record<string, string> {
  return isLegacyKey(key) ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };
}
