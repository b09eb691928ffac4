/**
 * Paths of this site in the one form redirects store and hosts compare: ASCII only, RFC 3986 path
 * characters as they are, anything else percent-encoded in UTF-8 with upper-case hex digits. A
 * stored path cannot then hold a space, a control or an invisible character, which the hosts'
 * `_redirects` parsers (JavaScript `\s`, U+00A0 and U+2003 included) would take for a field or line
 * separator. `private.is_site_path` (supabase/migrations/*_redirect_paths.sql) checks the same
 * grammar as `isRedirectPath`.
 *
 * No imports: loaded in Node by the build, `npm run preview` and the host function.
 */

/** RFC 3986 `unreserved`: an escape of one of these is the character itself (RFC 3986 §6.2.2.2). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** A `%XX` escape, or a character that is not an RFC 3986 path character (`pchar` or '/'). */
const ESCAPE_OR_OTHER = /%([0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu;

/**
 * `path` in the form this site compares addresses in: escapes of unreserved characters decoded
 * (once), other escapes kept with upper-case digits, every other character outside the RFC 3986
 * path characters (non-ASCII, spaces, controls, `"<>\^{|}` and the like) percent-encoded in UTF-8.
 * A browser's `/a%c3%a7` and `/aç` both become `/a%C3%A7`. Null when `path` has a '%' that
 * starts no escape, or a lone surrogate: no address of this site.
 */
export function canonicalPath(path: string): string | null {
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return null;
  try {
    return path.replace(ESCAPE_OR_OTHER, (match, hex: string | undefined) => {
      if (hex === undefined) return encodeURIComponent(match);
      const character = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
    });
  } catch {
    return null; // encodeURIComponent refuses a lone surrogate
  }
}

/** '/' or '/'-separated non-empty segments of path characters (no '*': a `_redirects` wildcard) and escapes. */
const REDIRECT_PATH = /^(\/|(\/([A-Za-z0-9\-._~!$&'()+,;=:@]|%[0-9A-F]{2})+)+)$/;
/**
 * Escapes a redirect path never holds: of an unreserved character (written as itself, so '.'
 * segments cannot hide as `%2E`), of '/' and '\' (hosts split segments there) and of controls.
 */
const REFUSED_ESCAPE = /%([01][0-9A-F]|2[DEF]|3[0-9]|[46][1-9A-F]|[57][0-9A]|5[CF]|7[EF])/;

/**
 * Whether `value` may be either side of a redirect, as `private.is_site_path` decides (but its
 * 500-character bound): the grammar above, no segment starting with ':' (a `_redirects`
 * placeholder), no '.' or '..' segment. Such a path is one field of a `_redirects` line as it is.
 */
export function isRedirectPath(value: string): boolean {
  return (
    REDIRECT_PATH.test(value) &&
    !value.includes('/:') &&
    !/(^|\/)\.\.?(\/|$)/.test(value) &&
    !REFUSED_ESCAPE.test(value)
  );
}
