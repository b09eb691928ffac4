import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';
import { tableRow, type TableRow } from '@/lib/table-row';

import { leadKeys } from './keys';

/** `lead_events_kind_check`: a change of stage or of owner. */
const LEAD_EVENT_KINDS = ['stage', 'owner'] as const;

/** A row of `public.lead_events`, column for column. */
const leadEventRowSchema = tableRow<TableRow<'lead_events'>, { kind: (typeof LEAD_EVENT_KINDS)[number] }>()(
  z.object({
    id: z.number(),
    lead_id: z.string(),
    actor_id: z.nullable(z.string()),
    kind: z.enum(LEAD_EVENT_KINDS),
    from_value: z.nullable(z.string()),
    to_value: z.nullable(z.string()),
    created_at: z.string(),
  }),
);

/**
 * A change in a lead's history, with the e-mail of who made it (null: an account removed since,
 * or a change made outside the admin). Stage events hold stage values; owner events profile ids.
 */
export const leadEventSchema = z.extend(leadEventRowSchema, {
  actor: z.nullable(z.object({ email: z.string() })),
});

export type LeadEvent = z.infer<typeof leadEventSchema>;

/**
 * A lead's stage and owner changes, newest first (written by the database's trigger; RLS: admins
 * read them; `id` orders changes made in the same instant).
 */
export async function getLeadEvents(leadId: string): Promise<LeadEvent[]> {
  const supabase = await getSupabase();
  return parseRows(
    leadEventSchema,
    supabase
      .from('lead_events')
      .select('id, lead_id, actor_id, kind, from_value, to_value, created_at, actor:profiles!actor_id(email)')
      .eq('lead_id', leadId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false }),
  );
}

export function leadEventsQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: leadKeys.events(leadId),
    queryFn: () => getLeadEvents(leadId),
    staleTime: 0,
  });
}
