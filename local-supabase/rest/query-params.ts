import { limitError, parseError } from './errors.ts';

/**
 * Bounds on one request's query parameters, checked before anything is parsed or planned. The app
 * embeds one level deep with a handful of filters; these sit far above that, and far below what
 * took the server down (40 nested embeds ran it out of memory).
 */
export const QUERY_LIMITS = {
  /** Characters in all query parameters together (Node refuses request heads over 16 KiB anyway). */
  queryLength: 16 * 1024,
  /** Levels of embeds nested in `select`: `a(b(c))` is 3. */
  embedDepth: 8,
  /** Embeds in one `select`, all levels together. */
  embeds: 32,
  /** Parentheses nested in one `and`/`or` parameter: `or=(a.eq.1,and(b.eq.2))` is 2. */
  logicDepth: 16,
  /** Filters in one request, inside logic trees included. */
  conditions: 256,
} as const;

/** Deepest `(` nesting outside double quotes; stops counting once past `limit`. */
export function parenDepth(input: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') {
      depth++;
      if (depth > max && (max = depth) > limit) return max;
    } else if (ch === ')') depth--;
  }
  return max;
}

function countEmbeds(items: SelectItem[]): number {
  return items.reduce((n, item) => (item.type === 'embed' ? n + 1 + countEmbeds(item.select) : n), 0);
}

function countFilters(conditions: Condition[]): number {
  return conditions.reduce((n, c) => n + (c.type === 'filter' ? 1 : countFilters(c.children)), 0);
}

/** `->key` / `->>key` steps after a column name. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export interface Aggregate {
  fn: 'count' | 'sum' | 'avg' | 'max' | 'min';
  /** `amount.avg()::int`: the aggregate's result cast. */
  cast: string | null;
}

export type SelectItem =
  | { type: 'star' }
  | {
      type: 'field';
      /** `*` for `count()`, which counts rows. */
      field: FieldRef;
      alias: string | null;
      cast: string | null;
      /** `amount.sum()`, `count()`: PostgREST's aggregate functions (db-aggregates-enabled). */
      aggregate: Aggregate | null;
    }
  | {
      type: 'embed';
      name: string;
      alias: string | null;
      hint: string | null;
      inner: boolean;
      /** `categorias()`: embedded only to filter on it (with `!inner` or `is.null`), left out of the output. */
      omitted: boolean;
      select: SelectItem[];
    };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** The operators PostgREST lets take `(any)` / `(all)`: `like(any).{a*,b*}`. */
const QUANTIFIABLE: readonly Operator[] = [
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
];
const FULL_TEXT: readonly Operator[] = ['fts', 'plfts', 'phfts', 'wfts'];

export type FilterValue = string | string[];

export interface Filter {
  type: 'filter';
  field: FieldRef;
  negated: boolean;
  op: Operator;
  /** fts language, e.g. `fts(english)`. */
  modifier: string | null;
  /**
   * `like(any).{a*,b*}`: the value is a Postgres array literal compared with ANY / ALL of it
   * (Postgres parses the literal, as with PostgREST).
   */
  quantifier: 'any' | 'all' | null;
  value: FilterValue;
}

export interface LogicTree {
  type: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Conditions, order and paging that apply to one level of the resource tree. */
export interface NodeParams {
  conditions: Condition[];
  order: OrderTerm[] | null;
  limit: number | null;
  offset: number | null;
}

export interface QueryParams {
  select: SelectItem[];
  /** Keyed by embed path ('' = root, 'categorias', 'a.b'). */
  nodes: Map<string, NodeParams>;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Every other query parameter (RPC GET arguments). */
  rest: [string, string][];
  /** The root's `limit` and `offset` as written, for PostgREST's top-level range (api-request.ts). */
  rootPaging: { limit: string | null; offset: string | null };
}

/** Splits on `sep` outside parentheses, braces and double quotes. */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function stripWhitespace(input: string): string {
  let out = '';
  let quoted = false;
  for (const ch of input) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) continue;
    out += ch;
  }
  return out;
}

const unquote = (s: string): string =>
  s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s;

const IDENT = /^[^\s.,:()!"\->]+$|^"(?:[^"\\]|\\.)*"$/;

/** `col`, `col->a->>b`, `"my col"`. */
export function parseField(input: string, what = 'select'): FieldRef {
  const parts = input.split(/(->>|->)/);
  const name = parts[0];
  if (!name || !IDENT.test(name)) throw parseError(what, input, `unexpected field "${input}"`);
  const json: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i + 1];
    if (!key) throw parseError(what, input, 'expected a json key');
    json.push({ arrow: parts[i] as JsonStep['arrow'], key: unquote(key) });
  }
  return { name: unquote(name), json };
}

/** The key a field gets in the JSON output: the alias, else the last json key, else the column. */
export function fieldKey(field: FieldRef, alias: string | null): string {
  if (alias) return alias;
  return field.json.length ? field.json[field.json.length - 1].key : field.name;
}

const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

export function parseSelect(input: string): SelectItem[] {
  const depth = parenDepth(input, QUERY_LIMITS.embedDepth);
  if (depth > QUERY_LIMITS.embedDepth) {
    throw limitError(
      `select nests embeds more than ${QUERY_LIMITS.embedDepth} levels deep`,
      `local-supabase allows at most ${QUERY_LIMITS.embedDepth} levels of nested embeds in select.`,
    );
  }
  const text = stripWhitespace(input);
  if (text === '') return [{ type: 'star' }];
  const items = splitTopLevel(text).map((item) => parseSelectItem(item, input));
  const embeds = countEmbeds(items);
  if (embeds > QUERY_LIMITS.embeds) {
    throw limitError(
      `select has ${embeds} embeds, more than ${QUERY_LIMITS.embeds}`,
      `local-supabase allows at most ${QUERY_LIMITS.embeds} embedded resources in one select.`,
    );
  }
  return items;
}

/** `[alias:]count()[::cast]`: PostgREST counts the rows. */
const COUNT_ROWS = /^count\(\)(?:::(.+))?$/;
/** `<field>.sum()[::cast]` (the field may carry its own cast, `data->x::numeric.sum()`). */
const AGGREGATED_FIELD = /^(.+)\.(sum|avg|count|max|min)\(\)(?:::([^()]+))?$/;
const FIELD_ALIAS = /^([^:"]+|"(?:[^"\\]|\\.)*"):(?!:)(.*)$/;

/** A field, its alias and cast, and its aggregate: `total:amount::numeric.sum()::int`. */
function parseFieldItem(item: string, whole: string): SelectItem {
  let rest = item;
  let alias: string | null = null;
  const aliasMatch = FIELD_ALIAS.exec(rest);
  if (aliasMatch) {
    alias = unquote(aliasMatch[1]);
    rest = aliasMatch[2];
  }
  const checkCast = (cast: string | undefined): string | null => {
    if (cast === undefined) return null;
    if (!CAST.test(cast)) throw parseError('select', whole, `unexpected cast "${cast}"`);
    return cast;
  };
  const countRows = COUNT_ROWS.exec(rest);
  if (countRows) {
    const aggregate: Aggregate = { fn: 'count', cast: checkCast(countRows[1]) };
    return { type: 'field', field: { name: '*', json: [] }, alias, cast: null, aggregate };
  }
  let aggregate: Aggregate | null = null;
  const aggregated = AGGREGATED_FIELD.exec(rest);
  if (aggregated) {
    rest = aggregated[1];
    aggregate = { fn: aggregated[2] as Aggregate['fn'], cast: checkCast(aggregated[3]) };
  }
  let cast: string | null = null;
  const castAt = rest.lastIndexOf('::');
  if (castAt >= 0) {
    cast = checkCast(rest.slice(castAt + 2));
    rest = rest.slice(0, castAt);
  }
  return { type: 'field', field: parseField(rest, 'select'), alias, cast, aggregate };
}

function parseSelectItem(item: string, whole: string): SelectItem {
  if (item === '') throw parseError('select', whole, 'empty select item');
  if (item === '*') return { type: 'star' };
  if (COUNT_ROWS.test(item.replace(FIELD_ALIAS, '$2')) || AGGREGATED_FIELD.test(item)) {
    return parseFieldItem(item, whole);
  }
  const open = item.indexOf('(');
  if (open >= 0 && !item.startsWith('"')) {
    if (!item.endsWith(')')) throw parseError('select', whole, `unexpected "${item}"`);
    let head = item.slice(0, open);
    const inner = item.slice(open + 1, -1);
    if (head.startsWith('...'))
      throw parseError('select', whole, 'spread embeds are not supported by local-supabase');
    let alias: string | null = null;
    const aliasMatch = /^([^:]+):(?!:)(.*)$/.exec(head);
    if (aliasMatch) {
      alias = unquote(aliasMatch[1]);
      head = aliasMatch[2];
    }
    const [name, ...marks] = head.split('!');
    if (!name || !IDENT.test(name)) throw parseError('select', whole, `unexpected "${head}"`);
    let hint: string | null = null;
    let innerJoin = false;
    for (const mark of marks) {
      if (mark === 'inner') innerJoin = true;
      else if (mark === 'left') innerJoin = false;
      else if (mark && hint === null) hint = unquote(mark);
      else throw parseError('select', whole, `unexpected "!${mark}"`);
    }
    return {
      type: 'embed',
      name: unquote(name),
      alias,
      hint,
      inner: innerJoin,
      omitted: inner === '',
      select: inner === '' ? [{ type: 'star' }] : splitTopLevel(inner).map((i) => parseSelectItem(i, whole)),
    };
  }
  return parseFieldItem(item, whole);
}

/** `in.(a,"b,c")` list values. */
function parseList(input: string, whole: string): string[] {
  if (!input.startsWith('(') || !input.endsWith(')'))
    throw parseError('filter', whole, 'expected a list "(…)"');
  const inner = input.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v));
}

/** `[not.]op[(modifier)].value` */
export function parseOperation(field: FieldRef, input: string, whole: string, quotedValue = false): Filter {
  let rest = input;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError('filter', whole, 'expected "operator.value"');
  let opText = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  let modifier: string | null = null;
  const mod = /^(\w+)\((\w+)\)$/.exec(opText);
  if (mod) {
    opText = mod[1];
    modifier = mod[2];
  }
  if (!(OPERATORS as readonly string[]).includes(opText)) {
    throw parseError('filter', whole, `unknown operator "${opText}"`);
  }
  const op = opText as Operator;
  let quantifier: Filter['quantifier'] = null;
  if (modifier !== null && !FULL_TEXT.includes(op)) {
    if (!QUANTIFIABLE.includes(op) || (modifier !== 'any' && modifier !== 'all')) {
      throw parseError(
        'filter',
        whole,
        `"${op}" takes no "(${modifier})"; (any) and (all) go with eq, gt, gte, lt, lte, like, ilike, match and imatch`,
      );
    }
    quantifier = modifier;
    modifier = null;
  }
  if (op === 'in')
    return {
      type: 'filter',
      field,
      negated,
      op,
      modifier,
      quantifier,
      value: parseList(value, whole),
    };
  if (quotedValue) value = unquote(value);
  if (op === 'is' && !['null', 'true', 'false', 'unknown', 'not_null'].includes(value.toLowerCase())) {
    throw parseError('filter', whole, `"is" expects null, true, false or unknown, got "${value}"`);
  }
  return { type: 'filter', field, negated, op, modifier, quantifier, value };
}

/** The inside of `or=(…)` / `and=(…)`. */
export function parseLogic(op: 'and' | 'or', negated: boolean, input: string, whole = input): LogicTree {
  if (input === whole && parenDepth(input, QUERY_LIMITS.logicDepth) > QUERY_LIMITS.logicDepth) {
    throw limitError(
      `logic tree nests more than ${QUERY_LIMITS.logicDepth} levels of parentheses`,
      `local-supabase allows at most ${QUERY_LIMITS.logicDepth} nested parentheses in one and/or parameter.`,
    );
  }
  if (!input.startsWith('(') || !input.endsWith(')')) {
    throw parseError('logic tree', whole, `expected "(" … ")"`);
  }
  const inner = input.slice(1, -1);
  const children = splitTopLevel(inner).map((part): Condition => {
    const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (logic) return parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), logic[3], whole);
    const dot = part.indexOf('.');
    if (dot <= 0) throw parseError('logic tree', whole, `unexpected "${part}"`);
    return parseOperation(parseField(part.slice(0, dot), 'logic tree'), part.slice(dot + 1), whole, true);
  });
  return { type: 'logic', op, negated, children };
}

export function parseOrder(input: string): OrderTerm[] {
  return splitTopLevel(stripWhitespace(input)).map((term) => {
    const parts = term.split('.');
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    while (parts.length > 1) {
      const last = parts[parts.length - 1];
      if (last === 'asc' || last === 'desc') direction = last;
      else if (last === 'nullsfirst') nulls = 'first';
      else if (last === 'nullslast') nulls = 'last';
      else break;
      parts.pop();
    }
    const name = parts.join('.');
    if (!name) throw parseError('order', input, 'empty order term');
    return { field: parseField(name, 'order'), direction, nulls };
  });
}

/**
 * `limit`/`offset` as PostgREST 13 reads them (Haskell's readMaybe): an integer, negative ones
 * included, else nothing — the parameter is then ignored, not refused. An embed's negative value
 * reaches SQL, whose LIMIT/OFFSET refuse it, as PostgREST's do.
 */
export function readInteger(value: string): number | null {
  return /^\s*-?\d+\s*$/.test(value) ? Number(value.trim()) : null;
}

/** `"a","b"` or `a,b` */
export function parseColumns(input: string): string[] {
  return splitTopLevel(stripWhitespace(input))
    .filter(Boolean)
    .map((c) => unquote(c));
}

const emptyNode = (): NodeParams => ({
  conditions: [],
  order: null,
  limit: null,
  offset: null,
});

/** Keys PostgREST never takes as a filter or argument: `…order`, `…limit`, `…offset`, `…and`, `…or`. */
const RESERVED_EMBEDDABLE = /(?:^|\.)(?:order|limit|offset|and|or)$/;

/**
 * Whether a value starts as PostgREST 13's pOpExpr parses a filter: `[not.]` then `in.`, `is.`,
 * `isdistinct.`, a full-text operator with an optional `(language)`, a single-value operator,
 * or a quantifiable one with an optional `(any)`/`(all)`, each followed by `.`. After `not.`
 * the parser has consumed input, so what follows is a filter (or its parse error) whatever it is.
 */
export function isOperatorValue(value: string): boolean {
  if (value.startsWith('not.')) return true;
  return /^(?:in\.|is\.|isdistinct\.|(?:fts|plfts|phfts|wfts)(?:\(\w+\))?\.|(?:neq|cs|cd|ov|sl|sr|nxr|nxl|adj)\.|(?:eq|gte|gt|lte|lt|like|ilike|match|imatch)(?:\((?:any|all)\))?\.)/.test(
    value,
  );
}

/**
 * Splits a query string into select, per-level filters/order/paging, and the rest.
 * On a function read (GET/HEAD /rpc, `rpcRead`), PostgREST 13 tells arguments from filters by
 * the value alone (QueryParams.pRequestFilter): a parameter that is not reserved and whose value
 * is not an operator expression is an argument, whether or not the function has it (an unknown
 * name then makes the call PGRST202); `x=eq.1` filters the result, even when `x` is an argument.
 */
export function parseQuery(entries: [string, string][], rpcRead = false): QueryParams {
  const result: QueryParams = {
    select: [{ type: 'star' }],
    nodes: new Map(),
    columns: null,
    onConflict: null,
    rest: [],
    rootPaging: { limit: null, offset: null },
  };
  const node = (path: string) => {
    let n = result.nodes.get(path);
    if (!n) result.nodes.set(path, (n = emptyNode()));
    return n;
  };
  node('');
  const length = entries.reduce((n, [key, value]) => n + key.length + value.length + 2, 0);
  if (length > QUERY_LIMITS.queryLength) {
    throw limitError(
      `query parameters are ${length} characters long, more than ${QUERY_LIMITS.queryLength}`,
      `local-supabase allows at most ${QUERY_LIMITS.queryLength} characters of query parameters.`,
    );
  }
  for (const [key, value] of entries) {
    if (key === 'select') {
      result.select = parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      result.columns = parseColumns(value);
      continue;
    }
    if (key === 'on_conflict') {
      result.onConflict = parseColumns(value);
      continue;
    }
    if (rpcRead && !RESERVED_EMBEDDABLE.test(key) && !isOperatorValue(value)) {
      // PostgREST names the argument by the key's field: `a.b` → `b`, `x->y` → `x`.
      result.rest.push([key.split('->')[0].split('.').pop()!, value]);
      continue;
    }
    // `a.b.order`, `a.or`, `a.not.and`, `a.col` …
    const segments = key.split('.');
    let last = segments[segments.length - 1];
    let negatedLogic = false;
    let pathSegments = segments.slice(0, -1);
    if ((last === 'or' || last === 'and') && pathSegments[pathSegments.length - 1] === 'not') {
      negatedLogic = true;
      pathSegments = pathSegments.slice(0, -1);
    }
    // json paths can hold dots only in keys after `->`; keep the field whole in that case.
    const arrow = key.indexOf('->');
    if (arrow >= 0) {
      const base = key.slice(0, arrow);
      const baseSegments = base.split('.');
      last = baseSegments[baseSegments.length - 1] + key.slice(arrow);
      pathSegments = baseSegments.slice(0, -1);
    }
    const path = pathSegments.join('.');
    const target = node(path);
    switch (last) {
      case 'order':
        target.order = parseOrder(value);
        break;
      case 'limit':
        target.limit = readInteger(value);
        if (path === '') result.rootPaging.limit = value;
        break;
      case 'offset':
        target.offset = readInteger(value);
        if (path === '') result.rootPaging.offset = value;
        break;
      case 'or':
      case 'and':
        target.conditions.push(parseLogic(last, negatedLogic, value));
        break;
      default:
        target.conditions.push(parseOperation(parseField(last, 'filter'), value, `${key}=${value}`));
    }
  }
  const filters = [...result.nodes.values()].reduce((n, node) => n + countFilters(node.conditions), 0);
  if (filters > QUERY_LIMITS.conditions) {
    throw limitError(
      `the request has ${filters} filters, more than ${QUERY_LIMITS.conditions}`,
      `local-supabase allows at most ${QUERY_LIMITS.conditions} filters in one request.`,
    );
  }
  return result;
}
