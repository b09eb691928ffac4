// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { renderWithProviders } from '@/test/render-with-providers';

import { ChangePasswordSection } from './change-password-section';

/** Supabase Auth as this form calls it; each test says what it answers. */
const auth = vi.hoisted(() => ({
  updateUser: vi.fn<(attributes: Record<string, string>) => Promise<{ error: unknown }>>(),
  reauthenticate: vi.fn<() => Promise<{ error: unknown }>>(),
}));
vi.mock('@/lib/get-supabase', () => ({ getSupabase: async () => ({ auth }) }));
vi.mock('../hooks/use-auth', () => ({ useAuth: () => ({ user: { email: 'ana@salto.local' } }) }));
vi.mock('sonner', () => import('@/test/fake-sonner'));

silenceConsoleErrors();
resetMocksAfterEach();

const refusal = (code: string) => ({ error: Object.assign(new Error(code), { code }) });

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Senha atual/), 'senha-antiga-1');
  await user.type(screen.getByLabelText(/^Nova senha/), 'trocada-123');
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'trocada-123');
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('ChangePasswordSection', () => {
  it('sends the password in use for Supabase Auth to check, and shows its refusal on that field', async () => {
    const user = userEvent.setup();
    auth.updateUser.mockResolvedValueOnce(refusal('current_password_invalid'));
    renderWithProviders(<ChangePasswordSection />);
    await fillAndSave(user);

    expect(auth.updateUser).toHaveBeenCalledWith({
      password: 'trocada-123',
      current_password: 'senha-antiga-1',
    });
    expect(await screen.findByText('A senha atual não confere')).toBeVisible();
    expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('trocada-123');
  });

  it('asks for the e-mailed code when the session is too old, then saves with it', async () => {
    const user = userEvent.setup();
    auth.updateUser.mockResolvedValueOnce(refusal('reauthentication_needed'));
    auth.reauthenticate.mockResolvedValueOnce({ error: null });
    renderWithProviders(<ChangePasswordSection />);
    await fillAndSave(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Por segurança, enviamos um código de verificação para ana@salto.local.',
    );
    const code = screen.getByLabelText(/^Código de verificação/);
    // The field takes the focus once the form is enabled again, just after the message shows.
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(toast.success).not.toHaveBeenCalled();

    auth.updateUser.mockResolvedValueOnce(refusal('reauthentication_not_valid'));
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(/Código inválido ou já usado/)).toBeVisible();

    auth.updateUser.mockResolvedValueOnce({ error: null });
    await user.clear(code);
    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Senha alterada', expect.anything()));
    expect(auth.updateUser).toHaveBeenLastCalledWith({
      password: 'trocada-123',
      current_password: 'senha-antiga-1',
      nonce: '123456',
    });
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText(/^Código de verificação/)).toBeNull();
    expect(screen.getByLabelText(/^Senha atual/)).toHaveValue('');
  });

  it('says when a code went out less than a minute ago and no other can be sent yet', async () => {
    const user = userEvent.setup();
    auth.updateUser.mockResolvedValueOnce(refusal('reauthentication_needed'));
    auth.reauthenticate.mockResolvedValueOnce(refusal('over_email_send_rate_limit'));
    renderWithProviders(<ChangePasswordSection />);
    await fillAndSave(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviamos um código para ana@salto.local há menos de um minuto.',
    );
    await vi.waitFor(() => expect(screen.getByLabelText(/^Código de verificação/)).toHaveFocus());
  });
});
