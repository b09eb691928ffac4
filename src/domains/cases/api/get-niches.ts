import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getPublicClient } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { nicheRowSchema } from './case-schema';
import { caseKeys } from './keys';

export const nicheSummarySchema = z.pick(nicheRowSchema, { id: true, nome: true, slug: true });

export type NicheSummary = z.infer<typeof nicheSummarySchema>;

/** Every niche, by name (`cases_nichos (id, nome, slug)`), for the filter chips. */
export async function getNiches(): Promise<NicheSummary[]> {
  const supabase = await getPublicClient();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      nicheSummarySchema,
      supabase
        .from('cases_nichos')
        .select('id, nome, slug')
        .order('nome')
        .order('id')
        .range(from, to)
        .retry(false),
    ),
  );
}

export function nichesQueryOptions() {
  return queryOptions({ queryKey: caseKeys.niches.all(), queryFn: getNiches });
}
