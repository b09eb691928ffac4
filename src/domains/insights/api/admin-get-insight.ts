import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { isPermanentLoadError } from './errors';
import { adminInsightKeys } from './admin-keys';

export const insightDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  descricao: z.nullable(z.string()),
  conteudo: z.nullable(z.string()),
  imagem: z.nullable(z.string()),
  data_publicacao: z.string(),
  categoria_id: z.nullable(z.string()),
  categoria: z.nullable(z.object({ id: z.string(), nome: z.string(), slug: z.string() })),
});

export type InsightDetail = z.infer<typeof insightDetailSchema>;

/** The insight being edited, by id (select by id, single). */
export async function getInsight(id: string): Promise<InsightDetail> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('insights')
    .select(
      'id, slug, titulo, descricao, conteudo, imagem, data_publicacao, categoria_id, categoria:categorias(id, nome, slug)',
    )
    .eq('id', id)
    .single();
  if (error) throw error;
  return insightDetailSchema.parse(data);
}

export function insightQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminInsightKeys.detail(id),
    queryFn: () => getInsight(id),
    // Each visit of the edit page loads the row afresh (someone else may have changed it).
    gcTime: 0,
    // A missing row or a malformed id will not appear by retrying: report it at once.
    retry: (failures, error) => !isPermanentLoadError(error) && failures < 2,
  });
}

export function useInsight(id: string) {
  return useQuery(insightQueryOptions(id));
}
