import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { leadSchema } from '@/domains/leads/api/get-leads';
import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import {
  mergeRecentActivity,
  RECENT_PER_TYPE,
  type ActivityType,
  type RecentActivityItem,
} from '../utils/recent-activity';
import { dashboardKeys } from './keys';

/** What the dashboard reads of a case, an insight or a news item (the three share these columns). */
const titledRowSchema = z.object({ id: z.string(), titulo: z.string(), created_at: z.string() });
const leadRowSchema = z.pick(leadSchema, { id: true, nome: true, created_at: true });

type Supabase = Awaited<ReturnType<typeof getSupabase>>;

/** One source's latest rows; a failing source is logged and left out (the others still show). */
async function latest(
  type: ActivityType,
  request: PromiseLike<{ data: unknown; error: unknown }>,
  toItem: (row: unknown) => RecentActivityItem,
): Promise<RecentActivityItem[]> {
  try {
    return (await parseRows(z.unknown(), request)).map(toItem);
  } catch (error) {
    console.error(`Erro ao carregar atividade recente (${type}):`, error);
    return [];
  }
}

function titled(type: ActivityType) {
  return (row: unknown): RecentActivityItem => {
    const { id, titulo, created_at } = titledRowSchema.parse(row);
    return { id, type, title: titulo, createdAt: created_at };
  };
}

function recentOf(supabase: Supabase, table: 'cases' | 'insights' | 'noticias') {
  return supabase
    .from(table)
    .select('id, titulo, created_at')
    .order('created_at', { ascending: false })
    .limit(RECENT_PER_TYPE);
}

/**
 * The latest rows of each content type (and leads, for admins), merged newest first, top 10.
 */
export async function getRecentActivity(includeLeads: boolean): Promise<RecentActivityItem[]> {
  const supabase = await getSupabase();
  const groups = await Promise.all([
    latest('case', recentOf(supabase, 'cases'), titled('case')),
    latest('insight', recentOf(supabase, 'insights'), titled('insight')),
    includeLeads
      ? latest(
          'lead',
          supabase
            .from('leads')
            .select('id, nome, created_at')
            .order('created_at', { ascending: false })
            .limit(RECENT_PER_TYPE),
          (row) => {
            const { id, nome, created_at } = leadRowSchema.parse(row);
            return { id, type: 'lead', title: nome, createdAt: created_at };
          },
        )
      : [],
    latest('news', recentOf(supabase, 'noticias'), titled('news')),
  ]);
  return mergeRecentActivity(groups);
}

export function recentActivityQueryOptions(includeLeads: boolean) {
  return queryOptions({
    queryKey: dashboardKeys.recent(includeLeads),
    queryFn: () => getRecentActivity(includeLeads),
    refetchOnMount: 'always',
  });
}
