import type { Database, Queryable } from '../db/driver.ts';

export interface Column {
  name: string;
  /** format_type(): usable as a cast target. */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  /**
   * The default as PostgREST's schema cache has it (`missing=default`): the column's or its
   * domain's expression, `nextval('seq')` for a by-default identity; null for none or generated.
   */
  default: string | null;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  uniques: string[][];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RoutineInfo {
  /** The schema it is in (the request's). */
  schema: string;
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  returnKind: 'void' | 'scalar' | 'composite';
  /**
   * False for what PostgREST's schema cache leaves out of its routines (trigger functions, and
   * those with more than one unnamed argument or one of a type no body fits): /rpc never finds
   * them. They stay here for computed fields and relationships.
   */
  rpcCallable?: false;
}

export interface SchemaCache {
  /** The exposed schema these relations and functions are in. */
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RoutineInfo[]>;
}

/** Reads one schema's tables, views, keys and functions from pg_catalog. */
export async function introspect(db: Queryable, schema = 'public'): Promise<SchemaCache> {
  const relations = await db.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind::text as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [schema],
  );
  const columns = await db.query<{
    table: string;
    name: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    default: string | null;
  }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default,
            case
              when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
              when a.attidentity = 'd' then
                -- The identity's sequence by its dependency (no privilege on the schema needed).
                (select format('nextval(%L)', d.objid::regclass) from pg_depend d
                  where d.classid = 'pg_class'::regclass and d.refobjid = c.oid
                    and d.refobjsubid = a.attnum and d.deptype = 'i')
              when a.attgenerated = 's' then null
              else pg_get_expr(ad.adbin, ad.adrelid)
            end as default
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  );
  const constraints = await db.query<{
    name: string;
    type: string;
    table: string;
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
  }>(
    `select con.conname as name, con.contype::text as type, c.relname as table,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
            rc.relname as ref_table,
            case when con.contype = 'f' then
              array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)
            end as ref_columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_class rc on rc.oid = con.confrelid
       left join pg_namespace rn on rn.oid = rc.relnamespace
      where n.nspname = $1 and con.contype in ('p', 'u', 'f')
        and (con.contype <> 'f' or rn.nspname = $1)
      order by con.conname`,
    [schema],
  );
  const functions = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    n_defaults: number;
    returns_set: boolean;
    return_type: string;
    return_typtype: string;
    return_composite: boolean;
    has_out: boolean;
    rpc_callable: boolean;
  }>(
    `select p.proname as name, p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                    with ordinality a(t, i) order by i) as arg_types,
            p.pronargdefaults::int as n_defaults, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type, rt.typtype::text as return_typtype,
            (rt.typrelid <> 0) as return_composite,
            coalesce('o' = any(p.proargmodes::text[]) or 't' = any(p.proargmodes::text[]) or 'b' = any(p.proargmodes::text[]), false) as has_out,
            -- What PostgREST's schema cache lists as routines: no trigger functions, and none it
            -- could not call (more than one argument without a name, or one no body type fits).
            (p.prorettype <> 'trigger'::regtype
              and coalesce((select case count(*) - count(a.name)
                                     when 0 then true
                                     when 1 then (array_agg(a.type order by a.idx))[1] in
                                       ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
                                     else false end
                              from unnest(p.proargnames, p.proargtypes::oid[], p.proargmodes)
                                   with ordinality as a(name, type, mode, idx)
                             where a.type is not null), true)) as rpc_callable
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );

  const tables = new Map<string, Table>();
  for (const r of relations.rows) {
    tables.set(r.name, {
      name: r.name,
      kind: r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
      columns: new Map(),
      primaryKey: [],
      uniques: [],
    });
  }
  for (const c of columns.rows) {
    tables.get(c.table)?.columns.set(c.name, {
      name: c.name,
      type: c.type,
      notNull: c.not_null,
      hasDefault: c.has_default,
      default: c.default,
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const con of constraints.rows) {
    const table = tables.get(con.table);
    if (!table) continue;
    if (con.type === 'p') table.primaryKey = con.columns;
    else if (con.type === 'u') table.uniques.push(con.columns);
    else if (con.ref_table && con.ref_columns) {
      foreignKeys.push({
        name: con.name,
        table: con.table,
        columns: con.columns,
        refTable: con.ref_table,
        refColumns: con.ref_columns,
      });
    }
  }
  const routines = new Map<string, RoutineInfo[]>();
  for (const f of functions.rows) {
    const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
    const inputs: { name: string; type: string }[] = [];
    f.arg_types.forEach((type, i) => {
      if (modes[i] === 'i' || modes[i] === 'b' || modes[i] === 'v')
        inputs.push({ name: f.arg_names?.[i] ?? '', type });
    });
    const firstDefault = inputs.length - f.n_defaults;
    const args = inputs.map((a, i) => ({
      ...a,
      hasDefault: i >= firstDefault,
    }));
    const returnKind: RoutineInfo['returnKind'] =
      f.return_type === 'void'
        ? 'void'
        : f.return_composite || f.return_type === 'record' || f.has_out
          ? 'composite'
          : 'scalar';
    const list = routines.get(f.name) ?? [];
    list.push({
      schema,
      name: f.name,
      args,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnKind,
      ...(f.rpc_callable ? {} : { rpcCallable: false }),
    });
    routines.set(f.name, list);
  }
  return { schema, tables, foreignKeys, functions: routines };
}

/** One lazily loaded cache per database and exposed schema; `reload()` re-reads them (after DDL). */
export class SchemaCacheHolder {
  #current = new Map<string, Promise<SchemaCache>>();
  constructor(private readonly db: Database) {}

  get(schema = 'public'): Promise<SchemaCache> {
    let cache = this.#current.get(schema);
    if (!cache) {
      cache = introspect(this.db, schema);
      this.#current.set(schema, cache);
      cache.catch(() => this.#current.delete(schema));
    }
    return cache;
  }

  /** Forgets every schema's cache and reads `schema`'s again. */
  reload(schema = 'public'): Promise<SchemaCache> {
    this.#current.clear();
    return this.get(schema);
  }
}
