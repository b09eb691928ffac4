import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { NewsItem } from './get-news';
import { newsKeys } from './keys';

/** Delete by id. */
export async function deleteNews(id: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.from('noticias').delete().eq('id', id));
}

/** Deletes a news item; on success it leaves the list at once. */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<NewsItem[]>(newsKeys.list(), (items) =>
        items?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
