import { SaveError } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { throwOnError } from '@/lib/supabase-result';

import { nicheRowSchema, type Niche } from './case-schema';
import { caseKeys } from './keys';
import { nicheMessages, toNicheArgs, type NicheFormValues } from './niche-form-schema';

/**
 * The database refused (or never answered) the niche. The slug is derived from the name, so a
 * taken slug is flagged on Nome, naming the address (`slug`) the name gives.
 */
export function nicheSaveError(cause: unknown, slug: string): SaveError<keyof NicheFormValues> {
  return new SaveError(cause, 'Falha ao salvar o nicho', {
    cases_nichos_slug_key: { field: 'nome', message: nicheMessages.duplicate(slug) },
  });
}

export interface SaveNicheInput {
  /** The niche to update; without it a new niche is created. */
  id?: string;
  values: NicheFormValues;
}

/**
 * RPC `create_nicho {nome, slug, descricao}`, or `update_nicho` with `nicho_id` too; returns the
 * saved niche.
 */
export async function saveNiche({ id, values }: SaveNicheInput): Promise<Niche> {
  const args = toNicheArgs(values);
  const supabase = await getSupabase();
  const request =
    id === undefined
      ? supabase.rpc('create_nicho', args)
      : supabase.rpc('update_nicho', { nicho_id: id, ...args });
  const { data } = await throwOnError(request, (error) => nicheSaveError(error, args.slug));
  return nicheRowSchema.parse(data);
}

// Niche names show in the case lists and pages too.
export const useSaveNiche = () => useRefreshingMutation(saveNiche, caseKeys.all, { waitForRefresh: true });
