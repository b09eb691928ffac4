// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { Category, InsightSummary } from '../api/row-schemas';
import { InsightsBrowser } from './insights-browser';

const getInsights = vi.hoisted(() => vi.fn<() => Promise<InsightSummary[]>>());
const getCategories = vi.hoisted(() => vi.fn<() => Promise<Category[]>>());
vi.mock(import('../api/get-insights'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'insightsQueryOptions', getInsights),
);
vi.mock(import('../api/get-categories'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'categoriesQueryOptions', getCategories),
);

const CATEGORIES: Category[] = [
  { id: 'a', nome: 'Agentes de IA', slug: 'agentes-de-ia', descricao: null },
  { id: 'e', nome: 'Estratégia', slug: 'estrategia', descricao: null },
];

function insight(id: string, titulo: string, category: Category | null): InsightSummary {
  return {
    id,
    slug: `post-${id}`,
    titulo,
    descricao: `Descrição ${id}`,
    imagem: null,
    data_publicacao: '2025-03-05',
    status: 'publicado',
    publicado_em: '2025-03-05T12:00:00Z',
    categoria: category && { id: category.id, nome: category.nome, slug: category.slug },
  };
}

const INSIGHTS = [
  insight('1', 'Primeiro', CATEGORIES[0]),
  insight('2', 'Segundo', CATEGORIES[1]),
  insight('3', 'Terceiro', null),
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Lista de insights' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

resetMocksAfterEach();
beforeEach(() => {
  getCategories.mockResolvedValue(CATEGORIES);
});

describe('InsightsBrowser', () => {
  it("shows 'Carregando insights...', then cards with badge, title, description, date and 'Ler mais'", async () => {
    const pending = deferred<InsightSummary[]>();
    getInsights.mockReturnValueOnce(pending.promise);
    renderWithProviders(<InsightsBrowser />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando insights...');
    pending.resolve(INSIGHTS);

    const readMore = await screen.findByRole('link', { name: 'Ler mais: Primeiro' });
    expect(readMore).toHaveTextContent('Ler mais');
    expect(readMore).toHaveAttribute('href', '/insights/agentes-de-ia/post-1');
    expect(screen.getByRole('link', { name: 'Ler mais: Terceiro' })).toHaveAttribute(
      'href',
      '/insights/sem-categoria/post-3',
    );
    expect(screen.getByRole('link', { name: 'Agentes de IA' })).toHaveAttribute(
      'href',
      '/insights/agentes-de-ia',
    );
    expect(screen.getByText('Sem categoria')).toBeInTheDocument();
    expect(screen.getByText('Descrição 2')).toBeInTheDocument();
    expect(screen.getAllByText('5 de março de 2025')).toHaveLength(3);
  });

  it("filters by one category at a time; 'Todos' shows everything", async () => {
    getInsights.mockResolvedValue(INSIGHTS);
    const user = userEvent.setup();
    renderWithProviders(<InsightsBrowser />);
    const group = await screen.findByRole('group', { name: 'Filtrar por categoria' });
    const todos = within(group).getByRole('button', { name: 'Todos' });
    expect(todos).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'Estratégia' }));
    expect(titles()).toEqual(['Segundo']);
    expect(todos).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Ver a página de Estratégia' })).toHaveAttribute(
      'href',
      '/insights/estrategia',
    );

    await user.click(within(group).getByRole('button', { name: 'Agentes de IA' }));
    expect(within(group).getByRole('button', { name: 'Estratégia' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(titles()).toEqual(['Primeiro']);

    await user.click(todos);
    expect(titles()).toEqual(['Primeiro', 'Segundo', 'Terceiro']);
  });

  it("shows 'Nenhum insight encontrado' with a hint for a category without insights", async () => {
    getInsights.mockResolvedValue([INSIGHTS[0]]);
    const user = userEvent.setup();
    renderWithProviders(<InsightsBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Estratégia' }));
    expect(screen.getByRole('heading', { name: 'Nenhum insight encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Ainda não há insights nesta categoria/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos os insights' }));
    expect(titles()).toEqual(['Primeiro']);
  });

  it("shows 'Nenhum insight encontrado' when there is none", async () => {
    getInsights.mockResolvedValue([]);
    renderWithProviders(<InsightsBrowser />);
    expect(await screen.findByRole('heading', { name: 'Nenhum insight encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Ainda não publicamos insights/)).toBeInTheDocument();
  });

  it("shows 'Erro de Conexão' when the insights fail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getInsights.mockRejectedValue(new Error('rede'));
    renderWithProviders(<InsightsBrowser />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro de Conexão');
    expect(alert).toHaveTextContent('Erro ao carregar insights. Tente novamente.');
    expect(within(alert).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });
});
