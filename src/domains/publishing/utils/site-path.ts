/**
 * The one client-side home of "a path of this site", the rule of `private.is_site_path`
 * (supabase/migrations/*_publishing.sql): starts with one '/', no scheme or host, no query or
 * fragment, no spaces, control characters, '*' or '\', no segment starting with ':' (the hosts
 * read '*' and ':name' in `_redirects` as a wildcard and a placeholder), no '//', no '.' or '..'
 * segment, no trailing '/' (but for '/'), at most 500 characters. The database checks it again on
 * every write; here it says what is wrong before sending.
 */
import { charLength } from '@/lib/text';

import { REDIRECT_LIMITS } from '../limits';

export const sitePathMessages = {
  required: 'Informe o caminho.',
  domain: 'Use só o caminho, sem o domínio: /insights/artigo em vez de https://site.com/insights/artigo.',
  leadingSlash: 'O caminho deve começar com /.',
  queryOrFragment: 'O caminho não pode ter ? nem #.',
  whitespace: 'O caminho não pode ter espaços.',
  forbiddenCharacter: 'O caminho não pode ter *, \\ nem caracteres de controle.',
  colonSegment: 'Um trecho do caminho não pode começar com : (logo depois de uma /).',
  doubleSlash: 'O caminho não pode ter // seguidas.',
  dotSegment: 'O caminho não pode ter trechos . ou .. entre barras.',
  trailingSlash: 'Tire a / do final do caminho.',
  tooLong: `O caminho deve ter no máximo ${REDIRECT_LIMITS.pathMax} caracteres.`,
} as const;

/** What is wrong with `value` as a path of this site, or null when it is one. */
export function sitePathProblem(value: string): string | null {
  if (value === '') return sitePathMessages.required;
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(value) || /^[^/]+\.[^/]+\//.test(value))
    return sitePathMessages.domain;
  if (!value.startsWith('/')) return sitePathMessages.leadingSlash;
  if (/[?#]/.test(value)) return sitePathMessages.queryOrFragment;
  if (/\s/.test(value)) return sitePathMessages.whitespace;
  if (/[*\\\p{Cc}]/u.test(value)) return sitePathMessages.forbiddenCharacter;
  if (value.includes('/:')) return sitePathMessages.colonSegment;
  if (value.includes('//')) return sitePathMessages.doubleSlash;
  if (/(^|\/)\.\.?(\/|$)/.test(value)) return sitePathMessages.dotSegment;
  if (value !== '/' && value.endsWith('/')) return sitePathMessages.trailingSlash;
  if (charLength(value) > REDIRECT_LIMITS.pathMax) return sitePathMessages.tooLong;
  return null;
}

export function isSitePath(value: string): boolean {
  return sitePathProblem(value) === null;
}
