import { useMutation, useQueryClient } from '@tanstack/react-query';

import { publishingConstraints, SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import { diffNiches } from '../utils/niche-diff';
import {
  caseCreateSchema,
  caseEditSchema,
  caseMessages,
  toCaseInsert,
  toCaseUpdate,
  type CaseFormValues,
} from './case-form-schema';
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

export interface SaveCaseInput {
  /** The case to update; without it a new case is created. */
  id?: string;
  values: CaseFormValues;
  /** Niche ids the case has now (none for a new case): only the difference with the chosen ones is sent. */
  currentNiches?: readonly string[];
}

export interface SavedCase {
  id: string;
  slug: string;
  /** Niche ids the case has after the call (a niche whose change failed keeps its old state). */
  niches: string[];
  /** The case was saved but changing some of its niches failed. */
  nichesFailed: boolean;
}

/**
 * Creates the case (insert without a slug: the database derives a free one from the title) or
 * updates the whole row by id, then saves its niches. The values are parsed again with the form's
 * schema before sending.
 */
export async function saveCase({ id, values, currentNiches = [] }: SaveCaseInput): Promise<SavedCase> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    id === undefined
      ? supabase
          .from('cases')
          .insert(toCaseInsert(caseCreateSchema.parse(values)))
          .select('id, slug')
          .single()
      : supabase
          .from('cases')
          .update(toCaseUpdate(caseEditSchema.parse(values)))
          .eq('id', id)
          .select('id, slug')
          .single(),
    caseSaveError,
  );
  const niches = await saveCaseNiches(data.id, currentNiches, values.niches);
  return { id: data.id, slug: data.slug, ...niches };
}

/**
 * Takes the case's niche links from `current` to `chosen`: `add_nicho_to_case` for each added
 * niche, `remove_nicho_from_case` for each removed one, nothing for the others. A refused call is
 * logged and leaves its niche as it was.
 */
async function saveCaseNiches(caseId: string, current: readonly string[], chosen: readonly string[]) {
  const supabase = await getSupabase();
  const { added, removed } = diffNiches(current, chosen);
  const niches = new Set(current);
  let nichesFailed = false;
  const call = async (rpc: 'add_nicho_to_case' | 'remove_nicho_from_case', nicheId: string) => {
    const { error } = await supabase.rpc(rpc, { p_case_id: caseId, p_nicho_id: nicheId });
    if (error) {
      nichesFailed = true;
      console.error('Erro ao salvar nichos:', error);
    }
    return !error;
  };
  await Promise.all([
    ...added.map(async (nicheId) => {
      if (await call('add_nicho_to_case', nicheId)) niches.add(nicheId);
    }),
    ...removed.map(async (nicheId) => {
      if (await call('remove_nicho_from_case', nicheId)) niches.delete(nicheId);
    }),
  ]);
  return { niches: [...niches], nichesFailed };
}

export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    // Settled, not only success: a refused niche link comes after the case itself was saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
