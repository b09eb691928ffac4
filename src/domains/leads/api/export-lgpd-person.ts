import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow } from '@/lib/supabase-result';

import { leadKeys } from './keys';
import { lgpdEmail, lgpdPersonSchema, lgpdRequestSchema } from './lgpd-schema';

const exportSchema = z.extend(lgpdPersonSchema, { request: lgpdRequestSchema });

export type LgpdExport = z.infer<typeof exportSchema>;

/**
 * Everything stored about the person with this e-mail, read and logged as an 'export' in one
 * transaction (`lgpd_export`): the data handed over and the counts in the log are the same.
 */
export async function exportLgpdPerson(email: string): Promise<LgpdExport> {
  const supabase = await getSupabase();
  return parseRow(exportSchema, supabase.rpc('lgpd_export', { email: lgpdEmail.parse(email) }));
}

/** The export; the log of requests shows it afterwards. */
export const useExportLgpdPerson = () =>
  useRefreshingMutation(exportLgpdPerson, leadKeys.lgpdRequests(), { waitForRefresh: false });
