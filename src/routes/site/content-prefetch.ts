/**
 * Which queries each content page reads, for the build-time loader of content-layout.tsx (kept
 * apart so it can be tested without React Router).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { CASES_PATH } from '@/config/content-paths';
import { caseQueryOptions } from '@/domains/cases/api/get-case';
import { caseNichesQueryOptions } from '@/domains/cases/api/get-case-niches';
import { casesQueryOptions } from '@/domains/cases/api/get-cases';
import { nichesQueryOptions } from '@/domains/cases/api/get-niches';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { categoryQueryOptions } from '@/domains/insights/api/get-category';
import { categoryInsightsQueryOptions } from '@/domains/insights/api/get-category-insights';
import { insightQueryOptions } from '@/domains/insights/api/get-insight';
import { insightsQueryOptions } from '@/domains/insights/api/get-insights';

/** What to fetch for a page; `run` throws when a query fails (reported, never fatal). */
export type Prefetch = readonly [label: string, run: (queryClient: QueryClient) => Promise<unknown>];

/** The queries a content page reads, by its address (the same options its components use). */
export function prefetchesFor(pathname: string, params: LoaderFunctionArgs['params']): Prefetch[] {
  const { slug, categorySlug, postSlug } = params;
  if (slug) {
    return [
      [
        'case',
        async (queryClient) => {
          const item = await queryClient.fetchQuery(caseQueryOptions(slug));
          if (item) await queryClient.fetchQuery(caseNichesQueryOptions(item.id));
        },
      ],
    ];
  }
  if (categorySlug && postSlug) {
    return [
      ['insight', (queryClient) => queryClient.fetchQuery(insightQueryOptions(categorySlug, postSlug))],
    ];
  }
  if (categorySlug) {
    return [
      [
        'categoria',
        async (queryClient) => {
          const category = await queryClient.fetchQuery(categoryQueryOptions(categorySlug));
          if (category) await queryClient.fetchInfiniteQuery(categoryInsightsQueryOptions(category.id));
        },
      ],
      ['categorias', (queryClient) => queryClient.fetchQuery(categoriesQueryOptions())],
    ];
  }
  // Prerendering asks for `/cases.data` first, then renders `/cases` with that data.
  if (pathname.replace(/\.data$/, '').replace(/\/+$/, '') === CASES_PATH) {
    return [
      ['cases', (queryClient) => queryClient.fetchQuery(casesQueryOptions())],
      ['nichos', (queryClient) => queryClient.fetchQuery(nichesQueryOptions())],
    ];
  }
  return [
    ['insights', (queryClient) => queryClient.fetchQuery(insightsQueryOptions())],
    ['categorias', (queryClient) => queryClient.fetchQuery(categoriesQueryOptions())],
  ];
}
