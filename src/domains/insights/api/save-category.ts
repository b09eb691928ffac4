import { PUBLISHING_MESSAGES, SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow, throwOnError } from '@/lib/supabase-result';

import {
  categoryMessages,
  categorySlugOf,
  categoryToFormValues,
  toCategoryPayload,
  type CategoryFormValues,
} from './category-form-schema';
import { insightKeys } from './keys';
import { categoryRowSchema, type CategoryRow } from './row-schemas';

/**
 * The database refused (or never answered) the category: the form shows its toast and flags the
 * field a constraint names, keeping what was typed. A taken address is flagged where it came from:
 * under Endereço when one was typed, else under Nome (the name gave it).
 */
export function categorySaveError(
  cause: unknown,
  values: CategoryFormValues,
): SaveError<keyof CategoryFormValues> {
  const slug = categorySlugOf(values);
  const constraints: ConstraintFields<keyof CategoryFormValues> = {
    categorias_slug_key: {
      field: values.slug.trim() === '' ? 'nome' : 'slug',
      message: categoryMessages.duplicate(slug),
    },
    categorias_slug_check: { field: 'slug', message: categoryMessages.slugNoLetters },
    categorias_nome_check: { field: 'nome', message: categoryMessages.nomeRequired },
    categorias_descricao_check: { field: 'descricao', message: categoryMessages.descricaoTooLong },
    categorias_seo_titulo_check: { field: 'seo_titulo', message: PUBLISHING_MESSAGES.seo_titulo },
    categorias_seo_descricao_check: { field: 'seo_descricao', message: PUBLISHING_MESSAGES.seo_descricao },
    categorias_seo_imagem_check: { field: 'seo_imagem', message: PUBLISHING_MESSAGES.seo_imagem },
  };
  return new SaveError(cause, 'Falha ao salvar a categoria', constraints);
}

/** Insert {nome, slug, descricao, seo_*}; returns the saved row. */
export async function createCategory(values: CategoryFormValues): Promise<CategoryRow> {
  const payload = toCategoryPayload(values);
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase.from('categorias').insert(payload).select('*').single(),
    (error) => categorySaveError(error, values),
  );
  return categoryRowSchema.parse(data);
}

export interface UpdateCategoryInput {
  id: string;
  /** The version the form was read from (the database refuses the save if it is no longer the row's). */
  baseVersion: number;
  values: CategoryFormValues;
}

/**
 * Update by id, from the version the form was read from. A new slug moves the category's page and
 * its public articles; the database records the redirects (*_publishing.sql).
 */
export async function updateCategory({ id, baseVersion, values }: UpdateCategoryInput): Promise<CategoryRow> {
  const payload = toCategoryPayload(values);
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase
      .from('categorias')
      .update({ ...payload, base_version: baseVersion })
      .eq('id', id)
      .select('*')
      .single(),
    (error) => categorySaveError(error, values),
  );
  return categoryRowSchema.parse(data);
}

/** A category as it is saved now, as the form's values (the conflict view compares with them). */
export async function getSavedCategory(id: string) {
  const supabase = await getSupabase();
  const row = await parseRow(
    categoryRowSchema,
    supabase.from('categorias').select('*').eq('id', id).single(),
  );
  return { values: categoryToFormValues(row), version: row.version };
}

// Category names and addresses show on the site's insight pages and the article form's select too:
// everything under insightKeys.all is read again before the toast.
export const useCreateCategory = () =>
  useRefreshingMutation(createCategory, insightKeys.all, { waitForRefresh: true });
export const useUpdateCategory = () =>
  useRefreshingMutation(updateCategory, insightKeys.all, { waitForRefresh: true });
