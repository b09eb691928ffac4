import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getPublicClient } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { caseRowSchema, type Case } from './case-schema';
import { caseKeys } from './keys';

/** The request for one case by its slug (also started by the SPA shell: `ContentPrefetch`). */
export const caseBySlugRequest = { table: 'cases', select: '*', slugColumn: 'slug' } as const;

/**
 * One case by slug, or null when there is none: the page shows 'Case não encontrado'.
 * A failed request throws (the page shows the connection error and its retry).
 */
export async function getCaseBySlug(slug: string): Promise<Case | null> {
  const supabase = await getPublicClient();
  return parseRow(
    z.nullable(caseRowSchema),
    supabase
      .from(caseBySlugRequest.table)
      .select(caseBySlugRequest.select)
      .eq(caseBySlugRequest.slugColumn, slug)
      .maybeSingle()
      .retry(false),
  );
}

export function caseQueryOptions(slug: string) {
  return queryOptions({ queryKey: caseKeys.detail(slug), queryFn: () => getCaseBySlug(slug) });
}
