import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getPublicClient } from '@/lib/get-supabase';
import { onlyPublic } from '@/lib/publication';
import { parseRows } from '@/lib/supabase-result';

import { caseRowSchema, nicheRowSchema } from './case-schema';
import { caseKeys } from './keys';

/**
 * A featured case as the public cards read it: the `cases` row (`*`) plus its niche names through
 * the join (`cases_nichos: {nome}[]`). Unused columns are dropped by the parse.
 */
export const featuredCaseSchema = z.extend(
  z.pick(caseRowSchema, {
    id: true,
    slug: true,
    titulo: true,
    subtitulo: true,
    imagem_destacada: true,
    data_publicacao: true,
  }),
  { cases_nichos: z.array(z.pick(nicheRowSchema, { nome: true })) },
);

export type FeaturedCase = z.infer<typeof featuredCaseSchema>;

/** At most 6 featured cases. */
export const FEATURED_CASES_LIMIT = 6;

/** Public featured cases, newest publication first. */
export async function getFeaturedCases(limit = FEATURED_CASES_LIMIT): Promise<FeaturedCase[]> {
  const supabase = await getPublicClient();
  return parseRows(
    featuredCaseSchema,
    onlyPublic(supabase.from('cases').select('*, cases_nichos(nome)').eq('destaque', true))
      .order('publicado_em', { ascending: false })
      .order('id')
      .limit(limit)
      .retry(false),
  );
}

export function featuredCasesQueryOptions(limit = FEATURED_CASES_LIMIT) {
  return queryOptions({
    queryKey: caseKeys.featured(limit),
    queryFn: () => getFeaturedCases(limit),
  });
}
