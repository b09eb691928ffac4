import type { Session, User } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { getSupabase } from '@/lib/get-supabase';
import { clearQueryCache, holdQueries, onAccessEnded, queriesSettled } from '@/lib/session-query-cache';
import { SignedInStaffContext, type SignedInStaff } from '@/lib/signed-in-staff';
import { errorMessage } from '@/lib/error-message';

import type { Profile } from '../api/get-profile';
import { secondFactorPending } from '../utils/second-factor';
import { signInWithPassword } from '../api/sign-in';
import { signOut as signOutRequest } from '../api/sign-out';
import { AuthContext, type AuthContextValue } from '../auth-context';

/**
 * Session, user and staff profile for the admin area. Mounted by the admin layout route
 * only, so supabase-js (loaded here through `getSupabase`) never reaches a public page.
 *
 * Every auth event stores the session and user; with a user the profile is fetched after a
 * zero-delay defer (never call supabase inside the auth callback: it holds the auth lock),
 * without one it is cleared. Loading ends with the first event or the initial session check.
 * When the signed-in user goes away or changes, the query cache is emptied: what one staff member
 * could read (leads, users) is never shown to the next one in the same tab.
 *
 * A session that ends by itself (not signed out here, not ended by an admin) leaves the page as
 * it is: the user stays, nothing is fetched (queries and mutations are held) and the admin layout
 * asks the same person to sign in again in place.
 *
 * Signing out holds queries and waits for the requests already sent before the session ends on
 * the server: one that arrived after it would be refused (401) with the revoked token.
 *
 * React Query itself is not loaded here: the login page reads no query (src/lib/session-query-cache.ts).
 */
/** How long signing out waits for the requests already sent. */
const SIGN_OUT_SETTLE_MS = 3000;

export function AuthProvider({
  children,
  connectAtOnce = true,
}: {
  children: ReactNode;
  /**
   * Load supabase-js and restore the session now. False on the login page of a browser that holds
   * no session: there is none to restore, so the form shows at once and supabase-js is loaded when
   * the person signs in (the form starts loading it at their first intent). Turning true later
   * (another admin page) connects then.
   */
  connectAtOnce?: boolean;
}) {
  const [session, setSession] = useState<Session | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(connectAtOnce);
  const [profileLoading, setProfileLoading] = useState(false);
  const [accessEnded, setAccessEnded] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const profileRef = useRef<Profile | null>(null);
  // The signed-in person (kept while their session is ended), and whether the next sign-out is
  // on purpose (the person's own, or an admin ending their access).
  const currentUserIdRef = useRef<string | null>(null);
  const signingOutRef = useRef(false);
  // Loads supabase-js and follows its auth events, once (the effect below sets it).
  const connectRef = useRef<() => Promise<void>>(() => Promise.resolve());

  useEffect(() => {
    let active = true;
    let receivedEvent = false;
    let connected: Promise<void> | undefined;
    let unsubscribe: (() => void) | undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();

    const loadProfile = (userId: string) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        // Its row schema (zod) loads with the first signed-in user, not on the login page.
        import('../api/get-profile')
          .then(({ getProfile }) => getProfile(userId))
          .then((loaded) => {
            // A late answer for a user who has since signed out (or been replaced) is dropped.
            if (!active || currentUserIdRef.current !== userId) return;
            profileRef.current = loaded;
            setProfile(loaded);
          })
          .catch((error: unknown) => {
            // Logged only: the profile keeps its previous value.
            console.error('Erro ao carregar o perfil:', error);
          })
          .finally(() => {
            if (active && currentUserIdRef.current === userId) setProfileLoading(false);
          });
      }, 0);
      timers.add(timer);
    };

    const applySession = (next: Session | null) => {
      const nextUser = next?.user ?? null;
      const previousUserId = currentUserIdRef.current;
      const onPurpose = signingOutRef.current;
      signingOutRef.current = false;
      if (!nextUser && previousUserId !== null && !onPurpose) {
        setSessionEnded(true);
        return;
      }
      // The same person is back once their sign-in is complete (second factor included).
      if (nextUser?.id === previousUserId && !secondFactorPending(next)) {
        setSessionEnded(false);
      }
      if (previousUserId !== null && previousUserId !== (nextUser?.id ?? null)) clearQueryCache();
      currentUserIdRef.current = nextUser?.id ?? null;
      setSession(next);
      setUser(nextUser);
      if (nextUser) {
        if (profileRef.current?.id !== nextUser.id) setProfileLoading(true);
        loadProfile(nextUser.id);
      } else {
        profileRef.current = null;
        setProfile(null);
        setProfileLoading(false);
      }
      setLoading(false);
    };

    const connect = () =>
      (connected ??= getSupabase()
        .then((supabase) => {
          if (!active) return;
          const { data } = supabase.auth.onAuthStateChange((_event, next) => {
            receivedEvent = true;
            if (active) applySession(next);
          });
          unsubscribe = () => data.subscription.unsubscribe();
          return supabase.auth.getSession().then(({ data: { session: initial }, error }) => {
            if (error) console.error('Erro ao verificar a sessão:', error);
            // supabase-js normally announces the stored session first (INITIAL_SESSION).
            if (active && !receivedEvent) applySession(initial);
          });
        })
        .catch((error: unknown) => {
          console.error('Erro ao iniciar a autenticação:', error);
          if (active) setLoading(false);
        }));
    connectRef.current = connect;

    return () => {
      active = false;
      connectRef.current = () => Promise.resolve();
      unsubscribe?.();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (connectAtOnce) void connectRef.current();
  }, [connectAtOnce]);

  // A request the database refused because this tab's staff access ended (PT401): the session is
  // gone on the server, so it is dropped here too (local sign-out), and the login page says why.
  useEffect(
    () =>
      onAccessEnded((error) => {
        setAccessEnded(errorMessage(error));
        signingOutRef.current = true;
        void getSupabase()
          .then((supabase) => supabase.auth.signOut({ scope: 'local' }))
          .catch((signOutError: unknown) => console.error('Erro ao encerrar a sessão local:', signOutError));
      }),
    [],
  );

  // While the session is ended queries and mutations wait. Released when it is renewed or given
  // up, and when the admin area unmounts (the public site must never be left paused).
  useEffect(() => {
    if (!sessionEnded) return;
    holdQueries('session-ended', true);
    return () => holdQueries('session-ended', false);
  }, [sessionEnded]);

  const abandonEndedSession = useCallback(() => {
    setSessionEnded(false);
    clearQueryCache();
    currentUserIdRef.current = null;
    profileRef.current = null;
    setSession(null);
    setUser(null);
    setProfile(null);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user,
      profile,
      loading,
      profileLoading,
      isAdmin: profile?.tipo === 'admin' && profile.id === user?.id,
      secondFactorPending: secondFactorPending(session),
      accessEnded,
      sessionEnded,
      abandonEndedSession,
      signIn: async (email, password) => {
        // Following the auth events before signing in: the provider hears SIGNED_IN.
        await connectRef.current();
        await signInWithPassword({ email, password });
        setAccessEnded(null);
      },
      signOut: async () => {
        signingOutRef.current = true;
        holdQueries('signing-out', true);
        try {
          await queriesSettled(SIGN_OUT_SETTLE_MS);
          await signOutRequest();
        } catch (error) {
          signingOutRef.current = false;
          throw error;
        } finally {
          // Signed out, the cache was emptied with the SIGNED_OUT event; failed, the page goes on.
          holdQueries('signing-out', false);
        }
      },
    }),
    [session, user, profile, loading, profileLoading, accessEnded, sessionEnded, abandonEndedSession],
  );

  const userId = user?.id;
  const userEmail = user?.email ?? profile?.email ?? '';
  const signedIn = useMemo<SignedInStaff | null>(
    () => (userId ? { id: userId, email: userEmail } : null),
    [userId, userEmail],
  );

  return (
    <AuthContext.Provider value={value}>
      <SignedInStaffContext.Provider value={signedIn}>{children}</SignedInStaffContext.Provider>
    </AuthContext.Provider>
  );
}
