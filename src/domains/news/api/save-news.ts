import { SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { throwOnError } from '@/lib/supabase-result';

import { newsKeys } from './keys';
import { newsMessages, toNewsPayload, type NewsFormValues } from './news-schema';

/** The form field each constraint of `public.noticias` guards, and what to say under it. */
const NEWS_CONSTRAINTS: ConstraintFields<keyof NewsFormValues> = {
  noticias_titulo_check: { field: 'titulo', message: newsMessages.tituloRequired },
  noticias_link_externo_check: { field: 'link_externo', message: newsMessages.linkInvalid },
  noticias_imagem_check: { field: 'imagem', message: newsMessages.imagemInvalid },
};

/**
 * The database refused (or never answered) an insert/update: the form shows its toast and flags
 * the field a constraint names, keeping what was typed.
 */
export function newsSaveError(cause: unknown): SaveError<keyof NewsFormValues> {
  return new SaveError(cause, 'Falha ao salvar a notícia', NEWS_CONSTRAINTS);
}

/** Insert {titulo, link_externo, imagem}. */
export async function createNews(values: NewsFormValues): Promise<void> {
  const payload = toNewsPayload(values);
  const supabase = await getSupabase();
  await throwOnError(supabase.from('noticias').insert(payload), newsSaveError);
}

/** Update by id with the same fields. */
export async function updateNews({ id, values }: { id: string; values: NewsFormValues }): Promise<void> {
  const payload = toNewsPayload(values);
  const supabase = await getSupabase();
  await throwOnError(supabase.from('noticias').update(payload).eq('id', id), newsSaveError);
}

// After a change the list (public and admin) is read again before the toast, so it shows the change.
export const useCreateNews = () => useRefreshingMutation(createNews, newsKeys.all, { waitForRefresh: true });
export const useUpdateNews = () => useRefreshingMutation(updateNews, newsKeys.all, { waitForRefresh: true });
