import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';

/**
 * Whether the database knows the project's URL, where it calls the lead-notifications function,
 * and the secret key it presents (`private.runtime_settings` 'project_url' and 'functions_api_key',
 * set once per project: docs/deploy.md).
 * Until then nothing is sent: notifications wait in the outbox. False for anyone but an admin.
 */
export async function getLeadNotificationsConfigured(): Promise<boolean> {
  const supabase = await getSupabase();
  return parseRow(z.boolean(), supabase.rpc('lead_notifications_configured'));
}

export function leadNotificationsConfiguredQueryOptions() {
  return queryOptions({
    queryKey: leadKeys.deliveryConfigured(),
    queryFn: getLeadNotificationsConfigured,
  });
}
