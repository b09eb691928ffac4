import { queryOptions } from '@tanstack/react-query';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { PROFILE_COLUMNS, profileSchema, type Profile } from './get-profile';
import { staffKeys } from './keys';

/**
 * Every staff profile, newest first (RLS: admins read all rows), past max_rows too. A team stays
 * far below it: the list searches on the client.
 */
export async function getProfiles(): Promise<Profile[]> {
  const supabase = await getSupabase();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      profileSchema,
      supabase
        .from('profiles')
        .select(PROFILE_COLUMNS)
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, to),
    ),
  );
}

export function profilesQueryOptions() {
  return queryOptions({ queryKey: staffKeys.list(), queryFn: getProfiles });
}
