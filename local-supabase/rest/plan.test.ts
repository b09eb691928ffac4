import { describe, expect, it } from 'vitest';
import { resolveRoutine } from './plan.ts';
import { plannedRequest, restFailure as failure } from './fixtures/pipeline.ts';
import { findRelationship } from './read-plan.ts';
import type { Column, ForeignKey, RoutineInfo, SchemaCache, Table } from './schema-cache.ts';

const soma2: RoutineInfo = {
  schema: 'public',
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
  schema: 'public',
  tables: new Map(),
  foreignKeys: [],
  functions: new Map([['soma', [soma2, soma3]]]),
};

describe('resolveRoutine', () => {
  it('picks the overload by argument names, defaults optional', () => {
    expect(resolveRoutine(cache, 'soma', ['a'])).toBe(soma2);
    expect(resolveRoutine(cache, 'soma', ['a', 'b'])).toBe(soma2);
    expect(resolveRoutine(cache, 'soma', ['c', 'a', 'b'])).toBe(soma3);
  });

  it('answers PGRST202 naming the sorted arguments', () => {
    expect(() => resolveRoutine(cache, 'soma', ['z', 'a'])).toThrow(
      'Could not find the function public.soma(a, z) in the schema cache',
    );
    expect(() => resolveRoutine(cache, 'x', [])).toThrow(
      'Could not find the function public.x without parameters in the schema cache',
    );
    // PostgREST's details: "parameter" for one, and the unnamed json fallback only for a POST.
    expect(failure(() => resolveRoutine(cache, 'soma', ['z'], false)).details).toBe(
      'Searched for the function public.soma with parameter z, but no matches were found in the schema cache.',
    );
    expect(failure(() => resolveRoutine(cache, 'soma', ['z', 'a'])).details).toBe(
      'Searched for the function public.soma with parameters a, z or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    );
  });
});

describe('planRequest', () => {
  const plan = (...args: Parameters<typeof plannedRequest>) => plannedRequest(...args).plan;

  it('pages a read by its limit, the Range header and max-rows, embeds included', () => {
    const read = plan('GET', '/insights?select=id,categorias(nome)&limit=50&offset=5', {
      headers: { range: '10-19', prefer: 'count=exact' },
    });
    // PostgREST intersects the header's rows 10-19 with limit/offset's 5-54.
    expect(read).toMatchObject({ action: 'read', limit: 10, offset: 10, count: 'exact', single: false });
    const embed = read.tree.items.find((i) => i.type === 'embed');
    expect(embed?.type === 'embed' && embed.node.limit).toBe(100);
    expect(plan('GET', '/insights')).toMatchObject({ limit: 100, offset: 0, count: null });
  });

  it('plans inserts: columns, the same keys in every object, unknown columns (PGRST204), returning and missing=default', () => {
    const insert = plan('POST', '/categorias', {
      headers: { prefer: 'return=representation' },
      body: '[{"nome":"A","slug":"a"},{"slug":"b","nome":"B"}]',
    });
    expect(insert).toMatchObject({
      action: 'insert',
      columns: ['nome', 'slug'],
      defaults: null,
      onConflict: null,
      returning: 'representation',
    });
    expect(failure(() => plan('POST', '/categorias', { body: '[{"nome":"A"},{"slug":"b"}]' }))).toMatchObject(
      {
        code: 'PGRST102',
        message: 'All object keys must match',
      },
    );
    const defaults = plan('POST', '/categorias?columns=nome,slug', {
      headers: { prefer: 'missing=default' },
      body: '[{"nome":"A"},{"nome":"B"},{}]',
    });
    expect(defaults).toMatchObject({ returning: 'nothing', columns: ['nome', 'slug'], defaults: [] });
    const unknown = failure(() => plan('POST', '/categorias', { body: '{"cor":"azul"}' }));
    expect(unknown).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'cor' column of 'categorias' in the schema cache",
    });
  });

  it('plans upserts on the primary key or on_conflict, and headers-only as the primary key', () => {
    const byKey = plan('POST', '/categorias', {
      headers: { prefer: 'resolution=ignore-duplicates,return=headers-only' },
      body: '{"id":1}',
    });
    expect(byKey).toMatchObject({
      onConflict: { columns: ['id'], action: 'ignore' },
      returning: 'primary-key',
    });
    expect(byKey.tree.items).toMatchObject([{ type: 'field', key: 'id' }]);
    const bySlug = plan('POST', '/categorias?on_conflict=slug', {
      headers: { prefer: 'resolution=merge-duplicates' },
      body: '{"slug":"a"}',
    });
    expect(bySlug).toMatchObject({ onConflict: { columns: ['slug'], action: 'merge' } });
    const badTarget = () =>
      plan('POST', '/categorias?on_conflict=cor', {
        headers: { prefer: 'resolution=merge-duplicates' },
        body: '{"slug":"a"}',
      });
    expect(failure(badTarget).code).toBe('PGRST204');
  });

  it('plans updates and deletes with their filters; only representation returns rows', () => {
    const update = plan('PATCH', '/categorias?id=eq.1', {
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      body: '{"nome":"B"}',
    });
    expect(update).toMatchObject({
      action: 'update',
      values: { nome: 'B' },
      returning: 'representation',
      single: true,
    });
    expect(update.tree.conditions).toHaveLength(1);
    expect(failure(() => plan('PATCH', '/categorias', { body: '{"cor":1}' })).code).toBe('PGRST204');
    const remove = plan('DELETE', '/categorias?id=eq.1', { headers: { prefer: 'return=headers-only' } });
    expect(remove).toMatchObject({ action: 'delete', returning: 'nothing' });
    expect(failure(() => plan('DELETE', '/nada')).code).toBe('PGRST205');
  });

  it('plans calls: overload, arguments, result shape and paging', () => {
    expect(plan('POST', '/rpc/limpar', { body: '' })).toMatchObject({
      action: 'rpc',
      shape: 'void',
      args: {},
    });
    expect(plan('POST', '/rpc/contar', { body: '{"n":1}' })).toMatchObject({
      shape: 'scalar',
      args: { n: 1 },
    });
    expect(plan('GET', '/rpc/numeros?limit=3')).toMatchObject({ shape: 'array', limit: 3, offset: 0 });
    expect(plan('GET', '/rpc/recentes?n=2')).toMatchObject({ shape: 'array', args: { n: '2' }, limit: 100 });
    expect(failure(() => plan('POST', '/rpc/contar', { body: '{"x":1}' })).code).toBe('PGRST202');
  });
});

describe('findRelationship', () => {
  const column = (name: string): [string, Column] => [
    name,
    { name, type: 'bigint', notNull: true, hasDefault: false, default: null },
  ];
  const table = (name: string, columns: string[], primaryKey: string[]): [string, Table] => [
    name,
    { name, kind: 'table', columns: new Map(columns.map(column)), primaryKey, uniques: [] },
  ];
  const fk = (name: string, from: string, columnName: string, to: string): ForeignKey => ({
    name,
    table: from,
    columns: [columnName],
    refTable: to,
    refColumns: ['id'],
  });

  it('lists ambiguous relationships in PostgREST order: one-to-many, many-to-one, many-to-many', () => {
    const cache: SchemaCache = {
      schema: 'public',
      tables: new Map([
        table('a', ['id', 'b_id'], ['id']),
        table('b', ['id', 'a_id'], ['id']),
        table('j', ['a_id', 'b_id'], ['a_id', 'b_id']),
      ]),
      // In the catalog's order (by constraint name), which is not PostgREST's.
      foreignKeys: [
        fk('a_b_fkey', 'a', 'b_id', 'b'),
        fk('b_a_fkey', 'b', 'a_id', 'a'),
        fk('j_a_fkey', 'j', 'a_id', 'a'),
        fk('j_b_fkey', 'j', 'b_id', 'b'),
      ],
      functions: new Map(),
    };
    const error = failure(() => findRelationship(cache, 'a', 'b', null));
    expect(error.code).toBe('PGRST201');
    expect((error.details as { relationship: string }[]).map((detail) => detail.relationship)).toEqual([
      'b_a_fkey using b(a_id) and a(id)',
      'a_b_fkey using a(b_id) and b(id)',
      'j using j_a_fkey(a_id) and j_b_fkey(b_id)',
    ]);
    expect(error.hint).toBe(
      "Try changing 'b' to one of the following: 'b!b_a_fkey', 'b!a_b_fkey', 'b!j'. Find the desired relationship in the 'details' key.",
    );
  });
});
