import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { AdminInsightsData } from './get-admin-insights';
import { insightKeys } from './keys';

/** Delete by id. */
export async function deleteInsight(id: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.from('insights').delete().eq('id', id));
}

/** Deletes an insight; on success it leaves every loaded admin list at once. */
export function useDeleteInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInsight,
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<AdminInsightsData>({ queryKey: insightKeys.admin.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((row) => row.id !== id),
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: insightKeys.admin.detail(id) });
      // Refresh every insight cache (the public pages too) in the background; the dialog need not wait.
      void queryClient.invalidateQueries({ queryKey: insightKeys.all });
    },
  });
}
