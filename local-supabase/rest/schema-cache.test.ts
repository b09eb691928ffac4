import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite.ts';
import type { Database } from '../db/driver.ts';
import { introspect, SchemaCacheHolder } from './schema-cache.ts';

let db: Database;

beforeAll(async () => {
  db = await openPglite(null);
  await db.transaction((tx) =>
    tx.exec(`
      create table public.a (id bigint primary key, code text unique, n int not null default 1);
      create table public.b (id serial primary key, a_id bigint references public.a (id));
      create view public.v as select id from public.a;
      create function public.f(x int, y text default 'z') returns int language sql as 'select x';
      create function public.g() returns setof public.a language sql as 'select * from public.a';
      create function public.h(out p int, out q text) returns setof record language sql as 'select 1, ''a''';
      create function public.k() returns void language sql as 'select';
      create function public.t() returns trigger language plpgsql as 'begin return new; end';
      create function public.two_unnamed(int, int) returns int language sql as 'select 1';
      create function public.one_unnamed_int(int) returns int language sql as 'select 1';
      create function public.one_unnamed_json(json) returns json language sql as 'select $1';
      create function public.row_of(public.a) returns text language sql as 'select $1.code';
    `),
  );
});

afterAll(() => db.close());

describe('introspect', () => {
  it('reads tables, views, columns, keys and foreign keys', async () => {
    const cache = await introspect(db);
    const a = cache.tables.get('a')!;
    expect(a.kind).toBe('table');
    expect([...a.columns.keys()]).toEqual(['id', 'code', 'n']);
    expect(a.columns.get('n')).toEqual({
      name: 'n',
      type: 'integer',
      notNull: true,
      hasDefault: true,
      default: '1',
    });
    // PostgREST's default of a by-default identity (missing=default) is its sequence's next value.
    expect(cache.tables.get('b')!.columns.get('id')!.default).toBe("nextval('b_id_seq'::regclass)");
    expect(a.primaryKey).toEqual(['id']);
    expect(a.uniques).toEqual([['code']]);
    expect(cache.tables.get('v')!.kind).toBe('view');
    expect(cache.foreignKeys).toEqual([
      {
        name: 'b_a_id_fkey',
        table: 'b',
        columns: ['a_id'],
        refTable: 'a',
        refColumns: ['id'],
      },
    ]);
  });

  it('reads functions with argument names, types, defaults and return kinds', async () => {
    const cache = await introspect(db);
    expect(cache.functions.get('f')).toEqual([
      {
        schema: 'public',
        name: 'f',
        args: [
          { name: 'x', type: 'integer', hasDefault: false },
          { name: 'y', type: 'text', hasDefault: true },
        ],
        returnType: 'integer',
        returnsSet: false,
        returnKind: 'scalar',
      },
    ]);
    expect(cache.functions.get('g')![0]).toMatchObject({
      returnsSet: true,
      returnKind: 'composite',
    });
    expect(cache.functions.get('h')![0]).toMatchObject({
      args: [],
      returnsSet: true,
      returnKind: 'composite',
    });
    expect(cache.functions.get('k')![0].returnKind).toBe('void');
  });

  it("marks what PostgREST's schema cache leaves out of its routines: triggers, functions it could not call", async () => {
    const cache = await introspect(db);
    const callable = (name: string) => cache.functions.get(name)![0].rpcCallable !== false;
    expect(callable('f')).toBe(true);
    expect(callable('one_unnamed_json')).toBe(true);
    expect(callable('t')).toBe(false);
    expect(callable('two_unnamed')).toBe(false);
    expect(callable('one_unnamed_int')).toBe(false);
    // Kept for computed fields (a function of one row), not for /rpc.
    expect(callable('row_of')).toBe(false);
  });

  it('loads once and reloads on demand', async () => {
    const holder = new SchemaCacheHolder(db);
    const first = await holder.get();
    expect(await holder.get()).toBe(first);
    await db.query('create table public.c (id int)');
    expect((await holder.get()).tables.has('c')).toBe(false);
    expect((await holder.reload()).tables.has('c')).toBe(true);
  });
});
