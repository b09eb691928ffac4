import * as z from 'zod/mini';

import { searchMessages } from '@/content/search';
import { SEARCH_LIMITS } from '@/limits/search';

import { SEARCH_PARAM } from './host-files';

/** What is searched for: the text typed, its spaces collapsed and trimmed ('' = no search). */
export const normalizeSearch = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The search box's rule, the database's too (search_terms refuses past the limit with 22001). */
export const searchQuerySchema = z
  .string()
  .check(z.maxLength(SEARCH_LIMITS.queryMax, searchMessages.tooLong(SEARCH_LIMITS.queryMax)));

/** Why `query` cannot be searched for, or undefined. */
export function searchQueryError(query: string): string | undefined {
  const result = searchQuerySchema.safeParse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The search of an address (`?q=`), normalised; '' when there is none or it cannot be searched for. */
export function searchQueryOf(url: string | URL): string {
  const query = normalizeSearch(new URL(url, 'http://localhost').searchParams.get(SEARCH_PARAM) ?? '');
  return searchQueryError(query) ? '' : query;
}
