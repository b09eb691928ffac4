import type { Session } from '@supabase/supabase-js';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/throw-on-error';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * The e-mail and password as sent (both trimmed), or null when either is empty. Plain code, no
 * schema library: the login page loads as little as it can.
 */
export function signInInput(email: string, password: string): SignInInput | null {
  const input = { email: email.trim(), password: password.trim() };
  return input.email && input.password ? input : null;
}

/** Password sign-in. Throws the provider's error (its `message` is shown to the user). */
export async function signInWithPassword(input: SignInInput): Promise<Session> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(supabase.auth.signInWithPassword(input));
  return data.session;
}

const INVALID_CREDENTIALS = 'Credenciais inválidas';
const DEACTIVATED = 'Esta conta está desativada. Fale com um administrador da equipe.';

/** GoTrue's wrong e-mail or password: code `invalid_credentials`, 400 'Invalid login credentials'. */
function isInvalidCredentials(error: object): boolean {
  if ('code' in error && error.code === 'invalid_credentials') return true;
  return (
    'message' in error &&
    typeof error.message === 'string' &&
    /^invalid login credentials$/i.test(error.message)
  );
}

/**
 * A failed sign-in shows the server's message, or 'Credenciais inválidas'. GoTrue answers a wrong e-mail or
 * password in English, so that case is shown as 'Credenciais inválidas'; other server messages
 * (e.g. too many attempts) are kept as they come; a deactivated account gets its own explanation.
 */
export function signInErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return INVALID_CREDENTIALS;
  if (isInvalidCredentials(error)) return INVALID_CREDENTIALS;
  // GoTrue's answer for a deactivated (banned) account, in English.
  if ('code' in error && error.code === 'user_banned') return DEACTIVATED;
  if ('message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return INVALID_CREDENTIALS;
}
