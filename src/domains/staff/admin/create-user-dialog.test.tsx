// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { CreateUserError } from '../api/create-user';
import { CreateUserDialog } from './create-user-dialog';

const createStaffUser = vi.hoisted(() => vi.fn());
vi.mock(import('../api/create-user'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useCreateStaffUser', createStaffUser),
);
vi.mock('sonner', () => import('@/test/fake-sonner'));

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'aberto' : 'fechado'}</p>
      <CreateUserDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const renderDialog = () => renderWithProviders(<Harness />);

const fields = () => ({
  email: screen.getByLabelText('E-mail'),
  password: screen.getByLabelText('Senha'),
  tipo: screen.getByLabelText('Tipo'),
});
const submit = () => screen.getByRole('button', { name: 'Criar Usuário' });

/** Opens the dialog, types the e-mail and the password, and sends it. */
async function submitWith(email: string, password: string) {
  const user = userEvent.setup();
  renderDialog();
  await user.type(fields().email, email);
  await user.type(fields().password, password);
  await user.click(submit());
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('CreateUserDialog', () => {
  it("opens as 'Criar Novo Usuário' with the type defaulting to editor", () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Criar Novo Usuário' })).toBeInTheDocument();
    expect(fields().tipo).toHaveValue('editor');
    expect(
      Array.from((fields().tipo as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Editor', 'Administrador']);
    expect(fields().password).toHaveAttribute('autocomplete', 'new-password');
  });

  it("refuses empty fields with 'Email e senha são obrigatórios' and sends nothing", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(submit());

    expect(await screen.findAllByText('Email e senha são obrigatórios')).toHaveLength(2);
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(fields().email).toHaveAccessibleDescription('Email e senha são obrigatórios');
    expect(fields().email).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Email e senha são obrigatórios' });
    expect(createStaffUser).not.toHaveBeenCalled();
  });

  it('refuses a blank password even with an e-mail', async () => {
    await submitWith('nova@salto.local', '      ');

    expect(await screen.findByText('Email e senha são obrigatórios')).toBeInTheDocument();
    expect(fields().password).toHaveAttribute('aria-invalid', 'true');
    expect(createStaffUser).not.toHaveBeenCalled();
  });

  it("refuses a password under 6 characters with 'A senha deve ter pelo menos 6 caracteres'", async () => {
    await submitWith('nova@salto.local', '12345');

    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(fields().password).toHaveAccessibleDescription(
      expect.stringContaining('A senha deve ter pelo menos 6 caracteres'),
    );
    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(createStaffUser).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail', async () => {
    await submitWith('nao-e-email', '123456');

    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(createStaffUser).not.toHaveBeenCalled();
  });

  it("sends trimmed values, shows 'Criando...', then 'Usuário criado com sucesso!' and closes", async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    createStaffUser.mockReturnValueOnce(pending.promise);
    renderDialog();
    await user.type(fields().email, '  Nova@Salto.local ');
    await user.type(fields().password, 'senha-123');
    await user.selectOptions(fields().tipo, 'admin');
    await user.click(submit());

    expect(createStaffUser).toHaveBeenCalledWith({
      email: 'nova@salto.local',
      password: 'senha-123',
      tipo: 'admin',
    });
    expect(screen.getByRole('button', { name: 'Criando...' })).toBeDisabled();

    pending.resolve({ id: 'u1', email: 'nova@salto.local', tipo: 'admin' });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('fechado'));
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Usuário criado com sucesso!' });
  });

  it("shows the function's own message, keeps the values and marks the e-mail of a duplicate", async () => {
    createStaffUser.mockRejectedValueOnce(new CreateUserError('Já existe um usuário com este e-mail.', 409));
    await submitWith('editor@salto.local', 'senha-123');

    expect(await screen.findByText('Já existe um usuário com este e-mail.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'Já existe um usuário com este e-mail.',
    });
    expect(fields().email).toHaveValue('editor@salto.local');
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(fields().password).toHaveValue('senha-123');
    expect(screen.getByRole('button', { name: 'Criar Usuário' })).toBeEnabled();
    expect(screen.getByTestId('state')).toHaveTextContent('aberto');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
