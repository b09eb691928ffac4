// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { mutatingThrough } from '@/test/query-module-fakes';

import type { Niche } from '../api/case-schema';
import { nicheSaveError } from '../api/save-niche';
import { NICHES } from '../test/fixtures';
import { renderAdmin } from '../test/render';
import { NicheDialog } from './niche-dialog';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const saveNiche = vi.hoisted(() => vi.fn());
vi.mock(import('../api/save-niche'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useSaveNiche', saveNiche),
);

function Harness({ niche }: { niche: Niche | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'aberto' : 'fechado'}</p>
      <NicheDialog open={open} onOpenChange={setOpen} niche={niche} />
    </>
  );
}

function renderDialog(niche: Niche | null = null) {
  return renderAdmin(<Harness niche={niche} />, { path: '/admin/cases/nichos' });
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('NicheDialog', () => {
  it("refuses a blank name with 'Nome é obrigatório' and sends nothing", async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Novo Nicho' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome/), '   ');
    await user.click(screen.getByRole('button', { name: 'Criar nicho' }));

    const nome = screen.getByLabelText(/^Nome/);
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription(expect.stringContaining('Nome é obrigatório'));
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Nome é obrigatório' });
    expect(saveNiche).not.toHaveBeenCalled();
    expect(screen.getByText('aberto')).toBeInTheDocument();
  });

  it('shows the slug derived from the name and creates the niche', async () => {
    const user = userEvent.setup();
    saveNiche.mockResolvedValueOnce({
      id: 'n1',
      nome: 'Saúde Mental',
      slug: 'saude-mental',
      descricao: null,
      created_at: '2025-01-01T12:00:00Z',
    });
    renderDialog();
    await user.type(screen.getByLabelText(/^Nome/), '  Saúde Mental ');
    expect(screen.getByText('saude-mental')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar nicho' }));

    expect(saveNiche).toHaveBeenCalledWith({
      id: undefined,
      values: { nome: 'Saúde Mental', descricao: '' },
    });
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Nicho criado com sucesso' });
    expect(await screen.findByText('fechado')).toBeInTheDocument();
  });

  it('a duplicate name is explained and the dialog stays open with its values', async () => {
    const user = userEvent.setup();
    saveNiche.mockRejectedValueOnce(
      nicheSaveError(
        { code: '23505', message: 'duplicate key value violates unique constraint "cases_nichos_slug_key"' },
        'saude',
      ),
    );
    renderDialog();
    await user.type(screen.getByLabelText(/^Nome/), 'Saúde');
    await user.type(screen.getByLabelText(/^Descrição/), 'Outra descrição');
    await user.click(screen.getByRole('button', { name: 'Criar nicho' }));

    const message = 'Já existe um nicho com este nome (endereço "saude"). Escolha outro nome.';
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erro', { description: message }));
    expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Saúde');
    expect(screen.getByLabelText(/^Descrição/)).toHaveValue('Outra descrição');
    expect(screen.getByText('aberto')).toBeInTheDocument();
  });

  it("edits a niche ('Editar Nicho') and reports other failures with 'Erro ao salvar nicho'", async () => {
    const user = userEvent.setup();
    saveNiche.mockRejectedValueOnce(new Error('down'));
    renderDialog(NICHES[0]!);
    expect(screen.getByRole('dialog', { name: 'Editar Nicho' })).toBeInTheDocument();
    const nome = screen.getByLabelText(/^Nome/);
    expect(nome).toHaveValue('Saúde');
    await user.clear(nome);
    await user.type(nome, 'Saúde e Bem-estar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(saveNiche).toHaveBeenCalledWith({
      id: 'n-saude',
      baseVersion: 1,
      values: { nome: 'Saúde e Bem-estar', descricao: 'Clínicas' },
    });
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro ao salvar nicho' }),
    );
    expect(screen.getByText('aberto')).toBeInTheDocument();
  });
});
