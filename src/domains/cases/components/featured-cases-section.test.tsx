// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { FeaturedCase } from '../api/get-featured-cases';
import { FeaturedCasesSection } from './featured-cases-section';

// Mock the fetcher (never supabase): the options keep the real query key and call the mock.
const getFeaturedCases = vi.hoisted(() => vi.fn<(limit: number) => Promise<FeaturedCase[]>>());
vi.mock(import('../api/get-featured-cases'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'featuredCasesQueryOptions', getFeaturedCases),
);

function featuredCase(
  overrides: Partial<FeaturedCase> & Pick<FeaturedCase, 'id' | 'slug' | 'titulo'>,
): FeaturedCase {
  return {
    subtitulo: 'Subtítulo do case',
    imagem_destacada: null,
    data_publicacao: '2025-08-01',
    cases_nichos: [],
    ...overrides,
  };
}

function renderSection() {
  return renderWithProviders(<FeaturedCasesSection />);
}

resetMocksAfterEach();

describe('FeaturedCasesSection', () => {
  it('shows a 3-card skeleton while loading, then the featured cases as cards', async () => {
    const pending = deferred<FeaturedCase[]>();
    getFeaturedCases.mockReturnValueOnce(pending.promise);
    const { container } = renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Cases em Destaque' })).toBeInTheDocument();
    expect(screen.getByText('Conheça histórias reais de transformação com nossa IA')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando cases em destaque...');
    expect(container.querySelectorAll('[aria-busy="true"] ul > li')).toHaveLength(3);

    pending.resolve([
      featuredCase({
        id: '1',
        slug: 'clinica-vida-plena',
        titulo: 'Clínica reduz faltas em 40%',
        subtitulo: 'Agendamento automático pelo WhatsApp',
        imagem_destacada: 'https://cdn.example.com/clinica.webp',
        cases_nichos: [{ nome: 'Saúde' }, { nome: 'Serviços' }],
      }),
      featuredCase({ id: '2', slug: 'imobiliaria', titulo: 'Imobiliária responde leads em 1 minuto' }),
    ]);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Clínica reduz faltas em 40%' })).toBeInTheDocument();
    expect(first.getByText('Agendamento automático pelo WhatsApp')).toBeInTheDocument();
    expect(first.getByText('Saúde')).toBeInTheDocument();
    expect(first.queryByText('Serviços')).not.toBeInTheDocument();
    const image = cards[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/clinica.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(first.getByRole('link', { name: /^Ver Case/ })).toHaveAttribute(
      'href',
      '/cases/clinica-vida-plena',
    );

    // No cover image: the placeholder.
    const second = within(cards[1]!);
    expect(second.getByText('Case de Sucesso')).toBeInTheDocument();
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(second.getByRole('link', { name: /^Ver Case/ })).toHaveAttribute('href', '/cases/imobiliaria');

    expect(screen.getByRole('link', { name: 'Ver Todos os Cases' })).toHaveAttribute('href', '/cases');
    expect(getFeaturedCases).toHaveBeenCalledWith(6);
  });

  it('renders nothing when there are no featured cases', async () => {
    getFeaturedCases.mockResolvedValueOnce([]);
    const { container } = renderSection();

    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText('Cases em Destaque')).not.toBeInTheDocument();
  });

  it('hides the section and logs the error when the fetch fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('fetch failed');
    getFeaturedCases.mockRejectedValueOnce(failure);
    const { container } = renderSection();

    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
