import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';
import { retentionMonths } from './lgpd-schema';

const savedSchema = z.object({ discarded_retention_months: retentionMonths });

/**
 * Saves after how many months (1–120) discarded leads are deleted, or null to keep them. The one
 * settings row is read back: RLS lets only admins change it, and a refusal must not look saved.
 */
export async function updateLeadRetention(months: number | null): Promise<number | null> {
  const value = retentionMonths.parse(months);
  const supabase = await getSupabase();
  const saved = await parseRow(
    savedSchema,
    supabase
      .from('lead_settings')
      .update({ discarded_retention_months: value })
      .eq('id', true)
      .select('discarded_retention_months')
      .single(),
  );
  return saved.discarded_retention_months;
}

export const useUpdateLeadRetention = () =>
  useRefreshingMutation(updateLeadRetention, leadKeys.retention(), { waitForRefresh: true });
