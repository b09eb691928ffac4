import { columnNotFound, RestError, tableNotFound } from './errors.ts';
import {
  fieldKey,
  type Aggregate,
  type Condition,
  type FieldRef,
  type NodeParams,
  type QueryParams,
  type SelectItem,
} from './query-params.ts';
import type { Column, ForeignKey, SchemaCache, Table } from './schema-cache.ts';

export type Relationship =
  /**
   * The parent holds `fk` pointing at the embedded table (`o2m`: the other way). `oneToOne`: the
   * foreign key's columns are also a primary key or unique, so each side has at most one row of
   * the other, and PostgREST embeds an object either way.
   */
  | { kind: 'm2o'; fk: ForeignKey; oneToOne: boolean }
  | { kind: 'o2m'; fk: ForeignKey; oneToOne: boolean }
  /** Through `junction`: `toParent` references the parent, `toChild` the embedded table. */
  | {
      kind: 'm2m';
      junction: string;
      toParent: ForeignKey;
      toChild: ForeignKey;
    };

export type PlannedItem =
  | { type: 'star' }
  | {
      type: 'field';
      field: FieldRef;
      key: string;
      cast: string | null;
      column: Column | null;
      aggregate: Aggregate | null;
    }
  | {
      type: 'embed';
      key: string;
      relationship: Relationship;
      inner: boolean;
      /** `embed=is.null` / `embed=not.is.null` filters on the parent. */
      nullFilter: 'null' | 'not-null' | null;
      /** An empty embed, `categorias()`: it filters, and has no key in the output. */
      omitted: boolean;
      node: ReadNode;
    };

/** One level of the resource tree: a relation, what to select from it, and how to filter it. */
export interface ReadNode {
  /** The request's schema, which every relation of the tree is in. */
  schema: string;
  /** Relation name in `schema` (null when reading a function's result). */
  table: string | null;
  /** The relation's columns and keys (null for a function's result). */
  relation: Table | null;
  /** SQL alias: t_0, t_1, … */
  alias: string;
  items: PlannedItem[];
  conditions: Condition[];
  order: NodeParams['order'];
  limit: number | null;
  offset: number | null;
}

const emptyParams: NodeParams = {
  conditions: [],
  order: null,
  limit: null,
  offset: null,
};

export function requireTable(cache: SchemaCache, name: string): Table {
  const table = cache.tables.get(name);
  if (table) return table;
  const lower = name.toLowerCase();
  const suggestion = [...cache.tables.keys()].find(
    (t) =>
      t.toLowerCase() === lower || t.toLowerCase().startsWith(lower) || lower.startsWith(t.toLowerCase()),
  );
  throw tableNotFound(name, suggestion, cache.schema);
}

function describe(rel: Relationship, parent: string, child: string): Record<string, string> {
  if (rel.kind === 'm2m') {
    return {
      cardinality: 'many-to-many',
      embedding: `${parent} with ${child}`,
      relationship: `${rel.junction} using ${rel.toParent.name}(${rel.toParent.columns.join(', ')}) and ${rel.toChild.name}(${rel.toChild.columns.join(', ')})`,
    };
  }
  return {
    cardinality: rel.oneToOne ? 'one-to-one' : rel.kind === 'm2o' ? 'many-to-one' : 'one-to-many',
    embedding: `${parent} with ${child}`,
    relationship: `${rel.fk.name} using ${rel.fk.table}(${rel.fk.columns.join(', ')}) and ${rel.fk.refTable}(${rel.fk.refColumns.join(', ')})`,
  };
}

/**
 * The same embed twice at one level without distinct aliases: PostgREST names both lateral joins
 * `<parent>_<name>_<depth>`, and Postgres refuses the second (42712, HTTP 400).
 */
function refuseRepeatedEmbeds(items: PlannedItem[], parent: string, path: string): void {
  const seen = new Set<string>();
  const depth = path === '' ? 1 : path.split('.').length + 1;
  for (const item of items) {
    if (item.type !== 'embed') continue;
    if (seen.has(item.key)) {
      throw new RestError(
        400,
        '42712',
        `table name "${parent}_${item.key}_${depth}" specified more than once`,
      );
    }
    seen.add(item.key);
  }
}

/** A function of one row of `table`: PostgREST's computed fields and relationships. */
function takesRowOf(cache: SchemaCache, name: string, table: string): boolean {
  return (cache.functions.get(name) ?? []).some(
    (f) => f.args.length === 1 && (f.args[0].type === table || f.args[0].type === `${cache.schema}.${table}`),
  );
}

/** What PostgREST does and local-supabase does not: refused with a message naming it. */
function unsupported(feature: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `${feature}: not supported by local-supabase`, details);
}

/** A foreign key whose columns are also its table's primary key or a unique constraint. */
function isOneToOne(cache: SchemaCache, fk: ForeignKey): boolean {
  const table = cache.tables.get(fk.table);
  if (!table) return false;
  const same = (columns: string[]) =>
    columns.length === fk.columns.length && columns.every((column) => fk.columns.includes(column));
  return same(table.primaryKey) || table.uniques.some(same);
}

/**
 * Where PostgREST's schema cache sorts a relationship of `parent` (its derived `Ord`): by the
 * embedded table, self-references last, then one-to-many, many-to-one, one-to-one, many-to-many,
 * then by constraint (a junction by its table and its two constraints) and columns.
 */
function relationshipOrder(
  { relationship: rel, target }: { relationship: Relationship; target: string },
  parent: string,
): (string | number)[] {
  const self = target === parent ? 1 : 0;
  if (rel.kind === 'm2m') {
    const columns = (fk: ForeignKey) => fk.columns.join(',');
    return [
      target,
      self,
      3,
      rel.junction,
      rel.toParent.name,
      rel.toChild.name,
      columns(rel.toParent),
      columns(rel.toChild),
    ];
  }
  const rank = rel.oneToOne ? 2 : rel.kind === 'o2m' ? 0 : 1;
  const pairs =
    rel.kind === 'm2o'
      ? rel.fk.columns.map((column, i) => `${column}:${rel.fk.refColumns[i]}`)
      : rel.fk.refColumns.map((column, i) => `${column}:${rel.fk.columns[i]}`);
  // An inverse one-to-one (the referenced side) is PostgREST's isParent = true: after the other.
  const parentSide = rel.oneToOne && rel.kind === 'o2m' ? 1 : 0;
  return [target, self, rank, rel.fk.name, pairs.join(','), parentSide];
}

/** Compares sort keys element by element (strings by code unit, as Haskell's Text). */
function compareKeys(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

/** PostgREST's relationship inference between `parent` and the embed `name`, narrowed by `hint`. */
export function findRelationship(
  cache: SchemaCache,
  parent: string,
  name: string,
  hint: string | null,
): { relationship: Relationship; target: string } {
  /** `hintChecked`: a self-relationship, which applies the hint its own way. */
  const candidates: { relationship: Relationship; target: string; hintChecked?: boolean }[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.table === parent && fk.refTable === parent) {
      // A table referencing itself: one key, two relationships. PostgREST's convention: the table's
      // name embeds the rows pointing here (one-to-many; a hint names the referencing column), the
      // column's name embeds the row it points at (many-to-one).
      const column = fk.columns.length === 1 ? fk.columns[0] : null;
      const oneToOne = isOneToOne(cache, fk);
      if (name === parent && (hint === null || hint === column)) {
        candidates.push({ relationship: { kind: 'o2m', fk, oneToOne }, target: parent, hintChecked: true });
      }
      if (hint === null && name === column) {
        candidates.push({ relationship: { kind: 'm2o', fk, oneToOne }, target: parent, hintChecked: true });
      }
      continue;
    }
    // The embed may be named by the table, the foreign key's constraint or its single column.
    if (
      fk.table === parent &&
      (fk.refTable === name || fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))
    ) {
      candidates.push({
        relationship: { kind: 'm2o', fk, oneToOne: isOneToOne(cache, fk) },
        target: fk.refTable,
      });
    }
    if ((fk.table === name || fk.name === name) && fk.refTable === parent) {
      candidates.push({
        relationship: { kind: 'o2m', fk, oneToOne: isOneToOne(cache, fk) },
        target: fk.table,
      });
    }
  }
  for (const junction of cache.tables.values()) {
    if (junction.name === parent || junction.name === name || junction.primaryKey.length === 0) continue;
    const fks = cache.foreignKeys.filter((fk) => fk.table === junction.name);
    for (const toParent of fks) {
      if (toParent.refTable !== parent) continue;
      for (const toChild of fks) {
        if (toChild === toParent || toChild.refTable !== name) continue;
        const inKey = [...toParent.columns, ...toChild.columns].every((c) => junction.primaryKey.includes(c));
        if (!inKey) continue;
        candidates.push({
          relationship: {
            kind: 'm2m',
            junction: junction.name,
            toParent,
            toChild,
          },
          target: name,
        });
      }
    }
  }
  const matching = hint
    ? candidates.filter(
        ({ relationship: rel, hintChecked }) =>
          hintChecked ||
          (rel.kind === 'm2m'
            ? rel.junction === hint || rel.toParent.name === hint || rel.toChild.name === hint
            : rel.fk.name === hint || rel.fk.columns.includes(hint) || rel.fk.refColumns.includes(hint)),
      )
    : candidates;
  if (matching.length === 1) return matching[0];
  if (matching.length === 0) {
    if (takesRowOf(cache, name, parent)) {
      throw unsupported(
        `computed relationship ${name}`,
        `${cache.schema}.${name}(${parent}) is a computed relationship`,
      );
    }
    const view = [parent, name].find((relation) => cache.tables.get(relation)?.kind === 'view');
    if (view) {
      throw unsupported(
        `relationships through views (${view})`,
        'PostgREST follows the foreign keys of the tables a view selects from',
      );
    }
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
      null,
    );
  }
  // Several: a direct relationship beats many-to-many ones only when a hint was not given, as in PostgREST
  // ambiguity is an error. Listed in the order of PostgREST's schema cache.
  matching.sort((a, b) => compareKeys(relationshipOrder(a, parent), relationshipOrder(b, parent)));
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    matching.map((c) => describe(c.relationship, parent, name)),
    `Try changing '${name}' to one of the following: ${matching
      .map(
        (c) =>
          `'${name}!${c.relationship.kind === 'm2m' ? c.relationship.junction : c.relationship.fk.name}'`,
      )
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

export interface PlanOptions {
  /** Where the root rows come from: a table, or a function result (no column checks). */
  root: { table: string } | { functionName: string };
  /** pgrst.db_aggregates_enabled: off, an aggregate anywhere in the tree is PostgREST's PGRST123. */
  aggregatesEnabled?: boolean;
}

/** Whether a level selects an aggregate (then its other items group the rows). */
export const isAggregated = (node: ReadNode): boolean =>
  node.items.some((item) => item.type === 'field' && item.aggregate !== null);

function hasAggregates(node: ReadNode): boolean {
  return isAggregated(node) || node.items.some((item) => item.type === 'embed' && hasAggregates(item.node));
}

/**
 * `*` beside an aggregate means every column, each grouping the rows, as PostgREST expands it (a
 * function's result has no columns in the schema cache here, so that case is refused).
 */
function expandStarForAggregates(node: ReadNode, displayName: string): void {
  if (!isAggregated(node) || !node.items.some((item) => item.type === 'star')) return;
  const relation = node.relation;
  if (!relation) {
    throw unsupported(
      `"*" beside an aggregate on the result of ${displayName}`,
      'Name the columns to group by instead of "*".',
    );
  }
  node.items = node.items.flatMap((item): PlannedItem[] =>
    item.type !== 'star'
      ? [item]
      : [...relation.columns.values()].map((column) => ({
          type: 'field',
          field: { name: column.name, json: [] },
          key: column.name,
          cast: null,
          column,
          aggregate: null,
        })),
  );
}

/** Resolves the select tree, relationships and per-level params against the schema cache. */
export function planRead(
  cache: SchemaCache,
  params: Pick<QueryParams, 'select' | 'nodes'>,
  options: PlanOptions,
): ReadNode {
  let counter = 0;
  const usedPaths = new Set<string>();

  const checkField = (relation: Table | null, tableName: string, field: FieldRef): Column | null => {
    if (!relation) return null;
    const column = relation.columns.get(field.name);
    if (column) return column;
    if (takesRowOf(cache, field.name, relation.name)) {
      throw unsupported(
        `computed field ${field.name}`,
        `${cache.schema}.${field.name}(${relation.name}) is a computed field`,
      );
    }
    throw columnNotFound(tableName, field.name, relation.columns.keys());
  };

  const build = (
    table: string | null,
    relation: Table | null,
    displayName: string,
    select: SelectItem[],
    path: string,
  ): ReadNode => {
    const alias = `t_${counter++}`;
    // How Postgres names this level in PostgREST's query (its errors say it): the table at the root,
    // `<table>_<depth>` for an embed.
    const sqlName = path === '' ? displayName : `${displayName}_${path.split('.').length}`;
    const nodeParams = params.nodes.get(path) ?? emptyParams;
    usedPaths.add(path);
    const items: PlannedItem[] = select.map((item): PlannedItem => {
      if (item.type === 'star') return item;
      if (item.type === 'field') {
        const { aggregate } = item;
        const countsRows = aggregate !== null && item.field.name === '*';
        const column = countsRows ? null : checkField(relation, sqlName, item.field);
        return {
          type: 'field',
          field: item.field,
          // An aggregate is named after its function unless aliased, as Postgres labels it.
          key: aggregate && !item.alias ? aggregate.fn : fieldKey(item.field, item.alias),
          cast: item.cast,
          column,
          aggregate,
        };
      }
      if (!table) {
        const returnsTable = (cache.functions.get(displayName) ?? []).some((f) =>
          cache.tables.has(f.returnType.replace(/^public\./, '')),
        );
        if (returnsTable) {
          throw unsupported(
            `embedding ${item.name} in the result of ${displayName}`,
            'PostgREST embeds through the foreign keys of the table the function returns rows of',
          );
        }
        throw new RestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${displayName}' and '${item.name}' in the schema cache`,
        );
      }
      const { relationship, target } = findRelationship(cache, table, item.name, item.hint);
      const key = item.alias ?? item.name;
      const childPath = path ? `${path}.${key}` : key;
      const targetRelation = requireTable(cache, target);
      const node = build(target, targetRelation, target, item.select, childPath);
      // Filters may name the embed by alias or by table name.
      if (item.alias && !params.nodes.has(childPath)) {
        const byName = path ? `${path}.${item.name}` : item.name;
        const alt = params.nodes.get(byName);
        if (alt) {
          usedPaths.add(byName);
          Object.assign(node, {
            conditions: alt.conditions,
            order: alt.order,
            limit: alt.limit,
            offset: alt.offset,
          });
        }
      }
      return {
        type: 'embed',
        key,
        relationship,
        inner: item.inner,
        nullFilter: null,
        omitted: item.omitted,
        node,
      };
    });
    refuseRepeatedEmbeds(items, displayName, path);
    // `embed=is.null` / `embed=not.is.null` test the embed's existence, not a column.
    const conditions = nodeParams.conditions.filter((c) => {
      if (
        c.type !== 'filter' ||
        c.op !== 'is' ||
        c.field.json.length ||
        String(c.value).toLowerCase() !== 'null'
      )
        return true;
      const embed = items.find((i) => i.type === 'embed' && i.key === c.field.name);
      if (!embed || embed.type !== 'embed') return true;
      embed.nullFilter = c.negated ? 'not-null' : 'null';
      return false;
    });
    for (const term of nodeParams.order ?? []) checkField(relation, sqlName, term.field);
    const checkConditions = (conditions: Condition[]) => {
      for (const c of conditions) {
        if (c.type === 'filter') checkField(relation, sqlName, c.field);
        else checkConditions(c.children);
      }
    };
    checkConditions(conditions);
    const node: ReadNode = {
      schema: cache.schema,
      table,
      relation,
      alias,
      items,
      conditions,
      order: nodeParams.order,
      limit: nodeParams.limit,
      offset: nodeParams.offset,
    };
    expandStarForAggregates(node, displayName);
    return node;
  };

  const root =
    'table' in options.root
      ? build(
          options.root.table,
          requireTable(cache, options.root.table),
          options.root.table,
          params.select,
          '',
        )
      : build(null, null, options.root.functionName, params.select, '');

  // Off on a new Supabase project (db-aggregates-enabled is false): PostgREST's own refusal.
  if (!options.aggregatesEnabled && hasAggregates(root)) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }

  for (const [path, node] of params.nodes) {
    if (usedPaths.has(path)) continue;
    if (node.conditions.length || node.order || node.limit !== null || node.offset !== null) {
      const name = path.split('.').pop();
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}

/**
 * PostgREST's max-rows on a read (a table or a function's result): every embed of the tree gets at
 * most `maxRows` rows too, not only the root. Mutations' representations are not limited.
 */
export function restrictEmbedRows(node: ReadNode, maxRows: number | null): void {
  if (maxRows === null) return;
  for (const item of node.items) {
    if (item.type !== 'embed') continue;
    const child = item.node;
    child.limit = child.limit === null ? maxRows : Math.min(child.limit, maxRows);
    restrictEmbedRows(child, maxRows);
  }
}
