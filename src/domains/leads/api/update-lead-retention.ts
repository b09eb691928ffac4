import { SaveError } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow, throwOnError } from '@/lib/supabase-result';

import { LEAD_RETENTION_COLUMNS, leadRetentionSchema, type LeadRetention } from './get-lead-retention';
import { leadKeys } from './keys';
import { retentionMonths } from './lgpd-schema';

export interface UpdateLeadRetentionInput {
  months: number | null;
  /** The version of the settings row the form was filled from. */
  baseVersion: number;
}

/**
 * Saves after how many months (1–120) discarded leads are deleted, or null to keep them, from the
 * version the form was filled from. The one settings row is read back: RLS lets only admins change
 * it, and a refusal must not look saved.
 */
export async function updateLeadRetention({
  months,
  baseVersion,
}: UpdateLeadRetentionInput): Promise<LeadRetention> {
  const value = retentionMonths.parse(months);
  const supabase = await getSupabase();
  return parseRow(
    leadRetentionSchema,
    throwOnError(
      supabase
        .from('lead_settings')
        .update({ discarded_retention_months: value, base_version: baseVersion })
        .eq('id', true)
        .select(LEAD_RETENTION_COLUMNS)
        .single(),
      (error) => new SaveError(error, 'Falha ao salvar a retenção'),
    ),
  );
}

export const useUpdateLeadRetention = () =>
  useRefreshingMutation(updateLeadRetention, leadKeys.retention(), { waitForRefresh: true });
