import { getSupabase } from '@/lib/get-supabase';
import type { Json } from '@/types/database.types';
import { throwOnError } from '@/lib/supabase-result';

/**
 * Tells the audit trail that the admin opened a lead or saved the CSV export. The database checks
 * the caller is an admin (and that the lead exists) and records who and when.
 */
export async function recordLeadViewed(leadId: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.rpc('record_lead_access', { kind: 'lead_viewed', lead_id: leadId }));
}

/**
 * The export's entry: how many leads and the list's filters (`LeadFilterValues`), with `busca: true`
 * for a search; the database refuses any other key or free text, so no name or e-mail is logged.
 */
export async function recordLeadsExported(details: {
  total: number;
  filtros: { [key: string]: Json | undefined };
}) {
  const supabase = await getSupabase();
  await throwOnError(supabase.rpc('record_lead_access', { kind: 'leads_exported', details }));
}
