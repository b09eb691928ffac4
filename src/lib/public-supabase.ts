import { PostgrestClient } from '@supabase/postgrest-js';

import { env } from '@/config/env';
import { publicKeyHeaders } from '@/config/public-key';
import type { Database } from '@/types/database.types';

import { takePrefetched } from './content-prefetch';

/**
 * What anonymous visitors read (and the lead forms write) goes through supabase-js's own PostgREST
 * client, `@supabase/postgrest-js` — the query builder `supabase.from()` returns — with the
 * publishable key: ~5 KB gzip instead of the whole supabase-js (~51 KB: auth, realtime, storage, functions),
 * which public pages need only for a signed-in staff member (`getPublicClient`).
 */
export const publicSupabase = new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL}/rest/v1`, {
  headers: publicKeyHeaders(env.VITE_SUPABASE_PUBLISHABLE_KEY),
  fetch: (input, init) => takePrefetched(String(input), init) ?? fetch(input, init),
});
