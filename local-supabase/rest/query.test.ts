import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/driver.ts';
import { compileQuery, runQuery, type Statement } from './query.ts';
import { plannedRequest, restFailure } from './fixtures/pipeline.ts';

const MAX_BYTES = 1000;
const compiled = (...args: Parameters<typeof plannedRequest>) =>
  compileQuery(plannedRequest(...args).plan, MAX_BYTES);

describe('compileQuery', () => {
  it('reads one bounded page, and counts in a second statement when asked', () => {
    const [page, count] = compiled('GET', '/categorias?select=nome&nome=eq.A', {
      headers: { prefer: 'count=exact' },
    });
    expect(page.yields).toBe('body');
    expect(page.sql).toMatch(
      /^select case when octet_length\(_b\.body\) <= \$\d+::int then _b\.body end as body/,
    );
    expect(page.sql).toContain(
      `from "public"."categorias" as "t_0" where "t_0"."nome" = cast($1::text as text)`,
    );
    expect(page.values).toEqual(['A', 100, MAX_BYTES]);
    expect(count).toEqual({
      sql: `select count(*)::int as total from (select 1 from "public"."categorias" as "t_0" where "t_0"."nome" = cast($1::text as text)) _c`,
      values: ['A'],
      yields: 'total',
    });
    expect(compiled('GET', '/categorias')).toHaveLength(1);
  });

  it('inserts each batch in one statement, returning rows only when asked', () => {
    const [minimal] = compiled('POST', '/categorias', { body: '[{"nome":"A"},{"nome":"B"}]' });
    expect(minimal.yields).toBe('affected-rows');
    expect(minimal.sql).toMatch(
      /^insert into "public"\."categorias" as "t_0" \("nome"\) select "nome" from json_populate_recordset/,
    );
    expect(minimal.values).toEqual(['[{"nome":"A"},{"nome":"B"}]']);
    const [represented] = compiled('POST', '/categorias?select=id', {
      headers: { prefer: 'return=representation' },
      body: '{"nome":"A"}',
    });
    expect(represented.yields).toBe('body');
    // The mutation stays the top-level WITH; the bounded body is read from it.
    expect(represented.sql).toMatch(
      /^with pgrst_source as \(insert into .* returning "t_0"\.\*\) select case when octet_length\(_b\.body\)/,
    );
  });

  it('inserts rows that name no column one `default values` statement each', () => {
    const statements = compiled('POST', '/categorias', {
      headers: { prefer: 'missing=default,return=headers-only' },
      body: '[{},{}]',
    });
    expect(statements).toHaveLength(2);
    expect(statements[0].sql).toContain(
      `with pgrst_source as (insert into "public"."categorias" as "t_0" default values returning "t_0".*)`,
    );
  });

  it('updates and deletes through the filtered tree; an empty update runs nothing', () => {
    expect(compiled('PATCH', '/categorias?id=eq.1', { body: '{}' })).toEqual([]);
    const [update] = compiled('PATCH', '/categorias?id=eq.1', { body: '{"nome":"B"}' });
    expect(update).toMatchObject({ yields: 'affected-rows', values: ['{"nome":"B"}', '1'] });
    const [remove] = compiled('DELETE', '/categorias?id=eq.1', {
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    });
    expect(remove.yields).toBe('body');
    expect(remove.sql).toContain(`(json_agg(_r)->0)::text as body`);
    expect(remove.sql).toContain(
      `delete from "public"."categorias" as "t_0" where "t_0"."id" = cast($1::text as bigint) returning "t_0".*`,
    );
  });

  it('calls functions by their result shape', () => {
    expect(compiled('POST', '/rpc/limpar', { body: '' })).toEqual([
      { sql: `select "public"."limpar"()`, values: [], yields: 'affected-rows' },
    ]);
    const [scalar] = compiled('POST', '/rpc/contar', { body: '{"n":2}' });
    expect(scalar.sql).toMatch(/, octet_length\(_b\.body\) as bytes from \(select to_json/);
    expect(scalar.values).toEqual(['{"n":2}', MAX_BYTES]);
    const [set] = compiled('GET', '/rpc/recentes?n=1&order=id');
    expect(set.sql).toMatch(/as bytes, _b\."n" from /);
    expect(set.sql).toContain(
      `cross join lateral "public"."recentes"("n" := _a."n") as _f) as "t_0" order by "t_0"."id"`,
    );
  });
});

describe('runQuery', () => {
  const fakeTx = (rows: Record<string, unknown>[]): Queryable =>
    ({
      query: async () => ({ rows: [rows.shift()], affectedRows: 3 }),
    }) as unknown as Queryable;
  const statement = (yields: Statement['yields']): Statement => ({ sql: '', values: [], yields });

  it('collects bodies, rows and the total in order', async () => {
    const tx = fakeTx([{ body: '[1]', bytes: 3, n: 1 }, { total: 7 }, {}]);
    const result = await runQuery(
      tx,
      [statement('body'), statement('total'), statement('affected-rows')],
      MAX_BYTES,
    );
    expect(result).toEqual({ bodies: ['[1]'], rows: 4, total: 7, inserted: null });
  });

  it('refuses a body over the limit (PGRST100) without reading it', async () => {
    const tx = fakeTx([{ body: null, bytes: MAX_BYTES + 1, n: 5 }]);
    const error = await runQuery(tx, [statement('body')], MAX_BYTES).catch((e: unknown) => e);
    expect(
      restFailure(() => {
        throw error;
      }),
    ).toMatchObject({ code: 'PGRST100' });
  });
});
