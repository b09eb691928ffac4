import * as z from 'zod/mini';

import { SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow, throwOnError } from '@/lib/supabase-result';
import { EDIT_VERSION_COLUMNS } from '@/lib/table-row';

import { newsKeys } from './keys';
import { newsMessages, newsToFormValues, toNewsPayload, type NewsFormValues } from './news-schema';

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

/** Insert {titulo, link_externo, imagem}; answers the new item's id (the list shows it). */
export async function createNews(values: NewsFormValues): Promise<{ id: string }> {
  const payload = toNewsPayload(values);
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase.from('noticias').insert(payload).select('id').single(),
    newsSaveError,
  );
  return data;
}

export interface UpdateNewsInput {
  id: string;
  /** The version the form was read from (the database refuses the save if it is no longer the item's). */
  baseVersion: number;
  values: NewsFormValues;
}

/** Update by id, from the version the form was read from, with the same fields. */
export async function updateNews({ id, baseVersion, values }: UpdateNewsInput): Promise<void> {
  const payload = toNewsPayload(values);
  const supabase = await getSupabase();
  await throwOnError(
    supabase
      .from('noticias')
      .update({ ...payload, base_version: baseVersion })
      .eq('id', id),
    newsSaveError,
  );
}

const savedNewsSchema = z.object({
  titulo: z.string(),
  link_externo: z.string(),
  imagem: z.nullable(z.string()),
  version: z.number(),
});

/** A news item as it is saved now, as the form's values (the conflict view compares with them). */
export async function getSavedNews(id: string) {
  const supabase = await getSupabase();
  const row = await parseRow(
    savedNewsSchema,
    supabase
      .from('noticias')
      .select(`titulo, link_externo, imagem, ${EDIT_VERSION_COLUMNS}`)
      .eq('id', id)
      .single(),
  );
  return { values: newsToFormValues(row), version: row.version };
}

// After a change the list (public and admin) is read again before the toast, so it shows the change.
export const useCreateNews = () => useRefreshingMutation(createNews, newsKeys.all, { waitForRefresh: true });
export const useUpdateNews = () => useRefreshingMutation(updateNews, newsKeys.all, { waitForRefresh: true });
