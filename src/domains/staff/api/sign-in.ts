import type { Session } from '@supabase/supabase-js';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.trim(), z.minLength(1)),
});

type SignInInput = z.infer<typeof signInSchema>;

/** Password sign-in. Throws the provider's error (its `message` is shown to the user). */
export async function signInWithPassword(input: SignInInput): Promise<Session> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(supabase.auth.signInWithPassword(input));
  return data.session;
}
