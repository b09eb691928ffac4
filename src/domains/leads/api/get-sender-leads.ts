import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { leadSender, senderEmailFilter } from '../utils/sender';
import { adminLeadSchema } from './get-leads';
import { leadKeys } from './keys';

/** What the details list of each other lead of the person: enough to tell them apart and open one. */
export const senderLeadSchema = z.pick(adminLeadSchema, {
  id: true,
  nome: true,
  email: true,
  created_at: true,
  pagina_origem: true,
  stage: true,
});

export type SenderLead = z.infer<typeof senderLeadSchema>;

/** At most this many, newest first (the burst limit keeps a person far below it). */
export const SENDER_LEADS_LIMIT = 100;

/**
 * Every lead of the sender of `email` — the same address in any case, or with a `+tag` — newest
 * first, the lead being viewed included (the caller leaves it out). The database matches the
 * address and its tagged variants with `ilike`; the rows are narrowed here to the exact sender.
 */
export async function getSenderLeads(email: string): Promise<SenderLead[]> {
  const supabase = await getSupabase();
  const sender = leadSender(email);
  const leads = await parseRows(
    senderLeadSchema,
    supabase
      .from('leads')
      .select('id, nome, email, created_at, pagina_origem, stage')
      .or(senderEmailFilter(email))
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(SENDER_LEADS_LIMIT),
  );
  return leads.filter((lead) => leadSender(lead.email) === sender);
}

export function senderLeadsQueryOptions(email: string) {
  return queryOptions({
    queryKey: leadKeys.sender(leadSender(email)),
    queryFn: () => getSenderLeads(email),
    staleTime: 0,
  });
}
