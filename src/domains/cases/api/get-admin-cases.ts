import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { adminCaseKeys } from './admin-keys';

/** A row of the admin list: the case plus its niches through the join (names sorted). */
export const adminCaseRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  subtitulo: z.string(),
  data_publicacao: z.string(),
  destaque: z.boolean(),
  imagem_destacada: z.nullable(z.string()),
  cases_nichos: z.array(z.object({ id: z.string(), nome: z.string() })),
});

export type AdminCaseRow = z.infer<typeof adminCaseRowSchema>;

/** Every case, newest publication first, with its niche names. */
export async function getAdminCases(): Promise<AdminCaseRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('cases')
    .select(
      'id, slug, titulo, subtitulo, data_publicacao, destaque, imagem_destacada, cases_nichos(id, nome)',
    )
    .order('data_publicacao', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z
    .array(adminCaseRowSchema)
    .parse(data)
    .map((row) => ({
      ...row,
      cases_nichos: [...row.cases_nichos].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    }));
}

export function adminCasesQueryOptions() {
  return queryOptions({
    queryKey: adminCaseKeys.list(),
    queryFn: getAdminCases,
  });
}

export function useAdminCases() {
  return useQuery(adminCasesQueryOptions());
}
