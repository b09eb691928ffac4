import { deleteRowOf, useDeleteById, withoutRow } from '@/lib/delete-by-id';

import type { CaseSummary } from './get-cases';
import { caseKeys } from './keys';

/** Deletes a case by id; its niche links go with it (on delete cascade). */
export const deleteCase = deleteRowOf('cases');

/** The case leaves the admin list at once; its edit query is dropped. */
export function useDeleteCase() {
  return useDeleteById(deleteCase, {
    lists: caseKeys.admin.list(),
    without: withoutRow<CaseSummary>,
    detail: caseKeys.admin.detail,
    all: caseKeys.all,
  });
}
