import type { Queryable } from '../db/driver.ts';
import { responseTooLarge } from './errors.ts';
import type { PlanMedia } from './api-request.ts';
import type { ActionPlan, InsertPlan, ReadPlan } from './plan.ts';
import {
  boundedBodySql,
  callCountSql,
  callSql,
  countSql,
  deleteSql,
  insertDefaultsSql,
  insertSql,
  limitedCountSql,
  Params,
  plannedRowsSql,
  readSql,
  representationSql,
  updateSql,
  INSERTED_SQL,
} from './sql.ts';

/**
 * One statement of a request's transaction and what its result adds: a JSON `body` (with `bytes`
 * and, for rows, `n`), the `total` of a count, or only its affected rows.
 */
export interface Statement {
  sql: string;
  values: unknown[];
  yields: 'body' | 'total' | 'plan-rows' | 'affected-rows' | 'inserted';
  /**
   * `plan-rows` of count=estimated: the exact count stands unless it is above this (max_rows;
   * -1 without max_rows, as PostgREST then always takes the larger of the two).
   */
  exactUpTo?: number;
}

/** What the statements of a request produced, in order. */
export interface QueryResult {
  /** JSON texts, one per `body` statement (null: SQL null). */
  bodies: (string | null)[];
  /** Rows in the bodies, or rows affected. */
  rows: number;
  /** The count of `Prefer: count=…` (null when not asked). */
  total: number | null;
  /** Rows an upsert with merge-duplicates inserted (null for anything else). */
  inserted: number | null;
}

/** How a read's total is found: the statements, and how their answers make the total. */
function countStatements(plan: ReadPlan): Statement[] {
  switch (plan.count) {
    case null:
      return [];
    case 'exact':
      return [statement('total', (params) => countSql(plan.tree, params))];
    case 'planned':
      return [statement('plan-rows', (params) => plannedRowsSql(plan.tree, params))];
    case 'estimated':
      return [
        statement('total', (params) => limitedCountSql(plan.tree, params, plan.maxRows)),
        {
          ...statement('plan-rows', (params) => plannedRowsSql(plan.tree, params)),
          exactUpTo: plan.maxRows ?? -1,
        },
      ];
  }
}

function statement(yields: Statement['yields'], build: (params: Params) => string): Statement {
  const params = new Params();
  const sql = build(params);
  return { sql, values: params.values, yields };
}

/** A mutation alone (nothing returned) or wrapped to return its rows shaped by the tree. */
function mutationStatement(
  mutation: (params: Params) => string,
  plan: Exclude<ActionPlan, { action: 'read' | 'rpc' }>,
  single: boolean,
  maxBytes: number,
): Statement {
  if (plan.returning === 'nothing') return statement('affected-rows', mutation);
  return statement('body', (params) =>
    representationSql(mutation(params), plan.tree, params, single, maxBytes),
  );
}

/** Inserts return arrays even for one object: the statements' rows are joined before one is taken. */
function insertStatements(plan: InsertPlan, maxBytes: number): Statement[] {
  const returning = plan.returning !== 'nothing';
  const { alias } = plan.tree;
  const table = plan.table.name;
  if (plan.rows.length === 0) return [];
  // Rows of empty objects: one `default values` insert per row.
  if (plan.columns.length === 0) {
    return plan.rows.map(() =>
      mutationStatement(
        () => insertDefaultsSql(plan.tree.schema, table, alias, returning),
        plan,
        false,
        maxBytes,
      ),
    );
  }
  const { columns, rows, defaults, onConflict } = plan;
  return [
    mutationStatement(
      (params) =>
        insertSql(
          { schema: plan.tree.schema, table, columns, rows, defaults, onConflict, returning },
          alias,
          params,
        ),
      plan,
      false,
      maxBytes,
    ),
  ];
}

/** The statements of a plan: values always bound, identifiers always quoted, bodies bounded. */
export function compileQuery(plan: ActionPlan, maxBytes: number): Statement[] {
  switch (plan.action) {
    case 'read': {
      const page = statement('body', (params) =>
        boundedBodySql(
          readSql(plan.tree, params, { limit: plan.limit, offset: plan.offset, single: plan.single }),
          params,
          maxBytes,
          ['n'],
        ),
      );
      return [page, ...countStatements(plan)];
    }
    case 'insert': {
      const inserts = insertStatements(plan, maxBytes);
      if (plan.onConflict?.action !== 'merge') return inserts;
      return [...inserts, { sql: INSERTED_SQL, values: [], yields: 'inserted' }];
    }
    case 'update': {
      // An empty object updates nothing; there is no statement to run.
      if (Object.keys(plan.values).length === 0) return [];
      const returning = plan.returning !== 'nothing';
      return [
        mutationStatement(
          (params) => updateSql(plan.tree, plan.values, returning, params),
          plan,
          plan.single,
          maxBytes,
        ),
      ];
    }
    case 'delete': {
      const returning = plan.returning !== 'nothing';
      return [
        mutationStatement((params) => deleteSql(plan.tree, returning, params), plan, plan.single, maxBytes),
      ];
    }
    case 'rpc': {
      if (plan.shape === 'void') return [statement('affected-rows', (params) => callSql(plan, params))];
      const call = statement('body', (params) =>
        boundedBodySql(callSql(plan, params), params, maxBytes, plan.shape === 'array' ? ['n'] : []),
      );
      // PostgREST counts a function's rows exactly for exact and estimated; planned gives no total.
      const counted = plan.shape === 'array' && (plan.count === 'exact' || plan.count === 'estimated');
      return counted ? [call, statement('total', (params) => callCountSql(plan, params))] : [call];
    }
  }
}

/** Refuses a body over `maxBytes` (its size is measured in the database, before it is copied out). */
export function checkBodyBytes(bytes: number | null | undefined, maxBytes: number): void {
  if (bytes !== null && bytes !== undefined && Number(bytes) > maxBytes) {
    throw responseTooLarge(Number(bytes), maxBytes);
  }
}

/** `Plan Rows` of the top node of an `EXPLAIN (FORMAT JSON)` answer (text or parsed JSON). */
function planRows(plan: unknown): number {
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** Runs the statements in order on the request's transaction. */
export async function runQuery(
  tx: Queryable,
  statements: Statement[],
  maxBytes: number,
): Promise<QueryResult> {
  const result: QueryResult = { bodies: [], rows: 0, total: null, inserted: null };
  for (const { sql, values, yields, exactUpTo } of statements) {
    if (yields === 'affected-rows') {
      result.rows += (await tx.query(sql, values)).affectedRows;
      continue;
    }
    if (yields === 'inserted') {
      result.inserted = (await tx.query<{ inserted: number }>(sql, values)).rows[0].inserted;
      continue;
    }
    if (yields === 'total') {
      result.total = (await tx.query<{ total: number }>(sql, values)).rows[0].total;
      continue;
    }
    if (yields === 'plan-rows') {
      const [{ 'QUERY PLAN': plan }] = (await tx.query<{ 'QUERY PLAN': unknown }>(sql, values)).rows;
      const planned = planRows(plan);
      // planned: the estimate alone; estimated: the exact count unless it passed max_rows.
      if (exactUpTo === undefined || result.total === null) result.total = planned;
      else if (result.total > exactUpTo) result.total = Math.max(result.total, planned);
      continue;
    }
    const row = (await tx.query<{ body: string | null; bytes: number | null; n?: number }>(sql, values))
      .rows[0];
    checkBodyBytes(row?.bytes, maxBytes);
    result.bodies.push(row?.body ?? null);
    result.rows += row?.n ?? 0;
  }
  return result;
}

/** EXPLAIN of the request's main statement (its rows or its write, not its count), or null. */
export function explainStatement(statements: Statement[], media: PlanMedia): Statement | null {
  const main = statements.find(({ yields }) => yields === 'body' || yields === 'affected-rows');
  if (!main) return null;
  const options = [`format ${media.format}`, ...media.options].join(', ');
  return { sql: `explain (${options}) ${main.sql}`, values: main.values, yields: 'body' };
}

/** EXPLAIN's rows as PostgREST sends them: each line followed by a newline. */
export async function runExplain(tx: Queryable, statement: Statement | null): Promise<string> {
  if (!statement) return '';
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(statement.sql, statement.values);
  // The drivers parse EXPLAIN's json column; it goes out as JSON text again.
  return rows
    .map(({ 'QUERY PLAN': line }) => `${typeof line === 'string' ? line : JSON.stringify(line, null, 2)}\n`)
    .join('');
}
