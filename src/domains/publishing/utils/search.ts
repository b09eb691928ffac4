import { matchesSearch } from '@/lib/text';

import type { Redirect } from '../api/row-schemas';

/** The redirects whose origin or destination contains the search (any case or accent); all when blank. */
export function filterRedirectsByPath(redirects: readonly Redirect[], search: string): Redirect[] {
  return redirects.filter((redirect) => matchesSearch(search, redirect.from_path, redirect.to_path));
}
