/**
 * `text` as a `like`/`ilike` pattern that matches exactly it: `%`, `_` and `\` are escaped for
 * Postgres. PostgREST turns every `*` of a pattern into `%` before Postgres sees it, with no
 * escape, so a typed `*` becomes `_` (any one character): a `*` still matches.
 */
export function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
}

/** A `like`/`ilike` pattern that matches `text` anywhere, taken literally (`literalPattern`). */
export function containsPattern(text: string): string {
  return `%${literalPattern(text)}%`;
}
