import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff-roles';
import { parseRow } from '@/lib/supabase-result';
import { tableRow, type TableRow } from '@/lib/table-row';

/** A staff member's profile: a row of `public.profiles`, column for column. */
export const profileSchema = tableRow<TableRow<'profiles'>, { tipo: StaffRole }>()(
  z.object({
    id: z.string(),
    email: z.string(),
    tipo: z.enum(STAFF_ROLES),
    created_at: z.string(),
    /** When an admin deactivated the account; null while it is active. */
    desativado_em: z.nullable(z.string()),
    /** Signs in with an authenticator app (two-factor). */
    verificacao_em_duas_etapas: z.boolean(),
  }),
);

export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_COLUMNS = 'id, email, tipo, created_at, desativado_em, verificacao_em_duas_etapas';

/** The staff profile of one user (RLS: a user reads their own row; an admin reads every row). */
export async function getProfile(userId: string): Promise<Profile> {
  const supabase = await getSupabase();
  return parseRow(profileSchema, supabase.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).single());
}
