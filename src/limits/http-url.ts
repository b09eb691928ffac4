/**
 * `private.is_http_url`, the check every stored URL column uses (supabase/migrations/*_helpers.sql,
 * redefined in *_limits_parity.sql):
 * an absolute http(s) URL with a host, no whitespace or control characters, at most 2 048
 * characters. Import-free, so it moves with whichever data layer owns it.
 */
export const HTTP_URL_MAX_LENGTH = 2048;

/**
 * The SQL pattern: http(s); a host without credentials, colons or characters browsers refuse in a
 * host; an optional port; no whitespace or control characters (`\s` and `\p{Cc}` are the Unicode
 * sets the SQL names explicitly). The port's range (at most 65535) is checked by `new URL()`.
 */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s\p{Cc}/?#@:<>^|[\]]+(:[0-9]{1,5})?([/?#][^\s\p{Cc}]*)?$/iu;
