import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { caseQueryOptions } from '@/domains/cases/api/get-case';
import { caseNichesQueryOptions } from '@/domains/cases/api/get-case-niches';
import { casesQueryOptions } from '@/domains/cases/api/get-cases';
import { featuredCasesQueryOptions } from '@/domains/cases/api/get-featured-cases';
import { nichesQueryOptions } from '@/domains/cases/api/get-niches';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { categoryQueryOptions } from '@/domains/insights/api/get-category';
import { categoryInsightsQueryOptions } from '@/domains/insights/api/get-category-insights';
import { insightQueryOptions } from '@/domains/insights/api/get-insight';
import { insightsQueryOptions } from '@/domains/insights/api/get-insights';
import { newsQueryOptions } from '@/domains/news/api/get-news';
import { makeQueryClient } from '@/lib/query-client';

import { searchCasesQueryOptions } from '@/domains/cases/api/search-cases';
import {
  relatedInsightsQueryOptions,
  searchInsightsQueryOptions,
} from '@/domains/insights/api/search-insights';

import { loader as agentesLoader } from './agentes-de-ia';
import { loader as caseLoader } from './case';
import { loader as casesLoader } from './cases';
import { loader as insightLoader } from './insight';
import { loader as insightsLoader } from './insights';
import { loader as categoryLoader } from './insights-category';

/** The query client each loader creates records the queries it fetches and answers `answer`. */
const fetched: QueryKey[] = [];
let answer: (key: QueryKey) => unknown = () => ({ id: 'row-id' });
vi.mock('@/lib/query-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/query-client')>();
  return {
    ...original,
    makeQueryClient: () => {
      const client = new QueryClient();
      const record = async ({ queryKey }: { queryKey: QueryKey }) => {
        fetched.push(queryKey);
        return answer(queryKey);
      };
      client.fetchQuery = record as QueryClient['fetchQuery'];
      client.fetchInfiniteQuery = record as QueryClient['fetchInfiniteQuery'];
      return client;
    },
  };
});
vi.mock('@/lib/sanitize-html.server', () => ({ prepareServerSanitizer: async () => {} }));

/** The query keys a route's build-time loader fetches, in order. */
async function fetchedBy(
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  params: Record<string, string> = {},
  url = 'http://build.local/',
): Promise<QueryKey[]> {
  fetched.length = 0;
  await loader({ params, request: new Request(url), context: {} } as LoaderFunctionArgs);
  return [...fetched];
}

afterEach(() => {
  answer = () => ({ id: 'row-id' });
});

describe('what each prerendered page reads (its loader names the queries)', () => {
  it('/insights and /cases rendered by the host for a search: the list, then the results of `q` (normalised)', async () => {
    expect(await fetchedBy(insightsLoader, {}, 'http://site.local/insights?q=%20automacao%20%20ia')).toEqual(
      [insightsQueryOptions(), categoriesQueryOptions(), searchInsightsQueryOptions('automacao ia')].map(
        (options) => options.queryKey,
      ),
    );
    expect(await fetchedBy(casesLoader, {}, 'http://site.local/cases?q=clinica')).toEqual(
      [casesQueryOptions(), nichesQueryOptions(), searchCasesQueryOptions('clinica')].map(
        (options) => options.queryKey,
      ),
    );
  });

  it.each([
    ['/cases: the cases and the niches', casesLoader, {}, () => [casesQueryOptions(), nichesQueryOptions()]],
    [
      '/insights: the insights and the categories',
      insightsLoader,
      {},
      () => [insightsQueryOptions(), categoriesQueryOptions()],
    ],
    [
      '/insights/{categorySlug}: the category, the categories, then its first page',
      categoryLoader,
      { categorySlug: 'estrategia' },
      () => [
        categoryQueryOptions('estrategia'),
        categoriesQueryOptions(),
        categoryInsightsQueryOptions('row-id'),
      ],
    ],
    [
      "/insights/{categorySlug}/{postSlug}: the article, then 'Leia também'",
      insightLoader,
      { categorySlug: 'estrategia', postSlug: 'lgpd' },
      () => [insightQueryOptions('estrategia', 'lgpd'), relatedInsightsQueryOptions('row-id')],
    ],
    [
      '/agentes-de-ia: the featured cases and the press items',
      agentesLoader,
      {},
      () => [featuredCasesQueryOptions(), newsQueryOptions()],
    ],
  ] as const)('%s', async (_page, loader, params, expected) => {
    expect(await fetchedBy(loader, params)).toEqual(expected().map((options) => options.queryKey));
  });

  it('/cases/{slug}: the case, then its niches by id; no case, no niches query', async () => {
    expect(await fetchedBy(caseLoader, { slug: 'clinica' })).toEqual([
      caseQueryOptions('clinica').queryKey,
      caseNichesQueryOptions('row-id').queryKey,
    ]);
    answer = () => null;
    expect(await fetchedBy(caseLoader, { slug: 'nada' })).toEqual([caseQueryOptions('nada').queryKey]);
  });

  it('a failed query is reported and the page still prerenders, marked for refresh', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = (key) => {
      if (JSON.stringify(key) === JSON.stringify(newsQueryOptions().queryKey))
        throw new Error('API fora do ar');
      return [];
    };
    const data = await casesLoader({
      request: new Request('http://build.local/cases'),
    } as LoaderFunctionArgs);
    expect(data.dehydratedState).toBeDefined();
    await agentesLoader();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/\/agentes-de-ia: falha ao ler notícias \(API fora do ar\)/),
    );
    warn.mockRestore();
  });
});

it('the build snapshot is marked invalidated, so the browser refreshes it after hydration', async () => {
  const { dehydrateBuildSnapshot } =
    await vi.importActual<typeof import('@/lib/query-client')>('@/lib/query-client');
  const client = makeQueryClient();
  client.setQueryData(['cases', 'list', 'public'], []);
  const state = dehydrateBuildSnapshot(client);
  expect(state.queries.map((query) => query.state.isInvalidated)).toEqual([true]);
});
