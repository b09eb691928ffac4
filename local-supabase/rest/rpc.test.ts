import { describe, expect, it } from 'vitest';
import { argNamesOf, resolveRoutine, rpcSql } from './rpc.ts';
import { planRead } from './plan.ts';
import { Params } from './sql.ts';
import type { RoutineInfo, SchemaCache } from './schema-cache.ts';

const soma2: RoutineInfo = {
  name: 'soma',
  args: [
    { name: 'a', type: 'integer', hasDefault: false },
    { name: 'b', type: 'integer', hasDefault: true },
  ],
  returnType: 'integer',
  returnsSet: false,
  returnKind: 'scalar',
};
const soma3: RoutineInfo = {
  ...soma2,
  args: [
    ...soma2.args.map((a) => ({ ...a, hasDefault: false })),
    { name: 'c', type: 'integer', hasDefault: false },
  ],
};
const cache: SchemaCache = {
  tables: new Map(),
  foreignKeys: [],
  functions: new Map([['soma', [soma2, soma3]]]),
};

describe('resolveRoutine', () => {
  it('picks the overload by argument names, defaults optional', () => {
    expect(resolveRoutine(cache, 'soma', ['a'])).toBe(soma2);
    expect(resolveRoutine(cache, 'soma', ['a', 'b'])).toBe(soma2);
    expect(resolveRoutine(cache, 'soma', ['c', 'a', 'b'])).toBe(soma3);
    expect(argNamesOf(cache, 'soma')).toEqual(new Set(['a', 'b', 'c']));
  });

  it('answers PGRST202 naming the sorted arguments', () => {
    expect(() => resolveRoutine(cache, 'soma', ['z', 'a'])).toThrow(
      'Could not find the function public.soma(a, z) in the schema cache',
    );
    expect(() => resolveRoutine(cache, 'x', [])).toThrow(
      'Could not find the function public.x without parameters in the schema cache',
    );
  });
});

describe('rpcSql', () => {
  it('casts named arguments through json_to_record', () => {
    const node = planRead(
      cache,
      { select: [{ type: 'star' }], nodes: new Map() },
      { root: { functionName: 'soma' } },
    );
    const p = new Params();
    const { sql, shape } = rpcSql(soma2, { a: 1 }, node, null, null, p);
    expect(shape).toBe('scalar');
    expect(sql).toBe(
      `select to_json("public"."soma"("a" := _a."a"))::text as body from json_to_record($1::json) as _a("a" integer)`,
    );
    expect(p.values).toEqual(['{"a":1}']);
  });
});
