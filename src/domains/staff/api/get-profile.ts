import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

export const STAFF_ROLES = ['editor', 'admin'] as const;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  tipo: z.enum(STAFF_ROLES),
  created_at: z.string(),
});

export type Profile = z.infer<typeof profileSchema>;

/** The staff profile of one user (RLS: a user reads their own row; an admin reads every row). */
export async function getProfile(userId: string): Promise<Profile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).single();
  if (error) throw error;
  return profileSchema.parse(data);
}
