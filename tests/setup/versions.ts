import { apiUrl, serviceClient } from './clients.ts';

/** The tables whose rows carry an edit version (20261130090000_edit_versions.sql). */
export type VersionedTable =
  | 'cases'
  | 'insights'
  | 'noticias'
  | 'cases_nichos'
  | 'categorias'
  | 'redirects'
  | 'leads'
  | 'lead_settings'
  | 'staff_settings';

/** The row's current version, read through the service role (whoever may see the row). */
export async function currentVersion(
  table: VersionedTable,
  id: string | boolean,
  url = apiUrl(),
): Promise<number> {
  // One row shape for every table: only `version` is read.
  const { data, error } = await serviceClient(url)
    .from(table as 'cases')
    .select('version')
    .eq('id', id as string)
    .single();
  if (error) throw error;
  return data.version;
}

/**
 * `changes` naming the row's current version, as a staff save must: spread into a staff update,
 * `client.from(table).update(await atCurrentVersion(table, id, changes)).eq('id', id)`.
 */
export async function atCurrentVersion<C extends object>(
  table: VersionedTable,
  id: string | boolean,
  changes: C,
  url = apiUrl(),
): Promise<C & { base_version: number }> {
  return { ...changes, base_version: await currentVersion(table, id, url) };
}
