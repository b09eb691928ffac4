import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';

/**
 * 'Enviar e-mail de teste' (admins; 42501 otherwise): queues a test message to every e-mail
 * destination of the saved settings — the admins when they are notified, and each extra address —
 * delivered like a lead's. Returns how many were queued (0: no e-mail destination).
 */
export async function sendTestLeadNotification(): Promise<number> {
  const supabase = await getSupabase();
  return parseRow(z.number(), supabase.rpc('send_test_lead_notification'));
}

// The outbox is read again in the background: the new rows show as 'Pendente' at once.
export const useSendTestLeadNotification = () =>
  useRefreshingMutation(sendTestLeadNotification, leadKeys.outbox(), { waitForRefresh: false });
