import type { SupabaseClient } from './supabase';

/**
 * Loads the supabase-js client lazily (own chunk). Fetchers and mutations call this instead of
 * importing `@/lib/supabase`, so supabase-js never enters the entry chunk.
 */
export async function getSupabase(): Promise<SupabaseClient> {
  const { supabase } = await import('./supabase');
  return supabase;
}
