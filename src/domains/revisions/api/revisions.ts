import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow, parseRows } from '@/lib/supabase-result';

import type { RevisionContent, RevisionSubject } from '../utils/revision-fields';
import { revisionKeys } from './keys';

const revisionSchema = z.object({
  id: z.number(),
  version: z.number(),
  created_at: z.string(),
  created_by: z.nullable(z.string()),
  created_by_email: z.nullable(z.string()),
});

/** One entry of 'Histórico': a saved version, who saved it (null: a server task or a removed account), when. */
export type Revision = z.infer<typeof revisionSchema>;

/** An item's revisions, newest first (RPC item_revisions: staff only; the first is the current version). */
export async function getRevisions(subject: RevisionSubject, itemId: string): Promise<Revision[]> {
  const supabase = await getSupabase();
  return parseRows(revisionSchema, supabase.rpc('item_revisions', { subject, item_id: itemId }));
}

export function revisionsQueryOptions(subject: RevisionSubject, itemId: string) {
  return queryOptions({
    queryKey: revisionKeys.list(subject, itemId),
    queryFn: () => getRevisions(subject, itemId),
    // Each visit reads the list afresh: someone may have saved since.
    gcTime: 0,
  });
}

const contentSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  niches: z.nullable(z.array(z.object({ id: z.string(), nome: z.string() }))),
});

/** What one revision holds: the whole row, and a case's niches. */
export async function getRevisionContent(id: number): Promise<RevisionContent> {
  const supabase = await getSupabase();
  return parseRow(
    contentSchema,
    supabase.from('content_revisions').select('data, niches').eq('id', id).single(),
  );
}

export function revisionContentQueryOptions(id: number) {
  return queryOptions({ queryKey: revisionKeys.content(id), queryFn: () => getRevisionContent(id) });
}

/**
 * Restores a revision as a new version (RPC restore_revision). `baseVersion` is the item's
 * version the person is looking at: when someone saved since, the database refuses (PT409) and
 * nothing changes. Afterwards the history and every query under `refresh` (the item's domain) are
 * read again, so the form shows the restored content.
 */
export function useRestoreRevision(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ revisionId, baseVersion }: { revisionId: number; baseVersion: number }) => {
      const supabase = await getSupabase();
      return parseRow(
        z.number(),
        supabase.rpc('restore_revision', { revision_id: revisionId, base_version: baseVersion }),
      );
    },
    onSettled: () => {
      // A form keeps a copy of its item cached (cases: never stale); dropped, the form loads the
      // restored content instead of showing the copy first.
      queryClient.removeQueries({ queryKey: refresh, type: 'inactive' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
        queryClient.invalidateQueries({ queryKey: refresh }),
      ]);
    },
  });
}
