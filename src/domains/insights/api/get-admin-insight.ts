import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { isAccessEnded, isPermanentLoadError } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';
import { EDIT_VERSION_COLUMNS } from '@/lib/table-row';

import { insightKeys } from './keys';
import { INSIGHT_COLUMNS, insightRowSchema, insightSchema } from './row-schemas';

/** An insight as its editor reads it: the whole insight and the version a save names. */
export const adminInsightSchema = z.extend(insightSchema, { version: insightRowSchema.shape.version });

export type AdminInsight = z.infer<typeof adminInsightSchema>;

/** The columns `adminInsightSchema` reads. */
export const ADMIN_INSIGHT_COLUMNS = `${INSIGHT_COLUMNS}, ${EDIT_VERSION_COLUMNS}` as const;

/** The insight being edited, by id; a missing row is an error (`.single()`). */
export async function getAdminInsight(id: string): Promise<AdminInsight> {
  const supabase = await getSupabase();
  return parseRow(
    adminInsightSchema,
    supabase.from('insights').select(ADMIN_INSIGHT_COLUMNS).eq('id', id).single(),
  );
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
