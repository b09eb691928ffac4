import { env } from '@/config/env';

import { authStorageKey } from './auth-storage-key';
import type { SupabaseClient } from './supabase';

/**
 * Loads the supabase-js client lazily (own chunk). Fetchers and mutations call this instead of
 * importing `@/lib/supabase`, so supabase-js never enters the entry chunk.
 */
export async function getSupabase(): Promise<SupabaseClient> {
  const { supabase } = await import('./supabase');
  return supabase;
}

/** Where supabase-js keeps the session in this browser (its default key, named explicitly). */
export const AUTH_STORAGE_KEY = authStorageKey(env.VITE_SUPABASE_URL);

/** Whether this browser keeps a staff session (supabase-js's storage), without loading supabase-js. */
export function holdsStaffSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: no session either
  }
}

/** The part of the client public pages use. */
export type PublicClient = Pick<SupabaseClient, 'from' | 'rpc'>;

/**
 * The client for public pages and lead forms: the PostgREST client alone for anonymous visitors
 * (`./public-supabase`); the full client when this browser holds a staff session, whose token
 * also reads drafts and scheduled items (previews at their public address).
 */
export async function getPublicClient(): Promise<PublicClient> {
  if (holdsStaffSession()) return getSupabase();
  const { publicSupabase } = await import('./public-supabase');
  return publicSupabase;
}

/**
 * The staff client when this browser holds a staff session, else null: what only staff may read
 * on a public page (the pending changes of a preview) is never asked for a visitor.
 */
export async function getStaffPreviewClient(): Promise<SupabaseClient | null> {
  return holdsStaffSession() ? getSupabase() : null;
}
