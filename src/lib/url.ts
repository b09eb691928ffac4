import { HTTP_URL_MAX_LENGTH, HTTP_URL_PATTERN } from '@/limits/http-url';

import { charLength } from './text';

/** `private.is_http_url`'s length limit, for callers of this module. */
export { HTTP_URL_MAX_LENGTH as MAX_URL_LENGTH };

/** An absolute http(s) URL: the only kind of link the site renders or is configured with. */
export function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A link the database accepts (`public.is_http_url`, which every stored URL column checks) and the
 * browser can open: forms validate with this so the database never refuses what the form passed.
 * Length in code points, as Postgres counts characters.
 */
export function isStorableHttpUrl(value: string): boolean {
  return charLength(value) <= HTTP_URL_MAX_LENGTH && HTTP_URL_PATTERN.test(value) && isHttpUrl(value);
}
