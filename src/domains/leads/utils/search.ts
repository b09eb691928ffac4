import { containsPattern } from '@/lib/like-pattern';
import { searchable } from '@/lib/text';

/** A search that is only a phone number as typed: digits, spaces, `+ ( ) - .`. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * The search box as the server matches it: a `like` pattern for `leads.busca`, which holds name,
 * e-mail, company and phone without accents and in lower case (…_leads_search.sql), so the text
 * is folded the same way (`searchable`). A phone typed with punctuation ('(48) 99123-4567')
 * searches its digits, as phones are stored. Null for a blank box (no filter).
 */
export function leadSearchPattern(search: string): string | null {
  const term = searchable(search);
  if (term === '') return null;
  const digits = PHONE_LIKE.test(term) ? term.replace(/\D/g, '') : '';
  return containsPattern(digits || term);
}
