import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';

import type { Profile } from './api/get-profile';

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  /** The staff profile (`profiles` row) of the signed-in user, once loaded. */
  profile: Profile | null;
  /** True until the first auth event (or the initial session check) has arrived. */
  loading: boolean;
  /** True while the profile of a newly signed-in user is being fetched for the first time. */
  profileLoading: boolean;
  /** The signed-in user's profile says admin (leads and users are for admins only). */
  isAdmin: boolean;
  /** Signed in with the password, but the person's authenticator-app code is still to be entered. */
  secondFactorPending: boolean;
  /**
   * Why the database ended this tab's staff access (an admin changed, deactivated or removed the
   * account, or the session was ended elsewhere), until the next sign-in; the login page says it.
   */
  accessEnded: string | null;
  /**
   * The session ended by itself (it expired, or was ended in another tab) while this page was
   * open: the page stays as it is, with its forms and what was typed, and nothing is fetched until
   * the same person signs in again (`user` and `profile` still name them meanwhile).
   */
  sessionEnded: boolean;
  /** Gives up the ended session: the page goes to the login page (it comes back after). */
  abandonEndedSession: () => void;
  /** Rethrows the provider's error. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Rethrows the provider's error. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);
