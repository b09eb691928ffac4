// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';

import { CSV_BOM } from '@/lib/csv';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough, mutatingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { LgpdExport } from '../api/export-lgpd-person';
import type { LoggedLgpdRequest } from '../api/get-lgpd-requests';
import type { LgpdLead, LgpdPerson, LgpdRequest } from '../api/lgpd-schema';
import { makeLead } from '../test/fixtures';
import { LgpdPage } from './lgpd-page';

const findLgpdPerson = vi.hoisted(() => vi.fn());
vi.mock(import('../api/find-lgpd-person'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'lgpdPersonQueryOptions', findLgpdPerson),
);
const exportLgpdPerson = vi.hoisted(() => vi.fn());
vi.mock(import('../api/export-lgpd-person'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useExportLgpdPerson', exportLgpdPerson),
);
const eraseLgpdPerson = vi.hoisted(() => vi.fn());
vi.mock(import('../api/erase-lgpd-person'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useEraseLgpdPerson', eraseLgpdPerson),
);
const getLgpdRequests = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-lgpd-requests'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'lgpdRequestsQueryOptions', getLgpdRequests),
);
const getLeadRetention = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-lead-retention'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'leadRetentionQueryOptions', getLeadRetention),
);
const updateLeadRetention = vi.hoisted(() => vi.fn());
vi.mock(import('../api/update-lead-retention'), async (importOriginal) =>
  mutatingThrough(await importOriginal(), 'useUpdateLeadRetention', updateLeadRetention),
);
const downloadFile = vi.hoisted(() => vi.fn());
vi.mock(import('@/lib/download'), () => ({ downloadFile }));
vi.mock('sonner', () => import('@/test/fake-sonner'));

const LEAD: LgpdLead = {
  ...makeLead({
    id: 'a0000000-0000-4000-8000-000000000001',
    nome: 'Ana Souza',
    email: 'Ana+promo@Example.com',
    empresa: 'Souza; Cia',
    created_at: '2026-03-05T17:30:00.000Z',
    utm_campaign: 'black-friday',
    utm_source: 'google',
    stage: 'descartado',
  }),
  notes: [
    {
      id: 'n1',
      author_id: 'admin-1',
      body: '=ligar de novo',
      created_at: '2026-03-06T12:00:00.000Z',
    },
  ],
  events: [
    {
      id: 7,
      actor_id: 'admin-1',
      kind: 'stage',
      from_value: 'novo',
      to_value: 'descartado',
      created_at: '2026-03-07T12:00:00.000Z',
    },
  ],
  notifications: [
    {
      id: 'o1',
      channel: 'email',
      status: 'sent',
      attempts: 1,
      created_at: '2026-03-05T17:30:01.000Z',
      sent_at: '2026-03-05T17:30:05.000Z',
      delivery_attempts: [
        { id: 1, attempted_at: '2026-03-05T17:30:04.000Z', ok: true, response_status: 250 },
      ],
    },
  ],
};
const SECOND_LEAD: LgpdLead = {
  ...makeLead({ id: 'a0000000-0000-4000-8000-000000000002', nome: 'Ana S.', email: 'ana@example.com' }),
  notes: [],
  events: [],
  notifications: [],
};
const PERSON: LgpdPerson = { leads: [LEAD, SECOND_LEAD] };

const request = (overrides: Partial<LgpdRequest> = {}): LgpdRequest => ({
  id: 'f1e2d3c4-0000-4000-8000-000000000009',
  kind: 'export',
  created_at: '2026-11-24T10:00:00.000Z',
  actor_id: 'admin-1',
  leads: 2,
  notes: 1,
  events: 1,
  notifications: 1,
  retention_months: null,
  ...overrides,
});

const LOG: LoggedLgpdRequest[] = [
  { ...request({ kind: 'erasure' }), actor: { email: 'admin@salto.local' } },
  {
    ...request({ id: 'r2', kind: 'retention', actor_id: null, leads: 3, retention_months: 12 }),
    actor: null,
  },
  { ...request({ id: 'r3', actor_id: null }), actor: null },
];

function renderPage({ person = PERSON, retention = null as number | null } = {}) {
  findLgpdPerson.mockResolvedValue(person);
  getLgpdRequests.mockResolvedValue(LOG);
  getLeadRetention.mockResolvedValue({ discarded_retention_months: retention, version: 1 });
  return renderWithProviders(<LgpdPage />);
}

const emailField = () => screen.getByLabelText('E-mail da pessoa');

async function search(email: string) {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  return user;
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('LgpdPage: search', () => {
  it('refuses an empty and a malformed e-mail with messages in Portuguese, searching nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Informe o e-mail da pessoa.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'ana@semdominio');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('E-mail inválido. Confira o endereço (ex.: nome@empresa.com.br).'),
    ).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(expect.stringContaining('E-mail inválido'));
    expect(findLgpdPerson).not.toHaveBeenCalled();
  });

  it('searches the trimmed e-mail and shows every lead with stage, dates, campaign, notes, events and notifications', async () => {
    renderPage();
    await search('  ana@example.com ');
    // The form validates asynchronously: the search starts a moment after the click.
    await waitFor(() => expect(findLgpdPerson).toHaveBeenCalledWith('ana@example.com'));

    expect(
      await screen.findByText('Encontrados: 2 leads, 1 nota, 1 evento e 1 notificação.'),
    ).toBeInTheDocument();
    const leads = screen.getByRole('list', { name: 'Leads encontrados' });
    const first = within(leads).getByRole('article', { name: 'Ana Souza' });
    expect(within(first).getByText('Descartado')).toBeInTheDocument();
    expect(within(first).getByText('Ana+promo@Example.com')).toBeInTheDocument();
    expect(within(first).getByText('black-friday · google')).toBeInTheDocument();
    expect(within(first).getByText('Recebido em').nextElementSibling).toHaveTextContent(
      /^05\/03\/2026 \d{2}:\d{2}$/,
    );
    expect(within(first).getByText('=ligar de novo')).toBeInTheDocument();
    expect(within(first).getByText('Etapa: Novo → Descartado')).toBeInTheDocument();
    expect(within(first).getByText('E-mail à equipe · enviada · 1 tentativa')).toBeInTheDocument();
    const second = within(leads).getByRole('article', { name: 'Ana S.' });
    expect(within(second).getByText('Nenhuma nota.')).toBeInTheDocument();
  });

  it('says when nothing was found, with no export or erase', async () => {
    renderPage({ person: { leads: [] } });
    await search('ninguem@example.com');
    expect(await screen.findByText('Nenhum registro encontrado para este e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar JSON' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar todos os dados' })).not.toBeInTheDocument();
  });
});

describe('LgpdPage: export', () => {
  const exported: LgpdExport = { ...PERSON, request: request() };
  const today = format(new Date(), 'yyyy-MM-dd');

  it('downloads the JSON named by date and reference (never the e-mail), with every record', async () => {
    exportLgpdPerson.mockResolvedValueOnce(exported);
    renderPage();
    const user = await search('ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Exportar JSON' }));

    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(exportLgpdPerson).toHaveBeenCalledWith('ana@example.com');
    const [filename, content, type] = downloadFile.mock.calls[0] as [string, string, string];
    expect(filename).toBe(`lgpd_${today}_f1e2d3c4.json`);
    expect(filename).not.toContain('ana');
    expect(type).toBe('application/json;charset=utf-8');
    const file = JSON.parse(content);
    expect(file).toMatchObject({
      controlador: 'Salto IA Tecnologia Ltda.',
      contato: 'privacidade@saltoia.com.br',
      referencia: 'f1e2d3c4-0000-4000-8000-000000000009',
    });
    expect(file.leads).toEqual(PERSON.leads);
    expect(toast.success).toHaveBeenCalledWith('Exportação registrada', {
      description: `lgpd_${today}_f1e2d3c4.json: 2 leads, 1 nota, 1 evento e 1 notificação. Referência do registro: f1e2d3c4.`,
    });
  });

  it('downloads the CSV: BOM, `;`, one line per field of each record, formulas neutralised', async () => {
    exportLgpdPerson.mockResolvedValueOnce(exported);
    renderPage();
    const user = await search('ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [filename, content, type] = downloadFile.mock.calls[0] as [string, string, string];
    expect(filename).toBe(`lgpd_${today}_f1e2d3c4.csv`);
    expect(type).toBe('text/csv;charset=utf-8');
    expect(content.startsWith(CSV_BOM)).toBe(true);
    const lines = content.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Registro;ID;Lead;Data;Campo;Valor');
    expect(lines).toContain(
      `Lead;${LEAD.id};${LEAD.id};05/03/2026 ${format(new Date(LEAD.created_at), 'HH:mm')};Nome;Ana Souza`,
    );
    expect(lines.some((line) => line.endsWith(';Empresa;"Souza; Cia"'))).toBe(true);
    expect(lines.some((line) => line.endsWith(';Etapa;Descartado'))).toBe(true);
    expect(
      lines.some((line) => line.startsWith(`Nota;n1;${LEAD.id};`) && line.endsWith(";Texto;'=ligar de novo")),
    ).toBe(true);
    expect(
      lines.some((line) => line.startsWith(`Evento;7;${LEAD.id};`) && line.endsWith(';Para;descartado')),
    ).toBe(true);
    expect(
      lines.some((line) => line.startsWith(`Notificação;o1;${LEAD.id};`) && line.endsWith(';Canal;email')),
    ).toBe(true);
    expect(
      lines.some(
        (line) => line.startsWith(`Tentativa de envio;1;${LEAD.id};`) && line.endsWith(';Entregue;sim'),
      ),
    ).toBe(true);
    expect(lines.filter((line) => line.startsWith('Lead;'))).not.toHaveLength(0);
    expect(lines.some((line) => line.includes(SECOND_LEAD.id))).toBe(true);
  });

  it('says when the export failed, downloading nothing', async () => {
    exportLgpdPerson.mockRejectedValueOnce(new Error('boom'));
    renderPage();
    const user = await search('ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Exportar JSON' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível exportar os dados. Tente novamente.',
      }),
    );
    expect(downloadFile).not.toHaveBeenCalled();
  });
});

describe('LgpdPage: erasure', () => {
  async function openEraseDialog() {
    renderPage();
    const user = await search('ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Apagar todos os dados' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar todos os dados' });
    return { user, dialog };
  }

  it('warns what goes and erases nothing until the e-mail is typed again', async () => {
    const { user, dialog } = await openEraseDialog();
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Serão apagados definitivamente 2 leads, 1 nota, 1 evento e 1 notificação'),
    );
    const confirmField = within(dialog).getByLabelText('Digite o e-mail para confirmar');
    expect(confirmField).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Apagar definitivamente' }));
    expect(
      await within(dialog).findByText('O e-mail digitado não confere com o e-mail buscado.'),
    ).toBeInTheDocument();
    await user.type(confirmField, 'outra@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar definitivamente' }));
    expect(
      within(dialog).getByText('O e-mail digitado não confere com o e-mail buscado.'),
    ).toBeInTheDocument();
    expect(eraseLgpdPerson).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(eraseLgpdPerson).not.toHaveBeenCalled();
  });

  it('erases once the e-mail matches (any case) and toasts the counts logged', async () => {
    eraseLgpdPerson.mockResolvedValueOnce(request({ kind: 'erasure' }));
    const { user, dialog } = await openEraseDialog();
    findLgpdPerson.mockResolvedValue({ leads: [] });
    await user.type(within(dialog).getByLabelText('Digite o e-mail para confirmar'), ' ANA@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar definitivamente' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Dados apagados', {
        description: 'Apagados: 2 leads, 1 nota, 1 evento e 1 notificação. Referência do registro: f1e2d3c4.',
      }),
    );
    expect(eraseLgpdPerson).toHaveBeenCalledWith('ana@example.com');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says nothing was erased when the database refuses', async () => {
    eraseLgpdPerson.mockRejectedValueOnce({ code: '42501', message: 'Acesso negado' });
    const { user, dialog } = await openEraseDialog();
    await user.type(within(dialog).getByLabelText('Digite o e-mail para confirmar'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar definitivamente' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Não foi possível apagar os dados. Nada foi apagado; tente novamente.',
      }),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('LgpdPage: retention and log', () => {
  it('saves a number of months, refusing one out of 1–120, and turning it off', async () => {
    const user = userEvent.setup();
    // Each save moves the row to its next version, which the page then reads back.
    let version = 1;
    updateLeadRetention.mockImplementation(async ({ months }: { months: number | null }) => {
      const saved = { discarded_retention_months: months, version: ++version };
      getLeadRetention.mockResolvedValue(saved);
      return saved;
    });
    renderPage({ retention: null });
    const keep = await screen.findByRole('radio', { name: 'Não apagar automaticamente' });
    expect(keep).toBeChecked();
    const months = screen.getByRole('spinbutton', { name: 'Número de meses' });
    expect(months).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Apagar leads descartados após' }));
    await user.type(months, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar retenção' }));
    expect(await screen.findByText('Informe um número inteiro de meses entre 1 e 120.')).toBeInTheDocument();
    expect(updateLeadRetention).not.toHaveBeenCalled();

    await user.clear(months);
    await user.type(months, '12');
    await user.click(screen.getByRole('button', { name: 'Salvar retenção' }));
    await waitFor(() => expect(updateLeadRetention).toHaveBeenCalledWith({ months: 12, baseVersion: 1 }));
    expect(toast.success).toHaveBeenCalledWith('Retenção salva', {
      description: 'Leads na etapa Descartado são apagados automaticamente 12 meses depois de recebidos.',
    });

    await user.click(screen.getByRole('radio', { name: 'Não apagar automaticamente' }));
    await user.click(screen.getByRole('button', { name: 'Salvar retenção' }));
    await waitFor(() =>
      expect(updateLeadRetention).toHaveBeenLastCalledWith({ months: null, baseVersion: 2 }),
    );
    expect(toast.success).toHaveBeenLastCalledWith('Retenção salva', {
      description: 'Leads descartados não são apagados automaticamente.',
    });
  });

  it('lists the log: date, kind, who, counts and reference, with no personal data', async () => {
    renderPage({ retention: 12 });
    expect(await screen.findByRole('spinbutton', { name: 'Número de meses' })).toHaveValue(12);
    const table = await screen.findByRole('table', { name: /Solicitações LGPD atendidas/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^24\/11\/2026 \d{2}:\d{2}$/),
      'Exclusão',
      'admin@salto.local',
      '2',
      '1',
      '1',
      '1',
      'f1e2d3c4',
    ]);
    expect(rows[1]).toHaveTextContent('Retenção automática');
    expect(rows[1]).toHaveTextContent('Automático (12 meses)');
    expect(rows[2]).toHaveTextContent('Conta removida');
  });
});
