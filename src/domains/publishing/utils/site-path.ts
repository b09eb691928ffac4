/**
 * The redirect form's words for "a path of this site", the rule of `private.is_site_path`
 * (supabase/migrations/*_redirect_paths.sql; `isRedirectPath` in src/lib/site-path.ts): starts
 * with one '/', no scheme or host, no query or fragment, ASCII RFC 3986 path characters (no '*',
 * '\' or quotes) and %XX escapes, no segment starting with ':' (the hosts read '*' and ':name' in
 * `_redirects` as a wildcard and a placeholder), no '//', no '.' or '..' segment, no trailing '/'
 * (but for '/'), at most 500 characters as stored. What an admin types is stored as `toStoredPath`
 * makes it: letters with accents percent-encoded as a browser sends them ('/ação' →
 * '/a%C3%A7%C3%A3o'); spaces and invisible characters are refused, never encoded. The database
 * checks the rule again on every write; here it says what is wrong before sending.
 */
import { canonicalPath, isRedirectPath } from '@/lib/site-path';
import { charLength } from '@/lib/text';

import { REDIRECT_LIMITS } from '../limits';

export const sitePathMessages = {
  required: 'Informe o caminho.',
  domain: 'Use só o caminho, sem o domínio: /insights/artigo em vez de https://site.com/insights/artigo.',
  leadingSlash: 'O caminho deve começar com /.',
  queryOrFragment: 'O caminho não pode ter ? nem #.',
  invisible: 'O caminho não pode ter espaços nem caracteres invisíveis.',
  forbiddenCharacter:
    "O caminho aceita letras (com ou sem acento), números e - . _ ~ ! $ & ' ( ) + , ; = : @, mas não *, \\, aspas nem símbolos.",
  escape:
    'Use % só em códigos como %C3%A7 (dois dígitos hexadecimais), e não para /, \\ ou caracteres de controle.',
  colonSegment: 'Um trecho do caminho não pode começar com : (logo depois de uma /).',
  doubleSlash: 'O caminho não pode ter // seguidas.',
  dotSegment: 'O caminho não pode ter trechos . ou .. entre barras.',
  trailingSlash: 'Tire a / do final do caminho.',
  tooLong: `O caminho deve ter no máximo ${REDIRECT_LIMITS.pathMax} caracteres (uma letra com acento conta como 6: ç vira %C3%A7).`,
} as const;

/**
 * Spaces, line breaks, controls, format characters (zero-width, bidi controls, U+FEFF), private-use
 * and unassigned code points, and whatever Unicode says shows as nothing (Default_Ignorable: the
 * combining grapheme joiner, the Hangul fillers, the variation selectors…).
 */
const INVISIBLE = /[\s\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/u;
/** Anything but RFC 3986 path characters (no '*'), '%' and letters, marks and digits of any script. */
const FORBIDDEN = /[^A-Za-z0-9\-._~!$&'()+,;=:@/%\p{L}\p{M}\p{N}]/u;

/** `value` as the database stores it (NFC, accents percent-encoded), or null when it has a bad '%'. */
export function toStoredPath(value: string): string | null {
  return canonicalPath(value.normalize('NFC'));
}

/** What is wrong with `value` as a path of this site, or null when it is one. */
export function sitePathProblem(value: string): string | null {
  if (value === '') return sitePathMessages.required;
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(value) || /^[^/]+\.[^/]+\//.test(value))
    return sitePathMessages.domain;
  if (!value.startsWith('/')) return sitePathMessages.leadingSlash;
  if (/[?#]/.test(value)) return sitePathMessages.queryOrFragment;
  if (INVISIBLE.test(value)) return sitePathMessages.invisible;
  if (FORBIDDEN.test(value)) return sitePathMessages.forbiddenCharacter;
  const path = toStoredPath(value);
  if (path === null) return sitePathMessages.escape;
  if (path.includes('/:')) return sitePathMessages.colonSegment;
  if (path.includes('//')) return sitePathMessages.doubleSlash;
  if (/(^|\/)\.\.?(\/|$)/.test(path)) return sitePathMessages.dotSegment; // %2E is '.' once stored
  if (path !== '/' && path.endsWith('/')) return sitePathMessages.trailingSlash;
  if (charLength(path) > REDIRECT_LIMITS.pathMax) return sitePathMessages.tooLong;
  // All that is left to break the rule: an escape of '/', '\' or a control character.
  if (!isRedirectPath(path)) return sitePathMessages.escape;
  return null;
}
