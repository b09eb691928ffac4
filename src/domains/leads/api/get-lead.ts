import { queryOptions } from '@tanstack/react-query';

import { isAccessEnded, isPermanentLoadError } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { adminLeadSchema, LEAD_COLUMNS, type Lead } from './get-leads';
import { leadKeys } from './keys';

/**
 * One lead by id, with its owner's e-mail, for the details (opened from the list, or from the
 * notification e-mail's `/admin/leads?lead=<id>` whatever page the list shows). RLS: admins only;
 * a lead that does not exist (erased, or a malformed id) is an error (PGRST116, 22P02).
 */
export async function getLead(id: string): Promise<Lead> {
  const supabase = await getSupabase();
  return parseRow(adminLeadSchema, supabase.from('leads').select(LEAD_COLUMNS).eq('id', id).single());
}

/** `shown`: the row the list already holds, shown while the lead is read again. */
export function leadQueryOptions(id: string, shown?: Lead) {
  return queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => getLead(id),
    placeholderData: shown,
    // Someone else may have moved the lead since the list was read.
    staleTime: 0,
    // A missing lead or a malformed id will not appear by retrying: say so at once.
    retry: (failures, error) => !isPermanentLoadError(error) && !isAccessEnded(error) && failures < 2,
  });
}
