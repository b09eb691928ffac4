// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { NewsItem } from '../api/get-news';
import { PressSection } from './press-section';

const getNews = vi.hoisted(() => vi.fn<() => Promise<NewsItem[]>>());
vi.mock(import('../api/get-news'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'newsQueryOptions', getNews),
);

// jsdom has no layout: replace Embla with a stub API whose calls we can observe.
const embla = vi.hoisted(() => ({
  scrollPrev: vi.fn(),
  scrollNext: vi.fn(),
  canScrollPrev: () => false,
  canScrollNext: () => true,
  selectedScrollSnap: () => 0,
  scrollSnapList: () => [0, 1, 2],
  on() {
    return this;
  },
  off() {
    return this;
  },
}));
vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, embla] }));

const items: NewsItem[] = [
  {
    id: 'n1',
    titulo: 'Agentes de IA no WhatsApp mudam o atendimento',
    link_externo: 'https://portal.example.com/agentes-whatsapp',
    imagem: 'https://cdn.example.com/portal-logo.webp',
    created_at: '2025-08-02T10:00:00Z',
    version: 1,
  },
  {
    id: 'n2',
    titulo: 'Curso SALTO forma 500 empresários',
    link_externo: 'https://revista.example.com/salto',
    imagem: null,
    created_at: '2025-08-01T10:00:00Z',
    version: 1,
  },
];

const renderSection = () => renderWithProviders(<PressSection />);

beforeEach(() => {
  // Mobile viewport for the keyboard test (the carousel is inactive from 768 px).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

resetMocksAfterEach();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PressSection', () => {
  it('shows a spinner while loading, then the news cards', async () => {
    const pending = deferred<NewsItem[]>();
    getNews.mockReturnValueOnce(pending.promise);
    renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Na mídia' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando notícias...');

    pending.resolve(items);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: items[0]!.titulo })).toBeInTheDocument();
    const logo = cards[0]!.querySelector('img')!;
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/portal-logo.webp');
    expect(logo).toHaveAttribute('loading', 'lazy');
    const link = first.getByRole('link', { name: /Veja Mais/ });
    expect(link).toHaveTextContent('Veja Mais');
    expect(link).toHaveAccessibleName(expect.stringContaining(items[0]!.titulo));
    expect(link).toHaveAttribute('href', items[0]!.link_externo);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // No logo: the icon placeholder, no image.
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(within(cards[1]!).getByRole('link', { name: /Veja Mais/ })).toHaveAttribute(
      'href',
      items[1]!.link_externo,
    );
  });

  it('moves the mobile carousel with its buttons and the arrow keys', async () => {
    getNews.mockResolvedValueOnce(items);
    renderSection();
    const region = await screen.findByRole('region', { name: 'Notícias sobre a Salto IA' });

    expect(within(region).getByRole('button', { name: 'Notícia anterior' })).toBeDisabled();
    await userEvent.click(within(region).getByRole('button', { name: 'Próxima notícia' }));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);

    within(region).getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{ArrowLeft}');
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('shows the empty message when there is no news', async () => {
    getNews.mockResolvedValueOnce([]);
    renderSection();

    expect(await screen.findByText('Nenhuma notícia cadastrada ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the same message and logs the error when the fetch fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('fetch failed');
    getNews.mockRejectedValueOnce(failure);
    renderSection();

    expect(await screen.findByText('Nenhuma notícia cadastrada ainda.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('does not link a stored address that is not http(s)', async () => {
    getNews.mockResolvedValueOnce([{ ...items[0]!, link_externo: 'javascript:alert(1)' }]);
    renderSection();

    await screen.findByRole('article');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
