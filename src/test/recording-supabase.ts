/**
 * A real supabase-js client whose HTTP requests are recorded and answered by the test, for tests
 * of what a query asks PostgREST (its filters and order, as the URL carries them):
 *
 *   const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
 *   vi.mock(import('@/lib/get-supabase'), async () =>
 *     (await import('@/test/recording-supabase')).recordingSupabase(api),
 *   );
 *   clearRequestsAndFreezeDateEachTest(api, NOW);
 *   // …then, after calling a fetcher: onlyRequestParams(api), requestParams(api) or api.requests.
 */
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, expect, vi } from 'vitest';

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

/**
 * What a `vi.mock('@/lib/get-supabase')` factory returns: `getSupabase` and `getPublicClient`
 * giving the recording client.
 */
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
  return {
    getSupabase: async () => client,
    getPublicClient: async () => client,
    // No staff session in these tests: a page never asks for what only staff preview.
    getStaffPreviewClient: async () => null,
  };
}

/**
 * Before each test, no request recorded and `Date` reading `now` (the publication filters compare
 * with it, so a test can name the instant they send); after it, real timers again.
 */
export function clearRequestsAndFreezeDateEachTest(api: RecordingApi, now: Date) {
  beforeEach(() => {
    api.requests.length = 0;
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The query of each request recorded (filters, order, offset, limit), as PostgREST reads it. */
export function requestParams(api: RecordingApi): Record<string, string>[] {
  return api.requests.map((url) => Object.fromEntries(url.searchParams));
}

/** The query of the one request recorded; the test fails when there were none or more. */
export function onlyRequestParams(api: RecordingApi): Record<string, string> {
  expect(api.requests).toHaveLength(1);
  return requestParams(api)[0]!;
}
