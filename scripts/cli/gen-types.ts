/**
 * `npm run gen:types`: writes src/types/database.types.ts from the live schema (an in-memory
 * database with every migration applied), in the shape `supabase gen types typescript` produces.
 * `--check` only compares and fails when the committed file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../local-supabase/db/pglite.ts';
import { prepareDatabase } from '../../local-supabase/db/migrate.ts';
import type { Queryable } from '../../local-supabase/db/driver.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUTPUT = path.join(ROOT, 'src/types/database.types.ts');

interface Column {
  table: string;
  name: string;
  type: string;
  elementType: string | null;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}
interface Relation {
  name: string;
  kind: 'table' | 'view';
}
interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  referenced: string;
  referencedColumns: string[];
  oneToOne: boolean;
}
interface FunctionArg {
  name: string;
  type: string;
  elementType: string | null;
  hasDefault: boolean;
}
interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnElementType: string | null;
  returnsSet: boolean;
  /** Columns of `returns table (...)` or of a returned table's row type. */
  returnColumns: { name: string; type: string; elementType: string | null; nullable?: boolean }[] | null;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function tsType(type: string, elementType: string | null, enums: Set<string>): string {
  if (elementType) return `${tsType(elementType, null, enums)}[]`;
  if (type === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type)) return 'number';
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (type === 'void') return 'undefined';
  if (enums.has(type)) return `Database["public"]["Enums"]["${type}"]`;
  return 'string';
}

async function introspect(db: Queryable) {
  const relations = (
    await db.query<Relation>(`
      select c.relname as name, case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname`)
  ).rows;

  const columns = (
    await db.query<Column>(`
      select c.relname as table, a.attname as name,
             t.typname as type, et.typname as "elementType",
             not a.attnotnull as nullable,
             (a.atthasdef or a.attidentity <> '') as "hasDefault",
             a.attgenerated <> '' as generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`)
  ).rows;

  const foreignKeys = (
    await db.query<ForeignKey>(`
      select c.relname as table, con.conname as name,
             array(select attname from unnest(con.conkey) with ordinality k(attnum, i)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by i)::text[] as columns,
             rc.relname as referenced,
             array(select attname from unnest(con.confkey) with ordinality k(attnum, i)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by i)::text[]
               as "referencedColumns",
             exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as "oneToOne"
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class rc on rc.oid = con.confrelid
      join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
      order by c.relname, con.conname`)
  ).rows;

  const enumRows = (
    await db.query<{ name: string; labels: string[] }>(`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
      from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by t.typname`)
  ).rows;

  const functionRows = (
    await db.query<{
      oid: number;
      name: string;
      argNames: string[] | null;
      argModes: string[] | null;
      argTypes: string[];
      argElementTypes: (string | null)[];
      defaults: number;
      inputCount: number;
      returnType: string;
      returnElementType: string | null;
      returnsSet: boolean;
      returnRelation: string | null;
    }>(`
      select p.oid::int as oid, p.proname as name, p.proargnames::text[] as "argNames",
             p.proargmodes::text[] as "argModes",
             array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
                   join pg_type t on t.oid = x.oid order by i)::text[] as "argTypes",
             array(select et.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
                   join pg_type t on t.oid = x.oid
                   left join pg_type et on et.oid = t.typelem and t.typcategory = 'A' order by i)::text[]
               as "argElementTypes",
             p.pronargdefaults as defaults, p.pronargs as "inputCount",
             rt.typname as "returnType", ret.typname as "returnElementType", p.proretset as "returnsSet",
             rr.relname as "returnRelation"
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
      left join pg_class rr on rr.oid = rt.typrelid and rr.relkind in ('r', 'p', 'v', 'm')
      where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname, p.oid`)
  ).rows;

  const functions: DbFunction[] = functionRows.map((fn) => {
    const modes = fn.argModes ?? fn.argTypes.map(() => 'i');
    const args: FunctionArg[] = [];
    const outColumns: DbFunction['returnColumns'] = [];
    let inputIndex = 0;
    modes.forEach((mode, i) => {
      const name = fn.argNames?.[i] ?? '';
      const type = fn.argTypes[i];
      const elementType = fn.argElementTypes[i] ?? null;
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        args.push({ name, type, elementType, hasDefault: inputIndex >= fn.inputCount - fn.defaults });
        inputIndex++;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') outColumns.push({ name, type, elementType });
    });
    let returnColumns: DbFunction['returnColumns'] = outColumns.length ? outColumns : null;
    if (!returnColumns && fn.returnRelation) {
      returnColumns = columns
        .filter((column) => column.table === fn.returnRelation)
        .map(({ name, type, elementType, nullable }) => ({ name, type, elementType, nullable }));
    }
    return {
      name: fn.name,
      args,
      returnType: fn.returnType,
      returnElementType: fn.returnElementType,
      returnsSet: fn.returnsSet,
      returnColumns,
    };
  });

  return { relations, columns, foreignKeys, enums: enumRows, functions };
}

function render(schema: Awaited<ReturnType<typeof introspect>>): string {
  const enumNames = new Set(schema.enums.map((e) => e.name));
  const type = (t: string, e: string | null) => tsType(t, e, enumNames);
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  const never = (indent: string) => [`${indent}  [_ in never]: never`];

  const relationBlock = (kind: 'table' | 'view') => {
    const relations = schema.relations.filter((r) => r.kind === kind);
    if (!relations.length) return never('    ');
    const block: string[] = [];
    for (const relation of relations) {
      const cols = schema.columns.filter((c) => c.table === relation.name);
      block.push(`      ${relation.name}: {`);
      block.push('        Row: {');
      for (const c of cols)
        block.push(`          ${c.name}: ${type(c.type, c.elementType)}${c.nullable ? ' | null' : ''}`);
      block.push('        }');
      if (kind === 'table') {
        block.push('        Insert: {');
        for (const c of cols) {
          const optional = c.nullable || c.hasDefault || c.generated;
          block.push(
            `          ${c.name}${optional ? '?' : ''}: ${c.generated ? 'never' : type(c.type, c.elementType) + (c.nullable ? ' | null' : '')}`,
          );
        }
        block.push('        }');
        block.push('        Update: {');
        for (const c of cols) {
          block.push(
            `          ${c.name}?: ${c.generated ? 'never' : type(c.type, c.elementType) + (c.nullable ? ' | null' : '')}`,
          );
        }
        block.push('        }');
      }
      const fks = schema.foreignKeys.filter((fk) => fk.table === relation.name);
      if (!fks.length) block.push('        Relationships: []');
      else {
        block.push('        Relationships: [');
        for (const fk of fks) {
          block.push('          {');
          block.push(`            foreignKeyName: "${fk.name}"`);
          block.push(`            columns: [${fk.columns.map((c) => `"${c}"`).join(', ')}]`);
          block.push(`            isOneToOne: ${fk.oneToOne}`);
          block.push(`            referencedRelation: "${fk.referenced}"`);
          block.push(
            `            referencedColumns: [${fk.referencedColumns.map((c) => `"${c}"`).join(', ')}]`,
          );
          block.push('          },');
        }
        block.push('        ]');
      }
      block.push('      }');
    }
    return block;
  };

  const functionArgs = (fn: DbFunction) =>
    fn.args.length === 0
      ? 'never'
      : `{ ${fn.args.map((a) => `${a.name}${a.hasDefault ? '?' : ''}: ${type(a.type, a.elementType)}`).join('; ')} }`;
  const functionReturns = (fn: DbFunction) => {
    const base = fn.returnColumns
      ? `{\n${fn.returnColumns.map((c) => `          ${c.name}: ${type(c.type, c.elementType)}${c.nullable ? ' | null' : ''}`).join('\n')}\n        }`
      : type(fn.returnType, fn.returnElementType);
    return fn.returnsSet ? `${base}[]` : base;
  };
  const functionBlock = () => {
    if (!schema.functions.length) return never('    ');
    const byName = new Map<string, DbFunction[]>();
    for (const fn of schema.functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
    const block: string[] = [];
    for (const [name, overloads] of byName) {
      const args = overloads.map(functionArgs).join(' | ');
      const returns = functionReturns(overloads[0]);
      if (!returns.includes('\n') && `      ${name}: { Args: ${args}; Returns: ${returns} }`.length <= 80) {
        block.push(`      ${name}: { Args: ${args}; Returns: ${returns} }`);
      } else {
        block.push(`      ${name}: {`, `        Args: ${args}`, `        Returns: ${returns}`, '      }');
      }
    }
    return block;
  };
  const enumBlock = () =>
    schema.enums.length
      ? schema.enums.map((e) => `      ${e.name}: ${e.labels.map((l) => `"${l}"`).join(' | ')}`)
      : never('    ');

  out('export type Json =');
  out('  | string');
  out('  | number');
  out('  | boolean');
  out('  | null');
  out('  | { [key: string]: Json | undefined }');
  out('  | Json[]');
  out('');
  out('export type Database = {');
  out('  // Allows to automatically instantiate createClient with right options');
  out("  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)");
  out('  __InternalSupabase: {');
  out('    PostgrestVersion: "12.2.3 (519615d)"');
  out('  }');
  out('  public: {');
  out('    Tables: {');
  lines.push(...relationBlock('table'));
  out('    }');
  out('    Views: {');
  lines.push(...relationBlock('view'));
  out('    }');
  out('    Functions: {');
  lines.push(...functionBlock());
  out('    }');
  out('    Enums: {');
  lines.push(...enumBlock());
  out('    }');
  out('    CompositeTypes: {');
  lines.push(...never('    '));
  out('    }');
  out('  }');
  out('}');
  out('');
  const enumConstants = schema.enums.length
    ? `{\n${schema.enums.map((e) => `      ${e.name}: [${e.labels.map((l) => `"${l}"`).join(', ')}],`).join('\n')}\n    }`
    : '{}';
  return lines.join('\n') + '\n' + HELPERS.replace('__ENUM_CONSTANTS__', enumConstants);
}

const HELPERS = fs.readFileSync(path.join(ROOT, 'scripts/generate/gen-types-helpers.ts.txt'), 'utf8');

const db = await openPglite(null);
try {
  await prepareDatabase(db, { supabaseDir: path.join(ROOT, 'supabase'), seedFiles: [] });
  const text = render(await introspect(db));
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error('src/types/database.types.ts is stale: run `npm run gen:types` and commit the result.');
      process.exitCode = 1;
    } else console.log('src/types/database.types.ts matches the migrations.');
  } else {
    fs.writeFileSync(OUTPUT, text);
    console.log(`Wrote ${path.relative(ROOT, OUTPUT)}.`);
  }
} finally {
  await db.close();
}
