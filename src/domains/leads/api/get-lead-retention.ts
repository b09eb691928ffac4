import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';
import { retentionMonths } from './lgpd-schema';

export const leadRetentionSchema = z.object({
  discarded_retention_months: retentionMonths,
  version: z.number(),
});

/** The retention and the version of the settings row it was read from (a save names it). */
export type LeadRetention = z.infer<typeof leadRetentionSchema>;

/** The columns `leadRetentionSchema` reads. */
export const LEAD_RETENTION_COLUMNS = 'discarded_retention_months, version';

/**
 * After how many months (counted from their arrival) leads in stage 'Descartado' are deleted by the
 * daily job; null keeps them (`lead_settings`, one row, admins only).
 */
export async function getLeadRetention(): Promise<LeadRetention> {
  const supabase = await getSupabase();
  return parseRow(
    leadRetentionSchema,
    supabase.from('lead_settings').select(LEAD_RETENTION_COLUMNS).single(),
  );
}

export function leadRetentionQueryOptions() {
  return queryOptions({ queryKey: leadKeys.retention(), queryFn: getLeadRetention });
}
