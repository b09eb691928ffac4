/**
 * Where a sign-in stands with the second factor, read from the session alone (no request, no
 * supabase-js code): the auth provider asks it at every auth event, on the login page too.
 */
import type { Session, User } from '@supabase/supabase-js';

import { readJwtClaims } from '@/lib/jwt-claims';

/** The page that asks for the authenticator app's code after the password. */
export const SECOND_FACTOR_PATH = '/admin/verificacao';

/**
 * The person has an authenticator app but this session has not been verified with it yet (what
 * supabase-js calls current level aal1, next level aal2). Synchronous: safe in auth callbacks.
 */
export function secondFactorPending(session: Session | null): boolean {
  if (!session) return false;
  return hasAuthenticatorApp(session.user) && readJwtClaims(session.access_token)?.aal !== 'aal2';
}

/** The person has a verified authenticator app (as the user object of their session says). */
export function hasAuthenticatorApp(user: User | null): boolean {
  return (user?.factors ?? []).some((factor) => factor.status === 'verified');
}
