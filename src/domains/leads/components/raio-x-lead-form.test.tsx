import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { renderWithProviders } from '@/test/render-with-providers';

import { LeadSubmitError } from '../api/insert-lead';
import { insertLead, leadFormFields, setUpLeadFormTests } from '../test/lead-form-harness';
import { RaioXLeadForm } from './raio-x-lead-form';

vi.mock(import('../api/insert-lead'), async (importOriginal) =>
  (await import('../test/lead-form-harness')).fakeInsertLeadModule(await importOriginal()),
);
vi.mock('sonner', () => import('@/test/fake-sonner'));
setUpLeadFormTests();

const { fields, fill } = leadFormFields({
  nome: 'Nome',
  email: 'Email',
  telefone: 'WhatsApp',
  empresa: 'Empresa',
});
const fillValid = (user: ReturnType<typeof userEvent.setup>) =>
  fill(user, {
    nome: 'João Souza',
    email: 'joao@loja.com',
    telefone: '21912345678',
    empresa: 'Loja do João',
  });

/** Every field's message, in order: the Raio-X form says the same for an empty and a too-short value. */
const FIELD_MESSAGES = [
  'Nome deve ter pelo menos 2 caracteres',
  'Email inválido',
  'Telefone deve ter pelo menos 10 dígitos',
  'Nome da empresa deve ter pelo menos 2 caracteres',
];

const submitButton = () => screen.getByRole('button', { name: 'Agendar Diagnóstico' });

describe('RaioXLeadForm', () => {
  it('shows the product messages for empty fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RaioXLeadForm />);
    expect(screen.getByRole('form', { name: 'Agende seu Raio-X gratuito' })).toBeInTheDocument();
    await user.click(submitButton());

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(FIELD_MESSAGES);
    expect(fields().nome).toHaveFocus();
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(fields().email).toHaveAccessibleDescription('Email inválido');
    expect(insertLead).not.toHaveBeenCalled();
  });

  it('shows each message for values that are too short or malformed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RaioXLeadForm />);
    const { nome, email, telefone, empresa } = fields();
    await user.type(nome, ' J ');
    await user.type(email, 'joao@');
    await user.type(telefone, '21912');
    await user.type(empresa, 'L');
    await user.click(submitButton());

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(FIELD_MESSAGES);

    // Fixing a field clears its message as the visitor types.
    await user.type(nome, 'oão');
    await waitFor(() => expect(screen.queryByText('Nome deve ter pelo menos 2 caracteres')).toBeNull());
  });

  it('carries the tracking values of the query string in hidden inputs and sends them', async () => {
    const user = userEvent.setup();
    insertLead.mockResolvedValueOnce({ submissionId: 'id' });
    renderWithProviders(<RaioXLeadForm />, {
      url: '/?utm_source=google&utm_medium=cpc&utm_campaign=raio-x&gclid=abc123&outro=1',
    });
    const form = screen.getByRole('form');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'raio-x',
      utm_term: '',
      utm_content: '',
      gclid: 'abc123',
      fbclid: '',
    });

    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(insertLead).toHaveBeenCalledOnce());
    expect(insertLead).toHaveBeenCalledWith({
      origin: 'raio-x',
      fields: {
        nome: 'João Souza',
        email: 'joao@loja.com',
        telefone: '+5521912345678',
        empresa: 'Loja do João',
      },
      honeypot: '',
      tracking: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'raio-x', gclid: 'abc123' },
    });
  });

  it("shows 'Enviando...' with a disabled button, then the success toast and an empty form", async () => {
    const user = userEvent.setup();
    let resolve!: (value: unknown) => void;
    insertLead.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderWithProviders(<RaioXLeadForm />);
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await act(async () => resolve({ submissionId: 'id' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sucesso!', {
        description: 'Seus dados foram enviados com sucesso. Entraremos em contato em breve!',
      }),
    );
    for (const input of Object.values(fields())) expect(input).toHaveValue('');
    expect(submitButton()).toBeEnabled();
  });

  it('keeps the values, logs and shows the failure toast when the insert returns an error', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new LeadSubmitError('permission denied', {
      kind: 'rejected',
      code: '42501',
      status: 401,
    });
    insertLead.mockRejectedValueOnce(failure);
    renderWithProviders(<RaioXLeadForm />);
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível enviar seus dados. Tente novamente.',
      }),
    );
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    const { nome, email, telefone, empresa } = fields();
    expect(nome).toHaveValue('João Souza');
    expect(email).toHaveValue('joao@loja.com');
    expect(telefone).toHaveValue('(21) 91234-5678');
    expect(empresa).toHaveValue('Loja do João');
  });

  it("shows 'Erro inesperado' for an unexpected exception", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    insertLead.mockRejectedValueOnce(new Error('chunk failed'));
    renderWithProviders(<RaioXLeadForm />);
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro inesperado. Tente novamente.' }),
    );
    expect(log).toHaveBeenCalled();
    expect(fields().nome).toHaveValue('João Souza');
  });

  it('marks the field the database refused and moves focus to it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    insertLead.mockRejectedValueOnce(
      new LeadSubmitError('new row for relation "leads" violates check constraint "leads_email_check"', {
        kind: 'invalid',
        code: '23514',
        status: 400,
        field: 'email',
        userMessage: 'E-mail não aceito: confira o endereço (ex.: nome@empresa.com.br).',
      }),
    );
    renderWithProviders(<RaioXLeadForm />);
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(fields().email).toHaveFocus());
    expect(fields().email).toHaveAccessibleDescription(
      'E-mail não aceito: confira o endereço (ex.: nome@empresa.com.br).',
    );
    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'E-mail não aceito: confira o endereço (ex.: nome@empresa.com.br).',
    });
  });

  it('can be filled and sent with the keyboard only', async () => {
    const user = userEvent.setup();
    insertLead.mockResolvedValueOnce({ submissionId: 'id' });
    renderWithProviders(<RaioXLeadForm />);
    await user.tab();
    expect(fields().nome).toHaveFocus();
    await user.keyboard('Ana Lima');
    await user.tab();
    await user.keyboard('ana@lima.com.br');
    await user.tab(); // country picker button
    expect(screen.getByRole('button', { name: /Selecionar país/ })).toHaveFocus();
    await user.tab();
    expect(fields().telefone).toHaveFocus();
    await user.keyboard('31988887777');
    await user.tab();
    await user.keyboard('Lima & Cia');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(insertLead).toHaveBeenCalledOnce());
    expect(insertLead.mock.calls[0]![0]).toMatchObject({
      fields: {
        nome: 'Ana Lima',
        email: 'ana@lima.com.br',
        telefone: '+5531988887777',
        empresa: 'Lima & Cia',
      },
    });
  });
});
