import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminCase } from '../api/get-admin-case';
import type { UpdateCaseInput } from '../api/update-case';
import { getNichos } from '../test/fake-get-nichos';
import { NICHOS, renderAdmin, silenceConsoleAndResetMocks } from '../test/render';
import { CaseEditForm } from './case-edit-form';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

vi.mock('../api/get-nichos', async () => (await import('../test/fake-get-nichos')).fakeGetNichosModule);

const getAdminCase = vi.hoisted(() => vi.fn());
vi.mock('../api/get-admin-case', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/get-admin-case')>();
  const { useQuery } = await import('@tanstack/react-query');
  const adminCaseQueryOptions = (id: string) => ({
    ...actual.adminCaseQueryOptions(id),
    queryFn: () => getAdminCase(id) as Promise<AdminCase>,
  });
  return {
    ...actual,
    getAdminCase,
    adminCaseQueryOptions,
    useAdminCase: (id: string) => useQuery(adminCaseQueryOptions(id)),
  };
});

const updateCase = vi.hoisted(() => vi.fn());
vi.mock('../api/update-case', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/update-case')>();
  const { useMutation } = await import('@tanstack/react-query');
  return {
    ...actual,
    updateCase,
    useUpdateCase: () => useMutation({ mutationFn: (input: UpdateCaseInput) => updateCase(input) }),
  };
});

const CASE: AdminCase = {
  id: 'c1',
  slug: 'clinica-vida',
  titulo: 'Clínica Vida',
  subtitulo: 'Agendamento pelo WhatsApp',
  data_publicacao: '2025-03-05',
  destaque: true,
  imagem_destacada: 'https://cdn.exemplo.com/capa.png',
  video_url: null,
  agente_ia_url: null,
  problema: 'Filas',
  solucao: null,
  resultados: null,
  galeria: ['https://cdn.exemplo.com/1.png'],
  depoimento_texto: null,
  depoimento_nome: 'Ana',
  depoimento_cargo: null,
  depoimento_foto: null,
  nichoIds: ['n-saude', 'n-varejo'],
};

function renderEdit() {
  return renderAdmin(<CaseEditForm id="c1" />, {
    path: '/admin/cases/edit/:id',
    url: '/admin/cases/edit/c1',
  });
}

silenceConsoleAndResetMocks();

beforeEach(() => {
  getNichos.mockResolvedValue(NICHOS);
  getAdminCase.mockResolvedValue(CASE);
});

describe('CaseEditForm', () => {
  it('loads the case into the form, niches as pressed chips', async () => {
    renderEdit();
    expect(await screen.findByLabelText(/^Título/)).toHaveValue('Clínica Vida');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('clinica-vida');
    expect(screen.getByLabelText('URL da imagem 1 da galeria')).toHaveValue('https://cdn.exemplo.com/1.png');
    expect(await screen.findByRole('button', { name: 'Saúde', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Varejo', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Educação', pressed: false })).toBeInTheDocument();
    expect(screen.getByText(/link de incorporação do YouTube/)).toBeInTheDocument();
  });

  it('refuses a blank título, subtítulo or slug with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    renderEdit();
    const subtitulo = await screen.findByLabelText(/^Subtítulo/);
    await user.clear(subtitulo);
    await user.clear(screen.getByLabelText(/^Slug/));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'Por favor, preencha todos os campos obrigatórios.',
    });
    expect(subtitulo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(updateCase).not.toHaveBeenCalled();
  });

  it('the slug follows the title while untouched, and stops once edited by hand', async () => {
    const user = userEvent.setup();
    renderEdit();
    const titulo = await screen.findByLabelText(/^Título/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.clear(titulo);
    await user.type(titulo, 'Clínica Ágil 2');
    expect(slug).toHaveValue('clinica-agil-2');

    await user.clear(slug);
    await user.type(slug, 'meu-endereco');
    await user.type(titulo, '!');
    expect(slug).toHaveValue('meu-endereco');
  });

  it('sends the whole case with the niches chosen against the ones it had, then goes back', async () => {
    const user = userEvent.setup();
    updateCase.mockResolvedValueOnce({
      slug: 'clinica-vida',
      nichos: ['n-saude', 'n-educacao'],
      nichosFailed: false,
    });
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Varejo', pressed: true }));
    await user.click(screen.getByRole('button', { name: 'Educação', pressed: false }));
    expect(screen.getByRole('button', { name: 'Educação' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(updateCase).toHaveBeenCalledTimes(1);
    const input = updateCase.mock.calls[0]![0] as UpdateCaseInput;
    expect(input.id).toBe('c1');
    expect(input.currentNichos).toEqual(['n-saude', 'n-varejo']);
    expect(input.values.nichos).toEqual(['n-saude', 'n-educacao']);
    expect(input.values).toMatchObject({ titulo: 'Clínica Vida', slug: 'clinica-vida', destaque: true });
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/cases');
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Case atualizado com sucesso!' });
  });

  it('a taken slug is marked on the field and the values stay', async () => {
    const user = userEvent.setup();
    updateCase.mockRejectedValueOnce({
      code: '23505',
      message: 'duplicate key value violates unique constraint',
    });
    renderEdit();
    const slug = await screen.findByLabelText(/^Slug/);
    await user.clear(slug);
    await user.type(slug, 'outro-case');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Não foi possível atualizar o case.' }),
    );
    expect(slug).toHaveAccessibleDescription(/Já existe um case com este slug/);
    expect(slug).toHaveValue('outro-case');
  });

  it('a load failure says so and goes back to the list', async () => {
    getAdminCase.mockReset();
    getAdminCase.mockRejectedValueOnce({ code: 'PGRST116', message: 'no rows' });
    renderEdit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/cases');
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Não foi possível carregar o case.' });
  });
});
