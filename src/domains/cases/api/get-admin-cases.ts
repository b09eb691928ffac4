import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getSupabase } from '@/lib/get-supabase';
import { withPublicationFilter, type PublicationFilter } from '@/lib/publication-filter';
import { parseRows } from '@/lib/supabase-result';

import { caseNicheSchema, caseRowSchema } from './case-schema';
import { caseKeys } from './keys';

/** A case as the admin list reads it: its card, its publication state and its niches' names. */
export const adminCaseSummarySchema = z.extend(
  z.pick(caseRowSchema, {
    id: true,
    slug: true,
    titulo: true,
    subtitulo: true,
    destaque: true,
    imagem_destacada: true,
    status: true,
    publicado_em: true,
  }),
  { cases_nichos: z.array(caseNicheSchema) },
);

export type AdminCaseSummary = z.infer<typeof adminCaseSummarySchema>;

const ADMIN_CASE_COLUMNS =
  'id, slug, titulo, subtitulo, destaque, imagem_destacada, status, publicado_em, cases_nichos(id, nome)';

/**
 * Every case of the filter (drafts and scheduled ones included: staff read them all), the latest
 * publication moment first, past max_rows too. The search runs on the loaded rows.
 */
export async function getAdminCases(filter: PublicationFilter): Promise<AdminCaseSummary[]> {
  const supabase = await getSupabase();
  // One moment for every page, so a case coming due between two pages is in neither twice.
  const now = new Date();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      adminCaseSummarySchema,
      withPublicationFilter(supabase.from('cases').select(ADMIN_CASE_COLUMNS), filter, now)
        .order('publicado_em', { ascending: false })
        .order('id')
        .range(from, to),
    ),
  );
}

export function adminCasesQueryOptions(filter: PublicationFilter) {
  return queryOptions({ queryKey: caseKeys.admin.list(filter), queryFn: () => getAdminCases(filter) });
}
