/**
 * The team's rules for staff accounts (public.staff_settings, one row): whether admins must sign
 * in with an authenticator app, and how many days the audit trail keeps its entries. Every staff
 * member reads them (an admin held back by the first rule is told why); admins change them.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { SaveError } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow, throwOnError } from '@/lib/supabase-result';

import { staffKeys } from './keys';

/** The audit trail's retention, in days (the table's check). */
export const AUDIT_RETENTION_DAYS = { min: 30, max: 3650 } as const;

const staffSettingsSchema = z.object({
  require_admin_second_factor: z.boolean(),
  audit_retention_days: z.number(),
  /** The version of the row (a save names it). */
  version: z.number(),
});

export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/** What an admin changes. */
export type StaffSettingsChange = Omit<StaffSettings, 'version'>;

const COLUMNS = 'require_admin_second_factor, audit_retention_days, version';

export async function getStaffSettings(): Promise<StaffSettings> {
  const supabase = await getSupabase();
  return parseRow(staffSettingsSchema, supabase.from('staff_settings').select(COLUMNS).single());
}

export function staffSettingsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.settings(), queryFn: getStaffSettings });
}

/** The database's refusal to require the app from a session without one (hint second_factor_first). */
export const SECOND_FACTOR_FIRST =
  'Ative a verificação em duas etapas na sua conta antes de exigi-la dos administradores.';

export interface UpdateStaffSettingsInput {
  settings: StaffSettingsChange;
  /** The version of the rules the form was filled from. */
  baseVersion: number;
}

/**
 * Saves the rules, from the version the form was filled from. The row is read back: RLS lets only
 * admins change it, and a refusal must not look saved.
 */
export async function updateStaffSettings({
  settings,
  baseVersion,
}: UpdateStaffSettingsInput): Promise<StaffSettings> {
  const supabase = await getSupabase();
  return parseRow(
    staffSettingsSchema,
    throwOnError(
      supabase
        .from('staff_settings')
        .update({ ...settings, base_version: baseVersion })
        .eq('id', true)
        .select(COLUMNS)
        .single(),
      (error) => new SaveError(error, 'Falha ao salvar as regras da equipe'),
    ),
  );
}

export const useUpdateStaffSettings = () =>
  useRefreshingMutation(updateStaffSettings, staffKeys.settings(), { waitForRefresh: true });
