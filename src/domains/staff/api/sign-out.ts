import { getSupabase } from '@/lib/get-supabase';

/** Ends the session (local storage cleared, refresh token revoked). Throws the provider's error. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
}
