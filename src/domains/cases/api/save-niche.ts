import { SaveError } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow, throwOnError } from '@/lib/supabase-result';

import { nicheRowSchema, type Niche } from './case-schema';
import { caseKeys } from './keys';
import { nicheMessages, nicheToFormValues, toNicheArgs, type NicheFormValues } from './niche-form-schema';

/**
 * The database refused (or never answered) the niche. The slug is derived from the name, so a
 * taken slug is flagged on Nome, naming the address (`slug`) the name gives.
 */
export function nicheSaveError(cause: unknown, slug: string): SaveError<keyof NicheFormValues> {
  return new SaveError(cause, 'Falha ao salvar o nicho', {
    cases_nichos_slug_key: { field: 'nome', message: nicheMessages.duplicate(slug) },
  });
}

export type SaveNicheInput =
  | { id?: undefined; values: NicheFormValues }
  | {
      /** The niche to update, from the version the form was read from. */
      id: string;
      baseVersion: number;
      values: NicheFormValues;
    };

/**
 * RPC `create_nicho {nome, slug, descricao}`, or `update_nicho` with `nicho_id` and
 * `base_version` too; returns the saved niche.
 */
export async function saveNiche(input: SaveNicheInput): Promise<Niche> {
  const args = toNicheArgs(input.values);
  const supabase = await getSupabase();
  const request =
    input.id === undefined
      ? supabase.rpc('create_nicho', args)
      : supabase.rpc('update_nicho', { nicho_id: input.id, base_version: input.baseVersion, ...args });
  const { data } = await throwOnError(request, (error) => nicheSaveError(error, args.slug));
  return nicheRowSchema.parse(data);
}

/** A niche as it is saved now, as the form's values (the conflict view compares with them). */
export async function getSavedNiche(id: string) {
  const supabase = await getSupabase();
  const row = await parseRow(nicheRowSchema, supabase.from('cases_nichos').select('*').eq('id', id).single());
  return { values: nicheToFormValues(row), version: row.version };
}

// Niche names show in the case lists and pages too.
export const useSaveNiche = () => useRefreshingMutation(saveNiche, caseKeys.all, { waitForRefresh: true });
