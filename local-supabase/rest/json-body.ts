/**
 * Deepest JSON nesting a request body may have. JSON.parse copes with any depth, but what comes
 * next does not: JSON.stringify overflows the stack near 5 000 levels and Postgres' json parser
 * has a stack limit of its own, so a deep body used to end in a 500. Far above any real payload.
 */
export const MAX_JSON_DEPTH = 512;

export class JsonBodyError extends Error {
  constructor(
    message: string,
    /** True when the text is valid JSON but nested deeper than MAX_JSON_DEPTH. */
    readonly tooDeep: boolean,
  ) {
    super(message);
    this.name = 'JsonBodyError';
  }
}

/** Deepest `[`/`{` nesting of a JSON text (strings skipped); stops counting past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character.
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return max;
}

/** JSON.parse that also refuses bodies nested deeper than `maxDepth` (checked first, in one pass). */
export function parseJsonBounded(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth) {
    throw new JsonBodyError(`exceeded max depth of ${maxDepth}`, true);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new JsonBodyError((error as Error).message, false);
  }
}
