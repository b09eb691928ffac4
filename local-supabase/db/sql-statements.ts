/** One statement of a SQL script and the 1-based line of the script it starts on. */
export interface SqlStatement {
  text: string;
  line: number;
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/**
 * Splits a script at its top-level semicolons, as psql does: semicolons inside quotes, quoted
 * identifiers, dollar-quoted bodies and comments don't count. SQL-standard function bodies
 * (`BEGIN ATOMIC … END`) hold bare semicolons that only a full parser can place, so they are
 * refused rather than cut in the wrong place.
 */
export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const raw = sql.slice(start, end);
    if (stripComments(raw).trim() !== '') {
      const line = lineAt(sql, start + leadingNoise(raw));
      const text = raw.trim();
      if (/\bbegin\s+atomic\b/i.test(stripComments(text).replace(/'(?:[^']|'')*'/g, "''"))) {
        throw new SqlSplitError(
          `line ${line}: SQL-standard bodies (BEGIN ATOMIC … END) are not supported by local-supabase's ` +
            'migration runner; write the function body as a $$ … $$ string.',
        );
      }
      statements.push({ text, line });
    }
    start = end + 1;
  };

  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      i = skipBlockComment(sql, i);
    } else if (char === "'") {
      // E'…' strings take backslash escapes; standard strings only double the quote.
      const escapes = i > 0 && /[eE]/.test(sql[i - 1]) && !IDENTIFIER_CHAR.test(sql[i - 2] ?? ' ');
      i = skipQuoted(sql, i, "'", escapes);
    } else if (char === '"') {
      i = skipQuoted(sql, i, '"', false);
    } else if (char === '$' && !IDENTIFIER_CHAR.test(sql[i - 1] ?? ' ')) {
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        if (close === -1) throw new SqlSplitError(`line ${lineAt(sql, i)}: unterminated ${tag[0]} string`);
        i = close + tag[0].length;
      } else i += 1;
    } else if (char === ';') {
      push(i);
      i += 1;
    } else i += 1;
  }
  push(sql.length);
  return statements;
}

export class SqlSplitError extends Error {}

function skipBlockComment(sql: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      depth += 1;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  throw new SqlSplitError(`line ${lineAt(sql, from)}: unterminated /* comment`);
}

function skipQuoted(sql: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  throw new SqlSplitError(`line ${lineAt(sql, from)}: unterminated ${quote} quote`);
}

/** How many characters of whitespace and comments precede the statement's first token. */
function leadingNoise(raw: string): number {
  let i = 0;
  for (;;) {
    const rest = raw.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) i += space[0].length;
    else if (rest.startsWith('--')) {
      const end = raw.indexOf('\n', i);
      i = end === -1 ? raw.length : end + 1;
    } else if (rest.startsWith('/*')) i = skipBlockComment(raw, i);
    else return i;
  }
}

function lineAt(sql: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (sql[i] === '\n') line += 1;
  return line;
}

/** The statement without comments (string contents are left alone). */
export function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
}
