import type { AdminLead } from '../api/get-leads';

/** Lowercase without accents: 'João' matches 'joao'. */
function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A search that is only a phone number as typed: digits, spaces, `+ ( ) - .`. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * Leads matching the search in name, e-mail, company or phone (case- and accent-insensitive);
 * a phone typed with punctuation ('(48) 99123-4567') matches the stored digits. Blank: all.
 */
export function filterLeads(leads: readonly AdminLead[], search: string): AdminLead[] {
  const trimmed = search.trim();
  if (!trimmed) return [...leads];
  const term = normalize(trimmed);
  const digits = PHONE_LIKE.test(trimmed) ? digitsOf(trimmed) : '';
  return leads.filter(
    (lead) =>
      [lead.nome, lead.email, lead.empresa, lead.telefone].some((field) => normalize(field).includes(term)) ||
      (digits !== '' && digitsOf(lead.telefone).includes(digits)),
  );
}
