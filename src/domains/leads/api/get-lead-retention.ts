import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';
import { retentionMonths } from './lgpd-schema';

const settingSchema = z.object({ discarded_retention_months: retentionMonths });

/**
 * After how many months (counted from their arrival) leads in stage 'Descartado' are deleted by the
 * daily job; null keeps them (`lead_settings`, one row, admins only).
 */
export async function getLeadRetention(): Promise<number | null> {
  const supabase = await getSupabase();
  const row = await parseRow(
    settingSchema,
    supabase.from('lead_settings').select('discarded_retention_months').single(),
  );
  return row.discarded_retention_months;
}

export function leadRetentionQueryOptions() {
  return queryOptions({ queryKey: leadKeys.retention(), queryFn: getLeadRetention });
}
