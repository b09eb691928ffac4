import { queryOptions } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { PROFILE_COLUMNS, profileSchema, type Profile } from './get-profile';
import { staffKeys } from './keys';

/** Every staff profile, newest first (RLS: admins read all rows). */
export async function getProfiles(): Promise<Profile[]> {
  const supabase = await getSupabase();
  return parseRows(
    profileSchema,
    supabase.from('profiles').select(PROFILE_COLUMNS).order('created_at', { ascending: false }),
  );
}

export function profilesQueryOptions() {
  return queryOptions({ queryKey: staffKeys.list(), queryFn: getProfiles });
}
