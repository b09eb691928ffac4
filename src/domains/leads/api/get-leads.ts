import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { adminLeadKeys } from './admin-keys';

const optionalText = z.nullable(z.string());

/** Every stored column of `public.leads` (supabase/migrations/*_leads.sql) except the honeypot. */
const LEAD_SELECT =
  'id, nome, email, telefone, empresa, created_at, pagina_origem, ' +
  'utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, ' +
  'landing_page, referrer, privacy_policy_version, submission_id';

export const adminLeadSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  empresa: z.string(),
  created_at: z.string(),
  pagina_origem: optionalText,
  utm_source: optionalText,
  utm_medium: optionalText,
  utm_campaign: optionalText,
  utm_term: optionalText,
  utm_content: optionalText,
  gclid: optionalText,
  fbclid: optionalText,
  landing_page: optionalText,
  referrer: optionalText,
  privacy_policy_version: optionalText,
  submission_id: optionalText,
});

export type AdminLead = z.infer<typeof adminLeadSchema>;

/** Every lead, newest first. RLS: admins only; anyone else gets an empty list. */
export async function getAdminLeads(): Promise<AdminLead[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('leads')
    .select(LEAD_SELECT)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(adminLeadSchema).parse(data);
}

export function adminLeadsQueryOptions() {
  return queryOptions({
    queryKey: adminLeadKeys.list(),
    queryFn: getAdminLeads,
  });
}

export function useAdminLeads() {
  return useQuery(adminLeadsQueryOptions());
}
