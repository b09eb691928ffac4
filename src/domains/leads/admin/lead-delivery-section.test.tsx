// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { LeadNotificationCounts } from '../api/get-lead-notification-counts';
import { leadNotificationsQueryOptions, type LeadNotification } from '../api/get-lead-notifications';
import type { LeadDeliverySettings } from '../api/get-lead-settings';
import { leadSettingsMessages } from '../api/lead-settings-schema';
import { leadSettingsSaveError } from '../api/update-lead-settings';
import { LeadDeliverySection } from './lead-delivery-section';

const getLeadSettings = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-lead-settings'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'leadSettingsQueryOptions', getLeadSettings),
);
const getConfigured = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-lead-notifications-configured'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'leadNotificationsConfiguredQueryOptions', getConfigured),
);
const getLeadNotifications = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-lead-notifications'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'leadNotificationsQueryOptions', getLeadNotifications),
);
const getCounts = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-lead-notification-counts'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'leadNotificationCountsQueryOptions', getCounts),
);
const updateLeadSettings = vi.hoisted(() => vi.fn());
vi.mock(import('../api/update-lead-settings'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useUpdateLeadSettings', updateLeadSettings),
);
const sendTest = vi.hoisted(() => vi.fn());
vi.mock(import('../api/send-test-lead-notification'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useSendTestLeadNotification', sendTest),
);
vi.mock('sonner', () => import('@/test/fake-sonner'));

const UPDATED_AT = '2026-03-05T17:30:00.000Z';

const SETTINGS: LeadDeliverySettings = {
  notify_admins: true,
  extra_emails: ['comercial@empresa.com.br'],
  webhook_url: null,
  updated_at: UPDATED_AT,
  version: 4,
  editor: { email: 'admin@salto.local' },
};

const notification = (overrides: Partial<LeadNotification> = {}): LeadNotification => ({
  id: 'n1',
  lead_id: 'l1',
  channel: 'email',
  recipient: 'admin@salto.local',
  status: 'sent',
  attempts: 1,
  next_attempt_at: '2026-03-05T17:30:00.000Z',
  last_error: null,
  created_at: '2026-03-05T17:30:00.000Z',
  sent_at: '2026-03-05T17:30:04.000Z',
  lead: { nome: 'Ana Souza' },
  ...overrides,
});

const OUTBOX: LeadNotification[] = [
  notification({
    id: 'n4',
    lead_id: null,
    lead: null,
    status: 'pending',
    attempts: 3,
    recipient: 'comercial@empresa.com.br',
    next_attempt_at: '2026-03-05T17:40:00.000Z',
    last_error: 'SMTP 451: tente mais tarde',
    sent_at: null,
  }),
  notification({ id: 'n3', status: 'sending', attempts: 1, sent_at: null }),
  notification({
    id: 'n2',
    channel: 'webhook',
    recipient: 'https://crm.exemplo.com/leads',
    status: 'failed',
    attempts: 10,
    last_error: 'O webhook respondeu HTTP 500.',
    sent_at: null,
  }),
  notification({ id: 'n1' }),
];

const COUNTS: LeadNotificationCounts = { sent: 12, pending: 1, failed: 0 };

function renderSection({
  settings = SETTINGS,
  configured = true,
  outbox = OUTBOX,
  counts = COUNTS,
}: {
  settings?: LeadDeliverySettings;
  configured?: boolean;
  outbox?: LeadNotification[];
  counts?: LeadNotificationCounts;
} = {}) {
  getLeadSettings.mockResolvedValue(settings);
  getConfigured.mockResolvedValue(configured);
  getLeadNotifications.mockResolvedValue(outbox);
  getCounts.mockResolvedValue(counts);
  return renderWithProviders(<LeadDeliverySection />, { path: '/admin/configuracoes' });
}

const form = () => screen.findByRole('form', { name: 'Notificações de leads' });
const saveButton = () => screen.getByRole('button', { name: 'Salvar notificações' });
const webhookField = () => screen.getByLabelText('Webhook do CRM (https)');
const extraField = (position: number) => screen.getByLabelText(`E-mail adicional ${position}`);

silenceConsoleErrors();
resetMocksAfterEach();

describe('LeadDeliverySection: the settings', () => {
  it('shows the saved settings, who changed them last and when', async () => {
    renderSection();
    await form();
    expect(screen.getByRole('heading', { level: 2, name: 'Notificações de leads' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Avisar todos os administradores por e-mail' })).toBeChecked();
    expect(extraField(1)).toHaveValue('comercial@empresa.com.br');
    expect(webhookField()).toHaveValue('');
    expect(webhookField()).toHaveAccessibleDescription(
      expect.stringContaining('X-Lead-Signature: t=<unix>,v1=<HMAC-SHA256 em hex de "t.corpo">'),
    );
    expect(webhookField()).toHaveAccessibleDescription(expect.stringContaining('LEAD_WEBHOOK_SECRET'));
    expect(webhookField()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Use o nome público do CRM: endereços IP, localhost e redes internas são recusados.',
      ),
    );
    expect(webhookField()).toHaveAccessibleDescription(
      expect.stringContaining('Deixe em branco para desligar o webhook.'),
    );
    expect(screen.getByText(/Última alteração:/)).toHaveTextContent(
      `Última alteração: ${format(new Date(UPDATED_AT), 'dd/MM/yyyy HH:mm')} por admin@salto.local`,
    );
  });

  it('refuses malformed, blank and repeated addresses and a non-https webhook in Portuguese, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderSection();
    await form();
    const add = screen.getByRole('button', { name: 'Adicionar e-mail' });
    await user.click(add);
    expect(extraField(2)).toHaveFocus();
    await user.type(extraField(2), 'vendas@semdominio');
    await user.click(add);
    await user.type(extraField(3), 'Comercial@Empresa.com.br');
    await user.click(add);
    await user.type(webhookField(), 'http://crm.exemplo.com/leads');
    await user.click(saveButton());

    expect(await screen.findByText(leadSettingsMessages.emailInvalid)).toBeInTheDocument();
    expect(extraField(2)).toHaveAttribute('aria-invalid', 'true');
    expect(extraField(2)).toHaveFocus();
    expect(extraField(3)).toHaveAccessibleDescription(leadSettingsMessages.emailRepeated);
    expect(extraField(4)).toHaveAccessibleDescription(leadSettingsMessages.emailRequired);
    expect(webhookField()).toHaveAccessibleDescription(
      expect.stringContaining(leadSettingsMessages.webhookInvalid),
    );
    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'Confira os campos destacados no formulário.',
    });
    expect(updateLeadSettings).not.toHaveBeenCalled();
    expect(extraField(2)).toHaveValue('vendas@semdominio');
    expect(webhookField()).toHaveValue('http://crm.exemplo.com/leads');
  });

  it('refuses a webhook on an internal address, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderSection();
    await form();
    await user.type(webhookField(), 'https://169.254.169.254/latest/meta-data/');
    await user.click(saveButton());

    expect(await screen.findByText(leadSettingsMessages.webhookNotPublic)).toBeInTheDocument();
    expect(webhookField()).toHaveAttribute('aria-invalid', 'true');
    expect(webhookField()).toHaveFocus();
    expect(updateLeadSettings).not.toHaveBeenCalled();
    expect(webhookField()).toHaveValue('https://169.254.169.254/latest/meta-data/');
  });

  it('takes at most 10 extra addresses', async () => {
    const user = userEvent.setup();
    const nine = Array.from({ length: 9 }, (_, index) => `pessoa${index}@empresa.com.br`);
    renderSection({ settings: { ...SETTINGS, extra_emails: nine } });
    await form();
    expect(screen.getByText('9 de 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar e-mail' }));
    expect(screen.getByRole('button', { name: 'Adicionar e-mail' })).toBeDisabled();
    expect(screen.getByText('Limite de 10 endereços atingido.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover e-mail adicional 1' }));
    expect(screen.queryByDisplayValue('pessoa0@empresa.com.br')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar e-mail' })).toBeEnabled();
  });

  it('saves the trimmed values and confirms with a toast', async () => {
    const user = userEvent.setup();
    renderSection();
    await form();
    updateLeadSettings.mockResolvedValueOnce({
      ...SETTINGS,
      notify_admins: false,
      extra_emails: ['comercial@empresa.com.br', 'diretoria@empresa.com.br'],
      webhook_url: 'https://crm.exemplo.com/leads',
    });
    await user.click(screen.getByRole('switch', { name: 'Avisar todos os administradores por e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar e-mail' }));
    await user.type(extraField(2), '  diretoria@empresa.com.br ');
    await user.type(webhookField(), 'https://crm.exemplo.com/leads');
    await user.click(saveButton());

    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(updateLeadSettings).toHaveBeenCalledWith({
      values: {
        notify_admins: false,
        extra_emails: [{ address: 'comercial@empresa.com.br' }, { address: 'diretoria@empresa.com.br' }],
        webhook_url: 'https://crm.exemplo.com/leads',
      },
      baseVersion: 4,
    });
    expect(toast.success).toHaveBeenCalledWith('Notificações salvas', expect.anything());
  });

  it.each([
    {
      constraint: 'lead_settings_webhook_url_check',
      field: webhookField,
      message: leadSettingsMessages.webhookRefused,
    },
    {
      constraint: 'lead_settings_extra_emails_check',
      field: () => screen.getByRole('group', { name: 'E-mails adicionais' }),
      message: leadSettingsMessages.emailsRefused,
    },
  ])('shows $constraint under its field, keeping what was typed', async ({ constraint, field, message }) => {
    const user = userEvent.setup();
    renderSection();
    await form();
    updateLeadSettings.mockRejectedValueOnce(
      leadSettingsSaveError({
        code: '23514',
        message: `new row for relation "lead_settings" violates check constraint "${constraint}"`,
      }),
    );
    await user.type(webhookField(), 'https://crm.exemplo.com/leads');
    await user.click(saveButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(toast.error).toHaveBeenCalledWith('Erro', {
      description: 'O banco de dados recusou as configurações. Confira os campos destacados.',
    });
    expect(webhookField()).toHaveValue('https://crm.exemplo.com/leads');
  });

  it('shows who saved in between and each differing field, and saves what was chosen from their version', async () => {
    const user = userEvent.setup();
    renderSection();
    await form();
    // Someone else saved: the admins are no longer told, and a webhook was set.
    const theirs: LeadDeliverySettings = {
      ...SETTINGS,
      notify_admins: false,
      webhook_url: 'https://crm.deles.com/leads',
      version: 5,
      editor: { email: 'editor@salto.local' },
    };
    updateLeadSettings.mockRejectedValueOnce(
      leadSettingsSaveError({
        code: 'PT409',
        message: 'Este registro foi alterado por outra pessoa depois que você o abriu.',
        details: JSON.stringify({
          version: 5,
          updated_by: 'u-outra',
          updated_by_email: 'editor@salto.local',
          updated_at: '2026-03-05T18:00:00.000Z',
        }),
      }),
    );
    getLeadSettings.mockResolvedValue(theirs);
    await user.click(screen.getByRole('button', { name: 'Adicionar e-mail' }));
    await user.type(extraField(2), 'diretoria@empresa.com.br');
    await user.type(webhookField(), 'https://crm.meu.com/leads');
    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('editor@salto.local salvou estas configurações'),
    );
    const group = (name: string) => within(dialog).getByRole('group', { name });
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((field) => field.querySelector('legend')?.textContent),
    ).toEqual(['Avisar todos os administradores por e-mail', 'E-mails adicionais', 'Webhook do CRM (https)']);
    const theirsOf = (name: string) =>
      within(group(name)).getByRole('radio', { name: 'Salvo por editor@salto.local' });
    const mineOf = (name: string) => within(group(name)).getByRole('radio', { name: 'O seu, no formulário' });
    // What only they changed starts on theirs; what the person typed, on theirs.
    expect(theirsOf('Avisar todos os administradores por e-mail')).toBeChecked();
    expect(theirsOf('Avisar todos os administradores por e-mail')).toHaveAccessibleDescription('Não');
    expect(mineOf('E-mails adicionais')).toBeChecked();
    expect(mineOf('Webhook do CRM (https)')).toHaveAccessibleDescription('https://crm.meu.com/leads');
    expect(theirsOf('Webhook do CRM (https)')).toHaveAccessibleDescription('https://crm.deles.com/leads');
    await user.click(theirsOf('Webhook do CRM (https)'));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar escolhas' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('switch', { name: 'Avisar todos os administradores por e-mail' }),
    ).not.toBeChecked();
    expect(extraField(2)).toHaveValue('diretoria@empresa.com.br');
    expect(webhookField()).toHaveValue('https://crm.deles.com/leads');

    updateLeadSettings.mockResolvedValueOnce({ ...theirs, version: 6 });
    await user.click(saveButton());
    await waitFor(() => expect(updateLeadSettings).toHaveBeenCalledTimes(2));
    expect(updateLeadSettings).toHaveBeenLastCalledWith({
      values: {
        notify_admins: false,
        extra_emails: [{ address: 'comercial@empresa.com.br' }, { address: 'diretoria@empresa.com.br' }],
        webhook_url: 'https://crm.deles.com/leads',
      },
      baseVersion: 5,
    });
  });

  it('says so when the save fails for another reason', async () => {
    const user = userEvent.setup();
    renderSection();
    await form();
    updateLeadSettings.mockRejectedValueOnce(leadSettingsSaveError(new TypeError('Failed to fetch')));
    await user.click(saveButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível salvar as notificações. Tente novamente.',
      }),
    );
  });
});

describe('LeadDeliverySection: test e-mail', () => {
  it.each([
    [2, 'E-mail de teste enviado para 2 endereços'],
    [1, 'E-mail de teste enviado para 1 endereço'],
  ])('queues %i message(s) and says how many', async (queued, title) => {
    const user = userEvent.setup();
    renderSection();
    await form();
    sendTest.mockResolvedValueOnce(queued);
    await user.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith(title, {
      description: 'Deve chegar em alguns segundos. Acompanhe em Envios recentes.',
    });
  });

  it('explains when there is no e-mail destination', async () => {
    const user = userEvent.setup();
    renderSection({ settings: { ...SETTINGS, notify_admins: false, extra_emails: [] } });
    await form();
    sendTest.mockResolvedValueOnce(0);
    await user.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Nenhum destinatário de e-mail', {
        description: expect.stringContaining('Ative "Avisar todos os administradores por e-mail"'),
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when the test cannot be sent', async () => {
    const user = userEvent.setup();
    renderSection();
    await form();
    sendTest.mockRejectedValueOnce({ code: '42501', message: 'Apenas administradores…' });
    await user.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível enviar o e-mail de teste. Tente novamente.',
      }),
    );
  });

  it('warns that nothing is sent while the database does not know the project URL and key', async () => {
    const user = userEvent.setup();
    renderSection({ configured: false });
    const warning = await screen.findByRole('note', {
      name: 'As notificações ainda não estão sendo enviadas',
    });
    expect(warning).toHaveTextContent('O banco de dados ainda não sabe a URL do projeto e a chave secreta');
    expect(warning).toHaveTextContent(
      "insert into private.runtime_settings (name, value) values ('project_url', 'https://<ref>.supabase.co'), ('functions_api_key'",
    );

    sendTest.mockResolvedValueOnce(1);
    await user.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('E-mail de teste enviado para 1 endereço', {
        description: expect.stringContaining('fica na fila'),
      }),
    );
  });

  it('shows no warning once the database knows the project URL', async () => {
    renderSection({ configured: true });
    await form();
    await waitFor(() => expect(getConfigured).toHaveBeenCalled());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('LeadDeliverySection: Envios recentes', () => {
  it('lists the outbox with lead, channel, recipient, status, attempts, next attempt and last error', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: /Envios recentes de notificações de leads/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);

    const test = within(rows[0]);
    expect(test.getByRole('rowheader')).toHaveTextContent('Teste');
    expect(test.getByText('E-mail')).toBeInTheDocument();
    expect(test.getByText('comercial@empresa.com.br')).toBeInTheDocument();
    expect(test.getByText('Pendente')).toBeInTheDocument();
    expect(test.getByText('3 tentativas')).toBeInTheDocument();
    expect(test.getByText(/Próxima tentativa/)).toHaveTextContent(
      `Próxima tentativa: ${format(new Date('2026-03-05T17:40:00.000Z'), 'dd/MM/yyyy HH:mm:ss')}`,
    );
    expect(test.getByText('SMTP 451: tente mais tarde')).toBeInTheDocument();

    expect(within(rows[1]).getByText('Enviando')).toBeInTheDocument();
    expect(within(rows[1]).getByText('1 tentativa')).toBeInTheDocument();
    const failed = within(rows[2]);
    expect(failed.getByRole('rowheader')).toHaveTextContent('Ana Souza');
    expect(failed.getByText('Webhook')).toBeInTheDocument();
    expect(failed.getByText('Falhou')).toBeInTheDocument();
    expect(failed.getByText('10 tentativas')).toBeInTheDocument();
    expect(failed.getByText('O webhook respondeu HTTP 500.')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Enviado')).toBeInTheDocument();

    for (const header of ['Quando', 'Lead', 'Canal', 'Destinatário', 'Situação', 'Detalhes']) {
      expect(within(table).getByRole('columnheader', { name: header })).toHaveAttribute('scope', 'col');
    }
    // The same rows as cards for phones.
    const cards = screen.getByRole('list', { name: 'Envios recentes' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
  });

  it('counts the last 7 days per status', async () => {
    renderSection();
    await waitFor(() =>
      expect(screen.getByText(/Últimos 7 dias:/)).toHaveTextContent(
        'Últimos 7 dias: 12 enviados · 1 pendente · 0 com falha',
      ),
    );
  });

  it('reads the outbox again on Atualizar', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    expect(getLeadNotifications).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(getLeadNotifications).toHaveBeenCalledTimes(2));
    expect(getCounts).toHaveBeenCalledTimes(2);
  });

  it('says when nothing was sent yet', async () => {
    renderSection({ outbox: [], counts: { sent: 0, pending: 0, failed: 0 } });
    expect(await screen.findByText(/Nenhum envio ainda/)).toBeInTheDocument();
    expect(screen.getByText(/Últimos 7 dias:/)).toHaveTextContent('0 enviados · 0 pendentes · 0 com falha');
  });
});

describe('leadNotificationsQueryOptions', () => {
  const intervalFor = (rows: LeadNotification[]) => {
    const { refetchInterval } = leadNotificationsQueryOptions();
    if (typeof refetchInterval !== 'function') throw new Error('refetchInterval is not a function');
    return refetchInterval({ state: { data: rows } } as never);
  };

  it('reads again every 10 s while a row is pending or sending, and stops when none is', () => {
    expect(intervalFor([notification({ status: 'pending' })])).toBe(10_000);
    expect(intervalFor([notification({ status: 'sending' })])).toBe(10_000);
    expect(intervalFor([notification({ status: 'sent' }), notification({ status: 'failed' })])).toBe(false);
  });
});
