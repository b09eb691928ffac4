import { useMutation, useQueryClient } from '@tanstack/react-query';

import { publishingConstraints, SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';
import type { Database } from '@/types/database.types';

import {
  caseCreateSchema,
  caseEditSchema,
  caseMessages,
  toCaseInsert,
  toCaseUpdate,
  type CaseFormValues,
} from './case-form-schema';
import { caseRowSchema, type Case } from './case-schema';
import { caseKeys } from './keys';

/** The form field each constraint of `public.cases` guards, and what to say under it. */
const CASE_CONSTRAINTS: ConstraintFields<keyof CaseFormValues> = {
  cases_slug_key: { field: 'slug', message: caseMessages.slugTaken },
  ...publishingConstraints('cases'),
};

/** The database refused (or never answered) the case; a taken slug is flagged on its field. */
export function caseSaveError(cause: unknown): SaveError<keyof CaseFormValues> {
  return new SaveError(cause, 'Falha ao salvar o case', CASE_CONSTRAINTS);
}

export type SaveCaseInput =
  | { id?: undefined; baseVersion?: undefined; values: CaseFormValues }
  | {
      /** The case to update. */
      id: string;
      /** The version the form was read from (the database refuses the save if it is no longer the case's). */
      baseVersion: number;
      values: CaseFormValues;
    };

/** The case as `save_case` left it, with the niches it was given. */
export interface SavedCase {
  row: Case;
  niches: string[];
}

type SaveCaseArgs = Database['public']['Functions']['save_case']['Args'];

/**
 * Creates the case (without a slug: the database derives a free one from the title) or updates it
 * from the version the form was read from, and sets its niches — one call to `save_case`, one
 * transaction. The values are parsed again with the form's schema before sending.
 */
export async function saveCase({ id, baseVersion, values }: SaveCaseInput): Promise<SavedCase> {
  const fields =
    id === undefined
      ? toCaseInsert(caseCreateSchema.parse(values))
      : toCaseUpdate(caseEditSchema.parse(values));
  // The generated Args type every argument as required; the function takes null for a new case.
  const args = {
    case_id: id ?? null,
    base_version: baseVersion ?? null,
    fields,
    nicho_ids: values.niches,
  } as unknown as SaveCaseArgs;
  const supabase = await getSupabase();
  const { data } = await throwOnError(supabase.rpc('save_case', args), caseSaveError);
  return { row: caseRowSchema.parse(data), niches: [...values.niches] };
}

export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
