import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { PROFILE_COLUMNS, profileSchema, type Profile } from './get-profile';
import { staffKeys } from './keys';

/** Every staff profile, newest first (RLS: admins read all rows). */
export async function getProfiles(): Promise<Profile[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(profileSchema).parse(data);
}

export function profilesQueryOptions() {
  return queryOptions({ queryKey: staffKeys.list(), queryFn: getProfiles });
}

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}
