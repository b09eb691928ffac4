import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { prefetchesFor } from './content-prefetch';

/** Runs a page's prefetches against a fake client; returns the query keys fetched, in order. */
async function fetchedKeys(
  pathname: string,
  params: Record<string, string>,
  answer: (key: QueryKey) => unknown = () => ({ id: 'row-id' }),
) {
  const keys: QueryKey[] = [];
  const fetch = vi.fn(async ({ queryKey }: { queryKey: QueryKey }) => {
    keys.push(queryKey);
    return answer(queryKey);
  });
  const client = { fetchQuery: fetch, fetchInfiniteQuery: fetch } as unknown as QueryClient;
  for (const [, run] of prefetchesFor(pathname, params)) await run(client);
  return keys;
}

describe('prefetchesFor (what each prerendered content page reads)', () => {
  it('/cases (and its .data request): the cases and the niches', async () => {
    for (const pathname of ['/cases', '/cases/', '/cases.data']) {
      expect(await fetchedKeys(pathname, {})).toEqual([
        ['cases', 'list', 'public'],
        ['cases', 'niches'],
      ]);
    }
  });

  it('/cases/{slug}: the case, then its niches by id', async () => {
    expect(await fetchedKeys('/cases/clinica', { slug: 'clinica' })).toEqual([
      ['cases', 'detail', 'clinica'],
      ['cases', 'detail', 'niches', 'row-id'],
    ]);
    // No case: no niches query.
    expect(await fetchedKeys('/cases/nada', { slug: 'nada' }, () => null)).toEqual([
      ['cases', 'detail', 'nada'],
    ]);
  });

  it('/insights (and its .data request): the insights and the categories', async () => {
    for (const pathname of ['/insights', '/insights.data']) {
      expect(await fetchedKeys(pathname, {})).toEqual([
        ['insights', 'list', 'public'],
        ['insights', 'categories'],
      ]);
    }
  });

  it('/insights/{categorySlug}: the category, its first page and the categories', async () => {
    expect(await fetchedKeys('/insights/estrategia', { categorySlug: 'estrategia' })).toEqual([
      ['insights', 'categories', 'estrategia'],
      ['insights', 'list', 'category', 'row-id'],
      ['insights', 'categories'],
    ]);
  });

  it('/insights/{categorySlug}/{postSlug}: the article', async () => {
    expect(
      await fetchedKeys('/insights/estrategia/lgpd', { categorySlug: 'estrategia', postSlug: 'lgpd' }),
    ).toEqual([['insights', 'detail', 'estrategia', 'lgpd']]);
  });
});
