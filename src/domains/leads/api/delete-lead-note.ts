import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { throwOnError } from '@/lib/supabase-result';

import { leadKeys } from './keys';

/**
 * Deletes a note. RLS lets an admin delete only their own: a note of someone else (or one already
 * gone) deletes no row, which is an error here, so it never looks deleted.
 */
export async function deleteLeadNote(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(supabase.from('lead_notes').delete().eq('id', id).select('id'));
  if (data.length === 0) throw new Error('Nenhuma nota excluída: apenas quem a escreveu pode excluí-la.');
}

export const useDeleteLeadNote = (leadId: string) =>
  useRefreshingMutation(deleteLeadNote, leadKeys.notes(leadId), { waitForRefresh: true });
