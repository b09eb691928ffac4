import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FeaturedCase } from '../api/get-featured-cases';
import { FeaturedCasesList } from './featured-cases-list';

// Mock the query module's fetcher (never supabase): its options and hook keep the real query key
// and call the mocked fetcher.
const getFeaturedCases = vi.hoisted(() => vi.fn());
vi.mock('../api/get-featured-cases', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/get-featured-cases')>();
  const { useQuery } = await import('@tanstack/react-query');
  const featuredCasesQueryOptions = (limit = actual.FEATURED_CASES_LIMIT) => ({
    ...actual.featuredCasesQueryOptions(limit),
    queryFn: () => getFeaturedCases(limit) as Promise<FeaturedCase[]>,
  });
  return {
    ...actual,
    getFeaturedCases,
    featuredCasesQueryOptions,
    useFeaturedCases: (limit?: number) => useQuery(featuredCasesQueryOptions(limit)),
  };
});

function renderList(): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const router = createMemoryRouter([{ path: '/', element: wrap(<FeaturedCasesList />) }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  getFeaturedCases.mockReset();
});

describe('FeaturedCasesList', () => {
  it('shows a skeleton while loading, then the featured cases linking to their pages', async () => {
    let resolve!: (rows: unknown) => void;
    getFeaturedCases.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderList();

    expect(screen.getByRole('list', { name: 'Carregando cases em destaque' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    resolve([
      { id: '1', titulo: 'Clínica reduz faltas em 40%', slug: 'clinica-reduz-faltas' },
      { id: '2', titulo: 'Imobiliária responde leads em 1 minuto', slug: 'imobiliaria-leads' },
    ]);

    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Clínica reduz faltas em 40%',
      'Imobiliária responde leads em 1 minuto',
    ]);
    expect(links[0]).toHaveAttribute('href', '/cases/clinica-reduz-faltas');
    expect(getFeaturedCases).toHaveBeenCalledWith(6);
  });

  it('shows the empty state when there are no featured cases', async () => {
    getFeaturedCases.mockResolvedValueOnce([]);
    renderList();

    expect(await screen.findByText('Nenhum case em destaque por enquanto.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that refetches', async () => {
    getFeaturedCases.mockRejectedValueOnce(new Error('fetch failed'));
    getFeaturedCases.mockResolvedValueOnce([{ id: '3', titulo: 'Varejo vende mais', slug: 'varejo' }]);
    renderList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os cases.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('link', { name: 'Varejo vende mais' })).toBeInTheDocument();
    expect(getFeaturedCases).toHaveBeenCalledTimes(2);
  });
});
