import { matchesSearch } from '@/lib/text';

import type { Lead } from '../api/get-leads';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A search that is only a phone number as typed: digits, spaces, `+ ( ) - .`. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * Leads matching the search in name, e-mail, company or phone (case- and accent-insensitive);
 * a phone typed with punctuation ('(48) 99123-4567') matches the stored digits. Blank: all.
 */
export function filterLeads(leads: readonly Lead[], search: string): Lead[] {
  const trimmed = search.trim();
  const digits = PHONE_LIKE.test(trimmed) ? digitsOf(trimmed) : '';
  return leads.filter(
    (lead) =>
      matchesSearch(trimmed, lead.nome, lead.email, lead.empresa, lead.telefone) ||
      (digits !== '' && digitsOf(lead.telefone).includes(digits)),
  );
}
