import type { Condition, FieldRef, Filter } from './query-params.ts';
import { isAggregated, type PlannedItem, type ReadNode, type Relationship } from './read-plan.ts';
import type { Column, RoutineInfo } from './schema-cache.ts';

/** Bound values: every value goes through here and reaches SQL as `$n`. */
export class Params {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A text value cast to `type` inside SQL (so the driver never guesses the type). */
  bindAs(value: string, type: string | null | undefined): string {
    if (type === undefined) return this.bind(value); // unknown column type: Postgres infers it
    const text = `${this.bind(value)}::text`;
    return type ? `cast(${text} as ${type})` : text;
  }
}

export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string): string => `${ident(schema)}.${ident(name)}`;

/** Column reference with its json path: `"t_0"."data"->'a'->>'b'`. */
export function fieldSql(alias: string, field: FieldRef, params: Params): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key) ? `${params.bind(step.key)}::int` : `${params.bind(step.key)}::text`;
    sql += `${step.arrow}${key}`;
  }
  return sql;
}

/** The type values compared with `field` are cast to. */
function valueType(field: FieldRef, column: Column | null): string | undefined {
  if (field.json.length) return field.json[field.json.length - 1].arrow === '->>' ? 'text' : 'jsonb';
  return column?.type;
}

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function filterSql(node: ReadNode, filter: Filter, params: Params): string {
  const column = node.relation?.columns.get(filter.field.name) ?? null;
  const type = valueType(filter.field, column);
  let left = fieldSql(node.alias, filter.field, params);
  if (type === 'jsonb' && filter.field.json.length) left = `(${left})::jsonb`;
  const value = filter.value;
  let sql: string;
  switch (filter.op) {
    case 'in': {
      const list = value as string[];
      sql = list.length ? `${left} in (${list.map((v) => params.bindAs(v, type)).join(', ')})` : 'false';
      break;
    }
    case 'is': {
      const v = (value as string).toLowerCase();
      sql = v === 'not_null' ? `${left} is not null` : `${left} is ${v}`;
      break;
    }
    case 'isdistinct':
      sql = `${left} is distinct from ${params.bindAs(value as string, type)}`;
      break;
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch': {
      // PostgREST turns every `*` of a like pattern into `%`, inside an (any) list too.
      const pattern = filter.op.endsWith('like') ? (value as string).replace(/\*/g, '%') : (value as string);
      sql = `${left}::text ${COMPARE[filter.op]} ${quantified(filter, pattern, null, params)}`;
      break;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const lang = filter.modifier ? `${params.bindAs(filter.modifier, null)}::regconfig, ` : '';
      sql = `${left} @@ ${FTS[filter.op]}(${lang}${params.bindAs(value as string, null)})`;
      break;
    }
    default:
      sql = `${left} ${COMPARE[filter.op]} ${quantified(filter, value as string, type, params)}`;
  }
  return filter.negated ? `not (${sql})` : sql;
}

/** The right side of a comparison: the value, or `any(…)` / `all(…)` of an array literal of its type. */
function quantified(filter: Filter, value: string, type: string | null | undefined, params: Params): string {
  if (!filter.quantifier) return params.bindAs(value, type);
  const arrayType = type === undefined ? undefined : `${type ?? 'text'}[]`;
  return `${filter.quantifier}(${params.bindAs(value, arrayType)})`;
}

export function conditionSql(node: ReadNode, condition: Condition, params: Params): string {
  if (condition.type === 'filter') return filterSql(node, condition, params);
  const parts = condition.children.map((c) => conditionSql(node, c, params));
  const joined = parts.length
    ? `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`
    : condition.op === 'and'
      ? 'true'
      : 'false';
  return condition.negated ? `not ${joined}` : joined;
}

/** How an embedded node `child` joins to `parent`. */
function joinSql(rel: Relationship, parent: string, child: string, schema: string): string {
  const eq = (a: string, ac: string[], b: string, bc: string[]) =>
    ac.map((c, i) => `${ident(a)}.${ident(c)} = ${ident(b)}.${ident(bc[i])}`).join(' and ');
  switch (rel.kind) {
    case 'm2o':
      return eq(child, rel.fk.refColumns, parent, rel.fk.columns);
    case 'o2m':
      return eq(child, rel.fk.columns, parent, rel.fk.refColumns);
    case 'm2m': {
      const j = `${child}_j`;
      return `exists (select 1 from ${qualified(schema, rel.junction)} as ${ident(j)} where ${eq(j, rel.toChild.columns, child, rel.toChild.refColumns)} and ${eq(j, rel.toParent.columns, parent, rel.toParent.refColumns)})`;
    }
  }
}

/** WHERE terms of a node: its filters plus `exists` for each `!inner` embed. */
export function whereTerms(node: ReadNode, params: Params): string[] {
  const terms = node.conditions.map((c) => conditionSql(node, c, params));
  for (const item of node.items) {
    if (item.type !== 'embed' || (!item.inner && !item.nullFilter)) continue;
    const child = item.node;
    const childTerms = [
      joinSql(item.relationship, node.alias, child.alias, child.schema),
      ...whereTerms(child, params),
    ];
    const exists = `exists (select 1 from ${qualified(child.schema, child.table!)} as ${ident(child.alias)} where ${childTerms.join(' and ')})`;
    if (item.inner || item.nullFilter === 'not-null') terms.push(exists);
    if (item.nullFilter === 'null') terms.push(`not ${exists}`);
  }
  return terms;
}

function itemSql(node: ReadNode, item: PlannedItem, params: Params): string {
  if (item.type === 'star') return `${ident(node.alias)}.*`;
  if (item.type === 'field') return `${fieldValueSql(node, item, params)} as ${ident(item.key)}`;
  const child = item.node;
  const where = [
    joinSql(item.relationship, node.alias, child.alias, child.schema),
    ...whereTerms(child, params),
  ];
  const from = `from ${qualified(child.schema, child.table!)} as ${ident(child.alias)} where ${where.join(' and ')}${groupBySql(child)}`;
  // Rows grouped by an embed compare it as jsonb (json has no equality), as PostgREST's embeds are.
  const asJsonb = isAggregated(node) ? '::jsonb' : '';
  if (item.relationship.kind === 'm2o' || (item.relationship.kind === 'o2m' && item.relationship.oneToOne)) {
    return `(select row_to_json(_e)${asJsonb} from (select ${selectList(child, params)} ${from} limit 1) _e) as ${ident(item.key)}`;
  }
  const inner = `select ${selectList(child, params)} ${from}${orderSql(child, params)}${pagingSql(child.limit, child.offset, params)}`;
  return `(select coalesce(json_agg(_e), '[]')${asJsonb} from (${inner}) _e) as ${ident(item.key)}`;
}

/** A selected field: its value, cast, then aggregated and the aggregate cast, as PostgREST writes it. */
function fieldValueSql(
  node: ReadNode,
  item: Extract<PlannedItem, { type: 'field' }>,
  params: Params,
): string {
  const { aggregate } = item;
  // `count()` counts the rows: PostgREST counts the whole row, `count("table".*)`.
  if (aggregate && item.field.name === '*') {
    const counted = `count(${ident(node.alias)}.*)`;
    return aggregate.cast ? `(${counted})::${aggregate.cast}` : counted;
  }
  const expr = fieldSql(node.alias, item.field, params);
  const value = item.cast ? `(${expr})::${item.cast}` : expr;
  if (!aggregate) return value;
  const aggregated = `${aggregate.fn}(${value})`;
  return aggregate.cast ? `(${aggregated})::${aggregate.cast}` : aggregated;
}

/**
 * PostgREST's automatic GROUP BY: on a level that selects an aggregate, every other selected item
 * (columns and embeds) groups the rows; given by position in the select list.
 */
export function groupBySql(node: ReadNode): string {
  if (!isAggregated(node)) return '';
  const positions = shownItems(node).flatMap((item, index) =>
    item.type === 'field' && item.aggregate !== null ? [] : [index + 1],
  );
  return positions.length ? ` group by ${positions.join(', ')}` : '';
}

/** The items of a level that make output columns (an empty embed only filters). */
const shownItems = (node: ReadNode): PlannedItem[] =>
  node.items.filter((item) => item.type !== 'embed' || !item.omitted);

export function selectList(node: ReadNode, params: Params): string {
  if (!node.items.length) return `${ident(node.alias)}.*`;
  const shown = shownItems(node);
  // Only empty embeds: rows with no key at all, as PostgREST answers `{}`.
  return shown.length ? shown.map((i) => itemSql(node, i, params)).join(', ') : `null as "pgrst_nothing"`;
}

export function orderSql(node: ReadNode, params: Params): string {
  if (!node.order?.length) return '';
  const terms = node.order.map((t) => {
    let s = fieldSql(node.alias, t.field, params);
    if (t.direction) s += ` ${t.direction}`;
    if (t.nulls) s += ` nulls ${t.nulls}`;
    return s;
  });
  return ` order by ${terms.join(', ')}`;
}

export function pagingSql(limit: number | null, offset: number | null, params: Params): string {
  let s = '';
  if (limit !== null) s += ` limit ${params.bind(limit)}::bigint`;
  if (offset) s += ` offset ${params.bind(offset)}::bigint`;
  return s;
}

export interface ReadSqlOptions {
  /** FROM source for the root node; default its table. */
  source?: string;
  limit: number | null;
  offset: number | null;
  /** Return the first row as an object instead of an array. */
  single: boolean;
}

/** The statement returning `body` (JSON text) and `n` (rows in the page). */
export function readSql(node: ReadNode, params: Params, options: ReadSqlOptions): string {
  const source = options.source ?? qualified(node.schema, node.table!);
  const where = whereTerms(node, params);
  const inner =
    `select ${selectList(node, params)} from ${source} as ${ident(node.alias)}` +
    (where.length ? ` where ${where.join(' and ')}` : '') +
    groupBySql(node) +
    orderSql(node, params) +
    pagingSql(options.limit, options.offset, params);
  const body = options.single ? `(json_agg(_r)->0)::text` : `coalesce(json_agg(_r), '[]')::text`;
  return `select ${body} as body, count(*)::int as n from (${inner}) _r`;
}

/** The rows of the root node with its filters, no paging: what counts count. */
function matchingRowsSql(node: ReadNode, params: Params, source?: string): string {
  const where = whereTerms(node, params);
  return (
    `select 1 from ${source ?? qualified(node.schema, node.table!)} as ${ident(node.alias)}` +
    (where.length ? ` where ${where.join(' and ')}` : '')
  );
}

/** `Prefer: count=exact` (and estimated up to max_rows): every matching row, counted. */
export function countSql(node: ReadNode, params: Params, source?: string): string {
  return `select count(*)::int as total from (${matchingRowsSql(node, params, source)}) _c`;
}

/** `Prefer: count=planned`: the planner's estimate of the matching rows (its JSON plan). */
export function plannedRowsSql(node: ReadNode, params: Params): string {
  return `explain (format json) ${matchingRowsSql(node, params)}`;
}

/** `Prefer: count=estimated`: the exact count, but stopping past `maxRows` (then the plan decides). */
export function limitedCountSql(node: ReadNode, params: Params, maxRows: number | null): string {
  const limit = maxRows === null ? '' : ` limit ${params.bind(maxRows + 1)}`;
  return `select count(*)::int as total from (${matchingRowsSql(node, params)}${limit}) _c`;
}

export interface InsertSqlOptions {
  schema: string;
  table: string;
  columns: string[];
  /** JSON array of row objects, bound as one parameter. */
  rows: unknown[];
  /** `missing=default`: defaults evaluated per row, under the row's own keys. */
  defaults: { column: string; expression: string }[] | null;
  onConflict: { columns: string[]; action: 'merge' | 'ignore' } | null;
  returning: boolean;
}

export function insertSql(o: InsertSqlOptions, alias: string, params: Params): string {
  const cols = o.columns.map(ident).join(', ');
  const rows = `${params.bind(JSON.stringify(o.rows))}::json`;
  const merge = o.onConflict?.action === 'merge';
  // The defaults (as the schema cache has them, e.g. nextval(…)) are SQL the catalog holds.
  const source = o.defaults
    ? `jsonb_populate_recordset(null::${qualified(o.schema, o.table)}, (select jsonb_agg(jsonb_build_object(${o.defaults
        .map(({ column, expression }) => `${params.bind(column)}::text, ${expression}`)
        .join(', ')}) || _e) from jsonb_array_elements(${rows}::jsonb) as _e))`
    : `json_populate_recordset(null::${qualified(o.schema, o.table)}, ${rows})`;
  let sql =
    `insert into ${qualified(o.schema, o.table)} as ${ident(alias)} (${cols}) ` +
    `select ${cols} from ${source} as _j` +
    (merge ? ` where ${countInserted('+')} <> '0'` : '');
  if (o.onConflict) {
    const target = o.onConflict.columns.map(ident).join(', ');
    // As PostgREST: every column of the body is set again, the conflict columns included, so a
    // body of only those columns still "updates" and returns the existing rows.
    sql += merge
      ? ` on conflict (${target}) do update set ${o.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')} where ${countInserted('-')} <> '-1'`
      : ` on conflict (${target}) do nothing`;
  }
  if (o.returning) sql += ` returning ${ident(alias)}.*`;
  return sql;
}

/**
 * PostgREST's count of the rows an upsert inserted (`pgrst.inserted`): one up per candidate row,
 * one down per row that met a conflict and was updated. A merge that inserted nothing answers 200.
 */
function countInserted(sign: '+' | '-'): string {
  return `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true)`;
}

/** The rows the request's upserts inserted (see countInserted). */
export const INSERTED_SQL = `select coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) as inserted`;

/** One row of column defaults (a row naming no column cannot go through json_populate_recordset). */
export function insertDefaultsSql(schema: string, table: string, alias: string, returning: boolean): string {
  return `insert into ${qualified(schema, table)} as ${ident(alias)} default values${returning ? ` returning ${ident(alias)}.*` : ''}`;
}

export function updateSql(
  node: ReadNode,
  values: Record<string, unknown>,
  returning: boolean,
  params: Params,
): string {
  const table = qualified(node.schema, node.table!);
  const cols = Object.keys(values);
  const body = `${params.bind(JSON.stringify(values))}::json`;
  const where = whereTerms(node, params);
  return (
    `update ${table} as ${ident(node.alias)} set ${cols.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ')} ` +
    `from json_populate_record(null::${table}, ${body}) as _b` +
    (where.length ? ` where ${where.join(' and ')}` : '') +
    (returning ? ` returning ${ident(node.alias)}.*` : '')
  );
}

export function deleteSql(node: ReadNode, returning: boolean, params: Params): string {
  const where = whereTerms(node, params);
  return (
    `delete from ${qualified(node.schema, node.table!)} as ${ident(node.alias)}` +
    (where.length ? ` where ${where.join(' and ')}` : '') +
    (returning ? ` returning ${ident(node.alias)}.*` : '')
  );
}

/**
 * Wraps a mutation `... returning alias.*` so its rows come back shaped by the select tree; with
 * `maxBytes`, bounded as boundedBodySql does (the mutation stays the top-level WITH, as it must).
 */
export function representationSql(
  mutation: string,
  node: ReadNode,
  params: Params,
  single: boolean,
  maxBytes?: number,
): string {
  const body = single ? `(json_agg(_r)->0)::text` : `coalesce(json_agg(_r), '[]')::text`;
  const rows = `select ${body} as body, count(*)::int as n from (select ${selectList(node, params)} from pgrst_source as ${ident(node.alias)}${groupBySql(node)}) _r`;
  return (
    `with pgrst_source as (${mutation}) ` +
    (maxBytes === undefined ? rows : boundedBodySql(rows, params, maxBytes, ['n']))
  );
}

/**
 * Wraps a statement whose one row has a JSON text `body`: its size comes back as `bytes`, and a
 * body over `maxBytes` is left in the database (null), never copied into this process.
 */
export function boundedBodySql(sql: string, params: Params, maxBytes: number, extra: string[] = []): string {
  const max = params.bind(maxBytes);
  const rest = extra.map((column) => `, _b.${ident(column)}`).join('');
  return `select case when octet_length(_b.body) <= ${max}::int then _b.body end as body, octet_length(_b.body) as bytes${rest} from (${sql}) _b`;
}

/** `json_to_record($1) as _a(...)` plus the call `"public"."fn"("x" := _a."x")`. */
function callParts(
  routine: RoutineInfo,
  args: Record<string, unknown>,
  params: Params,
): { from: string; call: string } {
  const used = routine.args.filter((a) => a.name in args);
  const call = `${qualified(routine.schema, routine.name)}(${used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`;
  if (!used.length) return { from: '', call };
  const record: Record<string, unknown> = {};
  for (const a of used) record[a.name] = args[a.name];
  const defs = used.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  return {
    from: `json_to_record(${params.bind(JSON.stringify(record))}::json) as _a(${defs})`,
    call,
  };
}

export interface CallSqlOptions {
  routine: RoutineInfo;
  args: Record<string, unknown>;
  /** select, filters and order over the function's rows (composite results). */
  tree: ReadNode;
  limit: number | null;
  offset: number | null;
}

/**
 * The statement calling a function: `body` (and `n` for sets). Composite results are read like a
 * table, with the function call as the source.
 */
export function callSql({ routine, args, tree, limit, offset }: CallSqlOptions, params: Params): string {
  const { from, call } = callParts(routine, args, params);
  const fromClause = from ? ` from ${from}` : '';
  if (routine.returnKind === 'void') return `select ${call}${fromClause}`;
  if (routine.returnKind === 'scalar' && !routine.returnsSet) {
    return `select to_json(${call})::text as body${fromClause}`;
  }
  if (routine.returnKind === 'scalar') {
    return `select coalesce(json_agg(_f), '[]')::text as body, count(*)::int as n from (select _f from ${scalarSetSource(from, call)}${pagingSql(limit, offset, params)}) _s`;
  }
  return readSql(tree, params, {
    source: rowSetSource(from, call),
    limit,
    offset,
    single: !routine.returnsSet,
  });
}

/** `Prefer: count=exact|estimated` on a set-returning function: every row it returns, filtered, unpaged. */
export function callCountSql({ routine, args, tree }: CallSqlOptions, params: Params): string {
  const { from, call } = callParts(routine, args, params);
  return routine.returnKind === 'scalar'
    ? `select count(*)::int as total from ${scalarSetSource(from, call)}`
    : countSql(tree, params, rowSetSource(from, call));
}

const scalarSetSource = (from: string, call: string) =>
  from ? `${from} cross join lateral ${call} as _f` : `${call} as _f`;

const rowSetSource = (from: string, call: string) =>
  from ? `(select _f.* from ${from} cross join lateral ${call} as _f)` : `(select _f.* from ${call} as _f)`;
