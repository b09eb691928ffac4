import type { Queryable } from '../db/driver.ts';
import { responseTooLarge } from './errors.ts';
import type { ActionPlan, InsertPlan } from './plan.ts';
import {
  boundedBodySql,
  callSql,
  countSql,
  deleteSql,
  insertDefaultsSql,
  insertSql,
  Params,
  readSql,
  representationSql,
  updateSql,
} from './sql.ts';

/**
 * One statement of a request's transaction and what its result adds: a JSON `body` (with `bytes`
 * and, for rows, `n`), the `total` of a count, or only its affected rows.
 */
export interface Statement {
  sql: string;
  values: unknown[];
  yields: 'body' | 'total' | 'affected-rows';
}

/** What the statements of a request produced, in order. */
export interface QueryResult {
  /** JSON texts, one per `body` statement (null: SQL null). */
  bodies: (string | null)[];
  /** Rows in the bodies, or rows affected. */
  rows: number;
  /** The count of `Prefer: count=…` (null when not asked). */
  total: number | null;
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

/** Inserts return arrays even for one object: the batches' rows are joined before one is taken. */
function insertStatements(plan: InsertPlan, maxBytes: number): Statement[] {
  const returning = plan.returning !== 'nothing';
  const { alias } = plan.tree;
  const table = plan.table.name;
  return plan.batches.flatMap((batch) =>
    batch.columns.length === 0
      ? // Only defaults: one `default values` insert per row.
        batch.rows.map(() =>
          mutationStatement(() => insertDefaultsSql(table, alias, returning), plan, false, maxBytes),
        )
      : [
          mutationStatement(
            (params) =>
              insertSql(
                { table, columns: batch.columns, rows: batch.rows, onConflict: plan.onConflict, returning },
                alias,
                params,
              ),
            plan,
            false,
            maxBytes,
          ),
        ],
  );
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
      return plan.count ? [page, statement('total', (params) => countSql(plan.tree, params))] : [page];
    }
    case 'insert':
      return insertStatements(plan, maxBytes);
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
    case 'rpc':
      if (plan.shape === 'void') return [statement('affected-rows', (params) => callSql(plan, params))];
      return [
        statement('body', (params) =>
          boundedBodySql(callSql(plan, params), params, maxBytes, plan.shape === 'array' ? ['n'] : []),
        ),
      ];
  }
}

/** Refuses a body over `maxBytes` (its size is measured in the database, before it is copied out). */
export function checkBodyBytes(bytes: number | null | undefined, maxBytes: number): void {
  if (bytes !== null && bytes !== undefined && Number(bytes) > maxBytes) {
    throw responseTooLarge(Number(bytes), maxBytes);
  }
}

/** Runs the statements in order on the request's transaction. */
export async function runQuery(
  tx: Queryable,
  statements: Statement[],
  maxBytes: number,
): Promise<QueryResult> {
  const result: QueryResult = { bodies: [], rows: 0, total: null };
  for (const { sql, values, yields } of statements) {
    if (yields === 'affected-rows') {
      result.rows += (await tx.query(sql, values)).affectedRows;
      continue;
    }
    if (yields === 'total') {
      result.total = (await tx.query<{ total: number }>(sql, values)).rows[0].total;
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
