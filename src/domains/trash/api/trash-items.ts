import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows, throwOnError } from '@/lib/supabase-result';

import { trashKeys } from './keys';

/** What can be in the trash (the activity log's subject types). */
export const TRASH_KINDS = ['case', 'insight', 'noticia', 'nicho'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** How the page names each kind: the type column, and the toasts' words (gender included). */
export const TRASH_KIND_LABELS: Record<
  TrashKind,
  { type: string; restored: string; deleted: string; the: string }
> = {
  case: { type: 'Case', restored: 'Case restaurado.', deleted: 'Case excluído para sempre.', the: 'o case' },
  insight: {
    type: 'Insight',
    restored: 'Insight restaurado.',
    deleted: 'Insight excluído para sempre.',
    the: 'o insight',
  },
  noticia: {
    type: 'Notícia',
    restored: 'Notícia restaurada.',
    deleted: 'Notícia excluída para sempre.',
    the: 'a notícia',
  },
  nicho: {
    type: 'Nicho',
    restored: 'Nicho restaurado.',
    deleted: 'Nicho excluído para sempre.',
    the: 'o nicho',
  },
};

const trashItemSchema = z.object({
  kind: z.enum(TRASH_KINDS),
  id: z.string(),
  titulo: z.string(),
  deleted_at: z.string(),
  deleted_by: z.nullable(z.string()),
  /** Null: the account was removed since. */
  deleted_by_email: z.nullable(z.string()),
  /** When the daily job deletes it for good. */
  purge_at: z.string(),
});

export type TrashItem = z.infer<typeof trashItemSchema>;

/** Everything in the trash, most recently deleted first (staff). */
export async function getTrashItems(): Promise<TrashItem[]> {
  const supabase = await getSupabase();
  return parseRows(trashItemSchema, supabase.rpc('trash_items'));
}

export function trashItemsQueryOptions() {
  return queryOptions({ queryKey: trashKeys.list(), queryFn: getTrashItems });
}

/**
 * A mutation on one trashed item: it leaves the list at once, then the trash and `refresh` (the
 * lists it comes back to, which the route names) are refreshed.
 */
function useTrashMutation(run: (item: TrashItem) => Promise<void>, refresh: () => void = () => {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, item) => {
      queryClient.setQueryData<TrashItem[]>(trashKeys.list(), (rows) =>
        rows?.filter((row) => row.id !== item.id),
      );
      void queryClient.invalidateQueries({ queryKey: trashKeys.all });
      refresh();
    },
  });
}

/** 'Restaurar' (staff): the item is back where it was, with its niches. */
export function useRestoreFromTrash(onRestored?: () => void) {
  return useTrashMutation(async ({ kind, id }) => {
    const supabase = await getSupabase();
    await throwOnError(supabase.rpc('restore_from_trash', { kind, item_id: id }));
  }, onRestored);
}

/** 'Excluir para sempre' (admins; the database refuses anyone else). */
export function useDeleteFromTrash() {
  return useTrashMutation(async ({ kind, id }) => {
    const supabase = await getSupabase();
    await throwOnError(supabase.rpc('delete_from_trash', { kind, item_id: id }));
  });
}
