import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';
import { tableRow, type TableRow } from '@/lib/table-row';

import {
  isInFlight,
  LEAD_NOTIFICATION_CHANNELS,
  LEAD_NOTIFICATION_STATUSES,
  type LeadNotificationChannel,
  type LeadNotificationStatus,
} from '../notifications';
import { leadKeys } from './keys';

/** A row of `public.lead_notifications` (the outbox), column for column. */
const leadNotificationRowSchema = tableRow<
  TableRow<'lead_notifications'>,
  { channel: LeadNotificationChannel; status: LeadNotificationStatus }
>()(
  z.object({
    id: z.string(),
    lead_id: z.nullable(z.string()),
    channel: z.enum(LEAD_NOTIFICATION_CHANNELS),
    recipient: z.string(),
    status: z.enum(LEAD_NOTIFICATION_STATUSES),
    attempts: z.number(),
    next_attempt_at: z.string(),
    locked_until: z.nullable(z.string()),
    last_error: z.nullable(z.string()),
    created_at: z.string(),
    sent_at: z.nullable(z.string()),
  }),
);

/** An outbox row as the settings page shows it, with the lead's name (null: a test message). */
const leadNotificationSchema = z.extend(z.omit(leadNotificationRowSchema, { locked_until: true }), {
  lead: z.nullable(z.object({ nome: z.string() })),
});

export type LeadNotification = z.infer<typeof leadNotificationSchema>;

/** How many outbox rows 'Envios recentes' shows, newest first: a glance, not the whole outbox. */
export const LEAD_NOTIFICATIONS_SHOWN = 20;

const COLUMNS = `${Object.keys(leadNotificationSchema.shape)
  .filter((column) => column !== 'lead')
  .join(', ')}, lead:leads(nome)`;

/** While anything shown is on its way, the list is read again this often. */
export const OUTBOX_REFRESH_MS = 10_000;

/** The latest outbox rows, newest first (RLS: admins read the outbox; anyone else gets none). */
export async function getLeadNotifications(): Promise<LeadNotification[]> {
  const supabase = await getSupabase();
  return parseRows(
    leadNotificationSchema,
    supabase
      .from('lead_notifications')
      .select(COLUMNS)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(LEAD_NOTIFICATIONS_SHOWN),
  );
}

export function leadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: leadKeys.outboxRecent(),
    queryFn: getLeadNotifications,
    refetchInterval: (query) =>
      query.state.data?.some((row) => isInFlight(row.status)) ? OUTBOX_REFRESH_MS : false,
  });
}
