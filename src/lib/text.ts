/** Stored plain text split on line breaks into paragraphs (blank lines and edge spaces dropped). */
export function splitParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The avatar letter of a name (uppercase), or `fallback` when there is no name. */
export function initialOf(name: string | null | undefined, fallback: string): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase('pt-BR') : fallback;
}
