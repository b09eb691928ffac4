import { queryOptions } from '@tanstack/react-query';

import { getCases } from './get-cases';
import { caseKeys } from './keys';

/** The admin list reads the same cases as /cases, in a cache of its own. */
export function adminCasesQueryOptions() {
  return queryOptions({ queryKey: caseKeys.admin.list(), queryFn: getCases });
}
