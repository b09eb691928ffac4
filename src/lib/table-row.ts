import * as z from 'zod/mini';

import type { Database } from '@/types/database.types';

/** The row type of a table of `public`, as `src/types/database.types.ts` describes it. */
export type TableRow<Table extends keyof Database['public']['Tables']> =
  Database['public']['Tables'][Table]['Row'];

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** `Row` with the types of `Narrowed`'s columns replaced (e.g. a text column a CHECK bounds to a few values). */
type WithColumns<Row, Narrowed> = { [K in keyof Row]: K extends keyof Narrowed ? Narrowed[K] : Row[K] };

/**
 * The schema as given, accepted by the compiler only when it parses to exactly `Row` (with the
 * columns of `Narrowed` typed as it says): a column added, dropped or retyped in
 * database.types.ts stops the build at the schema.
 */
export function tableRow<Row, Narrowed extends Partial<Record<keyof Row, unknown>> = object>() {
  return <Schema extends z.ZodMiniObject>(
    schema: Schema &
      (Same<z.output<Schema>, WithColumns<Row, Narrowed>> extends true
        ? unknown
        : 'differs from the table row'),
  ): Schema => schema;
}

/**
 * The columns every versioned table has (supabase/migrations/*_edit_versions.sql): the version a
 * staff save names in `base_version` (write-only, reads back null), and who saved last and when.
 */
export const editVersionShape = {
  version: z.number(),
  base_version: z.nullable(z.number()),
  updated_at: z.nullable(z.string()),
  updated_by: z.nullable(z.string()),
};

/** The columns a form's read selects to save from them: `version` and its stamps. */
export const EDIT_VERSION_COLUMNS = 'version, updated_at, updated_by';
