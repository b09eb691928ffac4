import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';

import { diffNichos } from '../utils/nicho-diff';
import { caseEditSchema, toCaseUpdate, type CaseFormValues } from './case-form-schema';
import { adminCaseKeys, dashboardRootKey, nichoKeys } from './admin-keys';

export interface UpdateCaseInput {
  id: string;
  values: CaseFormValues;
  /** Niche ids the case has now: only the difference with the chosen ones is sent. */
  currentNichos: readonly string[];
}

export interface UpdatedCase {
  slug: string;
  /** Niche ids the case has after the call (the ones whose change failed keep their old state). */
  nichos: string[];
  nichosFailed: boolean;
}

/**
 * Updates the whole case by id, then saves the niche difference: `add_nicho_to_case`
 * for each added niche, `remove_nicho_from_case` for each removed one, nothing for the others.
 */
export async function updateCase({ id, values, currentNichos }: UpdateCaseInput): Promise<UpdatedCase> {
  const parsed = caseEditSchema.parse(values);
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('cases')
    .update(toCaseUpdate(parsed))
    .eq('id', id)
    .select('slug')
    .single();
  if (error) throw error;

  const { added, removed } = diffNichos(currentNichos, parsed.nichos);
  const nichos = new Set(currentNichos);
  let nichosFailed = false;
  await Promise.all([
    ...added.map(async (nichoId) => {
      const { error: addError } = await supabase.rpc('add_nicho_to_case', {
        p_case_id: id,
        p_nicho_id: nichoId,
      });
      if (addError) {
        nichosFailed = true;
        console.error('Erro ao salvar nichos:', addError);
      } else nichos.add(nichoId);
    }),
    ...removed.map(async (nichoId) => {
      const { error: removeError } = await supabase.rpc('remove_nicho_from_case', {
        p_case_id: id,
        p_nicho_id: nichoId,
      });
      if (removeError) {
        nichosFailed = true;
        console.error('Erro ao salvar nichos:', removeError);
      } else nichos.delete(nichoId);
    }),
  ]);
  return { slug: data.slug, nichos: [...nichos], nichosFailed };
}

export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCase,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCaseKeys.all }),
        queryClient.invalidateQueries({ queryKey: nichoKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardRootKey }),
      ]),
  });
}
