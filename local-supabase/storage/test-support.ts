import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { signJwt } from '../http/jwt.ts';

/** What the storage test files share: the fixture project, its users and clients. */
export const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'project');
export const STAFF_ID = '11111111-1111-4111-8111-111111111111';
export const USER_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_USER_ID = '33333333-3333-4333-8333-333333333333';

export interface StorageTestApi {
  server: LocalSupabase;
  anon: SupabaseClient;
  service: SupabaseClient;
  staff: SupabaseClient;
  user: SupabaseClient;
  other: SupabaseClient;
  /** `fetch` on /storage/v1 with the anon key and the given bearer (the service key by default). */
  call(pathname: string, init?: RequestInit & { bearer?: string }): Promise<Response>;
  tokenOf(id: string, staff?: boolean): Promise<string>;
}

export function userToken(id: string, staff = false): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      app_metadata: staff ? { staff: true } : {},
    },
    DEMO_JWT_SECRET,
  );
}

function client(url: string, bearer?: string, key = DEMO_ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
  });
}

export async function startStorageTestApi(): Promise<StorageTestApi> {
  const server = await startLocalSupabase({
    projectRoot: FIXTURE,
    dataDir: null,
    port: 0,
    logRequests: false,
  });
  return {
    server,
    anon: client(server.url),
    service: client(server.url, DEMO_SERVICE_ROLE_KEY, DEMO_SERVICE_ROLE_KEY),
    staff: client(server.url, await userToken(STAFF_ID, true)),
    user: client(server.url, await userToken(USER_ID)),
    other: client(server.url, await userToken(OTHER_USER_ID)),
    tokenOf: userToken,
    call: (pathname, { bearer = DEMO_SERVICE_ROLE_KEY, headers, ...init } = {}) =>
      fetch(`${server.url}/storage/v1${pathname}`, {
        ...init,
        headers: {
          apikey: bearer === DEMO_SERVICE_ROLE_KEY ? DEMO_SERVICE_ROLE_KEY : DEMO_ANON_KEY,
          Authorization: `Bearer ${bearer}`,
          ...(headers as Record<string, string>),
        },
      }),
  };
}
