import { SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { throwOnError } from '@/lib/supabase-result';

import {
  LEAD_DELIVERY_SETTINGS_COLUMNS,
  leadDeliverySettingsSchema,
  type LeadDeliverySettings,
} from './get-lead-settings';
import { leadKeys } from './keys';
import {
  leadSettingsMessages,
  toLeadSettingsPayload,
  type LeadSettingsFormValues,
} from './lead-settings-schema';

/** The form field each constraint of `public.lead_settings` guards, and what to say under it. */
const LEAD_SETTINGS_CONSTRAINTS: ConstraintFields<keyof LeadSettingsFormValues> = {
  lead_settings_extra_emails_check: { field: 'extra_emails', message: leadSettingsMessages.emailsRefused },
  lead_settings_webhook_url_check: { field: 'webhook_url', message: leadSettingsMessages.webhookRefused },
};

/**
 * The database refused (or never answered) the save: the form shows its toast and flags the field
 * a constraint names, keeping what was typed.
 */
export function leadSettingsSaveError(cause: unknown): SaveError<keyof LeadSettingsFormValues> {
  return new SaveError(cause, 'Falha ao salvar as notificações de leads', LEAD_SETTINGS_CONSTRAINTS);
}

export interface UpdateLeadSettingsInput {
  values: LeadSettingsFormValues;
  /** The version of the settings the form was filled from. */
  baseVersion: number;
}

/**
 * Saves who hears of new leads: admins by e-mail or not, the extra addresses, the CRM webhook,
 * from the version the form was filled from. The row is read back: RLS lets only admins change it
 * (anyone else changes no row, PGRST116), and a refusal must not look saved. The database stamps
 * `updated_at` and `updated_by`.
 */
export async function updateLeadSettings({
  values,
  baseVersion,
}: UpdateLeadSettingsInput): Promise<LeadDeliverySettings> {
  const payload = toLeadSettingsPayload(values);
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase
      .from('lead_settings')
      .update({ ...payload, base_version: baseVersion })
      .eq('id', true)
      .select(LEAD_DELIVERY_SETTINGS_COLUMNS)
      .single(),
    leadSettingsSaveError,
  );
  return leadDeliverySettingsSchema.parse(data);
}

// The settings are read again before the toast, so 'Última alteração' shows the save.
export const useUpdateLeadSettings = () =>
  useRefreshingMutation(updateLeadSettings, leadKeys.deliverySettings(), { waitForRefresh: true });
