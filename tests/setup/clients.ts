import '../../local-supabase/node-websocket.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { PUBLIC_KEY, SECRET_KEY } from './keys.ts';
import type { Database } from '../../src/types/database.types.ts';

export type Client = SupabaseClient<Database>;

const options = { auth: { persistSession: false, autoRefreshToken: false } } as const;

export const apiUrl = () => inject('apiUrl');

/** A random address of TEST-NET-2 (198.51.100.0/24, reserved for documentation). */
const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`;

/**
 * A fetch that sends every request from the given client address, or from a random one: the API
 * trusts `X-Forwarded-For` in the suites (global-setup), so the suites' many lead inserts from one
 * machine do not add up in the per-address burst limit, and a test can pick an address to test it.
 */
function fetchFrom(address?: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', address ?? randomAddress());
    return fetch(input, { ...init, headers });
  };
}

/**
 * `url`: another local-supabase than the run's (a file that starts its own, e.g. to own the
 * database's build hook and its cron).
 */
export function anonClient({ address, url = apiUrl() }: { address?: string; url?: string } = {}): Client {
  return createClient<Database>(url, PUBLIC_KEY, {
    ...options,
    global: { fetch: fetchFrom(address) },
  });
}

export function serviceClient(url = apiUrl()): Client {
  return createClient<Database>(url, SECRET_KEY, options);
}

/** A client signed in with e-mail and password; throws when sign-in fails. */
export async function signedInClient(email: string, password: string, url = apiUrl()): Promise<Client> {
  const client = anonClient({ url });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}
