import { publishingConstraints, SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { slugify } from '@/lib/slug';
import { parseRow, throwOnError } from '@/lib/supabase-result';

import { ADMIN_INSIGHT_COLUMNS, adminInsightSchema, type AdminInsight } from './get-admin-insight';
import { insightMessages, toInsightPayload, type InsightFormValues } from './insight-form-schema';
import { insightKeys } from './keys';

/** The form field each constraint of `public.insights` guards, and what to say under it. */
const INSIGHT_CONSTRAINTS: ConstraintFields<keyof InsightFormValues> = {
  insights_slug_key: { field: 'titulo', message: insightMessages.slugTaken },
  insights_slug_check: { field: 'titulo', message: insightMessages.slugTaken },
  insights_titulo_check: { field: 'titulo', message: insightMessages.tituloRequired },
  insights_descricao_check: { field: 'descricao', message: insightMessages.descricaoMax },
  insights_conteudo_check: { field: 'conteudo', message: insightMessages.conteudoMax },
  insights_imagem_check: { field: 'imagem', message: insightMessages.imagemInvalid },
  insights_categoria_id_fkey: { field: 'categoria_id', message: insightMessages.categoryInvalid },
  ...publishingConstraints('insights'),
};

/**
 * The database refused (or never answered) an insert/update: the form shows its toast ('Não foi
 * possível criar/atualizar o insight') and flags the field a constraint names (e.g. the slug of
 * the title is already taken).
 */
export function insightSaveError(cause: unknown): SaveError<keyof InsightFormValues> {
  return new SaveError(cause, 'Falha ao salvar o insight', INSIGHT_CONSTRAINTS);
}

export interface CreateInsightInput {
  values: InsightFormValues;
  /** The signed-in user's id (`criado_por`; the database sets it from the session too). */
  authorId: string | null;
}

/**
 * Insert {titulo, descricao, conteudo, imagem, categoria_id, status, publicado_em, seo_*, slug,
 * criado_por}; returns the insight as saved (the editor goes on to its edit page).
 */
export async function createInsight({ values, authorId }: CreateInsightInput): Promise<AdminInsight> {
  const payload = toInsightPayload(values);
  const supabase = await getSupabase();
  return parseRow(
    adminInsightSchema,
    throwOnError(
      supabase
        .from('insights')
        .insert({ ...payload, criado_por: authorId })
        .select(ADMIN_INSIGHT_COLUMNS)
        .single(),
      insightSaveError,
    ),
  );
}

export interface UpdateInsightInput {
  id: string;
  /** The version the form was read from (the database refuses the save if it is no longer the insight's). */
  baseVersion: number;
  values: InsightFormValues;
  /** The title and slug the row had when the form opened. */
  original: { titulo: string; slug: string };
}

/**
 * The slug follows the title: a new title gives a new slug; an unchanged title keeps the current
 * one (so an address already shared, or a legacy `/categoria/post` slug, survives other edits).
 */
export function slugForUpdate(values: InsightFormValues, original: UpdateInsightInput['original']): string {
  return values.titulo.trim() === original.titulo.trim() ? original.slug : slugify(values.titulo);
}

/**
 * Update by id, from the version the form was read from, with the same fields as the insert (the
 * author never changes); returns the insight as saved.
 */
export async function updateInsight({
  id,
  baseVersion,
  values,
  original,
}: UpdateInsightInput): Promise<AdminInsight> {
  const payload = toInsightPayload(values, slugForUpdate(values, original));
  const supabase = await getSupabase();
  return parseRow(
    adminInsightSchema,
    throwOnError(
      supabase
        .from('insights')
        .update({ ...payload, base_version: baseVersion })
        .eq('id', id)
        .select(ADMIN_INSIGHT_COLUMNS)
        .single(),
      insightSaveError,
    ),
  );
}

// After a save every insight cache (public pages and admin lists) is stale; the editor goes on without waiting.
export const useCreateInsight = () =>
  useRefreshingMutation(createInsight, insightKeys.all, { waitForRefresh: false });
export const useUpdateInsight = () =>
  useRefreshingMutation(updateInsight, insightKeys.all, { waitForRefresh: false });
