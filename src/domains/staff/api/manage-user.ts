import { readFunctionError } from '@/lib/function-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import type { StaffRole } from '@/lib/staff-roles';

import { staffKeys } from './keys';

/** What an admin does to another staff account (the manage-user function's actions). */
export type StaffChange =
  | { userId: string; action: 'set_role'; tipo: StaffRole }
  | { userId: string; action: 'deactivate' | 'reactivate' | 'remove' | 'remove_second_factor' };

const fallbacks = {
  notFound: 'O serviço de gestão de usuários não está disponível no servidor.',
  internal: 'Erro interno ao alterar o usuário. Tente novamente.',
} as const;

/**
 * Changes a staff account through the `manage-user` edge function, with the admin's own token.
 * Throws an Error whose message is the function's (Portuguese) refusal, e.g. the last-admin rule.
 */
export async function manageStaffUser(change: StaffChange): Promise<void> {
  const supabase = await getSupabase();
  const body =
    change.action === 'set_role'
      ? { user_id: change.userId, action: change.action, tipo: change.tipo }
      : { user_id: change.userId, action: change.action };
  const { error } = await supabase.functions.invoke('manage-user', { body });
  if (error) throw new Error((await readFunctionError(error, fallbacks)).message);
}

export const useManageStaffUser = () =>
  useRefreshingMutation(manageStaffUser, staffKeys.all, { waitForRefresh: true });
