import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { renderWithProviders } from '@/test/render-with-providers';

import { LeadSubmitError } from '../api/insert-lead';
import { insertLead, leadFormFields, setUpLeadFormTests } from '../test/lead-form-harness';
import { SaltoLeadForm } from './salto-lead-form';

vi.mock(import('../api/insert-lead'), async (importOriginal) =>
  (await import('../test/lead-form-harness')).fakeInsertLeadModule(await importOriginal()),
);
vi.mock('sonner', () => import('@/test/fake-sonner'));
setUpLeadFormTests();

const { fields, fill } = leadFormFields({
  nome: 'Nome completo',
  email: 'E-mail',
  telefone: 'Telefone (WhatsApp)',
  empresa: 'Empresa',
});
const fillValid = (user: ReturnType<typeof userEvent.setup>) =>
  fill(user, {
    nome: '  Maria da Silva ',
    email: 'maria@empresa.com.br',
    telefone: '11987654321',
    empresa: 'Padaria Central',
  });

const submitButton = () => screen.getByRole('button', { name: 'Garantir Minha Vaga' });

describe('SaltoLeadForm', () => {
  it('is a named form with labelled fields, placeholders, the consent link and a hidden honeypot', () => {
    renderWithProviders(<SaltoLeadForm />);
    expect(screen.getByRole('form', { name: 'Iniciar Inscrição' })).toBeInTheDocument();
    const { nome, email, telefone, empresa } = fields();
    expect(nome).toHaveAttribute('placeholder', 'Seu nome completo');
    expect(email).toHaveAttribute('placeholder', 'seu@email.com');
    expect(email).toHaveAttribute('type', 'email');
    expect(telefone).toHaveAttribute('placeholder', '(11) 99999-9999');
    expect(empresa).toHaveAttribute('placeholder', 'Nome da sua empresa');
    for (const input of [nome, email, telefone, empresa]) expect(input).toBeRequired();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows every required message, announced and linked, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SaltoLeadForm />);
    await user.click(submitButton());

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Informe seu nome completo',
      'Informe seu e-mail',
      'Informe seu telefone (WhatsApp)',
      'Informe o nome da sua empresa',
    ]);
    const { nome, telefone } = fields();
    expect(nome).toHaveFocus();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription('Informe seu nome completo');
    expect(telefone).toHaveAccessibleDescription('Informe seu telefone (WhatsApp)');
    expect(insertLead).not.toHaveBeenCalled();
  });

  it('mirrors the database rules: minimum lengths, e-mail shape, phone digits, maximum length', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SaltoLeadForm />);
    const { nome, email, telefone, empresa } = fields();
    await user.type(nome, 'A');
    await user.type(email, 'maria@empresa'); // accepted by type=email, refused by the database
    await user.type(telefone, '119876');
    await user.type(empresa, 'x'.repeat(121));
    await user.click(submitButton());

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Nome deve ter pelo menos 2 caracteres',
      'Informe um e-mail válido',
      'Telefone deve ter pelo menos 10 dígitos',
      'Nome da empresa deve ter no máximo 120 caracteres',
    ]);
    expect(nome).toHaveFocus();
    expect(insertLead).not.toHaveBeenCalled();
  });

  it('disables the button while sending, then clears the form and shows the success toast', async () => {
    const user = userEvent.setup();
    let resolve!: (value: unknown) => void;
    insertLead.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderWithProviders(<SaltoLeadForm />);
    await fillValid(user);
    await user.click(submitButton());

    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toBeDisabled();
    expect(insertLead).toHaveBeenCalledExactlyOnceWith({
      origin: 'salto',
      fields: {
        nome: 'Maria da Silva',
        email: 'maria@empresa.com.br',
        telefone: '+5511987654321',
        empresa: 'Padaria Central',
      },
      honeypot: '',
    });

    await act(async () => resolve({ submissionId: 'id' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Inscrição realizada com sucesso!', {
        description: 'Em breve nossa equipe entrará em contato para liberar seu acesso ao SALTO.',
      }),
    );
    const { nome, email, telefone, empresa } = fields();
    for (const input of [nome, email, telefone, empresa]) expect(input).toHaveValue('');
    expect(submitButton()).toBeEnabled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps the values, logs and shows the destructive toast when sending fails', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new LeadSubmitError('TypeError: Failed to fetch', { kind: 'network', status: 0 });
    insertLead.mockRejectedValueOnce(failure);
    renderWithProviders(<SaltoLeadForm />);
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao enviar formulário', {
        description: 'Tente novamente em alguns instantes.',
      }),
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining('SALTO'), failure);
    const { nome, email, telefone, empresa } = fields();
    expect(nome).toHaveValue('  Maria da Silva ');
    expect(email).toHaveValue('maria@empresa.com.br');
    expect(telefone).toHaveValue('(11) 98765-4321');
    expect(empresa).toHaveValue('Padaria Central');
    expect(submitButton()).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the burst limit's server message in the toast and next to the button", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Muitos envios com este e-mail em pouco tempo. Tente novamente em alguns minutos.';
    insertLead.mockRejectedValueOnce(
      new LeadSubmitError(message, {
        kind: 'rate-limited',
        code: 'P0001',
        status: 400,
        userMessage: message,
      }),
    );
    renderWithProviders(<SaltoLeadForm />);
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith('Erro ao enviar formulário', { description: message });
  });
});
