/**
 * The site's traffic as the database counts it (supabase/migrations/*_traffic.sql): per day, per
 * page, source, campaign, device… of a period, and the last 30 minutes. Staff only (admins and
 * editors); anyone else gets an error (42501), never zeros.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

/** A period of whole São Paulo days, both ends included (`yyyy-MM-dd`). */
export interface TrafficPeriod {
  first: string;
  last: string;
}

const count = z.number().check(z.int(), z.nonnegative());

const dayRowSchema = z.object({
  day: z.string(),
  views: count,
  visitors: count,
  visits: count,
  leads: count,
});
export type TrafficDay = z.infer<typeof dayRowSchema>;

const breakdownRowSchema = z.object({
  dimension: z.string(),
  value: z.string(),
  views: count,
  visitors: count,
  visits: count,
  leads: count,
  events: count,
});
export type TrafficRow = z.infer<typeof breakdownRowSchema>;

const nowRowSchema = z.object({ page: z.nullable(z.string()), views: count, visitors: count });
export type TrafficNowRow = z.infer<typeof nowRowSchema>;

export const trafficKeys = {
  all: ['traffic'] as const,
  days: ({ first, last }: TrafficPeriod) => [...trafficKeys.all, 'days', first, last] as const,
  breakdown: ({ first, last }: TrafficPeriod) => [...trafficKeys.all, 'breakdown', first, last] as const,
  now: () => [...trafficKeys.all, 'now'] as const,
};

export function trafficDaysQueryOptions(period: TrafficPeriod) {
  return queryOptions({
    queryKey: trafficKeys.days(period),
    queryFn: async () =>
      parseRows(
        dayRowSchema,
        (await getSupabase()).rpc('traffic_days', { first_day: period.first, last_day: period.last }),
      ),
  });
}

export function trafficBreakdownQueryOptions(period: TrafficPeriod) {
  return queryOptions({
    queryKey: trafficKeys.breakdown(period),
    queryFn: async () =>
      parseRows(
        breakdownRowSchema,
        (await getSupabase()).rpc('traffic_breakdown', { first_day: period.first, last_day: period.last }),
      ),
  });
}

/** The last 30 minutes, refreshed every minute while the screen is open. */
export function trafficNowQueryOptions() {
  return queryOptions({
    queryKey: trafficKeys.now(),
    queryFn: async () => parseRows(nowRowSchema, (await getSupabase()).rpc('traffic_now')),
    refetchInterval: 60_000,
  });
}
