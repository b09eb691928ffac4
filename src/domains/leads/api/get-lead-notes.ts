import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';
import { tableRow, type TableRow } from '@/lib/table-row';

import { leadKeys } from './keys';

/** A row of `public.lead_notes`, column for column. */
const leadNoteRowSchema = tableRow<TableRow<'lead_notes'>>()(
  z.object({
    id: z.string(),
    lead_id: z.string(),
    author_id: z.nullable(z.string()),
    body: z.string(),
    created_at: z.string(),
  }),
);

/** A note as the details show it: with its author's e-mail (null: the account was removed). */
export const leadNoteSchema = z.extend(leadNoteRowSchema, {
  author: z.nullable(z.object({ email: z.string() })),
});

export type LeadNote = z.infer<typeof leadNoteSchema>;

export const LEAD_NOTE_COLUMNS = 'id, lead_id, author_id, body, created_at, author:profiles!author_id(email)';

/** A lead's notes, newest first (RLS: admins read them). */
export async function getLeadNotes(leadId: string): Promise<LeadNote[]> {
  const supabase = await getSupabase();
  return parseRows(
    leadNoteSchema,
    supabase
      .from('lead_notes')
      .select(LEAD_NOTE_COLUMNS)
      .eq('lead_id', leadId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false }),
  );
}

export function leadNotesQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: leadKeys.notes(leadId),
    queryFn: () => getLeadNotes(leadId),
    staleTime: 0,
  });
}
