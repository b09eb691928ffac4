// @vitest-environment jsdom
/**
 * The SALTO and Raio-X lead forms: the insert module's mutation goes to the `insertLead` spy
 * (never supabase or the network; the hook keeps its shape), and the phone input is the real one
 * (normally loaded on demand, so typing goes to its final <input>).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { preloadPhoneInput } from '@/components/ui/phone-input';
import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import { mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { LeadSubmitError } from '../api/insert-lead';
import { RaioXLeadForm } from './raio-x-lead-form';
import { SaltoLeadForm } from './salto-lead-form';

const insertLead = vi.hoisted(() => vi.fn());
vi.mock(import('../api/insert-lead'), async (importOriginal) => ({
  ...mutatingThrough(await importOriginal(), 'useInsertLead', insertLead),
  preloadLeadInsert: () => {},
}));
vi.mock('sonner', () => import('@/test/fake-sonner'));

beforeAll(async () => {
  await preloadPhoneInput();
});
resetMocksAfterEach();

type User = ReturnType<typeof userEvent.setup>;
type LeadValues = Record<'nome' | 'email' | 'telefone' | 'empresa', string>;

/** One form under test: its four inputs by their labels, and ways to fill it in and send it. */
function leadForm(
  form: ReactElement,
  { labels, valid, submit }: { labels: LeadValues; valid: LeadValues; submit: string },
) {
  const fields = () => ({
    nome: screen.getByLabelText(labels.nome),
    email: screen.getByLabelText(labels.email),
    telefone: screen.getByLabelText(labels.telefone),
    empresa: screen.getByLabelText(labels.empresa),
  });
  const fill = async (user: User, values: LeadValues) => {
    const inputs = fields();
    for (const name of ['nome', 'email', 'telefone', 'empresa'] as const)
      await user.type(inputs[name], values[name]);
  };
  const submitButton = () => screen.getByRole('button', { name: submit });
  /** Renders the form, types `values` in and sends it. */
  const send = async (user: User, values = valid) => {
    renderWithProviders(form);
    await fill(user, values);
    await user.click(submitButton());
  };
  return { fields, fill, submitButton, send, valid };
}

const salto = leadForm(<SaltoLeadForm />, {
  labels: { nome: 'Nome completo', email: 'E-mail', telefone: 'Telefone (WhatsApp)', empresa: 'Empresa' },
  valid: {
    nome: '  Maria da Silva ',
    email: 'maria@empresa.com.br',
    telefone: '11987654321',
    empresa: 'Padaria Central',
  },
  submit: 'Garantir Minha Vaga',
});

const raioX = leadForm(<RaioXLeadForm />, {
  labels: { nome: 'Nome', email: 'Email', telefone: 'WhatsApp', empresa: 'Empresa' },
  valid: { nome: 'João Souza', email: 'joao@loja.com', telefone: '21912345678', empresa: 'Loja do João' },
  submit: 'Agendar Diagnóstico',
});

/** Every field's message, in order: the Raio-X form says the same for an empty and a too-short value. */
const RAIO_X_FIELD_MESSAGES = [
  'Nome deve ter pelo menos 2 caracteres',
  'Email inválido',
  'Telefone deve ter pelo menos 10 dígitos',
  'Nome da empresa deve ter pelo menos 2 caracteres',
];

describe('SaltoLeadForm', () => {
  it('is a named form with labelled fields, placeholders, the consent link and a hidden honeypot', () => {
    renderWithProviders(<SaltoLeadForm />);
    expect(screen.getByRole('form', { name: 'Iniciar Inscrição' })).toBeInTheDocument();
    const { nome, email, telefone, empresa } = salto.fields();
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
    await user.click(salto.submitButton());

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Informe seu nome completo',
      'Informe seu e-mail',
      'Informe seu telefone (WhatsApp)',
      'Informe o nome da sua empresa',
    ]);
    const { nome, telefone } = salto.fields();
    expect(nome).toHaveFocus();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription('Informe seu nome completo');
    expect(telefone).toHaveAccessibleDescription('Informe seu telefone (WhatsApp)');
    expect(insertLead).not.toHaveBeenCalled();
  });

  it('mirrors the database rules: minimum lengths, e-mail shape, phone digits, maximum length', async () => {
    const user = userEvent.setup();
    await salto.send(user, {
      nome: 'A',
      email: 'maria@empresa', // accepted by type=email, refused by the database
      telefone: '119876',
      empresa: 'x'.repeat(121),
    });

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Nome deve ter pelo menos 2 caracteres',
      'Informe um e-mail válido',
      'Telefone deve ter pelo menos 10 dígitos',
      'Nome da empresa deve ter no máximo 120 caracteres',
    ]);
    expect(salto.fields().nome).toHaveFocus();
    expect(insertLead).not.toHaveBeenCalled();
  });

  it('disables the button while sending, then clears the form and shows the success toast', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    insertLead.mockReturnValueOnce(pending.promise);
    await salto.send(user);

    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toBeDisabled();
    expect(insertLead).toHaveBeenCalledExactlyOnceWith({
      submission: {
        origin: 'salto',
        fields: {
          nome: 'Maria da Silva',
          email: 'maria@empresa.com.br',
          telefone: '+5511987654321',
          empresa: 'Padaria Central',
        },
        honeypot: '',
      },
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    await act(async () => pending.resolve({ submissionId: 'id' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Inscrição realizada com sucesso!', {
        description: 'Em breve nossa equipe entrará em contato para liberar seu acesso ao SALTO.',
      }),
    );
    const { nome, email, telefone, empresa } = salto.fields();
    for (const input of [nome, email, telefone, empresa]) expect(input).toHaveValue('');
    expect(salto.submitButton()).toBeEnabled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps the values, logs and shows the destructive toast when sending fails', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new LeadSubmitError('TypeError: Failed to fetch', { kind: 'network', status: 0 });
    insertLead.mockRejectedValueOnce(failure);
    await salto.send(user);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao enviar formulário', {
        description: 'Tente novamente em alguns instantes.',
      }),
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining('SALTO'), failure);
    const { nome, email, telefone, empresa } = salto.fields();
    expect(nome).toHaveValue('  Maria da Silva ');
    expect(email).toHaveValue('maria@empresa.com.br');
    expect(telefone).toHaveValue('(11) 98765-4321');
    expect(empresa).toHaveValue('Padaria Central');
    expect(salto.submitButton()).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends the same values again under the same submission id, new values under a new one', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lostAnswer = new LeadSubmitError('TypeError: Failed to fetch', { kind: 'network', status: 0 });
    insertLead.mockRejectedValueOnce(lostAnswer).mockRejectedValueOnce(lostAnswer);
    await salto.send(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledOnce());

    await user.click(salto.submitButton());
    await waitFor(() => expect(insertLead).toHaveBeenCalledTimes(2));
    await user.type(salto.fields().empresa, ' Ltda');
    await user.click(salto.submitButton());
    await waitFor(() => expect(insertLead).toHaveBeenCalledTimes(3));

    const ids = insertLead.mock.calls.map(([input]) => input.submissionId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
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
    await salto.send(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith('Erro ao enviar formulário', { description: message });
  });
});

describe('the forms in the site traffic', () => {
  it('count a form started once, refused (invalid or refused by the API) and sent, never a value', async () => {
    const counted = vi.fn();
    window.siteTraffic = counted;
    try {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderWithProviders(<RaioXLeadForm />);
      await user.click(raioX.submitButton());
      await raioX.fill(user, raioX.valid);
      insertLead.mockRejectedValueOnce(new LeadSubmitError('refused', { kind: 'invalid', status: 400 }));
      await user.click(raioX.submitButton());
      await waitFor(() => expect(counted).toHaveBeenCalledTimes(3));
      insertLead.mockResolvedValueOnce({ submissionId: 'id' });
      await user.click(raioX.submitButton());
      await waitFor(() => expect(counted).toHaveBeenCalledTimes(4));
      expect(counted.mock.calls).toEqual([
        ['form_refused', 'raio-x'],
        ['form_start', 'raio-x'],
        ['form_refused', 'raio-x'],
        ['form_sent', 'raio-x'],
      ]);
    } finally {
      delete window.siteTraffic;
    }
  });
});

describe('RaioXLeadForm', () => {
  it('shows the product messages for empty fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RaioXLeadForm />);
    expect(screen.getByRole('form', { name: 'Agende seu Raio-X gratuito' })).toBeInTheDocument();
    await user.click(raioX.submitButton());

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(
      RAIO_X_FIELD_MESSAGES,
    );
    expect(raioX.fields().nome).toHaveFocus();
    expect(raioX.fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(raioX.fields().email).toHaveAccessibleDescription('Email inválido');
    expect(insertLead).not.toHaveBeenCalled();
  });

  it('shows each message for values that are too short or malformed', async () => {
    const user = userEvent.setup();
    await raioX.send(user, { nome: ' J ', email: 'joao@', telefone: '21912', empresa: 'L' });

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(
      RAIO_X_FIELD_MESSAGES,
    );

    // Fixing a field clears its message as the visitor types.
    await user.type(raioX.fields().nome, 'oão');
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

    await raioX.fill(user, raioX.valid);
    await user.click(raioX.submitButton());
    await waitFor(() => expect(insertLead).toHaveBeenCalledOnce());
    expect(insertLead.mock.calls[0]![0].submission).toEqual({
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
    const pending = deferred<unknown>();
    insertLead.mockReturnValueOnce(pending.promise);
    await raioX.send(user);

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await act(async () => pending.resolve({ submissionId: 'id' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sucesso!', {
        description: 'Seus dados foram enviados com sucesso. Entraremos em contato em breve!',
      }),
    );
    for (const input of Object.values(raioX.fields())) expect(input).toHaveValue('');
    expect(raioX.submitButton()).toBeEnabled();
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
    await raioX.send(user);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível enviar seus dados. Tente novamente.',
      }),
    );
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
    const { nome, email, telefone, empresa } = raioX.fields();
    expect(nome).toHaveValue('João Souza');
    expect(email).toHaveValue('joao@loja.com');
    expect(telefone).toHaveValue('(21) 91234-5678');
    expect(empresa).toHaveValue('Loja do João');
  });

  it("shows 'Erro inesperado' for an unexpected exception", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    insertLead.mockRejectedValueOnce(new Error('chunk failed'));
    await raioX.send(user);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', { description: 'Erro inesperado. Tente novamente.' }),
    );
    expect(log).toHaveBeenCalled();
    expect(raioX.fields().nome).toHaveValue('João Souza');
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
    await raioX.send(user);

    await waitFor(() => expect(raioX.fields().email).toHaveFocus());
    expect(raioX.fields().email).toHaveAccessibleDescription(
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
    expect(raioX.fields().nome).toHaveFocus();
    await user.keyboard('Ana Lima');
    await user.tab();
    await user.keyboard('ana@lima.com.br');
    await user.tab(); // country picker button
    expect(screen.getByRole('button', { name: /Selecionar país/ })).toHaveFocus();
    await user.tab();
    expect(raioX.fields().telefone).toHaveFocus();
    await user.keyboard('31988887777');
    await user.tab();
    await user.keyboard('Lima & Cia');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(insertLead).toHaveBeenCalledOnce());
    expect(insertLead.mock.calls[0]![0].submission).toMatchObject({
      fields: {
        nome: 'Ana Lima',
        email: 'ana@lima.com.br',
        telefone: '+5531988887777',
        empresa: 'Lima & Cia',
      },
    });
  });
});
