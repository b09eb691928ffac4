import { deleteRowOf, useDeleteById, withoutRow } from '@/lib/delete-by-id';

import { publishingKeys } from './keys';
import type { Redirect } from './row-schemas';

export const deleteRedirect = deleteRowOf('redirects');

/** Deletes a redirect (admins); on success it leaves the list at once. */
export function useDeleteRedirect() {
  return useDeleteById(deleteRedirect, {
    lists: publishingKeys.redirects(),
    without: withoutRow<Redirect>,
    all: publishingKeys.all,
  });
}
