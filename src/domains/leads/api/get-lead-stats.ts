/**
 * The dashboard's lead numbers, computed by the database (supabase/migrations/*_lead_stats.sql):
 * leads per week and source, per origin page, per campaign, and how many were contacted within
 * 24 hours. Admins only: anyone else gets an error (42501), never zeros.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRow, parseRows } from '@/lib/supabase-result';

import { leadKeys } from './keys';

/**
 * The periods of the numbers (`private.lead_stats_period_start`), in São Paulo's calendar: today
 * and the 6, 29 or 89 days before it, or this week and the 11 before it (from Monday).
 */
export const LEAD_STATS_PERIODS = ['7d', '30d', '90d', '12w'] as const;

export type LeadStatsPeriod = (typeof LEAD_STATS_PERIODS)[number];

const count = z.number().check(z.int(), z.nonnegative());

// ------------------------------------------------------------------------- leads per week

/** The series of the smaller sources added up (the database names it so; sources are lower case). */
export const OTHER_SOURCES = 'Outros';

const weeklySourceRowSchema = z.object({ week_start: z.string(), source: z.string(), leads: count });

type WeeklySourceRow = z.infer<typeof weeklySourceRowSchema>;

/** The 12 weeks of the chart, oldest first, each with its leads per source (in `sources` order). */
export interface WeeklySources {
  /** The chart's series, largest first; 'Outros' (the smaller sources added up) last, when any. */
  sources: string[];
  weeks: { weekStart: string; counts: number[] }[];
}

/**
 * The database's rows (one per week and source, in order, zero-filled) as one list of series and
 * one row of counts per week.
 */
export function toWeeklySources(rows: readonly WeeklySourceRow[]): WeeklySources {
  const sources: string[] = [];
  const weeks: WeeklySources['weeks'] = [];
  for (const { week_start, source, leads } of rows) {
    if (!sources.includes(source)) sources.push(source);
    if (weeks.at(-1)?.weekStart !== week_start) weeks.push({ weekStart: week_start, counts: [] });
    weeks.at(-1)!.counts[sources.indexOf(source)] = leads;
  }
  return { sources, weeks };
}

export async function getWeeklySources(): Promise<WeeklySources> {
  const supabase = await getSupabase();
  return toWeeklySources(await parseRows(weeklySourceRowSchema, supabase.rpc('lead_stats_weekly_sources')));
}

export function weeklySourcesQueryOptions() {
  return queryOptions({
    queryKey: leadKeys.weeklySources(),
    queryFn: getWeeklySources,
    refetchOnMount: 'always',
  });
}

// ------------------------------------------------------------- per origin page and campaign

/** One bar of a breakdown: a value (null: none stored) or, with `others`, all the smaller ones. */
export interface LeadBreakdownRow {
  value: string | null;
  leads: number;
  others: boolean;
}

const originRowSchema = z.object({
  pagina_origem: z.nullable(z.string()),
  leads: count,
  others: z.boolean(),
});
const campaignRowSchema = z.object({
  utm_campaign: z.nullable(z.string()),
  leads: count,
  others: z.boolean(),
});

/** The period's leads per `pagina_origem`: the 7 largest values, then the rest as one row. */
export async function getLeadOrigins(period: LeadStatsPeriod): Promise<LeadBreakdownRow[]> {
  const supabase = await getSupabase();
  const rows = await parseRows(originRowSchema, supabase.rpc('lead_stats_by_origin', { period }));
  return rows.map(({ pagina_origem, leads, others }) => ({ value: pagina_origem, leads, others }));
}

/** The period's leads per `utm_campaign`: the 7 largest values, then the rest as one row. */
export async function getLeadCampaigns(period: LeadStatsPeriod): Promise<LeadBreakdownRow[]> {
  const supabase = await getSupabase();
  const rows = await parseRows(campaignRowSchema, supabase.rpc('lead_stats_by_campaign', { period }));
  return rows.map(({ utm_campaign, leads, others }) => ({ value: utm_campaign, leads, others }));
}

export function leadOriginsQueryOptions(period: LeadStatsPeriod) {
  return queryOptions({
    queryKey: leadKeys.origins(period),
    queryFn: () => getLeadOrigins(period),
    refetchOnMount: 'always',
  });
}

export function leadCampaignsQueryOptions(period: LeadStatsPeriod) {
  return queryOptions({
    queryKey: leadKeys.campaigns(period),
    queryFn: () => getLeadCampaigns(period),
    refetchOnMount: 'always',
  });
}

// -------------------------------------------------------------------------- first contact

/** The period's leads and how they split; the three parts add up to `leads`. */
export interface LeadFirstContact {
  leads: number;
  contactedWithin24h: number;
  contactedLater: number;
  notContacted: number;
}

const firstContactRowSchema = z.object({
  leads: count,
  contacted_within_24h: count,
  contacted_later: count,
  not_contacted: count,
});

export async function getLeadFirstContact(period: LeadStatsPeriod): Promise<LeadFirstContact> {
  const supabase = await getSupabase();
  const row = await parseRow(
    firstContactRowSchema,
    supabase.rpc('lead_stats_first_contact', { period }).single(),
  );
  return {
    leads: row.leads,
    contactedWithin24h: row.contacted_within_24h,
    contactedLater: row.contacted_later,
    notContacted: row.not_contacted,
  };
}

export function leadFirstContactQueryOptions(period: LeadStatsPeriod) {
  return queryOptions({
    queryKey: leadKeys.firstContact(period),
    queryFn: () => getLeadFirstContact(period),
    refetchOnMount: 'always',
  });
}
