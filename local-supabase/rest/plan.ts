import type { ApiRequest } from './api-request.ts';
import { fuzzyGetOne } from './fuzzy.ts';
import { columnNotFound, RestError } from './errors.ts';
import type { Condition, SelectItem } from './query-params.ts';
import { planRead, requireTable, restrictEmbedRows, type PlanOptions, type ReadNode } from './read-plan.ts';
import type { RoutineInfo, SchemaCache, Table } from './schema-cache.ts';

type Row = Record<string, unknown>;

/** What a mutation sends back: nothing, the rows shaped by `select`, or their primary key (Location). */
export type Returning = 'nothing' | 'representation' | 'primary-key';

export interface ReadPlan {
  action: 'read';
  tree: ReadNode;
  limit: number | null;
  offset: number;
  /**
   * `Prefer: count=…`: exact counts every matching row; planned takes the planner's estimate;
   * estimated counts exactly up to max_rows and takes the larger estimate above it.
   */
  count: 'exact' | 'planned' | 'estimated' | null;
  /** max_rows, the threshold of count=estimated. */
  maxRows: number | null;
  single: boolean;
}

export interface InsertPlan {
  action: 'insert';
  table: Table;
  /** The shape of the returned rows (the table's primary key for `primary-key`). */
  tree: ReadNode;
  /** The columns inserted (the body's keys, or `columns=`) and the rows, in one statement. */
  columns: string[];
  rows: Row[];
  /**
   * `missing=default`: the default of each inserted column that has one, evaluated for every row
   * and overridden by the row's own value, as PostgREST does (a sequence advances once per row).
   */
  defaults: { column: string; expression: string }[] | null;
  /** Upserts: the conflict target and what to do on a conflict. */
  onConflict: { columns: string[]; action: 'merge' | 'ignore' } | null;
  returning: Returning;
}

export interface UpdatePlan {
  action: 'update';
  /** The filtered table, and the shape of the returned rows. */
  tree: ReadNode;
  values: Row;
  returning: Returning;
  single: boolean;
}

export interface DeletePlan {
  action: 'delete';
  tree: ReadNode;
  returning: Returning;
  single: boolean;
}

/** How a function's result comes back: nothing, one JSON value, one row, or a set of rows. */
export type CallShape = 'void' | 'scalar' | 'object' | 'array';

export interface CallPlan {
  action: 'rpc';
  routine: RoutineInfo;
  args: Row;
  /** select, filters and order applied to the function's rows. */
  tree: ReadNode;
  shape: CallShape;
  limit: number | null;
  offset: number;
  /** `Prefer: count=…`: exact and estimated count the rows the function returns; planned gives none. */
  count: 'exact' | 'planned' | 'estimated' | null;
}

export type ActionPlan = ReadPlan | InsertPlan | UpdatePlan | DeletePlan | CallPlan;

export interface PlanLimits {
  /** PostgREST's max-rows (null: unlimited). */
  maxRows: number | null;
  /** pgrst.db_aggregates_enabled. */
  aggregatesEnabled?: boolean;
}

/**
 * The overload whose named arguments fit `keys` (arguments with defaults may be left out); more
 * than one is PostgREST's 300 PGRST203.
 */
/** The overloads of `name` that /rpc may call (PostgREST's routines). */
const rpcRoutines = (cache: SchemaCache, name: string): RoutineInfo[] =>
  (cache.functions.get(name) ?? []).filter((f) => f.rpcCallable !== false);

export function resolveRoutine(cache: SchemaCache, name: string, keys: string[], post = true): RoutineInfo {
  const fits = rpcRoutines(cache, name).filter(
    (f) =>
      keys.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (fits.length === 1) return fits[0];
  if (fits.length > 1) {
    const candidates = fits.map(
      (f) => `${cache.schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
    );
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  // PostgREST falls back to a single unnamed parameter only for a POST, which passes it the body.
  const unnamed = rpcRoutines(cache, name).find(
    (f) =>
      post &&
      f.args.length === 1 &&
      f.args[0].name === '' &&
      ['json', 'jsonb', 'text', 'xml', 'bytea'].includes(f.args[0].type),
  );
  if (unnamed) {
    throw new RestError(
      400,
      'PGRST100',
      `functions with a single unnamed ${unnamed.args[0].type} parameter: not supported by local-supabase`,
      `PostgREST would call ${cache.schema}.${name} with the raw request body; name the parameter and send it as a JSON key.`,
    );
  }
  const sorted = [...keys].sort();
  const signature = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const params = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  const orUnnamed = post ? ' or with a single unnamed json/jsonb parameter' : '';
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${cache.schema}.${name}${signature} in the schema cache`,
    `Searched for the function ${cache.schema}.${name}${params}${orUnnamed}, but no matches were found in the schema cache.`,
    noRoutineHint(cache, name, sorted),
  );
}

/**
 * PostgREST 13's noRpcHint: with overloads of that name, the closest of their parameter lists
 * ("public.soma(a, b)"); without, the closest function name in the schema; null when nothing
 * is close enough (fuzzy.ts).
 */
function noRoutineHint(cache: SchemaCache, name: string, sortedKeys: string[]): string | null {
  const listText = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const overloads = rpcRoutines(cache, name);
  const match = overloads.length
    ? fuzzyGetOne(
        overloads.map((f) => listText(f.args.map((a) => a.name))),
        listText(sortedKeys),
      )
    : fuzzyGetOne(
        [...cache.functions.keys()].filter((other) => rpcRoutines(cache, other).length),
        name,
      );
  if (match === null) return null;
  return `Perhaps you meant to call the function ${cache.schema}.${overloads.length ? name + match : match}`;
}

/**
 * A function returning a scalar (or a set of them) has one column in PostgREST's query,
 * `pgrst_scalar`, under the function's name: a column named in select, a filter or order is
 * Postgres's 42703 there (`column numeros.numeros does not exist`), checked in that order as
 * Postgres resolves the select list, then WHERE, then ORDER BY.
 */
function refuseScalarColumns(tree: ReadNode, name: string): void {
  const fields: string[] = [];
  for (const item of tree.items) {
    if (item.type === 'field' && item.field.name !== '*') fields.push(item.field.name);
  }
  const walk = (conditions: Condition[]) => {
    for (const c of conditions) {
      if (c.type === 'filter') fields.push(c.field.name);
      else walk(c.children);
    }
  };
  walk(tree.conditions);
  for (const term of tree.order ?? []) fields.push(term.field.name);
  if (fields.length === 0) return;
  if (fields[0] === 'pgrst_scalar') {
    throw new RestError(
      400,
      'PGRST100',
      `pgrst_scalar on the result of ${name}: not supported by local-supabase`,
      'PostgREST would select, filter or order by the value a scalar function returns under this name.',
    );
  }
  throw columnNotFound(name, fields[0], ['pgrst_scalar']);
}

export function callShape(routine: RoutineInfo): CallShape {
  if (routine.returnKind === 'void') return 'void';
  if (routine.returnKind === 'scalar') return routine.returnsSet ? 'array' : 'scalar';
  return routine.returnsSet ? 'array' : 'object';
}

function unknownColumn(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

function requireColumns(table: Table, columns: Iterable<string>): void {
  for (const column of columns) if (!table.columns.has(column)) throw unknownColumn(table.name, column);
}

const primaryKeySelect = (table: Table): SelectItem[] =>
  table.primaryKey.map((name) => ({
    type: 'field',
    field: { name, json: [] },
    alias: null,
    cast: null,
    aggregate: null,
  }));

/** Root paging: PostgREST's top-level range (api-request.ts), then max-rows. */
function pageOf(request: ApiRequest, { maxRows }: PlanLimits) {
  let { limit } = request.range;
  const { offset } = request.range;
  if (maxRows !== null) limit = limit === null ? maxRows : Math.min(limit, maxRows);
  return { limit, offset };
}

/** A read's tree (a table or a function's rows), max-rows on every embed, and its root page. */
function pagedTree(request: ApiRequest, cache: SchemaCache, root: PlanOptions['root'], limits: PlanLimits) {
  const tree = planRead(cache, request.query, { root, aggregatesEnabled: limits.aggregatesEnabled });
  restrictEmbedRows(tree, limits.maxRows);
  return { tree, ...pageOf(request, limits) };
}

/** A mutated table's tree: its filters, and `select` (only the primary key for headers-only). */
function mutationTree(request: ApiRequest, cache: SchemaCache, table: Table, limits: PlanLimits): ReadNode {
  const select =
    request.preferences.return === 'headers-only' ? primaryKeySelect(table) : request.query.select;
  return planRead(
    cache,
    { select, nodes: request.query.nodes },
    { root: { table: table.name }, aggregatesEnabled: limits.aggregatesEnabled },
  );
}

function planInsert(
  request: ApiRequest & { payload: Row[] },
  cache: SchemaCache,
  limits: PlanLimits,
): InsertPlan {
  const table = requireTable(cache, request.target.name);
  const tree = mutationTree(request, cache, table, limits);
  const { query, preferences } = request;
  const rows = request.payload;
  const columns = query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  requireColumns(table, columns);
  let onConflict: InsertPlan['onConflict'] = null;
  const conflictColumns = query.onConflict ?? table.primaryKey;
  // PostgREST ignores the resolution on a table without a primary key when no on_conflict is given.
  if (request.action === 'upsert' && conflictColumns.length > 0) {
    requireColumns(table, conflictColumns);
    onConflict = {
      columns: conflictColumns,
      action: preferences.resolution === 'ignore-duplicates' ? 'ignore' : 'merge',
    };
  }
  const defaults =
    preferences.missing === 'default'
      ? columns.flatMap((column) => {
          const expression = table.columns.get(column)!.default;
          return expression === null ? [] : [{ column, expression }];
        })
      : null;
  const returning =
    preferences.return === 'representation'
      ? 'representation'
      : preferences.return === 'headers-only'
        ? 'primary-key'
        : 'nothing';
  return { action: 'insert', table, tree, columns, rows, defaults, onConflict, returning };
}

/**
 * The plan of a parsed request against the schema cache: relationships, columns, overloads and
 * paging resolved; every schema error (PGRST200/201/202/204/205, 42703) is raised here.
 */
export function planRequest(request: ApiRequest, cache: SchemaCache, limits: PlanLimits): ActionPlan {
  const returning: Returning = request.preferences.return === 'representation' ? 'representation' : 'nothing';
  switch (request.action) {
    case 'read':
      return {
        action: 'read',
        ...pagedTree(request, cache, { table: request.target.name }, limits),
        count: request.preferences.count,
        maxRows: limits.maxRows,
        single: request.single,
      };
    case 'insert':
    case 'upsert':
      return planInsert(request, cache, limits);
    case 'update': {
      const table = requireTable(cache, request.target.name);
      const tree = mutationTree(request, cache, table, limits);
      requireColumns(table, Object.keys(request.payload));
      return { action: 'update', tree, values: request.payload, returning, single: request.single };
    }
    case 'delete': {
      const table = requireTable(cache, request.target.name);
      return {
        action: 'delete',
        tree: mutationTree(request, cache, table, limits),
        returning,
        single: request.single,
      };
    }
    case 'rpc': {
      const name = request.target.name;
      const routine = resolveRoutine(cache, name, Object.keys(request.payload), request.post);
      const paged = pagedTree(request, cache, { functionName: name }, limits);
      if (routine.returnKind === 'scalar') refuseScalarColumns(paged.tree, name);
      return {
        action: 'rpc',
        routine,
        args: request.payload,
        shape: callShape(routine),
        count: request.preferences.count,
        ...paged,
      };
    }
  }
}
