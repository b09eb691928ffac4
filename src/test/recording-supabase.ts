/**
 * A real supabase-js client whose HTTP requests are recorded and answered by the test, for tests
 * of what a query asks PostgREST (its filters and order, as the URL carries them):
 *
 *   const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
 *   vi.mock(import('@/lib/get-supabase'), async () =>
 *     (await import('@/test/recording-supabase')).recordingSupabase(api),
 *   );
 *   // …then read api.requests after calling a fetcher.
 */
import { createClient } from '@supabase/supabase-js';

import type { Database } from '@/types/database.types';

export interface RecordingApi {
  /**
   * The JSON body of each answer (rows, or one row), asked at each request; a promise holds the
   * answer until it settles, a rejection is a request that got no answer.
   */
  answer: (url: URL) => unknown;
  /** Every request's URL, in order (the client appends; a test may empty it). */
  requests: URL[];
}

/** What a `vi.mock('@/lib/get-supabase')` factory returns: `getSupabase` giving the recording client. */
export function recordingSupabase(api: RecordingApi) {
  const client = createClient<Database>('http://api.test', 'anon-key-of-the-recording-client', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        api.requests.push(url);
        return new Response(JSON.stringify(await api.answer(url)), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    },
  });
  return { getSupabase: async () => client };
}
