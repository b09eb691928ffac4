/**
 * Deleting one row by id from the back office: the row leaves the loaded lists at once (no
 * refetch to wait for), a query of the row itself is dropped (nothing should refetch a row that is
 * gone), then every query of its domain is refreshed in the background, the public pages too; the
 * confirmation dialog need not wait for that.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { getSupabase } from './get-supabase';
import { throwOnError } from './supabase-result';

/** The delete by id of a row of `table`; an error supabase-js returns is thrown. */
export function deleteRowOf(table: 'cases' | 'insights' | 'noticias' | 'redirects') {
  return async (id: string): Promise<void> => {
    const supabase = await getSupabase();
    await throwOnError(supabase.from(table).delete().eq('id', id));
  };
}

/** A cached list of rows without the row `id`. */
export function withoutRow<Row extends { id: string }>(rows: Row[], id: string): Row[] {
  return rows.filter((row) => row.id !== id);
}

interface DeleteCaches<List> {
  /** The loaded lists that show the row: every query under this key. */
  lists: QueryKey;
  /** A list's data without the row. */
  without: (list: List, id: string) => List;
  /** The query of the row itself, if it has one. */
  detail?: (id: string) => QueryKey;
  /** Every query of the domain. */
  all: QueryKey;
}

export function useDeleteById<List>(
  deleteRow: (id: string) => Promise<void>,
  { lists, without, detail, all }: DeleteCaches<List>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRow,
    onSuccess: async (_data, id) => {
      // A read still on its way (a search typed a moment ago) may have left before the delete and
      // bring the row back; the refresh below restarts a read only of a query that has data, so
      // the domain's reads are cancelled first and the refresh starts them again.
      await queryClient.cancelQueries({ queryKey: all });
      queryClient.setQueriesData<List>({ queryKey: lists }, (list) => (list ? without(list, id) : list));
      if (detail) queryClient.removeQueries({ queryKey: detail(id) });
      void queryClient.invalidateQueries({ queryKey: all });
    },
  });
}
