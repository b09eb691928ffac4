import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';

import { env } from '@/config/env';

import { AUTH_STORAGE_KEY } from './get-supabase';
import type { Database } from '@/types/database.types';

/**
 * Build-time prerendering runs in Node 20, which has no global WebSocket; supabase-js refuses to
 * create its realtime client without one. The site never uses realtime, so there a transport that
 * fails on use is enough (browsers and Node 22+ keep their native WebSocket).
 */
const RealtimeUnavailable = class {
  constructor() {
    throw new Error('Realtime não está disponível neste ambiente (sem WebSocket global).');
  }
} as unknown as WebSocketLikeConstructor;

const inBrowser = typeof window !== 'undefined';

/**
 * The typed supabase-js client. supabase-js is large (~55 KB gzip) and not tree-shakeable, so this
 * module is only reached through a dynamic `import()` (`getSupabase` in `./get-supabase.ts`), never
 * statically from a route, component or the entry: it lands in its own chunk, loaded on first use.
 */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY, {
  auth: {
    // No storage and no refresh timers while prerendering in Node.
    persistSession: inBrowser,
    autoRefreshToken: inBrowser,
    detectSessionInUrl: false,
    // Public pages look for it to pick their client (get-supabase.ts).
    storageKey: AUTH_STORAGE_KEY,
  },
  realtime: typeof globalThis.WebSocket === 'undefined' ? { transport: RealtimeUnavailable } : undefined,
});

export type SupabaseClient = typeof supabase;
