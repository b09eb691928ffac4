import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { leadKeys } from './keys';
import { lgpdRequestSchema } from './lgpd-schema';

/** How many entries the page shows, newest first. */
export const LGPD_REQUESTS_SHOWN = 100;

/** A log entry with the e-mail of the admin who served it (null: the schedule, or a removed account). */
const loggedRequestSchema = z.extend(lgpdRequestSchema, {
  actor: z.nullable(z.object({ email: z.string() })),
});

export type LoggedLgpdRequest = z.infer<typeof loggedRequestSchema>;

const COLUMNS = `${Object.keys(lgpdRequestSchema.shape).join(', ')}, actor:profiles(email)`;

/** The latest requests served (RLS: admins read the log; nobody changes it). */
export async function getLgpdRequests(): Promise<LoggedLgpdRequest[]> {
  const supabase = await getSupabase();
  return parseRows(
    loggedRequestSchema,
    supabase
      .from('lgpd_requests')
      .select(COLUMNS)
      .order('created_at', { ascending: false })
      .limit(LGPD_REQUESTS_SHOWN),
  );
}

export function lgpdRequestsQueryOptions() {
  return queryOptions({ queryKey: leadKeys.lgpdRequests(), queryFn: getLgpdRequests });
}
