/**
 * The words and the comparison of an edit conflict (a save refused because someone saved the item
 * after the form was opened, `editConflict` of `@/lib/db-error`): who saved in between and when,
 * and which fields of the form differ from what they saved.
 */
import { format, isSameDay, isValid, parseISO } from 'date-fns';

import type { EditConflict } from './db-error';

/** The item in the sentence: 'este case' and the pronoun that takes its place ('o'). */
export interface ConflictSubject {
  /** 'este case', 'esta notícia', 'estas configurações'. */
  noun: string;
  /** 'o', 'a', 'os', 'as': '…depois que você o abriu'. */
  pronoun: 'o' | 'a' | 'os' | 'as';
}

/** ' às 14:32' today, ' em 27/11/2026 às 14:32' another day; '' when unknown. */
function when(updatedAt: string | null, now: Date): string {
  const date = updatedAt ? parseISO(updatedAt) : null;
  if (!date || !isValid(date)) return '';
  return isSameDay(date, now)
    ? ` às ${format(date, 'HH:mm')}`
    : ` em ${format(date, "dd/MM/yyyy 'às' HH:mm")}`;
}

/**
 * 'ana@exemplo.com salvou este case às 14:32, depois que você o abriu.' The person themselves (in
 * another tab or window) and an unknown author (a removed account, a server task) are said so.
 */
export function describeConflict(
  conflict: EditConflict,
  subject: ConflictSubject,
  currentUserId: string | null | undefined,
  now: Date = new Date(),
): string {
  const at = when(conflict.updatedAt, now);
  if (conflict.updatedBy !== null && conflict.updatedBy === currentUserId) {
    return `Você salvou ${subject.noun} em outra aba ou janela${at}, depois de abri-l${subject.pronoun} aqui.`;
  }
  const who = conflict.updatedByEmail ?? 'Outra pessoa';
  return `${who} salvou ${subject.noun}${at}, depois que você ${subject.pronoun} abriu.`;
}

/** Form values compare by content (text, flags, lists of links or ids). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields (in `keys`' order) whose value in `mine` differs from `theirs`. */
export function differingFields<Values, Key extends keyof Values>(
  keys: readonly Key[],
  mine: Values,
  theirs: Values,
  equals: (key: Key, a: unknown, b: unknown) => boolean = (_key, a, b) => sameValue(a, b),
): Key[] {
  return keys.filter((key) => !equals(key, mine[key], theirs[key]));
}
