import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { throwOnError } from '@/lib/supabase-result';

import { publishingKeys } from './keys';

/**
 * "Publicar site agora" (admins): the database calls the build hook at once. Refused with 42501
 * for anyone else and 55000 when no hook is configured, each with a message in Portuguese.
 */
export async function publishSiteNow(): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.rpc('publish_site_now'));
}

/** Publishes; the rebuild state is read again meanwhile (the call is now the last one). */
export const usePublishSiteNow = () =>
  useRefreshingMutation(publishSiteNow, publishingKeys.status(), { waitForRefresh: false });
