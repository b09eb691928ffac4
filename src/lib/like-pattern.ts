/**
 * A `like`/`ilike` pattern that matches `text` anywhere, taking what was typed literally: `%`, `_`
 * and `\` are escaped for Postgres. PostgREST turns every `*` of a pattern into `%` before Postgres
 * sees it, with no escape, so a typed `*` becomes `_` (any one character): a `*` still matches.
 */
export function containsPattern(text: string): string {
  const literal = text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
  return `%${literal}%`;
}
