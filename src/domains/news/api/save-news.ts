import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';

import { NewsSaveError } from './errors';
import { adminNewsKeys, dashboardRootKey } from './admin-keys';
import { toNewsPayload, type NewsFormValues } from './news-schema';

/** Insert {titulo, link_externo, imagem}. */
export async function createNews(values: NewsFormValues): Promise<void> {
  const payload = toNewsPayload(values);
  const supabase = await getSupabase();
  const { error } = await supabase.from('noticias').insert(payload);
  if (error) throw new NewsSaveError(error);
}

/** Update by id with the same fields. */
export async function updateNews({ id, values }: { id: string; values: NewsFormValues }): Promise<void> {
  const payload = toNewsPayload(values);
  const supabase = await getSupabase();
  const { error } = await supabase.from('noticias').update(payload).eq('id', id);
  if (error) throw new NewsSaveError(error);
}

/** After a change: the admin list (awaited, so it shows the change with the toast), public caches, counts. */
function useRefreshNews() {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: dashboardRootKey });
    await queryClient.invalidateQueries({ queryKey: adminNewsKeys.all });
  };
}

export function useCreateNews() {
  const refresh = useRefreshNews();
  return useMutation({ mutationFn: createNews, onSuccess: refresh });
}

export function useUpdateNews() {
  const refresh = useRefreshNews();
  return useMutation({ mutationFn: updateNews, onSuccess: refresh });
}
