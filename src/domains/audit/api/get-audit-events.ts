import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { nextIsoDay, saoPauloDayStart } from '@/lib/dates';

import { auditKeys } from './keys';
import { AUDIT_GROUPS, AUDIT_KINDS, type AuditGroup } from './kinds';

export const auditEventSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_id: z.nullable(z.string()),
  actor_email: z.nullable(z.string()),
  kind: z.enum(AUDIT_KINDS),
  subject_type: z.nullable(z.string()),
  subject_id: z.nullable(z.string()),
  subject_label: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  ip: z.nullable(z.string()),
});

export type AuditEvent = z.infer<typeof auditEventSchema>;

const COLUMNS = Object.keys(auditEventSchema.shape).join(', ');

/** Entries per page of /admin/atividade. */
export const AUDIT_PAGE_SIZE = 50;

/** The activity page's filters, as in its URL: a person (actor id), a group of kinds, São Paulo days. */
export interface AuditFilters {
  person?: string;
  group?: AuditGroup;
  from?: string;
  to?: string;
}

export interface AuditPage {
  events: AuditEvent[];
  total: number;
}

/**
 * Page `page` (from 1) of the entries matching `filters`, newest first, counted in the same
 * request (RLS: admins read the trail). A page past the end answers no rows with the total.
 */
export async function getAuditEvents(filters: AuditFilters, page: number): Promise<AuditPage> {
  const supabase = await getSupabase();
  const from = (page - 1) * AUDIT_PAGE_SIZE;
  let query = supabase
    .from('audit_events')
    .select(COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (filters.person) query = query.eq('actor_id', filters.person);
  if (filters.group) query = query.in('kind', [...AUDIT_GROUPS[filters.group].kinds]);
  if (filters.from) query = query.gte('created_at', saoPauloDayStart(filters.from));
  if (filters.to) query = query.lt('created_at', saoPauloDayStart(nextIsoDay(filters.to)));
  const { data, count, error } = await query.range(from, from + AUDIT_PAGE_SIZE - 1);
  if (error?.code === 'PGRST103') return { events: [], total: count ?? 0 };
  if (error) throw error;
  return { events: z.array(auditEventSchema).parse(data), total: count ?? 0 };
}

export function auditPageQueryOptions(filters: AuditFilters, page: number) {
  return queryOptions({
    queryKey: auditKeys.page(filters, page),
    queryFn: () => getAuditEvents(filters, page),
    placeholderData: keepPreviousData,
  });
}
