import { errorCode, REDIRECT_CONSTRAINTS, SaveError, type ConstraintFields } from '@/lib/db-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { parseRow, throwOnError } from '@/lib/supabase-result';

import { publishingKeys } from './keys';
import { redirectToFormValues, toRedirectPayload, type RedirectFormValues } from './redirect-schema';
import { REDIRECT_COLUMNS, redirectSchema } from './row-schemas';

type RedirectField = keyof RedirectFormValues;

/**
 * A chain refused by the database (23514, `redirects_chain_check`): PostgREST passes on the
 * trigger's sentence, not its constraint name, so the sentence itself is the key, shown as it is
 * under the field it is about: 'O destino /x já redireciona para /y…' under Para, '/x já é o destino
 * de /y…' under De.
 */
function chainRefusal(cause: unknown): ConstraintFields<RedirectField> {
  const message =
    typeof cause === 'object' && cause !== null && 'message' in cause ? cause.message : undefined;
  if (errorCode(cause) !== '23514' || typeof message !== 'string') return {};
  if (/^O destino \S+ já redireciona para /.test(message))
    return { [message]: { field: 'to_path', message } };
  if (/ já é o destino de /.test(message)) return { [message]: { field: 'from_path', message } };
  return {};
}

/**
 * The database refused (or never answered) an insert/update: the form shows its toast and flags
 * the field the refusal is about (a constraint of `REDIRECT_CONSTRAINTS`, or a chain), keeping
 * what was typed.
 */
export function redirectSaveError(cause: unknown): SaveError<RedirectField> {
  return new SaveError(cause, 'Falha ao salvar o redirecionamento', {
    ...REDIRECT_CONSTRAINTS,
    ...chainRefusal(cause),
  });
}

/**
 * Insert {from_path, to_path, status_code} ('manual', by the signed-in admin); answers the new
 * redirect's id (the list shows it).
 */
export async function createRedirect(values: RedirectFormValues): Promise<{ id: string }> {
  const payload = toRedirectPayload(values);
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase.from('redirects').insert(payload).select('id').single(),
    redirectSaveError,
  );
  return data;
}

export interface UpdateRedirectInput {
  id: string;
  /** The version the form was read from (the database refuses the save if it is no longer the redirect's). */
  baseVersion: number;
  values: RedirectFormValues;
}

/** Update the destination and the type by id, from the version the form was read from (the address redirected stays). */
export async function updateRedirect({ id, baseVersion, values }: UpdateRedirectInput): Promise<void> {
  const { to_path, status_code } = toRedirectPayload(values);
  const supabase = await getSupabase();
  await throwOnError(
    supabase.from('redirects').update({ to_path, status_code, base_version: baseVersion }).eq('id', id),
    redirectSaveError,
  );
}

/** A redirect as it is saved now, as the form's values (the conflict view compares with them). */
export async function getSavedRedirect(id: string) {
  const supabase = await getSupabase();
  const row = await parseRow(
    redirectSchema,
    supabase.from('redirects').select(REDIRECT_COLUMNS).eq('id', id).single(),
  );
  return { values: redirectToFormValues(row), version: row.version };
}

// The list is read again before the toast, so it shows the change.
export const useCreateRedirect = () =>
  useRefreshingMutation(createRedirect, publishingKeys.all, { waitForRefresh: true });
export const useUpdateRedirect = () =>
  useRefreshingMutation(updateRedirect, publishingKeys.all, { waitForRefresh: true });
