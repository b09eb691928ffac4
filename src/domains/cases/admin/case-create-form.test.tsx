import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { CaseFormValues } from '../api/case-form-schema';
import { getNichos } from '../test/fake-get-nichos';
import { NICHOS, renderAdmin, silenceConsoleAndResetMocks } from '../test/render';
import { CaseCreateForm } from './case-create-form';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// Mock the fetchers (never supabase); the hooks keep their real keys and call the mocks.
vi.mock('../api/get-nichos', async () => (await import('../test/fake-get-nichos')).fakeGetNichosModule);

const createCase = vi.hoisted(() => vi.fn());
vi.mock('../api/create-case', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/create-case')>();
  const { useMutation } = await import('@tanstack/react-query');
  return {
    ...actual,
    createCase,
    useCreateCase: () => useMutation({ mutationFn: (values: CaseFormValues) => createCase(values) }),
  };
});

silenceConsoleAndResetMocks();

beforeEach(() => {
  getNichos.mockResolvedValue(NICHOS);
});

function submit() {
  return userEvent.click(screen.getByRole('button', { name: 'Criar Case' }));
}

describe('CaseCreateForm', () => {
  it('refuses a blank título or subtítulo with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByLabelText(/^Título/), '   ');
    await submit();

    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Título e subtítulo são obrigatórios' });
    const titulo = screen.getByLabelText(/^Título/);
    expect(titulo).toHaveAttribute('aria-invalid', 'true');
    expect(titulo).toHaveAccessibleDescription('Título e subtítulo são obrigatórios');
    expect(screen.getByLabelText(/^Subtítulo/)).toHaveAttribute('aria-invalid', 'true');
    expect(titulo).toHaveFocus();
    expect(createCase).not.toHaveBeenCalled();
  });

  it('defaults the publication date to today and the featured switch to off', async () => {
    renderAdmin(<CaseCreateForm />);
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(screen.getByLabelText('Data de publicação')).toHaveValue(iso);
    expect(screen.getByRole('switch', { name: 'Case em destaque' })).toHaveAttribute('aria-checked', 'false');
  });

  it('refuses links that are not http(s), field by field', async () => {
    const user = userEvent.setup();
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByLabelText(/^Título/), 'Case');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Sub');
    await user.type(screen.getByLabelText('URL da imagem destacada'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Adicionar imagem' }));
    await user.type(screen.getByLabelText('URL da imagem 1 da galeria'), 'ftp://x.com/a.png');
    await submit();

    const message = 'Informe um link completo, começando com http:// ou https://';
    expect(screen.getByLabelText('URL da imagem destacada')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('URL da imagem 1 da galeria')).toHaveAccessibleDescription(message);
    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'Confira os campos destacados no formulário.',
    });
    expect(createCase).not.toHaveBeenCalled();
  });

  it('sends the values with the chosen niches, then goes back to the list', async () => {
    const user = userEvent.setup();
    createCase.mockResolvedValueOnce({ id: 'c1', slug: 'case', nichosFailed: false });
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByLabelText(/^Título/), 'Case novo');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Subtítulo');
    await user.click(screen.getByRole('switch', { name: 'Case em destaque' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Saúde' }));
    await user.click(screen.getByRole('checkbox', { name: 'Varejo' }));
    // The chosen niches show as chips that can be removed.
    const chips = screen.getByRole('button', { name: 'Remover nicho Varejo' });
    await user.click(chips);
    expect(screen.getByRole('checkbox', { name: 'Varejo' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Adicionar imagem' }));
    await submit();

    expect(createCase).toHaveBeenCalledTimes(1);
    const values = createCase.mock.calls[0]![0] as CaseFormValues;
    expect(values).toMatchObject({
      titulo: 'Case novo',
      subtitulo: 'Subtítulo',
      destaque: true,
      nichos: ['n-saude'],
      galeria: [{ url: '' }],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/cases');
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Case criado com sucesso' });
  });

  it('keeps the values and says so when the insert fails', async () => {
    const user = userEvent.setup();
    createCase.mockRejectedValueOnce(new Error('boom'));
    renderAdmin(<CaseCreateForm />);
    await user.type(screen.getByLabelText(/^Título/), 'Case novo');
    await user.type(screen.getByLabelText(/^Subtítulo/), 'Subtítulo');
    await submit();

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro ao criar case' }),
    );
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Case novo');
    expect(screen.getByRole('button', { name: 'Criar Case' })).toBeEnabled();
  });

  it('toasts when the niches cannot be loaded', async () => {
    getNichos.mockReset();
    getNichos.mockRejectedValue(new Error('down'));
    renderAdmin(<CaseCreateForm />);
    const section = screen.getByRole('region', { name: 'Nichos' });
    expect(await within(section).findByText('Não foi possível carregar os nichos.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro ao carregar nichos' });
  });
});
