import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { adminCaseKeys } from './admin-keys';

const nullableText = () => z.nullable(z.string());

export const adminCaseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  subtitulo: z.string(),
  data_publicacao: z.string(),
  destaque: z.boolean(),
  imagem_destacada: nullableText(),
  video_url: nullableText(),
  agente_ia_url: nullableText(),
  problema: nullableText(),
  solucao: nullableText(),
  resultados: nullableText(),
  galeria: z.nullable(z.array(z.string())),
  depoimento_texto: nullableText(),
  depoimento_nome: nullableText(),
  depoimento_cargo: nullableText(),
  depoimento_foto: nullableText(),
});

export type AdminCase = z.infer<typeof adminCaseSchema> & {
  /** Ids of the niches the case has now (`get_case_nichos`). */
  nichoIds: string[];
};

/** One case by id plus its niches (select by id; RPC `get_case_nichos`). */
export async function getAdminCase(id: string): Promise<AdminCase> {
  const supabase = await getSupabase();
  const [caseResult, nichosResult] = await Promise.all([
    supabase.from('cases').select('*').eq('id', id).single(),
    supabase.rpc('get_case_nichos', { p_case_id: id }),
  ]);
  if (caseResult.error) throw caseResult.error;
  if (nichosResult.error) throw nichosResult.error;
  const nichos = z.array(z.object({ id: z.string() })).parse(nichosResult.data);
  return { ...adminCaseSchema.parse(caseResult.data), nichoIds: nichos.map((nicho) => nicho.id) };
}

export function adminCaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminCaseKeys.detail(id),
    queryFn: () => getAdminCase(id),
    // The form copies the case once; a background refetch must not look like fresh data to edit.
    staleTime: Infinity,
    retry: false,
  });
}

export function useAdminCase(id: string) {
  return useQuery(adminCaseQueryOptions(id));
}
