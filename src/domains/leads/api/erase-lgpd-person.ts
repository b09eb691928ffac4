import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';
import { lgpdEmail, lgpdRequestSchema, type LgpdRequest } from './lgpd-schema';

/**
 * Deletes every lead of the person with this e-mail (any case, any `+tag`) — their notes, events
 * and notifications go with them — in one transaction, and answers the log entry with the counts
 * (`lgpd_erase`: admins only).
 */
export async function eraseLgpdPerson(email: string): Promise<LgpdRequest> {
  const supabase = await getSupabase();
  return parseRow(lgpdRequestSchema, supabase.rpc('lgpd_erase', { email: lgpdEmail.parse(email) }));
}

/** The erasure; every leads query (the list, the search, the log) is read again before success. */
export const useEraseLgpdPerson = () =>
  useRefreshingMutation(eraseLgpdPerson, leadKeys.all, { waitForRefresh: true });
