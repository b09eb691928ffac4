import type { Session, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { isAccessEnded } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { SignedInStaffContext, type SignedInStaff } from '@/lib/signed-in-staff';
import { errorMessage } from '@/lib/utils';

import { getProfile, type Profile } from '../api/get-profile';
import { secondFactorPending } from '../api/mfa';
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
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(true);
  const [profileLoading, setProfileLoading] = useState(false);
  const [accessEnded, setAccessEnded] = useState<string | null>(null);
  const profileRef = useRef<Profile | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    let receivedEvent = false;
    let currentUserId: string | null = null;
    let unsubscribe: (() => void) | undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();

    const loadProfile = (userId: string) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        getProfile(userId)
          .then((loaded) => {
            // A late answer for a user who has since signed out (or been replaced) is dropped.
            if (!active || currentUserId !== userId) return;
            profileRef.current = loaded;
            setProfile(loaded);
          })
          .catch((error: unknown) => {
            // Logged only: the profile keeps its previous value.
            console.error('Erro ao carregar o perfil:', error);
          })
          .finally(() => {
            if (active && currentUserId === userId) setProfileLoading(false);
          });
      }, 0);
      timers.add(timer);
    };

    const applySession = (next: Session | null) => {
      const nextUser = next?.user ?? null;
      if (currentUserId !== null && currentUserId !== (nextUser?.id ?? null)) queryClient.clear();
      currentUserId = nextUser?.id ?? null;
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

    getSupabase()
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
      });

    return () => {
      active = false;
      unsubscribe?.();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [queryClient]);

  // A request the database refused because this tab's staff access ended (PT401): the session is
  // gone on the server, so it is dropped here too (local sign-out), and the login page says why.
  useEffect(() => {
    const end = (error: unknown) => {
      if (!isAccessEnded(error)) return;
      setAccessEnded(errorMessage(error));
      void getSupabase()
        .then((supabase) => supabase.auth.signOut({ scope: 'local' }))
        .catch((signOutError: unknown) => console.error('Erro ao encerrar a sessão local:', signOutError));
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') end(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') end(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

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
      signIn: async (email, password) => {
        await signInWithPassword({ email, password });
        setAccessEnded(null);
      },
      signOut: signOutRequest,
    }),
    [session, user, profile, loading, profileLoading, accessEnded],
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
