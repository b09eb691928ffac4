import { queryOptions } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';
import { lgpdEmail, lgpdPersonSchema, type LgpdPerson } from './lgpd-schema';

/**
 * Every lead of the person with this e-mail (any case, any `+tag`), with its notes, events and
 * notifications (`lgpd_find`: admins only, 42501 for anyone else). Not logged: handing the data
 * over is an export.
 */
export async function findLgpdPerson(email: string): Promise<LgpdPerson> {
  const supabase = await getSupabase();
  return parseRow(lgpdPersonSchema, supabase.rpc('lgpd_find', { email: lgpdEmail.parse(email) }));
}

/** The search's answer; idle until an e-mail is searched (null). */
export function lgpdPersonQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: leadKeys.lgpdPerson(email ?? ''),
    queryFn: () => findLgpdPerson(email!),
    enabled: email !== null,
    // Personal data: read again whenever the page asks, never kept around after leaving it.
    staleTime: 0,
    gcTime: 0,
  });
}
