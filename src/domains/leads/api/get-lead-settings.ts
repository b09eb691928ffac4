import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';
import { editVersionShape, tableRow, type TableRow } from '@/lib/table-row';

import { leadKeys } from './keys';

/** The row of `public.lead_settings`, column for column. */
const leadSettingsRowSchema = tableRow<TableRow<'lead_settings'>>()(
  z.object({
    id: z.boolean(),
    notify_admins: z.boolean(),
    extra_emails: z.array(z.string()),
    webhook_url: z.nullable(z.string()),
    discarded_retention_months: z.nullable(z.number()),
    ...editVersionShape,
    updated_at: z.string(),
  }),
);

/**
 * The delivery settings as the settings page reads them, with who changed them last (null: never
 * changed, or an account removed since). The retention of discarded leads lives on the LGPD page.
 */
export const leadDeliverySettingsSchema = z.extend(
  z.pick(leadSettingsRowSchema, {
    notify_admins: true,
    extra_emails: true,
    webhook_url: true,
    updated_at: true,
    version: true,
  }),
  { editor: z.nullable(z.object({ email: z.string() })) },
);

export type LeadDeliverySettings = z.infer<typeof leadDeliverySettingsSchema>;

/** The columns to select, the last editor's e-mail embedded through `updated_by`. */
export const LEAD_DELIVERY_SETTINGS_COLUMNS =
  'notify_admins, extra_emails, webhook_url, updated_at, version, editor:profiles(email)';

/** The one settings row (RLS: admins read it; anyone else gets no row, PGRST116). */
export async function getLeadSettings(): Promise<LeadDeliverySettings> {
  const supabase = await getSupabase();
  return parseRow(
    leadDeliverySettingsSchema,
    supabase.from('lead_settings').select(LEAD_DELIVERY_SETTINGS_COLUMNS).single(),
  );
}

export function leadSettingsQueryOptions() {
  return queryOptions({ queryKey: leadKeys.deliverySettings(), queryFn: getLeadSettings });
}
