import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { caseKeys } from './keys';

/** A case as its public page reads it (the `cases` row). */
export const caseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  subtitulo: z.string(),
  data_publicacao: z.string(),
  destaque: z.boolean(),
  imagem_destacada: z.nullable(z.string()),
  video_url: z.nullable(z.string()),
  agente_ia_url: z.nullable(z.string()),
  problema: z.nullable(z.string()),
  solucao: z.nullable(z.string()),
  resultados: z.nullable(z.string()),
  galeria: z.nullable(z.array(z.string())),
  depoimento_texto: z.nullable(z.string()),
  depoimento_nome: z.nullable(z.string()),
  depoimento_cargo: z.nullable(z.string()),
  depoimento_foto: z.nullable(z.string()),
  created_at: z.string(),
});

export type Case = z.infer<typeof caseSchema>;

/**
 * One case by slug, or null when there is none: the page shows 'Case não encontrado'.
 * A failed request throws (the page shows the connection error and its retry).
 */
export async function getCaseBySlug(slug: string): Promise<Case | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('cases')
    .select('*')
    .eq('slug', slug)
    .maybeSingle()
    .retry(false);
  if (error) throw error;
  return data === null ? null : caseSchema.parse(data);
}

export function caseQueryOptions(slug: string) {
  return queryOptions({ queryKey: caseKeys.detail(slug), queryFn: () => getCaseBySlug(slug) });
}

export function useCase(slug: string) {
  return useQuery(caseQueryOptions(slug));
}
