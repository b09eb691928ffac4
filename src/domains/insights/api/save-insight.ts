import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';
import { slugify } from '@/lib/slug';

import { InsightSaveError } from './errors';
import { toInsightPayload, type InsightFormValues } from './insight-schema';
import { adminInsightKeys, dashboardRootKey } from './admin-keys';

export interface CreateInsightInput {
  values: InsightFormValues;
  /** The signed-in user's id (`criado_por`; the database sets it from the session too). */
  authorId: string | null;
}

/** Insert {titulo, descricao, conteudo, imagem, categoria_id, data_publicacao, slug, criado_por}. */
export async function createInsight({ values, authorId }: CreateInsightInput): Promise<void> {
  const payload = toInsightPayload(values);
  const supabase = await getSupabase();
  const { error } = await supabase.from('insights').insert({ ...payload, criado_por: authorId });
  if (error) throw new InsightSaveError(error);
}

export interface UpdateInsightInput {
  id: string;
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

/** Update by id with the same fields as the insert (the author never changes). */
export async function updateInsight({ id, values, original }: UpdateInsightInput): Promise<void> {
  const payload = toInsightPayload(values, slugForUpdate(values, original));
  const supabase = await getSupabase();
  const { error } = await supabase.from('insights').update(payload).eq('id', id);
  if (error) throw new InsightSaveError(error);
}

function useInvalidateInsights() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminInsightKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardRootKey }),
    ]);
}

export function useCreateInsight() {
  const invalidate = useInvalidateInsights();
  return useMutation({ mutationFn: createInsight, onSuccess: () => void invalidate() });
}

export function useUpdateInsight() {
  const invalidate = useInvalidateInsights();
  return useMutation({ mutationFn: updateInsight, onSuccess: () => void invalidate() });
}
