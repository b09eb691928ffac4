import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getPublicClient } from '@/lib/get-supabase';
import { onlyPublic } from '@/lib/publication';
import { parseRows } from '@/lib/supabase-result';

import { caseNicheSchema, caseRowSchema } from './case-schema';
import { caseKeys } from './keys';

/**
 * A case as the /cases cards read it: the `cases` row (`*`) plus the ids and names of its niches
 * through the join (the filter matches on the ids). Unused columns are dropped by the parse.
 */
export const caseSummarySchema = z.extend(
  z.pick(caseRowSchema, {
    id: true,
    slug: true,
    titulo: true,
    subtitulo: true,
    data_publicacao: true,
    destaque: true,
    imagem_destacada: true,
  }),
  { cases_nichos: z.array(caseNicheSchema) },
);

export type CaseSummary = z.infer<typeof caseSummarySchema>;

/**
 * Every public case, newest publication first (`id` breaking ties, so the ranges never overlap or
 * skip a row), the niches in the order of the join, past max_rows too.
 */
export async function getCases(): Promise<CaseSummary[]> {
  const supabase = await getPublicClient();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      caseSummarySchema,
      onlyPublic(supabase.from('cases').select('*, cases_nichos(id, nome)'))
        .order('publicado_em', { ascending: false })
        .order('id')
        .range(from, to)
        .retry(false),
    ),
  );
}

export function casesQueryOptions() {
  return queryOptions({ queryKey: caseKeys.list(), queryFn: getCases });
}

/**
 * Niche filter: with no niche selected every case shows; otherwise a case shows when it
 * has ANY of the selected niches.
 */
export function filterCasesByNiches<T extends Pick<CaseSummary, 'cases_nichos'>>(
  cases: readonly T[],
  selected: ReadonlySet<string>,
): T[] {
  if (selected.size === 0) return [...cases];
  return cases.filter((item) => item.cases_nichos.some((niche) => selected.has(niche.id)));
}
