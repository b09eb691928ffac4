/**
 * Lists longer than one API answer. PostgREST (hosted Supabase and local-supabase alike) returns at
 * most `max_rows` rows per request (supabase/config.toml) and drops the rest without an error, so a
 * list that can outgrow it either pages on the server (the admin's leads) or reads every page here.
 */
import { uniqueById } from './unique-by-id';

/** Rows per request: the API's `max_rows` (supabase/config.toml; tests/api/lead-pages.test.ts checks they agree). */
export const API_MAX_ROWS = 1000;

/** Where the next page starts: its range, for `.range(from, to)`, and the last row read, for keyset pages. */
export interface PageStart<Row> {
  from: number;
  to: number;
  /** Undefined for the first page. */
  last: Row | undefined;
}

/**
 * A list's rows a page at a time, in order, until a page comes back with fewer than `pageSize`
 * rows. `fetchPage` asks for `pageSize` rows from `start`, in an order with a unique tiebreaker
 * (`id`), so that pages neither overlap nor skip. A page size above the API's max_rows would end
 * the list after its first page.
 */
export async function* readPages<Row>(
  fetchPage: (start: PageStart<Row>) => PromiseLike<Row[]>,
  pageSize = API_MAX_ROWS,
): AsyncGenerator<Row[]> {
  let from = 0;
  let last: Row | undefined;
  for (;;) {
    const rows = await fetchPage({ from, to: from + pageSize - 1, last });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    from += rows.length;
    last = rows[rows.length - 1];
  }
}

/**
 * Every row of a list that may pass max_rows (content lists, the lookups of a select), a range of
 * `API_MAX_ROWS` at a time: one request while the list is shorter. A row added or removed between
 * two requests shifts the ranges by one: a row pushed into the next range shows once (by id), a
 * row pulled into the previous one may be missed until the next load. Lists that must be exact
 * while rows arrive (the leads export) read keyset pages through `readPages` instead.
 */
export async function fetchAllPages<Row extends { id: string }>(
  fetchPage: (start: PageStart<Row>) => PromiseLike<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of readPages(fetchPage)) rows.push(...page);
  return uniqueById(rows);
}
