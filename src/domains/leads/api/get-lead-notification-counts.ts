import { queryOptions } from '@tanstack/react-query';
import { subDays } from 'date-fns';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { LeadNotificationStatus } from '../notifications';
import { OUTBOX_REFRESH_MS } from './get-lead-notifications';
import { leadKeys } from './keys';

/** The period the counts cover, in days up to now. */
export const LEAD_NOTIFICATION_COUNTS_DAYS = 7;

/** Outbox rows created in the period: delivered, still on their way (pending or sending), given up. */
export interface LeadNotificationCounts {
  sent: number;
  pending: number;
  failed: number;
}

/** Counted on the server (HEAD requests, no rows travel), so any number of rows is fine. */
export async function getLeadNotificationCounts(now = new Date()): Promise<LeadNotificationCounts> {
  const supabase = await getSupabase();
  const since = subDays(now, LEAD_NOTIFICATION_COUNTS_DAYS).toISOString();
  const countOf = async (statuses: LeadNotificationStatus[]) => {
    const { count } = await throwOnError(
      supabase
        .from('lead_notifications')
        .select('id', { count: 'exact', head: true })
        .in('status', statuses)
        .gte('created_at', since),
    );
    return count ?? 0;
  };
  const [sent, pending, failed] = await Promise.all([
    countOf(['sent']),
    countOf(['pending', 'sending']),
    countOf(['failed']),
  ]);
  return { sent, pending, failed };
}

export function leadNotificationCountsQueryOptions() {
  return queryOptions({
    queryKey: leadKeys.outboxCounts(),
    queryFn: () => getLeadNotificationCounts(),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? OUTBOX_REFRESH_MS : false),
  });
}
