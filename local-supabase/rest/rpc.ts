import { RestError } from './errors.ts';
import type { ReadNode } from './plan.ts';
import type { RoutineInfo, SchemaCache } from './schema-cache.ts';
import { ident, orderSql, pagingSql, Params, qualified, selectList, whereTerms } from './sql.ts';

/** Every argument name any overload of `name` takes (GET /rpc reads these from the query string). */
export function argNamesOf(cache: SchemaCache, name: string): Set<string> {
  return new Set((cache.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
}

/** Picks the overload whose named arguments fit `keys` (arguments with defaults may be left out). */
export function resolveRoutine(cache: SchemaCache, name: string, keys: string[]): RoutineInfo {
  const fits = (cache.functions.get(name) ?? []).filter(
    (f) =>
      keys.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  fits.sort((a, b) => a.args.length - b.args.length);
  if (fits.length) return fits[0];
  const sorted = [...keys].sort();
  const signature = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const params = sorted.length ? ` with parameters ${sorted.join(', ')}` : ' without parameters';
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${signature} in the schema cache`,
    `Searched for the function public.${name}${params} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

/** `json_to_record($1) as _a(...)` plus the call `"public"."fn"("x" := _a."x")`. */
function callParts(
  fn: RoutineInfo,
  args: Record<string, unknown>,
  p: Params,
): { from: string; call: string } {
  const used = fn.args.filter((a) => a.name in args);
  const call = `${qualified(fn.name)}(${used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`;
  if (!used.length) return { from: '', call };
  const record: Record<string, unknown> = {};
  for (const a of used) record[a.name] = args[a.name];
  const defs = used.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  return {
    from: `json_to_record(${p.bind(JSON.stringify(record))}::json) as _a(${defs})`,
    call,
  };
}

export interface RpcSql {
  sql: string;
  /** How to read the single result row's `body`. */
  shape: 'void' | 'scalar' | 'object' | 'array';
}

/** The statement calling `fn`; set and composite results go through the read node (select, filters, order). */
export function rpcSql(
  fn: RoutineInfo,
  args: Record<string, unknown>,
  node: ReadNode,
  limit: number | null,
  offset: number | null,
  p: Params,
): RpcSql {
  const { from, call } = callParts(fn, args, p);
  const fromClause = from ? ` from ${from}` : '';
  if (fn.returnKind === 'void') return { sql: `select ${call}${fromClause}`, shape: 'void' };
  if (!fn.returnsSet && fn.returnKind === 'scalar') {
    return {
      sql: `select to_json(${call})::text as body${fromClause}`,
      shape: 'scalar',
    };
  }
  if (fn.returnKind === 'scalar') {
    const source = from ? `${from} cross join lateral ${call} as _f` : `${call} as _f`;
    return {
      sql: `select coalesce(json_agg(_f), '[]')::text as body, count(*)::int as n from (select _f from ${source}${pagingSql(limit, offset, p)}) _s`,
      shape: 'array',
    };
  }
  const source = from
    ? `(select _f.* from ${from} cross join lateral ${call} as _f)`
    : `(select _f.* from ${call} as _f)`;
  const where = whereTerms(node, p);
  const inner =
    `select ${selectList(node, p)} from ${source} as ${ident(node.alias)}` +
    (where.length ? ` where ${where.join(' and ')}` : '') +
    orderSql(node, p) +
    pagingSql(limit, offset, p);
  const single = !fn.returnsSet;
  const body = single ? `(json_agg(_r)->0)::text` : `coalesce(json_agg(_r), '[]')::text`;
  return {
    sql: `select ${body} as body, count(*)::int as n from (${inner}) _r`,
    shape: single ? 'object' : 'array',
  };
}
