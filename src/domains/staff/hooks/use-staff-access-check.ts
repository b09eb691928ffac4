import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import { staffKeys } from '../api/keys';

/** The caller's staff role; the database refuses (PT401) when an admin has ended their access. */
async function fetchStaffAccess(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(supabase.rpc('staff_access'));
  return data;
}

/**
 * Asks the database at every admin navigation whether this tab's staff access still holds. When
 * an admin has changed, deactivated or removed the account, the refusal reaches AuthProvider
 * through the query cache, which signs the tab out and shows the reason on the login page.
 */
export function useStaffAccessCheck(signedIn: boolean): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    queryClient
      .fetchQuery({ queryKey: staffKeys.access(), queryFn: fetchStaffAccess, staleTime: 0, retry: false })
      .catch(() => undefined); // a refusal is handled by AuthProvider; a network failure waits for the next one
  }, [signedIn, pathname, queryClient]);
}
