import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/throw-on-error';

/** Ends the session (local storage cleared, refresh token revoked). Throws the provider's error. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.auth.signOut());
}
