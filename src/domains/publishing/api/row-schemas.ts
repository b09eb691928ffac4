/**
 * What the publishing domain reads from the database: `public.redirects` rows.
 */
import * as z from 'zod/mini';

import { tableRow, type TableRow } from '@/lib/table-row';

/** A row of `public.redirects`: `source` 'manual' (an admin's) or 'slug' (an address that moved). */
export const redirectRowSchema = tableRow<TableRow<'redirects'>>()(
  z.object({
    id: z.string(),
    from_path: z.string(),
    to_path: z.string(),
    status_code: z.number(),
    source: z.string(),
    created_by: z.nullable(z.string()),
    created_at: z.string(),
  }),
);

export type Redirect = z.infer<typeof redirectRowSchema>;

export const REDIRECT_COLUMNS = 'id, from_path, to_path, status_code, source, created_by, created_at';
