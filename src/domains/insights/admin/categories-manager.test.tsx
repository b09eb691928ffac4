// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { AdminCategory } from '../api/get-admin-categories';
import { CategoriesManager } from './categories-manager';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const getAdminCategories = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-admin-categories'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'adminCategoriesQueryOptions', getAdminCategories),
);
const updateCategory = vi.hoisted(() => vi.fn());
vi.mock(import('../api/save-category'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useUpdateCategory', updateCategory),
);
const deleteCategory = vi.hoisted(() => vi.fn());
vi.mock(import('../api/delete-category'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useDeleteCategory', deleteCategory),
);

const row = (
  fields: Partial<AdminCategory> & Pick<AdminCategory, 'id' | 'nome' | 'slug'>,
): AdminCategory => ({
  descricao: null,
  created_at: '2025-01-01T12:00:00Z',
  seo_titulo: null,
  seo_descricao: null,
  seo_imagem: null,
  version: 1,
  base_version: null,
  updated_at: null,
  updated_by: null,
  artigos: 0,
  ...fields,
});

const CATEGORIES = [
  row({ id: 'k1', nome: 'Estratégia', slug: 'estrategia', descricao: 'Onde usar IA.', artigos: 3 }),
  row({ id: 'k2', nome: 'Vendas', slug: 'vendas', artigos: 1 }),
  row({ id: 'k3', nome: 'Vazia', slug: 'vazia' }),
];

silenceConsoleErrors();
resetMocksAfterEach();

describe('CategoriesManager', () => {
  it('lists every category with its address, number of articles and description; search filters', async () => {
    const user = userEvent.setup();
    getAdminCategories.mockResolvedValue(CATEGORIES);
    renderWithProviders(<CategoriesManager />, { path: '/admin/categorias' });

    const table = await screen.findByRole('table', { name: 'Categorias, por nome' });
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((tr) => tr.textContent)).toEqual([
      'Estratégia/insights/estrategia3Onde usar IA.',
      'Vendas/insights/vendas1Sem descrição',
      'Vazia/insights/vazia0Sem descrição',
    ]);
    // Phones: one card each, the count in words.
    const cards = screen.getByRole('list', { name: 'Categorias' });
    expect(within(cards).getByText('3 artigos')).toBeInTheDocument();
    expect(within(cards).getByText('1 artigo')).toBeInTheDocument();
    expect(within(cards).getByText('Nenhum artigo')).toBeInTheDocument();
    expect(screen.getByText('3 categorias')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'vend');
    expect(await screen.findByText('1 de 3 categorias')).toBeInTheDocument();
  });

  it('deleting asks first, saying where the articles and the address go', async () => {
    const user = userEvent.setup();
    getAdminCategories.mockResolvedValue(CATEGORIES);
    deleteCategory.mockResolvedValueOnce(undefined);
    renderWithProviders(<CategoriesManager />, { path: '/admin/categorias' });

    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Excluir a categoria "Estratégia"' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir categoria' });
    expect(dialog).toHaveAccessibleDescription(
      'Tem certeza que deseja excluir a categoria "Estratégia"? Os 3 artigos dela ficam sem categoria (os publicados passam para /insights/sem-categoria/…). O endereço /insights/estrategia passa a levar à lista de insights, e os antigos endereços dos artigos, aos novos. Não há lixeira para categorias: a exclusão é definitiva.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(deleteCategory).toHaveBeenCalledWith('k1');
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Categoria excluída.' });
  });

  it("opens 'Editar Categoria' with the category's values", async () => {
    const user = userEvent.setup();
    getAdminCategories.mockResolvedValue(CATEGORIES);
    renderWithProviders(<CategoriesManager />, { path: '/admin/categorias' });

    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Editar a categoria "Vendas"' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Categoria' });
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Vendas');
    expect(within(dialog).getByLabelText(/^Endereço/)).toHaveValue('vendas');
  });

  it('after a save the dialog closes on the list with the category highlighted, in view and announced', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const jsdomHasNone = Element.prototype.scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = jsdomHasNone;
    });
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    getAdminCategories.mockResolvedValue(CATEGORIES);
    updateCategory.mockResolvedValueOnce({ ...CATEGORIES[1], descricao: 'Funil e atendimento.', version: 2 });
    renderWithProviders(<CategoriesManager />, { path: '/admin/categorias' });

    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Editar a categoria "Vendas"' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Categoria' });
    await user.type(within(dialog).getByLabelText('Descrição (opcional)'), 'Funil e atendimento.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const highlighted = document.querySelectorAll('[data-salvo]');
    // The table's row and the phone's card: the one shown is in view.
    expect([...highlighted].map((element) => element.tagName)).toEqual(['TR', 'LI']);
    expect(highlighted[0]).toHaveTextContent('Vendas');
    expect(scrolled).toEqual([...highlighted]);
    expect(
      screen.getByText('Categoria “Vendas” salva e destacada na lista.', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
  });
});
