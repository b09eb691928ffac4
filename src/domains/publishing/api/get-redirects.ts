import { queryOptions } from '@tanstack/react-query';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { publishingKeys } from './keys';
import { REDIRECT_COLUMNS, redirectSchema, type Redirect } from './row-schemas';

/**
 * Every redirect, newest first (then by address), past max_rows too (each address change of a public item adds
 * one). The admin searches the loaded list on the client.
 */
export async function getRedirects(): Promise<Redirect[]> {
  const supabase = await getSupabase();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      redirectSchema,
      supabase
        .from('redirects')
        .select(REDIRECT_COLUMNS)
        .order('created_at', { ascending: false })
        // Unique: pages neither overlap nor skip; rows added together read in order.
        .order('from_path')
        .range(from, to),
    ),
  );
}

export function redirectsQueryOptions() {
  return queryOptions({ queryKey: publishingKeys.redirects(), queryFn: getRedirects });
}
