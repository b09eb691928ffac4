/**
 * 'Alterações pendentes' (supabase/migrations/*_staged_changes.sql): changes to a published case or
 * article saved beside it while the live version stays. Staff stage them from the item's form,
 * preview them at its public address, publish them now or at a chosen moment, or discard them.
 * Every call names the set's version, as a save names the row's (PT409 when someone changed it).
 */
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getStaffPreviewClient, getSupabase } from './get-supabase';
import { parseRow, parseRows } from './supabase-result';
import type { Database } from '@/types/database.types';

/** The items that take staged changes (their subject in the database). */
export type StagedSubject = 'case' | 'insight';

/** One item's set, as the admin panel shows it. */
export const pendingChangesSchema = z.object({
  subject: z.enum(['case', 'insight']),
  item_id: z.string(),
  /** The columns its form writes, as the live save takes them. */
  fields: z.record(z.string(), z.unknown()),
  nicho_ids: z.nullable(z.array(z.string())),
  publish_at: z.nullable(z.string()),
  live_version: z.number(),
  /** Why the scheduled publication did not happen (the job stopped trying). */
  publish_error: z.nullable(z.string()),
  version: z.number(),
  updated_at: z.nullable(z.string()),
  updated_by: z.nullable(z.string()),
});

export type PendingChanges = z.infer<typeof pendingChangesSchema>;

const pendingChangesWithAuthorSchema = z.extend(pendingChangesSchema, {
  updated_by_email: z.nullable(z.string()),
});

export type PendingChangesWithAuthor = z.infer<typeof pendingChangesWithAuthorSchema>;

/**
 * A public page previewing pending changes (staff only): the moment they are scheduled for, if
 * any. The page shows the preview banner and is `noindex`.
 */
export interface StagedPreview {
  publishAt: string | null;
}

const PENDING_COLUMNS =
  'subject, item_id, fields, nicho_ids, publish_at, live_version, publish_error, version, updated_at, updated_by';

/**
 * The pending changes of a public item, for a staff member opening its public address; null for
 * visitors (nothing is asked) and when the item has none.
 */
export async function getPendingPreview(
  subject: StagedSubject,
  itemId: string,
): Promise<PendingChanges | null> {
  const supabase = await getStaffPreviewClient();
  if (!supabase) return null;
  return parseRow(
    z.nullable(pendingChangesSchema),
    supabase
      .from('pending_changes')
      .select(PENDING_COLUMNS)
      .eq('subject', subject)
      .eq('item_id', itemId)
      .maybeSingle()
      .retry(false),
  );
}

export const pendingKeys = {
  all: ['pending-changes'] as const,
  /** The ids of the items of one kind with pending changes (the admin lists' badge). */
  ids: (subject: StagedSubject) => [...pendingKeys.all, 'ids', subject] as const,
  /** One item's set, with who saved it. */
  item: (subject: StagedSubject, itemId: string) => [...pendingKeys.all, 'item', subject, itemId] as const,
};

/** One item's set (null: none), with who saved it last. */
export async function getPendingChanges(
  subject: StagedSubject,
  itemId: string,
): Promise<PendingChangesWithAuthor | null> {
  const supabase = await getSupabase();
  const rows = await parseRows(
    pendingChangesWithAuthorSchema,
    supabase.rpc('item_pending_changes', { subject, item_id: itemId }),
  );
  return rows[0] ?? null;
}

export function pendingChangesQueryOptions(subject: StagedSubject, itemId: string) {
  return queryOptions({
    queryKey: pendingKeys.item(subject, itemId),
    queryFn: () => getPendingChanges(subject, itemId),
    // Read afresh each time the form opens: someone else may have staged or published meanwhile.
    gcTime: 0,
  });
}

/** The ids of the items of `subject` that have pending changes. */
export async function getPendingItemIds(subject: StagedSubject): Promise<ReadonlySet<string>> {
  const supabase = await getSupabase();
  const rows = await parseRows(
    z.object({ item_id: z.string() }),
    supabase.from('pending_changes').select('item_id').eq('subject', subject),
  );
  return new Set(rows.map((row) => row.item_id));
}

export function pendingItemIdsQueryOptions(subject: StagedSubject) {
  return queryOptions({ queryKey: pendingKeys.ids(subject), queryFn: () => getPendingItemIds(subject) });
}

export interface StageChangesInput {
  subject: StagedSubject;
  itemId: string;
  /** The set's version the form was read from; null when it was read from the live item. */
  baseVersion: number | null;
  /** The live item's version the form was read from. */
  liveVersion: number;
  /** What the item's live save would send (save_case's fields, an insight's update). */
  fields: object;
  /** A case's niches after publication. */
  nichoIds?: readonly string[];
}

type StageArgs = Database['public']['Functions']['stage_changes']['Args'];

/** Saves the form's values as the item's pending changes; answers the set as saved. */
export async function stageChanges(input: StageChangesInput): Promise<PendingChanges> {
  const supabase = await getSupabase();
  // The generated Args type every argument as required; the function takes null for a first set.
  const args = {
    subject: input.subject,
    item_id: input.itemId,
    base_version: input.baseVersion,
    live_version: input.liveVersion,
    fields: input.fields,
    nicho_ids: input.nichoIds ? [...input.nichoIds] : null,
  } as unknown as StageArgs;
  return parseRow(pendingChangesSchema, supabase.rpc('stage_changes', args));
}

/** Names one set at the version the person is looking at. */
export interface PendingChangesRef {
  subject: StagedSubject;
  itemId: string;
  version: number;
}

/** 'Publicar alterações': the set goes live now (PT409 when the live item changed since it was staged). */
export async function publishChanges({ subject, itemId, version }: PendingChangesRef): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('publish_changes', {
    subject,
    item_id: itemId,
    base_version: version,
  });
  if (error) throw error;
}

/** Schedules the set for `publishAt` (an ISO moment ahead), or unschedules it (null). */
export async function scheduleChanges({
  publishAt,
  ...ref
}: PendingChangesRef & { publishAt: string | null }): Promise<PendingChanges> {
  const supabase = await getSupabase();
  const args = {
    subject: ref.subject,
    item_id: ref.itemId,
    base_version: ref.version,
    publish_at: publishAt,
  } as unknown as Database['public']['Functions']['schedule_changes']['Args'];
  return parseRow(pendingChangesSchema, supabase.rpc('schedule_changes', args));
}

/** 'Descartar alterações': the set is gone; the live item stays. */
export async function discardChanges({ subject, itemId, version }: PendingChangesRef): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('discard_changes', {
    subject,
    item_id: itemId,
    base_version: version,
  });
  if (error) throw error;
}

/**
 * A change to a set; afterwards the pending-changes queries and `content` (the item's domain: its
 * lists, pages and editor) are read again.
 */
export function usePendingChangesMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  content: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingKeys.all }),
        queryClient.invalidateQueries({ queryKey: content }),
      ]),
  });
}
