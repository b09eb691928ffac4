/** The avatar letter of a name (uppercase), or `fallback` when there is no name. */
export function initialOf(name: string | null | undefined, fallback: string): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase('pt-BR') : fallback;
}

/** Length in characters as Postgres counts them (code points, so an emoji is one). */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Case- and accent-insensitive form of a text, for search: 'João' → 'joao'. */
export function searchable(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/** Whether any of the texts contains the query, ignoring case and accents (a blank query matches). */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = searchable(query);
  if (needle === '') return true;
  return texts.some((text) => searchable(text).includes(needle));
}
