// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { renderWithProviders } from '@/test/render-with-providers';

import type { Category, InsightSummary } from '../api/row-schemas';
import { CategoryInsights } from './category-insights';

const getPage = vi.hoisted(() => vi.fn<(categoryId: string, page: number) => Promise<InsightSummary[]>>());
// The hook calls the options inside its module, so the fake module brings its own hook.
vi.mock(import('../api/get-category-insights'), async (importOriginal) => {
  const actual = await importOriginal();
  const { useInfiniteQuery } = await import('@tanstack/react-query');
  const categoryInsightsQueryOptions = (categoryId: string) => ({
    ...actual.categoryInsightsQueryOptions(categoryId),
    queryFn: ({ pageParam }: { pageParam: number }) => getPage(categoryId, pageParam),
  });
  return {
    ...actual,
    categoryInsightsQueryOptions,
    useCategoryInsights: (categoryId: string | undefined) =>
      useInfiniteQuery({ ...categoryInsightsQueryOptions(categoryId ?? ''), enabled: Boolean(categoryId) }),
  };
});

const CATEGORY: Category = { id: 'cat', nome: 'Estratégia', slug: 'estrategia', descricao: null };

const insight = (n: number): InsightSummary => ({
  id: `id-${n}`,
  slug: `post-${n}`,
  titulo: `Post ${n}`,
  descricao: null,
  imagem: null,
  data_publicacao: '2025-03-05',
  status: 'publicado',
  publicado_em: '2025-03-05T12:00:00Z',
  categoria: { id: 'cat', nome: 'Estratégia', slug: 'estrategia' },
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => insight(from + i));

const cards = () =>
  within(screen.getByRole('list', { name: 'Insights de Estratégia' })).getAllByRole('listitem');

resetMocksAfterEach();

describe('CategoryInsights', () => {
  it("loads 12 per page with 'Carregar mais insights' ('Carregando...'), removing duplicates by id", async () => {
    const secondPage = deferred<InsightSummary[]>();
    getPage.mockResolvedValueOnce(range(1, 12)).mockReturnValueOnce(secondPage.promise);
    const user = userEvent.setup();
    renderWithProviders(<CategoryInsights category={CATEGORY} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando insights...');
    await screen.findByRole('list', { name: 'Insights de Estratégia' });
    expect(cards()).toHaveLength(12);
    expect(getPage).toHaveBeenLastCalledWith('cat', 0);

    await user.click(screen.getByRole('button', { name: 'Carregar mais insights' }));
    const loading = screen.getByRole('button', { name: 'Carregando...' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(getPage).toHaveBeenLastCalledWith('cat', 1);

    // Page 2 repeats the last item of page 1 (a new post moved everything by one).
    secondPage.resolve([insight(12), ...range(13, 15)]);
    await vi.waitFor(() => expect(cards()).toHaveLength(15));
    expect(
      screen.queryByRole('button', { name: /Carregar mais insights|Carregando/ }),
    ).not.toBeInTheDocument();
  });

  it('has no button when the first page is not full', async () => {
    getPage.mockResolvedValueOnce(range(1, 5));
    renderWithProviders(<CategoryInsights category={CATEGORY} />);
    await screen.findByRole('list', { name: 'Insights de Estratégia' });
    expect(cards()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Carregar mais insights' })).not.toBeInTheDocument();
  });

  it("shows 'Nenhum insight encontrado' for an empty category", async () => {
    getPage.mockResolvedValueOnce([]);
    renderWithProviders(<CategoryInsights category={CATEGORY} />);
    expect(await screen.findByRole('heading', { name: 'Nenhum insight encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os insights' })).toHaveAttribute('href', '/insights');
  });

  it("shows 'Erro de Conexão' when the first page fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getPage.mockRejectedValueOnce(new Error('rede'));
    renderWithProviders(<CategoryInsights category={CATEGORY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar insights. Tente novamente.');
  });
});
