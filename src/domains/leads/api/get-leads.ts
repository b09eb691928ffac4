import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { nextIsoDay, saoPauloDayStart } from '@/lib/dates';
import { API_MAX_ROWS, readPages } from '@/lib/fetch-all-pages';
import { getSupabase } from '@/lib/get-supabase';
import { literalPattern } from '@/lib/like-pattern';
import type { SupabaseClient } from '@/lib/supabase';
import { throwOnError } from '@/lib/supabase-result';
import { editVersionShape, tableRow, type TableRow } from '@/lib/table-row';

import { LEAD_STAGES, type LeadStage } from '../stages';
import type { LeadFilterValues } from '../utils/lead-filters';
import { leadSearchPattern } from '../utils/search';
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
    ...editVersionShape,
  }),
);

/**
 * A lead as the admin reads it: every stored column except the honeypot, `busca` (the search
 * text the database derives from name, e-mail, company and phone) and the write-only `base_version`.
 */
export const leadSchema = z.omit(leadRowSchema, { honeypot: true, busca: true, base_version: true });

/**
 * A lead as the admin's list, details and export read it: the stored columns and the e-mail of its
 * owner (`owner_id` → profiles; null without one).
 */
export const adminLeadSchema = z.extend(leadSchema, {
  owner: z.nullable(z.object({ email: z.string() })),
});

export type Lead = z.infer<typeof adminLeadSchema>;

/** The columns to select: the lead's, and its owner's e-mail embedded through `owner_id`. */
export const LEAD_COLUMNS = `${Object.keys(leadSchema.shape).join(', ')}, owner:profiles!owner_id(email)`;

const leadsSchema = z.array(adminLeadSchema);

/**
 * What narrows the admin's lead list and its export: the search box and the pipeline's filters
 * (stage, origin page, campaign, dates; `LeadFilterValues`). `selectLeads` applies them to both.
 */
export interface LeadFilters extends LeadFilterValues {
  search: string;
}

/** Leads per page of the admin list. */
export const LEADS_PAGE_SIZE = 50;

/**
 * The leads matching `filters`, newest first, `id` breaking ties (index leads_created_at_id_idx):
 * the one query the list's pages and the export share, so both always hold the same leads.
 * RLS: admins only; anyone else gets no rows.
 */
export function selectLeads(
  supabase: SupabaseClient,
  filters: LeadFilters,
  options: { count?: 'exact'; head?: boolean } = {},
) {
  let query = supabase
    .from('leads')
    .select(LEAD_COLUMNS, options)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  const pattern = leadSearchPattern(filters.search);
  if (pattern) query = query.like('busca', pattern);
  if (filters.stages?.length) query = query.in('stage', [...filters.stages]);
  if (filters.origin === null) query = query.is('pagina_origem', null);
  else if (filters.origin) query = query.eq('pagina_origem', filters.origin);
  // Campaign values are typed by whoever built the link ('Google', 'google'): any case matches.
  if (filters.utmSource) query = query.ilike('utm_source', literalPattern(filters.utmSource));
  if (filters.utmCampaign) query = query.ilike('utm_campaign', literalPattern(filters.utmCampaign));
  // Days of São Paulo: from the first day's midnight there to the midnight after the last day.
  if (filters.from) query = query.gte('created_at', saoPauloDayStart(filters.from));
  if (filters.to) query = query.lt('created_at', saoPauloDayStart(nextIsoDay(filters.to)));
  return query;
}

/** A page of leads and how many match the filters in all ('17.505 leads'). */
export interface CountedLeads {
  leads: Lead[];
  total: number;
}

/**
 * Page `page` (from 1) of the leads matching `filters`, counted in the same request. A page past
 * the end (leads were deleted, or an old link) has no rows, and PostgREST refuses it (416,
 * PGRST103): it comes back empty with the total, so the list can move to its last page.
 */
export async function fetchLeadsPage(
  supabase: SupabaseClient,
  filters: LeadFilters,
  page: number,
): Promise<CountedLeads> {
  const from = (page - 1) * LEADS_PAGE_SIZE;
  const { data, count, error } = await selectLeads(supabase, filters, { count: 'exact' }).range(
    from,
    from + LEADS_PAGE_SIZE - 1,
  );
  if (error?.code === 'PGRST103') {
    const { count: total } = await throwOnError(
      selectLeads(supabase, filters, { count: 'exact', head: true }),
    );
    return { leads: [], total: total ?? 0 };
  }
  if (error) throw error;
  return { leads: leadsSchema.parse(data), total: count ?? 0 };
}

export function leadsPageQueryOptions(filters: LeadFilters, page: number) {
  return queryOptions({
    queryKey: leadKeys.page(filters, page),
    queryFn: async () => fetchLeadsPage(await getSupabase(), filters, page),
    // The rows of the previous page or search stay (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** PostgREST's `or=(…)` needs values with `.`, `:` or `,` (timestamps) in double quotes. */
const quoted = (value: string) => `"${value}"`;

/**
 * Every lead matching `filters`, newest first, in pages of API_MAX_ROWS, for the CSV export. The
 * first page counts the total in the same statement; each next page asks for the leads after the
 * last one read, by (created_at, id) — keyset, not offsets — so a lead stored during the export
 * (newer than all of them) neither joins it nor shifts the rest: every lead is read exactly once.
 * `created_at` is compared as the API wrote it (microseconds; a Date would drop them).
 */
export async function* leadExportPages(
  supabase: SupabaseClient,
  filters: LeadFilters,
  signal: AbortSignal,
): AsyncGenerator<CountedLeads> {
  let total = 0;
  const pages = readPages<Lead>(async ({ last }) => {
    let query = selectLeads(supabase, filters, { count: last ? undefined : 'exact' })
      .limit(API_MAX_ROWS)
      .abortSignal(signal);
    if (last) {
      const at = quoted(last.created_at);
      // `lte` bounds the index scan; the `or` leaves out the rows already read at that instant.
      query = query
        .lte('created_at', last.created_at)
        .or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${quoted(last.id)})`);
    }
    const { data, count } = await throwOnError(query);
    if (!last) total = count ?? 0;
    return leadsSchema.parse(data);
  });
  for await (const leads of pages) yield { leads, total };
}
