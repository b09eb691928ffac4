/** An absolute http(s) URL: the only kind of link the site renders or is configured with. */
export function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `public.is_http_url`'s length limit (supabase/migrations/…_helpers.sql). */
export const MAX_URL_LENGTH = 2048;

/**
 * `public.is_http_url`'s pattern: http(s), a host without credentials, optional port, no whitespace
 * or control characters.
 */
const STORABLE_HTTP_URL = /^https?:\/\/[^\s\p{Cc}/?#@]+(:[0-9]{1,5})?([/?#][^\s\p{Cc}]*)?$/iu;

/**
 * A link the database accepts (`public.is_http_url`, which every stored URL column checks) and the
 * browser can open: forms validate with this so the database never refuses what the form passed.
 * Length in code points, as Postgres counts characters.
 */
export function isStorableHttpUrl(value: string): boolean {
  return Array.from(value).length <= MAX_URL_LENGTH && STORABLE_HTTP_URL.test(value) && isHttpUrl(value);
}
