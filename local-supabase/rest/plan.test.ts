import { describe, expect, it } from 'vitest';
import { argNamesOf, resolveRoutine } from './plan.ts';
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
