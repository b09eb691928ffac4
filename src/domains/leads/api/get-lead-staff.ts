import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getSupabase } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';

import { leadKeys } from './keys';

/** A staff member a lead can be assigned to (`leads.owner_id` → profiles). */
export const leadStaffMemberSchema = z.object({ id: z.string(), email: z.string() });

export type LeadStaffMember = z.infer<typeof leadStaffMemberSchema>;

/**
 * Every staff profile, by e-mail (RLS: admins read every row): the owner select and the names in
 * a lead's history. Read here rather than from the staff domain, which the leads domain does not
 * import; a team stays far below one page.
 */
export async function getLeadStaff(): Promise<LeadStaffMember[]> {
  const supabase = await getSupabase();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      leadStaffMemberSchema,
      supabase.from('profiles').select('id, email').order('email').order('id').range(from, to),
    ),
  );
}

export function leadStaffQueryOptions() {
  return queryOptions({ queryKey: leadKeys.staff(), queryFn: getLeadStaff });
}
