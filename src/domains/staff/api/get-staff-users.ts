import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { adminUserKeys } from './keys';
import { STAFF_TIPOS } from './user-schema';

export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  tipo: z.enum(STAFF_TIPOS),
  created_at: z.string(),
});

export type StaffUser = z.infer<typeof staffUserSchema>;

/** Every staff profile, newest first (RLS: admins read all rows). */
export async function getStaffUsers(): Promise<StaffUser[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select('id, email, tipo, created_at')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(staffUserSchema).parse(data);
}

export function staffUsersQueryOptions() {
  return queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: getStaffUsers,
  });
}

export function useStaffUsers() {
  return useQuery(staffUsersQueryOptions());
}
