import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';

import { getPublicClient } from '@/lib/get-supabase';
import { useLogQueryError } from '@/lib/log-query-error';
import { canonicalPath } from '@/lib/site-path';
import { parseRow } from '@/lib/supabase-result';

import { publishingKeys } from './keys';
import { redirectRowSchema } from './row-schemas';

/** What following a redirect needs: where it goes (the site follows 301 and 302 alike). */
const redirectTargetSchema = z.pick(redirectRowSchema, { to_path: true });

export type RedirectTarget = z.infer<typeof redirectTargetSchema>;

/**
 * The `from_path` an address is stored as: its canonical form (`/a%c3%a7` and `/aç` are both
 * `/a%C3%A7`, as a row holds it), without a trailing slash (`/growth/` is `/growth`).
 */
export function redirectLookupPath(pathname: string): string {
  // A malformed escape cannot match a stored path: looked up as it came.
  const path = canonicalPath(pathname) ?? pathname;
  return path.replace(/\/+$/, '') || '/';
}

/** The redirect of `path` (a lookup path), or null when none. A failed request throws. */
export async function getRedirect(path: string): Promise<RedirectTarget | null> {
  const supabase = await getPublicClient();
  return parseRow(
    z.nullable(redirectTargetSchema),
    supabase.from('redirects').select('to_path').eq('from_path', path).maybeSingle().retry(false),
  );
}

export function redirectQueryOptions(path: string) {
  return queryOptions({ queryKey: publishingKeys.redirect(path), queryFn: () => getRedirect(path) });
}

/**
 * When a page finds nothing (`notFound`), follows the redirect of the current address, if any,
 * replacing it in the history and keeping its query and fragment: an address that moved after the
 * last build (the host's `_redirects` does not know it yet) or one reached by in-app navigation.
 * True while the lookup runs or the redirect is being followed (the page keeps its loading state);
 * false once there is none, or the lookup failed (logged): the page shows its not-found state.
 */
export function useFollowRedirect(notFound: boolean): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const query = useQuery({ ...redirectQueryOptions(redirectLookupPath(pathname)), enabled: notFound });
  const target = notFound ? query.data?.to_path : undefined;

  useLogQueryError('Erro ao procurar um redirecionamento:', query);

  useEffect(() => {
    if (target) void navigate(`${target}${search}${hash}`, { replace: true });
  }, [target, search, hash, navigate]);

  return notFound && (query.isPending || Boolean(target));
}
