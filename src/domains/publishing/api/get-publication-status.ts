import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { publishingKeys } from './keys';
import { sitePublicationRowSchema, type SitePublicationRow } from './row-schemas';

/** The rebuild state for staff; null for anyone else (the function answers them no row). */
export async function getPublicationStatus(): Promise<SitePublicationRow | null> {
  const supabase = await getSupabase();
  return parseRow(
    z.nullable(sitePublicationRowSchema),
    supabase.rpc('site_publication_status').maybeSingle(),
  );
}

export function publicationStatusQueryOptions() {
  return queryOptions({ queryKey: publishingKeys.status(), queryFn: getPublicationStatus });
}
