import { apiUrl, serviceClient, type Client } from './clients.ts';
import type { Database } from '../../src/types/database.types.ts';

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

/**
 * A staff save of one of the single settings rows (lead_settings, staff_settings) from its current
 * version. Files running in parallel save the same row, so a save of theirs can come between the
 * read and this save (PT409): the save is then made again from the new version, as a person
 * would after reloading the page.
 */
export async function saveSettings<T extends 'lead_settings' | 'staff_settings'>(
  client: Client,
  table: T,
  changes: Database['public']['Tables'][T]['Update'],
  url = apiUrl(),
) {
  for (let attempt = 1; ; attempt++) {
    const saved = await client
      .from(table as 'lead_settings')
      .update(await atCurrentVersion(table, true, changes as object, url))
      .eq('id', true)
      .select();
    if (saved.error?.code !== 'PT409' || attempt === 5) return saved;
  }
}
