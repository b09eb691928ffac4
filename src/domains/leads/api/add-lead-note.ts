import { SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { throwOnError } from '@/lib/supabase-result';

import { LEAD_NOTE_COLUMNS, leadNoteSchema, type LeadNote } from './get-lead-notes';
import { leadKeys } from './keys';
import { leadNoteFormSchema, leadPipelineMessages, type LeadNoteFormValues } from './lead-pipeline-schema';

/** `lead_notes_body_check` refuses the body: said under the note's field. */
const NOTE_CONSTRAINTS: ConstraintFields<keyof LeadNoteFormValues> = {
  lead_notes_body_check: { field: 'body', message: leadPipelineMessages.noteRefused },
};

/**
 * Adds a note to a lead, signed by the admin writing it: the database sets `author_id` to the
 * caller and refuses anyone but an admin (42501) and a body outside its bounds (23514).
 */
export async function addLeadNote({
  leadId,
  values,
}: {
  leadId: string;
  values: LeadNoteFormValues;
}): Promise<LeadNote> {
  const { body } = leadNoteFormSchema.parse(values);
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase.from('lead_notes').insert({ lead_id: leadId, body }).select(LEAD_NOTE_COLUMNS).single(),
    (error) => new SaveError(error, 'Falha ao adicionar a nota', NOTE_CONSTRAINTS),
  );
  return leadNoteSchema.parse(data);
}

// The notes are read again before the toast, so the new one shows beside it.
export const useAddLeadNote = (leadId: string) =>
  useRefreshingMutation(addLeadNote, leadKeys.notes(leadId), { waitForRefresh: true });
