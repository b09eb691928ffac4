import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';
import { tableRow, type TableRow } from '@/lib/table-row';

import { LEAD_STAGES, type LeadStage } from '../stages';
import { leadKeys } from './keys';

const optionalText = z.nullable(z.string());

/** A row of `public.leads`, column for column. */
const leadRowSchema = tableRow<TableRow<'leads'>, { stage: LeadStage }>()(
  z.object({
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
    honeypot: optionalText,
    busca: optionalText,
    stage: z.enum(LEAD_STAGES),
    owner_id: optionalText,
    first_contacted_at: optionalText,
    updated_at: optionalText,
  }),
);

/**
 * A lead as the admin reads it: every stored column except the honeypot and `busca` (the search
 * text the database derives from name, e-mail, company and phone).
 */
export const leadSchema = z.omit(leadRowSchema, { honeypot: true, busca: true });

export type Lead = z.infer<typeof leadSchema>;

const LEAD_COLUMNS = Object.keys(leadSchema.shape).join(', ');

/** Every lead, newest first. RLS: admins only; anyone else gets an empty list. */
export async function getLeads(): Promise<Lead[]> {
  const supabase = await getSupabase();
  return parseRows(
    leadSchema,
    supabase.from('leads').select(LEAD_COLUMNS).order('created_at', { ascending: false }),
  );
}

export function leadsQueryOptions() {
  return queryOptions({ queryKey: leadKeys.list(), queryFn: getLeads });
}
