import { queryOptions } from '@tanstack/react-query';

import { isAccessEnded, isPermanentLoadError } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { insightKeys } from './keys';
import { INSIGHT_COLUMNS, insightSchema, type Insight } from './row-schemas';

/** The insight being edited, by id; a missing row is an error (`.single()`). */
export async function getAdminInsight(id: string): Promise<Insight> {
  const supabase = await getSupabase();
  return parseRow(insightSchema, supabase.from('insights').select(INSIGHT_COLUMNS).eq('id', id).single());
}

export function adminInsightQueryOptions(id: string) {
  return queryOptions({
    queryKey: insightKeys.admin.detail(id),
    queryFn: () => getAdminInsight(id),
    // Each visit of the edit page loads the row afresh (someone else may have changed it).
    gcTime: 0,
    // A missing row or a malformed id will not appear by retrying: report it at once.
    retry: (failures, error) => !isPermanentLoadError(error) && !isAccessEnded(error) && failures < 2,
  });
}
