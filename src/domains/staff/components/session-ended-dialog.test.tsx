// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { renderWithProviders } from '@/test/render-with-providers';

import type { AuthContextValue } from '../auth-context';
import { SessionEndedDialog } from './session-ended-dialog';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthContextValue> }));
vi.mock('../hooks/use-auth', () => ({ useAuth: () => auth.current }));
const mfa = vi.hoisted(() => ({ verifySignIn: vi.fn<(code: string) => Promise<void>>() }));
vi.mock('../api/mfa', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/mfa')>()),
  verifySignIn: mfa.verifySignIn,
}));

silenceConsoleErrors();
resetMocksAfterEach();

function renderDialog(value: Partial<AuthContextValue>) {
  auth.current = {
    user: { id: 'u1', email: 'ana@salto.local' } as AuthContextValue['user'],
    profile: null,
    sessionEnded: true,
    secondFactorPending: false,
    signIn: vi.fn(),
    abandonEndedSession: vi.fn(),
    ...value,
  };
  renderWithProviders(<SessionEndedDialog />, { path: '/admin/cases/edit/c1' });
  return auth.current;
}

describe('SessionEndedDialog', () => {
  it('asks the same person for their password, says a refusal in Portuguese, and cannot be dismissed', async () => {
    const signIn = vi
      .fn<AuthContextValue['signIn']>()
      .mockRejectedValueOnce(
        Object.assign(new Error('Invalid login credentials'), { code: 'invalid_credentials' }),
      )
      .mockResolvedValueOnce(undefined);
    renderDialog({ signIn });
    const dialog = screen.getByRole('dialog', { name: 'Sua sessão terminou' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@salto.local');
    expect(screen.getByLabelText(/^Senha/)).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe sua senha.')).toBeVisible();
    expect(signIn).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Senha/), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Credenciais inválidas')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^Senha/));
    await userEvent.type(screen.getByLabelText(/^Senha/), 'certa-123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(signIn).toHaveBeenLastCalledWith('ana@salto.local', 'certa-123');
  });

  it('asks for the authenticator code when the person uses one', async () => {
    mfa.verifySignIn.mockResolvedValueOnce(undefined);
    renderDialog({ secondFactorPending: true });
    await userEvent.type(screen.getByLabelText(/^Código de 6 dígitos/), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(mfa.verifySignIn).toHaveBeenCalledWith('123456');
  });

  it("'Ir para a página de login' gives the ended session up", async () => {
    const { abandonEndedSession } = renderDialog({});
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a página de login' }));
    expect(abandonEndedSession).toHaveBeenCalledTimes(1);
  });
});
