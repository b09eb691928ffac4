import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/get-supabase';

import { caseCreateSchema, toCaseInsert, type CaseFormValues } from './case-form-schema';
import { adminCaseKeys, dashboardRootKey, nichoKeys } from './admin-keys';

export interface CreatedCase {
  id: string;
  slug: string;
  /** The case was saved but linking some niches failed (it can be fixed on the edit page). */
  nichosFailed: boolean;
}

/**
 * Inserts the case returning the row, then links each chosen niche (insert; RPC
 * `add_nicho_to_case`). The values are parsed again with the form's schema before sending.
 */
export async function createCase(values: CaseFormValues): Promise<CreatedCase> {
  const parsed = caseCreateSchema.parse(values);
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('cases').insert(toCaseInsert(parsed)).select().single();
  if (error) throw error;

  const results = await Promise.all(
    [...new Set(parsed.nichos)].map((nichoId) =>
      supabase.rpc('add_nicho_to_case', { p_case_id: data.id, p_nicho_id: nichoId }),
    ),
  );
  const failed = results.filter((result) => result.error);
  for (const result of failed) console.error('Erro ao salvar nichos:', result.error);
  return { id: data.id, slug: data.slug, nichosFailed: failed.length > 0 };
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCaseKeys.all }),
        queryClient.invalidateQueries({ queryKey: nichoKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardRootKey }),
      ]),
  });
}
