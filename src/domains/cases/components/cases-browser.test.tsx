// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { CaseSummary } from '../api/get-cases';
import type { NicheSummary } from '../api/get-niches';
import { CasesBrowser } from './cases-browser';

// Mock the fetchers (never supabase); the options keep their real query keys.
const getCases = vi.hoisted(() => vi.fn<() => Promise<CaseSummary[]>>());
const getNiches = vi.hoisted(() => vi.fn<() => Promise<NicheSummary[]>>());
vi.mock(import('../api/get-cases'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'casesQueryOptions', getCases),
);
vi.mock(import('../api/get-niches'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'nichesQueryOptions', getNiches),
);

const NICHES: NicheSummary[] = [
  { id: 'n1', nome: 'Saúde', slug: 'saude' },
  { id: 'n2', nome: 'Varejo', slug: 'varejo' },
  { id: 'n3', nome: 'Educação', slug: 'educacao' },
];

function item(
  id: string,
  titulo: string,
  niches: string[],
  overrides: Partial<CaseSummary> = {},
): CaseSummary {
  return {
    id,
    slug: `case-${id}`,
    titulo,
    subtitulo: `Subtítulo ${id}`,
    data_publicacao: '2025-03-05',
    destaque: false,
    imagem_destacada: null,
    cases_nichos: niches.map((nicheId) => ({
      id: nicheId,
      nome: NICHES.find((n) => n.id === nicheId)!.nome,
    })),
    ...overrides,
  };
}

const CASES = [
  item('1', 'Clínica', ['n1'], { destaque: true, imagem_destacada: 'https://cdn.example.com/a.webp' }),
  item('2', 'Loja', ['n2']),
  item('3', 'Clínica e loja', ['n1', 'n2']),
];

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Lista de cases' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

resetMocksAfterEach();
beforeEach(() => {
  getNiches.mockResolvedValue(NICHES);
});

describe('CasesBrowser', () => {
  it("shows 'Carregando cases...' and then the cards with badge, link and long date", async () => {
    const pending = deferred<CaseSummary[]>();
    getCases.mockReturnValueOnce(pending.promise);
    renderWithProviders(<CasesBrowser />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando cases...');

    pending.resolve(CASES);
    expect(await screen.findByRole('link', { name: 'Clínica' })).toHaveAttribute('href', '/cases/case-1');
    expect(cardTitles()).toEqual(['Clínica', 'Loja', 'Clínica e loja']);
    expect(screen.getAllByText('Destaque')).toHaveLength(1);
    expect(screen.getAllByText('5 de março de 2025')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 cases');
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('filters by niche as multi-select chips (any selected niche) and clears them', async () => {
    getCases.mockResolvedValue(CASES);
    const user = userEvent.setup();
    renderWithProviders(<CasesBrowser />);
    const group = await screen.findByRole('group', { name: 'Filtrar por nicho' });
    const saude = within(group).getByRole('button', { name: 'Saúde' });
    expect(saude).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Varejo' }));
    expect(cardTitles()).toEqual(['Loja', 'Clínica e loja']);
    await user.click(saude);
    expect(saude).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Clínica', 'Loja', 'Clínica e loja']);
    await user.click(within(group).getByRole('button', { name: 'Varejo' }));
    expect(cardTitles()).toEqual(['Clínica', 'Clínica e loja']);

    await user.click(within(group).getByRole('button', { name: 'Limpar filtros' }));
    expect(saude).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toHaveLength(3);
  });

  it('says why the list is empty: no case at all, or none for the selected niches', async () => {
    getCases.mockResolvedValue([item('2', 'Loja', ['n2'])]);
    const user = userEvent.setup();
    renderWithProviders(<CasesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Educação' }));
    expect(screen.getByRole('heading', { name: 'Nenhum case encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Nenhum case corresponde aos nichos selecionados/)).toBeInTheDocument();
    // Two ways out: the chip bar and the empty state.
    const clear = screen.getAllByRole('button', { name: 'Limpar filtros' });
    expect(clear).toHaveLength(2);
    await user.click(clear[1]);
    expect(cardTitles()).toEqual(['Loja']);
  });

  it('shows the unfiltered hint when there is no case', async () => {
    getCases.mockResolvedValue([]);
    renderWithProviders(<CasesBrowser />);
    expect(await screen.findByRole('heading', { name: 'Nenhum case encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Ainda não publicamos cases/)).toBeInTheDocument();
  });

  it("shows 'Erro de Conexão' with 'Tentar Novamente' when the cases fail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getCases.mockRejectedValue(new Error('rede'));
    renderWithProviders(<CasesBrowser />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Erro de Conexão' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Erro ao carregar cases. Tente novamente.');
    expect(alert).toHaveTextContent(/configuração do backend/);
    expect(within(alert).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });

  it('still shows the cases, without the filter, when the niches fail (logged only)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    getCases.mockResolvedValue(CASES);
    getNiches.mockRejectedValue(new Error('rede'));
    renderWithProviders(<CasesBrowser />);
    expect(await screen.findByRole('link', { name: 'Loja' })).toBeInTheDocument();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Erro ao carregar nichos:', expect.any(Error)));
    expect(screen.queryByRole('group', { name: 'Filtrar por nicho' })).not.toBeInTheDocument();
  });
});
