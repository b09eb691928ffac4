import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { formCallbacks } from '@/test/form-callbacks';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { emptyInsightForm, insightMessages, type InsightFormValues } from '../api/insight-form-schema';
import { insightSaveError } from '../api/save-insight';
import { InsightForm, type InsightFormProps } from './insight-form';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const CATEGORIES = vi.hoisted(() => [
  {
    id: 'c0000000-0000-4000-8000-000000000001',
    nome: 'Agentes de IA',
    slug: 'agentes-de-ia',
    descricao: null,
  },
  { id: 'c0000000-0000-4000-8000-000000000003', nome: 'Estratégia', slug: 'estrategia', descricao: null },
]);
vi.mock(import('../api/get-categories'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'categoriesQueryOptions', async () => CATEGORIES),
);

function renderForm(props: Partial<InsightFormProps> = {}) {
  const callbacks = formCallbacks<InsightFormValues>();
  renderWithProviders(
    <InsightForm mode="create" defaultValues={emptyInsightForm('2026-11-05')} {...callbacks} {...props} />,
  );
  return { ...callbacks, ...props };
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('InsightForm', () => {
  it('has the spec fields: a 10-row content area, the categories by name and today as the default date', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Estratégia' });
    expect(screen.getByLabelText(/Título/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Descrição')).toBeInTheDocument();
    expect(screen.getByLabelText('Conteúdo')).toHaveAttribute('rows', '10');
    expect(screen.getByLabelText('URL da imagem')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Data de publicação')).toHaveValue('2026-11-05');
    const options = within(screen.getByLabelText('Categoria')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sem categoria',
      'Agentes de IA',
      'Estratégia',
    ]);
  });

  it('refuses a blank title: message under the field, linked to it, and nothing sent', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(screen.getByLabelText(/Título/), '   ');
    await user.click(screen.getByRole('button', { name: 'Criar Insight' }));

    const title = screen.getByLabelText(/Título/);
    const message = await screen.findByText(insightMessages.tituloRequired);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(message.id);
    expect(title).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    'imagem.png',
    'javascript:alert(1)',
    'ftp://exemplo.com/a.png',
    'https://exemplo.com/uma imagem.png',
  ])('refuses the image address %s with a clear message', async (url) => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(screen.getByLabelText(/Título/), 'Um título');
    await user.type(screen.getByLabelText('URL da imagem'), url);
    await user.click(screen.getByRole('button', { name: 'Criar Insight' }));

    expect(await screen.findByText(insightMessages.imagemInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('URL da imagem')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('previews the content sanitised while typing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Conteúdo'));
    await user.paste(
      '<h2>Seção</h2><p onclick="alert(1)">Olá <strong>mundo</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    );

    const preview = screen.getByTestId('insight-preview');
    expect(await within(preview).findByRole('heading', { name: 'Seção' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Olá mundo');
    expect(preview.innerHTML).not.toMatch(/script|onclick|onerror/);
  });

  it('shows the public address the title gives', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Título/), 'Ação Rápida com IA');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Estratégia');
    expect(screen.getByText('Endereço no site: /insights/estrategia/acao-rapida-com-ia')).toBeInTheDocument();
  });

  it('sends trimmed values, shows the pending label, then the success toast', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSave = vi.fn<(values: InsightFormValues) => Promise<void>>(() => pending.promise);
    const { onSaved } = renderForm({ onSave });

    await user.type(screen.getByLabelText(/Título/), '  Novo artigo  ');
    await user.type(screen.getByLabelText('URL da imagem'), 'https://exemplo.com/capa.webp');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Agentes de IA');
    await user.click(screen.getByRole('button', { name: 'Criar Insight' }));

    expect(await screen.findByRole('button', { name: 'Criando...' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith({
      titulo: 'Novo artigo',
      descricao: '',
      conteudo: '',
      imagem: 'https://exemplo.com/capa.webp',
      categoria_id: CATEGORIES[0].id,
      data_publicacao: '2026-11-05',
    });
    pending.resolve();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Insight criado com sucesso' });
  });

  it('keeps the values and flags the title when its address is taken', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(
      insightSaveError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "insights_slug_key"',
      }),
    );
    const { onSaved } = renderForm({ onSave });

    await user.type(screen.getByLabelText(/Título/), 'Título repetido');
    await user.type(screen.getByLabelText('Descrição'), 'Resumo');
    await user.click(screen.getByRole('button', { name: 'Criar Insight' }));

    expect(await screen.findByText(insightMessages.slugTaken)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Não foi possível criar o insight' });
    expect(screen.getByLabelText(/Título/)).toHaveValue('Título repetido');
    expect(screen.getByLabelText('Descrição')).toHaveValue('Resumo');
    expect(screen.getByRole('button', { name: 'Criar Insight' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("reports an unexpected failure as 'Erro interno do servidor'", async () => {
    const user = userEvent.setup();
    renderForm({ onSave: vi.fn().mockRejectedValue(new TypeError('boom')) });
    await user.type(screen.getByLabelText(/Título/), 'Qualquer');
    await user.click(screen.getByRole('button', { name: 'Criar Insight' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro interno do servidor' }),
    );
  });

  it('edit mode: pending label and the update toasts', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(insightSaveError({ code: '500', message: 'x' }));
    renderForm({
      mode: 'edit',
      onSave,
      defaultValues: { ...emptyInsightForm('2026-01-02'), titulo: 'Existente' },
      original: { titulo: 'Existente', slug: '/legado/existente' },
    });
    expect(screen.getByText('Endereço no site: /insights/legado/existente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível atualizar o insight',
      }),
    );
  });

  it("'Cancelar' asks to leave without sending", async () => {
    const user = userEvent.setup();
    const { onSave, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
