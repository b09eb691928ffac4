import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-params.ts';
import { findRelationship, planRead } from './read-plan.ts';
import {
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
import { pipelineCache } from './fixtures/pipeline.ts';
import { RestError } from './errors.ts';

const cache = pipelineCache;

const plan = (table: string, entries: [string, string][]) =>
  planRead(cache, parseQuery(entries), { root: { table } });

describe('relationships', () => {
  it('finds many-to-one, one-to-many and many-to-many', () => {
    expect(findRelationship(cache, 'insights', 'categorias', null).relationship.kind).toBe('m2o');
    expect(findRelationship(cache, 'categorias', 'insights', null).relationship.kind).toBe('o2m');
    expect(findRelationship(cache, 'cases', 'nichos', null).relationship).toMatchObject({
      kind: 'm2m',
      junction: 'cases_nichos',
    });
    expect(findRelationship(cache, 'cases', 'cases_nichos', null).relationship.kind).toBe('o2m');
    expect(findRelationship(cache, 'insights', 'categoria_id', null).target).toBe('categorias');
  });

  it('fails with PGRST200 when there is none, or the hint matches nothing', () => {
    expect(() => findRelationship(cache, 'insights', 'cases', null)).toThrow(
      /Could not find a relationship between 'insights' and 'cases'/,
    );
    expect(() => findRelationship(cache, 'insights', 'categorias', 'nope')).toThrow(RestError);
  });
});

describe('readSql', () => {
  it('builds json_agg over a filtered, ordered, paged subquery with bound values', () => {
    const node = plan('insights', [
      ['select', 'id,t:titulo,categorias(nome)'],
      ['titulo', 'ilike.*ia*'],
      ['or', '(id.eq.1,id.in.(2,3))'],
      ['order', 'id.desc.nullslast'],
    ]);
    const params = new Params();
    const sql = readSql(node, params, { limit: 10, offset: 5, single: false });
    expect(sql).toBe(
      `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (` +
        `select "t_0"."id" as "id", "t_0"."titulo" as "t", ` +
        `(select row_to_json(_e) from (select "t_1"."nome" as "nome" from "public"."categorias" as "t_1" where "t_1"."id" = "t_0"."categoria_id" limit 1) _e) as "categorias" ` +
        `from "public"."insights" as "t_0" where "t_0"."titulo"::text ilike $1::text and ` +
        `("t_0"."id" = cast($2::text as bigint) or "t_0"."id" in (cast($3::text as bigint), cast($4::text as bigint))) ` +
        `order by "t_0"."id" desc nulls last limit $5::bigint offset $6::bigint) _r`,
    );
    expect(params.values).toEqual(['%ia%', '1', '2', '3', 10, 5]);
  });

  it('builds one-to-many arrays, many-to-many through exists, and !inner filters', () => {
    const node = plan('cases', [
      ['select', 'slug,nichos!inner(nome)'],
      ['nichos.nome', 'eq.Varejo'],
    ]);
    const params = new Params();
    const sql = readSql(node, params, { limit: null, offset: null, single: true });
    expect(sql).toContain(`(json_agg(_r)->0)::text as body`);
    expect(sql).toContain(
      `(select coalesce(json_agg(_e), '[]') from (select "t_1"."nome" as "nome" from "public"."nichos" as "t_1" where ` +
        `exists (select 1 from "public"."cases_nichos" as "t_1_j" where "t_1_j"."nicho_id" = "t_1"."id" and "t_1_j"."case_id" = "t_0"."id") ` +
        `and "t_1"."nome" = cast($2::text as text)) _e) as "nichos"`,
    );
    expect(sql).toContain(`where exists (select 1 from "public"."nichos" as "t_1" where exists`);
    expect(params.values).toEqual(['Varejo', 'Varejo']);
  });

  it('checks columns and embed paths against the schema cache', () => {
    expect(() => plan('insights', [['select', 'nope']])).toThrow('column insights.nope does not exist');
    expect(() => plan('insights', [['nope', 'eq.1']])).toThrow('column insights.nope does not exist');
    expect(() => plan('insights', [['order', 'nope']])).toThrow(RestError);
    expect(() => plan('insights', [['categorias.nome', 'eq.x']])).toThrow(/not an embedded resource/);
    expect(() => plan('nada', [])).toThrow("Could not find the table 'public.nada' in the schema cache");
  });

  it('counts without paging', () => {
    const params = new Params();
    expect(countSql(plan('insights', [['id', 'gt.1']]), params)).toBe(
      `select count(*)::int as total from (select 1 from "public"."insights" as "t_0" where "t_0"."id" > cast($1::text as bigint)) _c`,
    );
  });
});

describe('mutations', () => {
  it('inserts through json_populate_recordset, with on conflict and returning', () => {
    const params = new Params();
    const sql = insertSql(
      {
        schema: 'public',
        table: 'categorias',
        columns: ['nome', 'slug'],
        rows: [{ nome: 'A', slug: 'a' }],
        defaults: null,
        onConflict: { columns: ['slug'], action: 'merge' },
        returning: true,
      },
      't_0',
      params,
    );
    expect(sql).toBe(
      `insert into "public"."categorias" as "t_0" ("nome", "slug") select "nome", "slug" from ` +
        `json_populate_recordset(null::"public"."categorias", $1::json) as _j ` +
        `where set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0' ` +
        `on conflict ("slug") do update set "nome" = excluded."nome", "slug" = excluded."slug" ` +
        `where set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1' returning "t_0".*`,
    );
    expect(params.values).toEqual(['[{"nome":"A","slug":"a"}]']);
    const ignore = insertSql(
      {
        schema: 'public',
        table: 'categorias',
        columns: ['slug'],
        rows: [],
        defaults: null,
        onConflict: { columns: ['slug'], action: 'ignore' },
        returning: false,
      },
      't_0',
      new Params(),
    );
    expect(ignore).toMatch(/on conflict \("slug"\) do nothing$/);
    expect(insertDefaultsSql('public', 'categorias', 't_0', true)).toBe(
      `insert into "public"."categorias" as "t_0" default values returning "t_0".*`,
    );
  });

  it('updates and deletes with filters, wrapped for representation', () => {
    const node = plan('categorias', [
      ['select', 'slug'],
      ['id', 'eq.1'],
    ]);
    const params = new Params();
    const update = updateSql(node, { nome: 'X' }, true, params);
    expect(update).toBe(
      `update "public"."categorias" as "t_0" set "nome" = _b."nome" from json_populate_record(null::"public"."categorias", $1::json) as _b ` +
        `where "t_0"."id" = cast($2::text as bigint) returning "t_0".*`,
    );
    expect(representationSql(update, node, params, false)).toBe(
      `with pgrst_source as (${update}) select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from ` +
        `(select "t_0"."slug" as "slug" from pgrst_source as "t_0") _r`,
    );
    expect(deleteSql(node, false, new Params())).toBe(
      `delete from "public"."categorias" as "t_0" where "t_0"."id" = cast($1::text as bigint)`,
    );
  });
});

describe('callSql', () => {
  const routine = (name: string) => cache.functions.get(name)![0];
  const tree = (name: string, entries: [string, string][] = []) =>
    planRead(cache, parseQuery(entries), { root: { functionName: name } });

  it('casts named arguments through json_to_record', () => {
    const params = new Params();
    const sql = callSql(
      { routine: routine('contar'), args: { n: 1 }, tree: tree('contar'), limit: null, offset: null },
      params,
    );
    expect(sql).toBe(
      `select to_json("public"."contar"("n" := _a."n"))::text as body from json_to_record($1::json) as _a("n" integer)`,
    );
    expect(params.values).toEqual(['{"n":1}']);
  });

  it('reads composite results like a table, the call as the source', () => {
    const params = new Params();
    const sql = callSql(
      {
        routine: routine('recentes'),
        args: {},
        tree: tree('recentes', [
          ['select', 'x'],
          ['x', 'gt.2'],
        ]),
        limit: 5,
        offset: 0,
      },
      params,
    );
    expect(sql).toBe(
      `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select "t_0"."x" as "x" from ` +
        `(select _f.* from "public"."recentes"() as _f) as "t_0" where "t_0"."x" > $1 limit $2::bigint) _r`,
    );
    expect(params.values).toEqual(['2', 5]);
  });
});
