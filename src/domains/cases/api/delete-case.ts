import { deleteRowOf, useDeleteById, withoutRow } from '@/lib/delete-by-id';

import type { AdminCaseSummary } from './get-admin-cases';
import { caseKeys } from './keys';

/** Deletes a case by id; its niche links go with it (on delete cascade). */
export const deleteCase = deleteRowOf('cases');

/** The case leaves every admin list (each filter's) at once; its edit query is dropped. */
export function useDeleteCase() {
  return useDeleteById(deleteCase, {
    lists: caseKeys.admin.lists(),
    without: withoutRow<AdminCaseSummary>,
    detail: caseKeys.admin.detail,
    all: caseKeys.all,
  });
}
