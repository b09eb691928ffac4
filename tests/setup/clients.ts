import '../../local-supabase/node-websocket.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../local-supabase/config.ts';
import type { Database } from '../../src/types/database.types.ts';

export type Client = SupabaseClient<Database>;

const options = { auth: { persistSession: false, autoRefreshToken: false } } as const;

export const apiUrl = () => inject('apiUrl');

export function anonClient(): Client {
  return createClient<Database>(apiUrl(), DEMO_ANON_KEY, options);
}

export function serviceClient(): Client {
  return createClient<Database>(apiUrl(), DEMO_SERVICE_ROLE_KEY, options);
}

/** A client signed in with e-mail and password; throws when sign-in fails. */
export async function signedInClient(email: string, password: string): Promise<Client> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}
