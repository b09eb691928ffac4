// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { renderWithProviders } from '@/test/render-with-providers';

import { LoginForm } from './login-form';

const signIn = vi.hoisted(() => vi.fn<(email: string, password: string) => Promise<void>>());
vi.mock('../hooks/use-auth', () => ({ useAuth: () => ({ signIn }) }));
vi.mock('sonner', () => import('@/test/fake-sonner'));

function renderLogin() {
  return renderWithProviders(<LoginForm />, {
    path: '/admin/login',
    routes: [{ path: '/admin', element: <h1>Painel</h1> }],
  }).router;
}

/** Types the e-mail and the password and presses 'Entrar'. */
async function signInWith(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('LoginForm', () => {
  it('labels its fields for autofill', () => {
    renderLogin();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('refuses empty (or blank) fields without calling sign-in', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), '   ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Email e senha são obrigatórios' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it("trims both values, shows the submitting state, then reports a wrong password as 'Credenciais inválidas'", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    signIn.mockReturnValueOnce(pending.promise);
    renderLogin();

    await signInWith(user, '  admin@salto.local ', ' errada ');

    expect(signIn).toHaveBeenCalledWith('admin@salto.local', 'errada');
    const submitting = screen.getByRole('button', { name: 'Entrando...' });
    expect(submitting).toBeDisabled();

    // What supabase-js rejects with for a wrong password (GoTrue answers in English).
    pending.reject(
      Object.assign(new Error('Invalid login credentials'), {
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
      }),
    );

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(toast.error).toHaveBeenCalledWith('Erro no login', { description: 'Credenciais inválidas' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('keeps any other server message as it comes', async () => {
    const user = userEvent.setup();
    signIn.mockRejectedValueOnce(
      Object.assign(new Error('Muitas tentativas. Aguarde um minuto.'), {
        status: 429,
        code: 'over_request_rate_limit',
      }),
    );
    renderLogin();

    await signInWith(user, 'admin@salto.local', 'x');

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no login', {
        description: 'Muitas tentativas. Aguarde um minuto.',
      }),
    );
  });

  it("falls back to 'Credenciais inválidas' when the error has no message", async () => {
    const user = userEvent.setup();
    signIn.mockRejectedValueOnce({});
    renderLogin();

    await signInWith(user, 'admin@salto.local', 'x');

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro no login', { description: 'Credenciais inválidas' }),
    );
  });

  it('goes to /admin after a successful sign-in', async () => {
    const user = userEvent.setup();
    signIn.mockResolvedValueOnce();
    const router = renderLogin();

    await signInWith(user, 'admin@salto.local', 'admin-local-123');

    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Login realizado com sucesso!' });
  });
});
