// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';

import type { AdminCaseSummary } from '../api/get-admin-cases';
import { CASE_ROW } from '../test/fixtures';
import { renderAdmin } from '../test/render';
import { CasesList } from './cases-list';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const getAdminCases = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-admin-cases'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'adminCasesQueryOptions', getAdminCases),
);

// The delete keeps the hook's removal from the loaded list, not its invalidation: a refetch would
// answer the mocked rows again.
const deleteCase = vi.hoisted(() => vi.fn<(id: string) => Promise<void>>());
vi.mock(import('../api/delete-case'), async (importOriginal) => {
  const actual = await importOriginal();
  const { useMutation, useQueryClient } = await import('@tanstack/react-query');
  const { caseKeys } = await import('../api/keys');
  return {
    ...actual,
    useDeleteCase: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => deleteCase(id),
        onSuccess: (_data, id) =>
          queryClient.setQueriesData<AdminCaseSummary[]>({ queryKey: caseKeys.admin.lists() }, (rows) =>
            rows?.filter((row) => row.id !== id),
          ),
      });
    },
  };
});

const ROWS: AdminCaseSummary[] = [
  {
    ...CASE_ROW,
    imagem_destacada: null,
    // In the order of the join: the list shows them by name.
    cases_nichos: [
      { id: 'n2', nome: 'Varejo' },
      { id: 'n1', nome: 'Saúde' },
    ],
  },
  {
    id: 'c2',
    slug: 'loja-x',
    titulo: 'Loja X',
    subtitulo: 'Vendas com IA',
    destaque: false,
    imagem_destacada: null,
    status: 'rascunho',
    publicado_em: '2025-01-10T12:00:00+00:00',
    cases_nichos: [],
  },
  {
    id: 'c3',
    slug: 'escola-y',
    titulo: 'Escola Y',
    subtitulo: 'Matrículas pelo WhatsApp',
    destaque: false,
    imagem_destacada: null,
    status: 'publicado',
    // 14:30 in São Paulo, years ahead.
    publicado_em: '2099-11-25T17:30:00+00:00',
    cases_nichos: [],
  },
];

silenceConsoleErrors();
resetMocksAfterEach();

describe('CasesList', () => {
  it('shows each case with its state, niches and actions; the count follows the search', async () => {
    const user = userEvent.setup();
    getAdminCases.mockResolvedValue(ROWS);
    const { router } = renderAdmin(<CasesList />, { path: '/admin/cases/lista' });

    const list = await screen.findByRole('list', { name: 'Cases' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Destaque')).toBeInTheDocument();
    expect(first).toHaveTextContent('Situação:Publicado em 05/03/2025');
    expect(first).toHaveTextContent('Saúde, Varejo');
    expect(second).toHaveTextContent('Situação:Rascunho');
    expect(second).not.toHaveTextContent('Publicado');
    expect(third).toHaveTextContent('Situação:Agendado para 25/11/2099 às 14:30');
    expect(second).toHaveTextContent('Sem nicho');
    expect(within(second!).queryByText('Destaque')).not.toBeInTheDocument();
    const publicLink = screen.getByRole('link', { name: /Ver página pública do case "Clínica Vida"/ });
    expect(publicLink).toHaveAttribute('href', '/cases/clinica-vida');
    expect(publicLink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Editar case "Loja X"' })).toHaveAttribute(
      'href',
      '/admin/cases/edit/c2',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('(3)');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar cases...' }), 'vendas');
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('(1)'));
    expect(screen.queryByText('Clínica Vida')).not.toBeInTheDocument();
    // The search is in the address, as the filter is.
    expect(router.state.location.search).toBe('?busca=vendas');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'inexistente');
    expect(await screen.findByText('Nenhum case encontrado')).toBeInTheDocument();
  });

  it('filters by state on the server, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    getAdminCases.mockImplementation(async (filter: string) =>
      filter === 'agendados' ? ROWS.filter((row) => row.id === 'c3') : ROWS,
    );
    const { router } = renderAdmin(<CasesList />, { path: '/admin/cases/lista' });
    await screen.findByRole('list', { name: 'Cases' });
    const filter = screen.getByRole('group', { name: 'Situação' });
    expect(within(filter).getByRole('button', { name: 'Todos', pressed: true })).toBeInTheDocument();
    expect(getAdminCases).toHaveBeenLastCalledWith('todos');

    await user.click(within(filter).getByRole('button', { name: 'Agendados' }));
    expect(getAdminCases).toHaveBeenLastCalledWith('agendados');
    expect(router.state.location.search).toBe('?situacao=agendados');
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('(1)'));
    expect(within(filter).getByRole('button', { name: 'Agendados', pressed: true })).toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Rascunhos' }));
    expect(getAdminCases).toHaveBeenLastCalledWith('rascunhos');
    await user.click(within(filter).getByRole('button', { name: 'Todos' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens with the filter of the address', async () => {
    getAdminCases.mockResolvedValue([]);
    renderAdmin(<CasesList />, { path: '/admin/cases/lista', url: '/admin/cases/lista?situacao=rascunhos' });
    expect(await screen.findByText('Nenhum case encontrado')).toBeInTheDocument();
    expect(getAdminCases).toHaveBeenCalledWith('rascunhos');
    expect(screen.getByRole('button', { name: 'Rascunhos', pressed: true })).toBeInTheDocument();
  });

  it("says 'Nenhum case cadastrado' when there are none", async () => {
    getAdminCases.mockResolvedValue([]);
    renderAdmin(<CasesList />, { path: '/admin/cases/lista' });
    expect(await screen.findByText('Nenhum case cadastrado')).toBeInTheDocument();
  });

  it('asks before moving to the trash, then the case leaves the list at once', async () => {
    const user = userEvent.setup();
    getAdminCases.mockResolvedValue(ROWS);
    deleteCase.mockResolvedValueOnce(undefined);
    renderAdmin(<CasesList />, { path: '/admin/cases/lista' });
    await user.click(await screen.findByRole('button', { name: 'Excluir case "Loja X"' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja excluir o case "Loja X"? Ele vai para a lixeira e pode ser restaurado por 30 dias.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mover para a lixeira' }));

    expect(deleteCase).toHaveBeenCalledWith('c2');
    await vi.waitFor(() => expect(screen.queryByText('Loja X')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Case movido para a lixeira.' });
  });

  it("toasts 'Erro ao carregar cases' when the list fails", async () => {
    getAdminCases.mockRejectedValue(new Error('down'));
    renderAdmin(<CasesList />, { path: '/admin/cases/lista' });
    expect(await screen.findByText('Não foi possível carregar os cases.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro ao carregar cases' });
  });
});
