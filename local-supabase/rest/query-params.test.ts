import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import {
  isOperatorValue,
  parseColumns,
  parseLogic,
  parseOrder,
  parseQuery,
  parseSelect,
  splitTopLevel,
} from './query-params.ts';

describe('splitTopLevel', () => {
  it('ignores separators inside parentheses, braces and quotes', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",{g,h}')).toEqual(['a', 'b(c,d)', '"e,f"', '{g,h}']);
  });
});

describe('parseSelect', () => {
  it('parses aggregates as PostgREST: count(), a column aggregated with its casts, aliased or not', () => {
    expect(parseSelect('stage,count(),total:valor::numeric.sum()::int,valor.avg()')).toEqual([
      { type: 'field', field: { name: 'stage', json: [] }, alias: null, cast: null, aggregate: null },
      {
        type: 'field',
        field: { name: '*', json: [] },
        alias: null,
        cast: null,
        aggregate: { fn: 'count', cast: null },
      },
      {
        type: 'field',
        field: { name: 'valor', json: [] },
        alias: 'total',
        cast: 'numeric',
        aggregate: { fn: 'sum', cast: 'int' },
      },
      {
        type: 'field',
        field: { name: 'valor', json: [] },
        alias: null,
        cast: null,
        aggregate: { fn: 'avg', cast: null },
      },
    ]);
  });

  it('parses star, fields, aliases, casts and json paths', () => {
    expect(parseSelect('*, nome:titulo, id::text, a:meta->autor->>nome')).toEqual([
      { type: 'star' },
      {
        type: 'field',
        field: { name: 'titulo', json: [] },
        alias: 'nome',
        cast: null,
        aggregate: null,
      },
      {
        type: 'field',
        field: { name: 'id', json: [] },
        alias: null,
        cast: 'text',
        aggregate: null,
      },
      {
        type: 'field',
        field: {
          name: 'meta',
          json: [
            { arrow: '->', key: 'autor' },
            { arrow: '->>', key: 'nome' },
          ],
        },
        alias: 'a',
        cast: null,
        aggregate: null,
      },
    ]);
  });

  it('parses embeds with alias, hint, !inner and nesting', () => {
    expect(parseSelect('id,cat:categorias!fk_x!inner(nome,insights(*)),c()')).toEqual([
      {
        type: 'field',
        field: { name: 'id', json: [] },
        alias: null,
        cast: null,
        aggregate: null,
      },
      {
        type: 'embed',
        name: 'categorias',
        alias: 'cat',
        hint: 'fk_x',
        inner: true,
        omitted: false,
        select: [
          {
            type: 'field',
            field: { name: 'nome', json: [] },
            alias: null,
            cast: null,
            aggregate: null,
          },
          {
            type: 'embed',
            name: 'insights',
            alias: null,
            hint: null,
            inner: false,
            omitted: false,
            select: [{ type: 'star' }],
          },
        ],
      },
      {
        type: 'embed',
        name: 'c',
        alias: null,
        hint: null,
        inner: false,
        omitted: true,
        select: [{ type: 'star' }],
      },
    ]);
  });

  it('rejects malformed selects with PGRST100', () => {
    for (const bad of ['id,', 'categorias(nome', 'id::bad;type', 'a!b!c!d(x)']) {
      expect(() => parseSelect(bad), bad).toThrow(RestError);
      try {
        parseSelect(bad);
      } catch (error) {
        expect((error as RestError).code).toBe('PGRST100');
      }
    }
  });
});

describe('filters and logic', () => {
  it('parses operators, not, in lists with quotes and is', () => {
    const q = parseQuery([
      ['id', 'eq.1'],
      ['slug', 'not.in.(a,"b,c",d)'],
      ['apagado', 'is.null'],
      ['tsv', 'fts(portuguese).gato'],
      ['categorias.slug', 'eq.ia'],
      ['meta->a->>b', 'eq.x'],
    ]);
    const root = q.nodes.get('')!.conditions;
    expect(root[0]).toMatchObject({
      field: { name: 'id' },
      op: 'eq',
      negated: false,
      value: '1',
    });
    expect(root[1]).toMatchObject({
      op: 'in',
      negated: true,
      value: ['a', 'b,c', 'd'],
    });
    expect(root[2]).toMatchObject({ op: 'is', value: 'null' });
    expect(root[3]).toMatchObject({
      op: 'fts',
      modifier: 'portuguese',
      quantifier: null,
      value: 'gato',
    });
    expect(root[4]).toMatchObject({
      field: {
        name: 'meta',
        json: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 'b' },
        ],
      },
    });
    expect(q.nodes.get('categorias')!.conditions[0]).toMatchObject({
      field: { name: 'slug' },
      op: 'eq',
      value: 'ia',
    });
  });

  it('parses nested or/and, not.or and quoted values', () => {
    expect(parseLogic('or', false, '(a.eq.1,and(b.gt.2,not.or(c.is.null,d.eq."x,y")))')).toEqual({
      type: 'logic',
      op: 'or',
      negated: false,
      children: [
        {
          type: 'filter',
          field: { name: 'a', json: [] },
          negated: false,
          op: 'eq',
          modifier: null,
          quantifier: null,
          value: '1',
        },
        {
          type: 'logic',
          op: 'and',
          negated: false,
          children: [
            {
              type: 'filter',
              field: { name: 'b', json: [] },
              negated: false,
              op: 'gt',
              modifier: null,
              quantifier: null,
              value: '2',
            },
            {
              type: 'logic',
              op: 'or',
              negated: true,
              children: [
                {
                  type: 'filter',
                  field: { name: 'c', json: [] },
                  negated: false,
                  op: 'is',
                  modifier: null,
                  quantifier: null,
                  value: 'null',
                },
                {
                  type: 'filter',
                  field: { name: 'd', json: [] },
                  negated: false,
                  op: 'eq',
                  modifier: null,
                  quantifier: null,
                  value: 'x,y',
                },
              ],
            },
          ],
        },
      ],
    });
    const q = parseQuery([
      ['not.or', '(a.eq.1,b.eq.2)'],
      ['insights.or', '(a.eq.1)'],
    ]);
    expect(q.nodes.get('')!.conditions[0]).toMatchObject({
      type: 'logic',
      op: 'or',
      negated: true,
    });
    expect(q.nodes.get('insights')!.conditions[0]).toMatchObject({
      type: 'logic',
      op: 'or',
    });
  });

  it('rejects unknown operators and bad is values', () => {
    expect(() => parseQuery([['id', 'foo.1']])).toThrow(/failed to parse filter/);
    expect(() => parseQuery([['id', 'is.maybe']])).toThrow(RestError);
    expect(() => parseQuery([['id', 'eq1']])).toThrow(RestError);
    expect(() => parseQuery([['or', 'a.eq.1']])).toThrow(RestError);
    // limit/offset are read as PostgREST reads them (a negative limit is its 416, in api-request.ts).
    expect(parseQuery([['limit', '-1']]).rootPaging).toEqual({ limit: '-1', offset: null });
    expect(parseQuery([['a.limit', 'x']]).nodes.get('a')!.limit).toBeNull();
  });
});

describe('order, paging, columns', () => {
  it('parses order terms', () => {
    expect(parseOrder('data.desc.nullslast,id,nome.asc')).toEqual([
      { field: { name: 'data', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'id', json: [] }, direction: null, nulls: null },
      { field: { name: 'nome', json: [] }, direction: 'asc', nulls: null },
    ]);
  });

  it('routes limit/offset/order to their embed level and keeps rpc args apart', () => {
    const q = parseQuery(
      [
        ['limit', '10'],
        ['offset', '20'],
        ['insights.limit', '2'],
        ['insights.order', 'id.desc'],
        ['a', '1'],
        ['id', 'gt.3'],
        ['columns', '"nome","slug"'],
        ['on_conflict', 'slug'],
      ],
      true,
    );
    expect(q.nodes.get('')).toMatchObject({ limit: 10, offset: 20 });
    expect(q.nodes.get('insights')).toMatchObject({
      limit: 2,
      order: [{ direction: 'desc' }],
    });
    expect(q.rest).toEqual([['a', '1']]);
    expect(q.nodes.get('')!.conditions).toHaveLength(1);
    expect(q.columns).toEqual(['nome', 'slug']);
    expect(q.onConflict).toEqual(['slug']);
    expect(parseColumns('a, b')).toEqual(['a', 'b']);
  });
});

describe('function arguments on GET /rpc (PostgREST 13 pRequestFilter)', () => {
  it('an operator expression is a filter, anything else an argument', () => {
    for (const value of [
      'eq.1',
      'not.eq.1',
      'in.(1,2)',
      'is.null',
      'isdistinct.x',
      'fts(english).a',
      'like(any).{a*}',
      'neq.',
      'not.whatever',
    ]) {
      expect(isOperatorValue(value), value).toBe(true);
    }
    for (const value of ['1', 'eq', 'equal.1', 'eq(foo).1', 'int.5', 'Ana', 'nota.1', '']) {
      expect(isOperatorValue(value), value).toBe(false);
    }
  });

  it('sorts the query string by value, keeping reserved keys, naming an argument by its field', () => {
    const q = parseQuery(
      [
        ['n', '3'],
        ['id', 'gt.1'],
        ['limit', '2'],
        ['order', 'id'],
        ['a.b', 'x'],
        ['j->k', 'y'],
        ['or', '(id.eq.1)'],
      ],
      true,
    );
    expect(q.rest).toEqual([
      ['n', '3'],
      ['b', 'x'],
      ['j', 'y'],
    ]);
    expect(q.nodes.get('')!.conditions).toHaveLength(2);
    expect(q.rootPaging.limit).toBe('2');
    // Not a function read: a value without an operator is a filter's parse error.
    expect(() => parseQuery([['n', '3']])).toThrow(RestError);
  });
});
