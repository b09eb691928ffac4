/**
 * What the publishing domain reads from the database: `public.redirects` rows.
 */
import * as z from 'zod/mini';

import { EDIT_VERSION_COLUMNS, editVersionShape, tableRow, type TableRow } from '@/lib/table-row';

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
    ...editVersionShape,
  }),
);

/** A redirect as the admin reads it: every column but the write-only `base_version`. */
export const redirectSchema = z.omit(redirectRowSchema, { base_version: true });

export type Redirect = z.infer<typeof redirectSchema>;

export const REDIRECT_COLUMNS = `id, from_path, to_path, status_code, source, created_by, created_at, ${EDIT_VERSION_COLUMNS}`;

/**
 * The row of `public.site_publication_status()`: the last public change, the last build hook call
 * and pg_net's answer to it (nulls: never happened, or no answer yet).
 */
export const sitePublicationRowSchema = z.object({
  changed_at: z.nullable(z.string()),
  pending_since: z.nullable(z.string()),
  requested_at: z.nullable(z.string()),
  requested_by: z.nullable(z.string()),
  hook_configured: z.boolean(),
  response_status: z.nullable(z.number()),
  response_error: z.nullable(z.string()),
});

export type SitePublicationRow = z.infer<typeof sitePublicationRowSchema>;
