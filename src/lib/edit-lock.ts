/**
 * Who else has an item open for editing (`claim_edit_lock` / `release_edit_lock`). The form claims
 * the item's lock when it opens and claims it again every few seconds (the heartbeat); the
 * database frees a lock nobody renewed for 45 s, so a closed laptop lets go by itself. The lock
 * only informs: the version rule is what refuses a stale save.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow, throwOnError } from '@/lib/supabase-result';

/** The kinds of item a lock is about (the database's `edit_locks_subject_check`). */
export type EditLockSubject = 'case' | 'insight' | 'noticia' | 'nicho' | 'categoria' | 'redirect';

/** How often an open form renews its lock: well inside the database's 45 s of silence. */
export const EDIT_LOCK_HEARTBEAT_MS = 10_000;

const lockSchema = z.object({
  /** The caller holds the lock now. */
  held: z.boolean(),
  holder_email: z.string(),
  /** Since when the holder has the item open. */
  since: z.string(),
  /** Set when the caller held the lock and this person took it over. */
  taken_by_email: z.nullable(z.string()),
});
export type EditLock = z.infer<typeof lockSchema>;

interface LockTarget {
  subject: EditLockSubject;
  itemId: string;
}

export async function claimEditLock({ subject, itemId }: LockTarget, takeOver = false): Promise<EditLock> {
  const supabase = await getSupabase();
  return parseRow(
    lockSchema,
    supabase.rpc('claim_edit_lock', { subject, item_id: itemId, take_over: takeOver }),
  );
}

export async function releaseEditLock({ subject, itemId }: LockTarget): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.rpc('release_edit_lock', { subject, item_id: itemId }));
}

export const editLockKey = ({ subject, itemId }: LockTarget) => ['edit-lock', subject, itemId] as const;

/**
 * The item's lock while the form is open (`enabled`): claimed at once, renewed every
 * EDIT_LOCK_HEARTBEAT_MS (also in a background tab, and again as soon as the tab is seen again —
 * a laptop opened after a night), released when the form closes. While someone else holds it the
 * renewal only asks (it never takes the lock away from them); `takeOver` does.
 */
export function useEditLock(target: LockTarget, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const key = editLockKey(target);
  const lock = useQuery({
    queryKey: key,
    queryFn: () => claimEditLock(target),
    enabled,
    refetchInterval: EDIT_LOCK_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    // Every answer is news (a take-over): never served from an old cache entry.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const takeOver = useMutation({
    mutationFn: () => claimEditLock(target, true),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });

  const { subject, itemId } = target;
  useEffect(() => {
    if (!enabled) return;
    const release = () => void releaseEditLock({ subject, itemId }).catch(() => undefined);
    // Closing the tab: a best effort (the 45 s of silence free the lock anyway).
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [enabled, subject, itemId]);

  return { lock: lock.data, takeOver: () => takeOver.mutate(), takingOver: takeOver.isPending };
}
