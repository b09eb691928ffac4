/** Case- and accent-insensitive form of a text, for client-side search. */
export function searchable(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/** Whether any of the texts contains the query (an empty query matches everything). */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = searchable(query);
  if (needle === '') return true;
  return texts.some((text) => searchable(text).includes(needle));
}
