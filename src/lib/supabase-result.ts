/**
 * Reading what a supabase-js request answered. supabase-js does not throw: it resolves to
 * `{ data, error }`, a failure included (an HTTP refusal, or no answer at all). Every fetcher and
 * mutation turns that `error` into a throw, unchanged (so `@/lib/db-error` still reads its `code`
 * and `message`), and parses the data with the row schema, so a change of shape fails loudly here.
 */
import * as z from 'zod/mini';

import { throwOnError } from './throw-on-error';

export { throwOnError } from './throw-on-error';

/** A request whose rows (or row) the caller parses. */
type DataRequest = PromiseLike<{ data: unknown; error: unknown }>;

/**
 * The data a request answered, parsed with `schema`: the one row of `.single()` or of an RPC that
 * returns a row; `z.nullable(rowSchema)` for `.maybeSingle()` (null when there is no row).
 */
export async function parseRow<Schema extends z.ZodMiniType>(
  schema: Schema,
  request: DataRequest,
): Promise<z.output<Schema>> {
  const { data } = await throwOnError(request);
  return schema.parse(data);
}

/** The rows a request answered, each parsed with `schema`. */
export function parseRows<Schema extends z.ZodMiniType>(
  schema: Schema,
  request: DataRequest,
): Promise<z.output<Schema>[]> {
  return parseRow(z.array(schema), request);
}
