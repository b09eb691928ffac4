// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { categoryPage } from '@/content/insights';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { emptyCategoryForm } from '../api/category-form-schema';
import type { AdminCategory } from '../api/get-admin-categories';
import { categorySaveError } from '../api/save-category';
import { CategoryDialog } from './category-dialog';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const createCategory = vi.hoisted(() => vi.fn());
const updateCategory = vi.hoisted(() => vi.fn());
vi.mock(import('../api/save-category'), async (importOriginal) =>
  mutatingThrough(
    mutatingThrough(await importOriginal(), 'useCreateCategory', createCategory),
    'useUpdateCategory',
    updateCategory,
  ),
);

const ESTRATEGIA: AdminCategory = {
  id: 'k-estrategia',
  nome: 'Estratégia',
  slug: 'estrategia',
  descricao: 'Como decidir onde usar IA.',
  created_at: '2025-01-01T12:00:00Z',
  seo_titulo: null,
  seo_descricao: null,
  seo_imagem: null,
  version: 3,
  base_version: null,
  updated_at: '2025-01-01T12:00:00Z',
  updated_by: null,
  artigos: 4,
};

function Harness({ category }: { category: AdminCategory | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'aberto' : 'fechado'}</p>
      <CategoryDialog open={open} onOpenChange={setOpen} category={category} />
    </>
  );
}

const renderDialog = (category: AdminCategory | null = null) =>
  renderWithProviders(<Harness category={category} />, { path: '/admin/categorias' });

const field = (label: RegExp) => screen.getByLabelText(label);

silenceConsoleErrors();
resetMocksAfterEach();

describe('CategoryDialog', () => {
  it("refuses a blank name with 'Nome é obrigatório' and sends nothing", async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Nova Categoria' })).toBeInTheDocument();
    await user.type(field(/^Nome/), '   ');
    await user.click(screen.getByRole('button', { name: 'Criar categoria' }));

    expect(field(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nome/)).toHaveAccessibleDescription(expect.stringContaining('Nome é obrigatório'));
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Nome é obrigatório' });
    expect(createCategory).not.toHaveBeenCalled();
    expect(screen.getByText('aberto')).toBeInTheDocument();
  });

  it('shows the address the name gives and creates the category with its SEO fields', async () => {
    const user = userEvent.setup();
    createCategory.mockResolvedValueOnce(undefined);
    renderDialog();
    await user.type(field(/^Nome/), '  Automação Comercial ');
    expect(field(/^Endereço/)).toHaveAccessibleDescription(
      expect.stringContaining('/insights/automacao-comercial'),
    );
    // The previews show what the page derives until an SEO field is set.
    expect(screen.getAllByText(categoryPage.seoTitle('Automação Comercial'))).toHaveLength(2);
    await user.type(field(/^Título para buscadores/), 'Automação comercial com IA');
    await user.type(field(/^Descrição para buscadores/), 'Vender mais com agentes de IA.');
    await user.type(field(/^URL da imagem de compartilhamento/), 'https://cdn.exemplo.com/card.webp');
    await user.click(screen.getByRole('button', { name: 'Criar categoria' }));

    expect(createCategory).toHaveBeenCalledWith({
      ...emptyCategoryForm,
      nome: 'Automação Comercial',
      seo_titulo: 'Automação comercial com IA',
      seo_descricao: 'Vender mais com agentes de IA.',
      seo_imagem: 'https://cdn.exemplo.com/card.webp',
    });
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Categoria criada com sucesso' });
    expect(await screen.findByText('fechado')).toBeInTheDocument();
  });

  it('a taken address is explained under Nome (the name gave it) and the dialog keeps what was typed', async () => {
    const user = userEvent.setup();
    createCategory.mockImplementationOnce((values) =>
      Promise.reject(
        categorySaveError(
          { code: '23505', message: 'duplicate key value violates unique constraint "categorias_slug_key"' },
          values,
        ),
      ),
    );
    renderDialog();
    await user.type(field(/^Nome/), 'Estratégia');
    await user.type(field(/^Descrição \(opcional\)/), 'Outra descrição');
    await user.click(screen.getByRole('button', { name: 'Criar categoria' }));

    const message =
      'Já existe uma categoria com o endereço /insights/estrategia. Escolha outro nome ou outro endereço.';
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erro', { description: message }));
    expect(field(/^Nome/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(/^Nome/)).toHaveValue('Estratégia');
    expect(field(/^Descrição \(opcional\)/)).toHaveValue('Outra descrição');
    expect(screen.getByText('aberto')).toBeInTheDocument();
  });

  it('a typed address that is taken is flagged under Endereço', async () => {
    const user = userEvent.setup();
    createCategory.mockImplementationOnce((values) =>
      Promise.reject(categorySaveError({ code: '23505', message: '"categorias_slug_key"' }, values)),
    );
    renderDialog();
    await user.type(field(/^Nome/), 'Nova');
    await user.type(field(/^Endereço/), 'Estratégia');
    await user.click(screen.getByRole('button', { name: 'Criar categoria' }));

    await vi.waitFor(() =>
      expect(field(/^Endereço/)).toHaveAccessibleDescription(
        expect.stringContaining('Já existe uma categoria com o endereço /insights/estrategia.'),
      ),
    );
    expect(field(/^Nome/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an SEO title past 70 characters', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(/^Nome/), 'IA');
    await user.type(field(/^Título para buscadores/), 'x'.repeat(71));
    await user.click(screen.getByRole('button', { name: 'Criar categoria' }));

    expect(field(/^Título para buscadores/)).toHaveAttribute('aria-invalid', 'true');
    expect(createCategory).not.toHaveBeenCalled();
  });

  it('renames: a new address says the old one will redirect, and saves from the version read', async () => {
    const user = userEvent.setup();
    updateCategory.mockResolvedValueOnce(undefined);
    renderDialog(ESTRATEGIA);
    expect(screen.getByRole('dialog', { name: 'Editar Categoria' })).toBeInTheDocument();
    expect(field(/^Endereço/)).toHaveValue('estrategia');
    expect(screen.queryByText(/passam a redirecionar/)).not.toBeInTheDocument();

    await user.clear(field(/^Nome/));
    await user.type(field(/^Nome/), 'Estratégia de IA');
    // The address follows the name once emptied.
    await user.clear(field(/^Endereço/));
    expect(screen.getByRole('status')).toHaveTextContent(
      'O endereço muda de /insights/estrategia para /insights/estrategia-de-ia. O endereço antigo e os dos artigos publicados nela passam a redirecionar para os novos.',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(updateCategory).toHaveBeenCalledWith({
      id: 'k-estrategia',
      baseVersion: 3,
      values: {
        nome: 'Estratégia de IA',
        slug: '',
        descricao: 'Como decidir onde usar IA.',
        seo_titulo: '',
        seo_descricao: '',
        seo_imagem: '',
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Sucesso', {
      description: 'Categoria atualizada com sucesso',
    });
    expect(await screen.findByText('fechado')).toBeInTheDocument();
  });
});
