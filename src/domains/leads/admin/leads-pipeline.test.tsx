// @vitest-environment jsdom
/**
 * The lead pipeline in /admin/leads, through the page and a recording supabase-js stand-in: the
 * filters become URL parameters and the query builder's calls (the same for the list and the
 * export), `?lead=<id>` opens a lead read by id, a stage change shows at once and is undone when
 * refused, notes are validated and keep their text on error, the history reads in words.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { formatDateTime } from '@/lib/dates';
import { readDraft, writeDraft } from '@/lib/local-draft';
import { SignedInStaffContext } from '@/lib/signed-in-staff';
import { deferred } from '@/test/deferred';
import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { renderWithProviders } from '@/test/render-with-providers';

import type { LeadEvent } from '../api/get-lead-events';
import type { LeadNote } from '../api/get-lead-notes';
import type { Lead } from '../api/get-leads';
import {
  argsOf,
  eqOf,
  fakeSupabase,
  operationOf,
  type FakeAnswer,
  type FakeRequest,
} from '../test/fake-supabase';
import { makeLead } from '../test/fixtures';
import { LeadsPage } from './leads-page';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@salto.local' };
const EDITOR = { id: 'a0000000-0000-4000-8000-000000000002', email: 'editor@salto.local' };

/** What the fake database holds in a test; `answer` reads it. */
interface Db {
  leads: Lead[];
  /** The total the list's count answers (the page holds `leads`). */
  total: number;
  notes: LeadNote[];
  events: LeadEvent[];
  /** Answers an update of a lead (by default, applies it). */
  update?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
  /** Answers a note's insert (by default, stores it as the admin's). */
  insertNote?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
}

let db: Db;
/** The list's page, when it is not every lead of `db`. */
let listed: Lead[] | undefined;

const ok = (data: unknown, count?: number): FakeAnswer => ({ data, error: null, count });

function answer(request: FakeRequest): FakeAnswer | Promise<FakeAnswer> {
  const operation = operationOf(request);
  switch (request.table) {
    case 'profiles':
      return ok([ADMIN, EDITOR]);
    case 'lead_events':
      return ok(db.events);
    case 'lead_notes': {
      if (operation === 'insert') {
        if (db.insertNote) return db.insertNote(request);
        const [row] = argsOf(request, 'insert') as [{ lead_id: string; body: string }];
        const note: LeadNote = {
          id: `n${db.notes.length + 1}`,
          ...row,
          author_id: ADMIN.id,
          author: { email: ADMIN.email },
          created_at: new Date().toISOString(),
        };
        db.notes = [note, ...db.notes];
        return ok(note);
      }
      if (operation === 'delete') {
        const id = eqOf(request, 'id');
        db.notes = db.notes.filter((note) => note.id !== id);
        return ok([{ id }]);
      }
      return ok(db.notes);
    }
    case 'rpc:record_lead_access':
      return ok(null);
    case 'leads': {
      if (operation === 'update') {
        if (db.update) return db.update(request);
        const [change] = argsOf(request, 'update') as [Partial<Lead>];
        const id = eqOf(request, 'id');
        db.leads = db.leads.map((lead) => (lead.id === id ? { ...lead, ...change } : lead));
        return ok(db.leads.find((lead) => lead.id === id));
      }
      const id = eqOf(request, 'id');
      if (id !== undefined) {
        const lead = db.leads.find((row) => row.id === id);
        return lead ? ok(lead) : { data: null, error: { code: 'PGRST116', message: 'no rows' } };
      }
      const or = argsOf(request, 'or')?.[0] as string | undefined;
      if (or) {
        // `email.ilike."ana@example.com",…`: the sender's leads (the page narrows to them too).
        const sender = /"([^"]+)"/.exec(or)![1];
        return ok(db.leads.filter((lead) => lead.email.toLowerCase().replace(/\+[^@]*@/, '@') === sender));
      }
      return ok(listed ?? db.leads, db.total);
    }
  }
  throw new Error(`unexpected request to ${request.table}`);
}

const supabase = fakeSupabase((request) => answer(request));
vi.mock(import('@/lib/get-supabase'), () => ({ getSupabase: async () => supabase.client }));

const downloadCsv = vi.hoisted(() => vi.fn());
vi.mock(import('@/lib/csv'), async (importOriginal) => ({ ...(await importOriginal()), downloadCsv }));

silenceConsoleErrors();
resetMocksAfterEach();

const ANA = makeLead({
  id: 'l0000000-0000-4000-8000-000000000001',
  nome: 'Ana Souza',
  email: 'ana@example.com',
  created_at: '2026-11-24T12:00:00.000Z',
});
const BRUNO = makeLead({
  id: 'l0000000-0000-4000-8000-000000000002',
  nome: 'Bruno Lima',
  email: 'bruno@example.com',
});

function seed(overrides: Partial<Db> = {}) {
  db = { leads: [ANA, BRUNO], total: 2, notes: [], events: [], ...overrides };
  listed = undefined;
  supabase.requests.length = 0;
}

const PATH = '/admin/leads';
const renderPage = (url = PATH) =>
  renderWithProviders(<LeadsPage currentUserId={ADMIN.id} />, { path: PATH, url });

/** The calls of the latest list request (`select` with a count): what the filters made of it. */
function lastListCalls() {
  const lists = supabase
    .to('leads', 'select')
    .filter(
      (request) => (argsOf(request, 'select')?.[1] as { count?: string } | undefined)?.count === 'exact',
    );
  return lists.at(-1)!.calls;
}

describe('the filters', () => {
  it('go into the URL and the list query, back to page 1, and "Limpar filtros" takes them out', async () => {
    seed({ total: 120 });
    const user = userEvent.setup();
    const { router } = renderPage(`${PATH}?pagina=2`);
    await screen.findByRole('table');
    expect(screen.getByText('120 leads')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Qualificado' }));
    expect(router.state.location.search).toBe('?etapa=qualificado');
    await user.click(screen.getByRole('button', { name: 'Cliente' }));
    expect(screen.getByRole('button', { name: 'Cliente' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Página de origem'), 'Não informada');
    await user.type(screen.getByLabelText('UTM Source'), ' Google ');
    await user.type(screen.getByLabelText('UTM Campaign'), '100%_off');
    // A date input's picker sets the whole day at once.
    fireEvent.change(screen.getByLabelText('Recebidos de'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-30' } });
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('utm_campaign')).toBe('100%_off'),
    );

    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      etapa: 'qualificado,cliente',
      origem: 'nao-informada',
      utm_source: 'Google',
      utm_campaign: '100%_off',
      de: '2026-11-01',
      ate: '2026-11-30',
    });
    await vi.waitFor(() =>
      expect(lastListCalls()).toEqual(
        expect.arrayContaining([
          ['in', 'stage', ['qualificado', 'cliente']],
          ['is', 'pagina_origem', null],
          ['ilike', 'utm_source', 'Google'],
          ['ilike', 'utm_campaign', '100\\%\\_off'],
          // Days of São Paulo (UTC-3): midnight of the 1st to midnight after the 30th.
          ['gte', 'created_at', '2026-11-01T03:00:00.000Z'],
          ['lt', 'created_at', '2026-12-01T03:00:00.000Z'],
          ['range', 0, 49],
        ]),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('UTM Source')).toHaveValue('');
    await vi.waitFor(() => expect(lastListCalls().map(([method]) => method)).not.toContain('in'));
    expect(lastListCalls().map(([method]) => method)).not.toContain('ilike');
  });

  it('keep a filter chosen while the search box waits to search', async () => {
    seed();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?etapa=novo&busca=ana'));
    await vi.waitFor(() =>
      expect(lastListCalls()).toEqual(
        expect.arrayContaining([
          ['like', 'busca', '%ana%'],
          ['in', 'stage', ['novo']],
        ]),
      ),
    );
  });

  it('open from the URL (a reload keeps them), say when nothing matches, and drive the export alike', async () => {
    seed({ leads: [], total: 0 });
    renderPage(`${PATH}?etapa=em_contato&origem=/salto&busca=ana`);
    expect(await screen.findByText('Nenhum lead encontrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Em contato' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Página de origem')).toHaveValue('/salto');
    expect(lastListCalls()).toEqual(
      expect.arrayContaining([
        ['like', 'busca', '%ana%'],
        ['in', 'stage', ['em_contato']],
        ['eq', 'pagina_origem', '/salto'],
      ]),
    );
  });

  it('the export reads every lead of the same filters, with the new columns', async () => {
    seed({
      leads: [
        {
          ...ANA,
          stage: 'qualificado',
          owner: { email: ADMIN.email },
          first_contacted_at: '2026-11-24T13:00:00.000Z',
        },
      ],
      total: 1,
    });
    const user = userEvent.setup();
    renderPage(`${PATH}?etapa=qualificado&de=2026-11-24`);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('1 lead exportado.')).toBeInTheDocument();
    // The audit trail has the export, with how many and the filters, before the file is saved.
    expect(supabase.to('rpc:record_lead_access').map((request) => request.calls)).toContainEqual([
      [
        'rpc',
        {
          kind: 'leads_exported',
          details: {
            total: 1,
            filtros: expect.objectContaining({ stages: ['qualificado'], from: '2026-11-24' }),
          },
        },
      ],
    ]);
    const exportRequest = supabase.to('leads', 'select').find((request) => argsOf(request, 'abortSignal'))!;
    expect(exportRequest.calls).toEqual(
      expect.arrayContaining([
        ['in', 'stage', ['qualificado']],
        ['gte', 'created_at', '2026-11-24T03:00:00.000Z'],
        ['limit', 1000],
      ]),
    );
    const content = (downloadCsv.mock.calls[0][1] as string[]).join('');
    const [header, record] = content.slice(1).split('\r\n');
    expect(header.endsWith(';Etapa;Responsável;Primeiro contato')).toBe(true);
    expect(
      record.endsWith(`;Qualificado;admin@salto.local;${formatDateTime('2026-11-24T13:00:00.000Z')}`),
    ).toBe(true);
  });
});

/** Opens the lead's details from its row; resolves to the dialog. */
async function openDetails(name: string) {
  const user = userEvent.setup();
  const table = await screen.findByRole('table');
  await user.click(within(table).getByRole('button', { name: `Ver detalhes de ${name}` }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

describe('the details', () => {
  it('open from ?lead=<id>, read by id even when the lead is not on the page', async () => {
    const carla = makeLead({
      id: 'l0000000-0000-4000-8000-000000000099',
      nome: 'Carla Antiga',
      stage: 'cliente',
    });
    seed();
    // The list's page holds Ana and Bruno; Carla is read by id.
    listed = [ANA, BRUNO];
    db.leads = [ANA, BRUNO, carla];
    const { router } = renderPage(`${PATH}?lead=${carla.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Carla Antiga' });
    expect(within(dialog).getByLabelText('Etapa')).toHaveValue('cliente');
    const byId = supabase.to('leads', 'select').find((request) => eqOf(request, 'id') === carla.id)!;
    expect(argsOf(byId, 'single')).toEqual([]);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(router.state.location.search).toBe('');
  });

  it("list the person's other submissions (any case, +tag), each opening in the details", async () => {
    const again = makeLead({
      id: 'l0000000-0000-4000-8000-000000000003',
      nome: 'Ana S.',
      email: 'Ana+promo@Example.com',
      created_at: '2026-10-02T15:00:00.000Z',
      pagina_origem: '/salto',
      stage: 'descartado',
    });
    const other = makeLead({
      id: 'l0000000-0000-4000-8000-000000000004',
      nome: 'Anabela',
      email: 'anabela@example.com',
    });
    seed({ leads: [ANA, BRUNO, again, other] });
    listed = [ANA, BRUNO];
    const { router } = renderPage(`${PATH}?busca=ana&lead=${ANA.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
    const section = await within(dialog).findByRole('region', { name: 'Outros envios desta pessoa (1)' });
    const link = within(section).getByRole('link');
    expect(link).toHaveTextContent(`Abrir o envio de ${formatDateTime(again.created_at)}`);
    expect(link).toHaveTextContent('/salto');
    expect(link).toHaveTextContent('Ana+promo@Example.com');
    expect(link).toHaveTextContent('Descartado');
    const senderRequest = supabase.to('leads', 'select').find((request) => argsOf(request, 'or'))!;
    expect(argsOf(senderRequest, 'or')).toEqual([
      'email.ilike."ana@example.com",email.ilike."ana+*@example.com"',
    ]);

    await userEvent.setup().click(link);
    expect(await screen.findByRole('dialog', { name: 'Ana S.' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?busca=ana&lead=${again.id}`);
  });

  it('say when the lead of the link does not exist', async () => {
    seed();
    renderPage(`${PATH}?lead=l0000000-0000-4000-8000-00000000dead`);
    expect(await screen.findByRole('dialog', { name: 'Lead não encontrado' })).toBeInTheDocument();
  });

  it('show a stage change at once, in the dialog and the list, and undo it when the database refuses', async () => {
    seed();
    const refusal = deferred<FakeAnswer>();
    db.update = () => refusal.promise;
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    const stage = within(dialog).getByLabelText('Etapa');
    expect(stage).toHaveValue('novo');

    await user.selectOptions(stage, 'em_contato');
    expect(stage).toHaveValue('em_contato');
    const row = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true })[1];
    expect(row).toHaveTextContent('Em contato');
    const update = supabase.to('leads', 'update')[0];
    expect(argsOf(update, 'update')).toEqual([{ stage: 'em_contato', base_version: 1 }]);
    expect(eqOf(update, 'id')).toBe(ANA.id);

    await act(async () => refusal.resolve({ data: null, error: { code: 'PGRST116', message: 'no rows' } }));
    await vi.waitFor(() => expect(stage).toHaveValue('novo'));
    expect(row).toHaveTextContent('Novo');
    expect(toast.error).toHaveBeenCalledWith('Não foi possível alterar a etapa', {
      description: 'O lead não foi alterado: ele pode ter sido apagado, ou sua conta não é de administrador.',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('keep a stage change the database accepts, with the first contact it stamps and the history', async () => {
    seed();
    db.update = (request) => {
      const [change] = argsOf(request, 'update') as [Partial<Lead>];
      db.leads = db.leads.map((lead) =>
        lead.id === ANA.id ? { ...lead, ...change, first_contacted_at: '2026-11-24T13:05:00.000Z' } : lead,
      );
      db.events = [
        {
          id: 1,
          lead_id: ANA.id,
          actor_id: ADMIN.id,
          actor: { email: ADMIN.email },
          kind: 'stage',
          from_value: 'novo',
          to_value: 'em_contato',
          created_at: '2026-11-24T13:05:00.000Z',
        },
      ];
      return ok(db.leads[0]);
    };
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    expect(within(dialog).getByText('Nenhuma mudança de etapa ou de responsável ainda.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Etapa'), 'em_contato');

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Etapa alterada', { description: 'Etapa: Em contato.' }),
    );
    const history = await within(dialog).findByRole('list', { name: 'Histórico do lead' });
    expect(history).toHaveTextContent(
      `admin@salto.local mudou de Novo para Em contato — ${formatDateTime('2026-11-24T13:05:00.000Z')}`,
    );
    expect(
      within(dialog).getByText(formatDateTime('2026-11-24T13:05:00.000Z'), { selector: 'time' }),
    ).toBeInTheDocument();
  });

  it('set the owner from the staff', async () => {
    seed();
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    const owner = within(dialog).getByLabelText('Responsável');
    await vi.waitFor(() => expect(owner).toBeEnabled());
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sem responsável', 'admin@salto.local', 'editor@salto.local']);
    await user.selectOptions(owner, EDITOR.email);
    expect(argsOf(supabase.to('leads', 'update')[0], 'update')).toEqual([
      { owner_id: EDITOR.id, base_version: 1 },
    ]);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Responsável alterado', {
        description: 'Responsável: editor@salto.local.',
      }),
    );
  });

  it('refuse a first contact before the lead arrived, and save a valid one', async () => {
    seed();
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    expect(within(dialog).getByText(/Ainda não registrado/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar primeiro contato' }));
    const input = within(dialog).getByLabelText('Data e hora do primeiro contato');
    await user.clear(input);
    await user.type(input, '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O primeiro contato não pode ser antes do recebimento do lead.'),
    ).toBeInTheDocument();
    expect(supabase.to('leads', 'update')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '2026-11-25T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(supabase.to('leads', 'update')).toHaveLength(1));
    expect(argsOf(supabase.to('leads', 'update')[0], 'update')).toEqual([
      { first_contacted_at: new Date('2026-11-25T09:30').toISOString(), base_version: 1 },
    ]);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Primeiro contato registrado', expect.anything()),
    );
    expect(within(dialog).queryByLabelText('Data e hora do primeiro contato')).not.toBeInTheDocument();
  });
});

/** A refusal because someone saved the lead first (PT409), by the editor. */
const STALE_LEAD: FakeAnswer = {
  data: null,
  error: {
    code: 'PT409',
    message: 'Este registro foi alterado por outra pessoa depois que você o abriu.',
    details: JSON.stringify({
      version: 2,
      updated_by: EDITOR.id,
      updated_by_email: EDITOR.email,
      updated_at: '2026-11-24T13:00:00.000Z',
    }),
  },
};

/** The editor's save, which the admin's page has not read yet. */
function editorSavedMeanwhile(change: Partial<Lead>) {
  db.leads = db.leads.map((lead) => (lead.id === ANA.id ? { ...lead, ...change, version: 2 } : lead));
}

describe('a change refused because someone changed the lead first', () => {
  it('shows their stage and owner beside the stage chosen, and saves the choice from their version', async () => {
    seed();
    let refused = false;
    db.update = (request) => {
      if (!refused) {
        refused = true;
        editorSavedMeanwhile({ stage: 'qualificado', owner_id: EDITOR.id, owner: { email: EDITOR.email } });
        return STALE_LEAD;
      }
      const [change] = argsOf(request, 'update') as [Partial<Lead>];
      db.leads = db.leads.map((lead) => (lead.id === ANA.id ? { ...lead, ...change, version: 3 } : lead));
      return ok(db.leads[0]);
    };
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Responsável')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Etapa'), 'em_contato');

    const view = await screen.findByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    expect(view).toHaveAccessibleDescription(expect.stringContaining('editor@salto.local salvou este lead'));
    const group = (name: string) => within(view).getByRole('group', { name });
    const theirs = (name: string) =>
      within(group(name)).getByRole('radio', { name: 'Salvo por editor@salto.local' });
    const mine = (name: string) => within(group(name)).getByRole('radio', { name: 'O seu, no formulário' });
    // The stage the admin chose starts on theirs; the owner only the editor changed, on the editor's.
    expect(mine('Etapa')).toBeChecked();
    expect(mine('Etapa')).toHaveAccessibleDescription('Em contato');
    expect(theirs('Etapa')).toHaveAccessibleDescription('Qualificado');
    expect(theirs('Responsável')).toBeChecked();
    expect(theirs('Responsável')).toHaveAccessibleDescription(EDITOR.email);
    expect(mine('Responsável')).toHaveAccessibleDescription('Sem responsável');
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(within(view).getByRole('button', { name: 'Aplicar escolhas' }));

    await vi.waitFor(() => expect(supabase.to('leads', 'update')).toHaveLength(2));
    expect(argsOf(supabase.to('leads', 'update')[1], 'update')).toEqual([
      { stage: 'em_contato', base_version: 2 },
    ]);
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Etapa')).toHaveValue('em_contato'));
    expect(within(dialog).getByLabelText('Responsável')).toHaveValue(EDITOR.id);
  });

  it("keeps the first contact typed, beside the editor's, to save again from their version", async () => {
    seed();
    let refused = false;
    db.update = (request) => {
      if (!refused) {
        refused = true;
        editorSavedMeanwhile({ first_contacted_at: '2026-11-24T15:00:00.000Z' });
        return STALE_LEAD;
      }
      const [change] = argsOf(request, 'update') as [Partial<Lead>];
      db.leads = db.leads.map((lead) => (lead.id === ANA.id ? { ...lead, ...change, version: 3 } : lead));
      return ok(db.leads[0]);
    };
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar primeiro contato' }));
    const input = within(dialog).getByLabelText('Data e hora do primeiro contato');
    await user.clear(input);
    await user.type(input, '2026-11-25T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const view = await screen.findByRole('dialog', { name: 'Outra pessoa salvou antes de você' });
    const group = within(view).getByRole('group', { name: 'Data e hora do primeiro contato' });
    expect(within(group).getByRole('radio', { name: 'O seu, no formulário' })).toHaveAccessibleDescription(
      formatDateTime(new Date('2026-11-25T09:30')),
    );
    expect(
      within(group).getByRole('radio', { name: 'Salvo por editor@salto.local' }),
    ).toHaveAccessibleDescription(formatDateTime('2026-11-24T15:00:00.000Z'));
    await user.click(within(view).getByRole('button', { name: 'Aplicar escolhas' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Outra pessoa/ })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('Data e hora do primeiro contato')).toHaveValue('2026-11-25T09:30');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(supabase.to('leads', 'update')).toHaveLength(2));
    expect(argsOf(supabase.to('leads', 'update')[1], 'update')).toEqual([
      { first_contacted_at: new Date('2026-11-25T09:30').toISOString(), base_version: 2 },
    ]);
  });
});

describe('the first contact typed and not saved', () => {
  it('opens its form again after a reload, offering it back, and saves it', async () => {
    seed();
    localStorage.clear();
    writeDraft(
      { userId: ADMIN.id, form: 'primeiro-contato', itemId: ANA.id },
      { savedAt: new Date().toISOString(), baseVersion: 1, values: { at: '2026-11-26T08:15' } },
    );
    renderWithProviders(
      <SignedInStaffContext.Provider value={ADMIN}>
        <LeadsPage currentUserId={ADMIN.id} />
      </SignedInStaffContext.Provider>,
      { path: PATH },
    );
    const { user, dialog } = await openDetails('Ana Souza');
    expect(within(dialog).getByText(/Recuperar alterações não salvas de/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Recuperar' }));
    expect(within(dialog).getByLabelText('Data e hora do primeiro contato')).toHaveValue('2026-11-26T08:15');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(supabase.to('leads', 'update')).toHaveLength(1));
    expect(argsOf(supabase.to('leads', 'update')[0], 'update')).toEqual([
      { first_contacted_at: new Date('2026-11-26T08:15').toISOString(), base_version: 1 },
    ]);
    await vi.waitFor(() =>
      expect(within(dialog).queryByLabelText('Data e hora do primeiro contato')).not.toBeInTheDocument(),
    );
    expect(readDraft({ userId: ADMIN.id, form: 'primeiro-contato', itemId: ANA.id })).toBeNull();
  });
});

describe('the notes', () => {
  it('refuse an empty note, one over 5 000 characters and control characters, with the counter', async () => {
    seed();
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    const add = within(dialog).getByRole('button', { name: 'Adicionar nota' });
    const body = within(dialog).getByLabelText('Nova nota');

    await user.type(body, '   ');
    await user.click(add);
    expect(await within(dialog).findByText('Escreva a nota antes de adicioná-la.')).toBeInTheDocument();

    await user.clear(body);
    await user.click(body);
    await user.paste('x'.repeat(5001));
    expect(within(dialog).getByText('5.001/5.000 caracteres')).toBeInTheDocument();
    await user.click(add);
    expect(
      await within(dialog).findByText('A nota deve ter no máximo 5.000 caracteres.'),
    ).toBeInTheDocument();

    await user.clear(body);
    await user.click(body);
    await user.paste('sino\u0007');
    await user.click(add);
    expect(
      await within(dialog).findByText('A nota contém caracteres de controle invisíveis. Remova-os.'),
    ).toBeInTheDocument();
    expect(supabase.to('lead_notes', 'insert')).toHaveLength(0);
  });

  it('keep the text when the database refuses, and add a multi-line note signed and dated, newest first', async () => {
    seed({
      notes: [
        {
          id: 'n0',
          lead_id: ANA.id,
          author_id: EDITOR.id,
          author: { email: EDITOR.email },
          body: 'Primeira nota',
          created_at: '2026-11-24T12:30:00.000Z',
        },
      ],
    });
    db.insertNote = () => ({
      data: null,
      error: { code: '42501', message: 'new row violates row-level security policy' },
    });
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    const body = within(dialog).getByLabelText('Nova nota');
    await user.type(body, '  Ligou às 10h.{Enter}Quer proposta.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar nota' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível adicionar a nota', {
        description: 'Apenas administradores podem escrever notas.',
      }),
    );
    expect(body).toHaveValue('  Ligou às 10h.\nQuer proposta.  ');

    db.insertNote = undefined;
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar nota' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Nota adicionada'));
    expect(argsOf(supabase.to('lead_notes', 'insert').at(-1)!, 'insert')).toEqual([
      { lead_id: ANA.id, body: 'Ligou às 10h.\nQuer proposta.' },
    ]);
    expect(body).toHaveValue('');
    const notes = within(within(dialog).getByRole('list', { name: 'Notas do lead' })).getAllByRole(
      'listitem',
    );
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent('admin@salto.local');
    expect(notes[0]).toHaveTextContent('Ligou às 10h. Quer proposta.');
    expect(notes[1]).toHaveTextContent(
      `editor@salto.local · ${formatDateTime('2026-11-24T12:30:00.000Z')}Primeira nota`,
    );
    // Only one's own notes can be deleted.
    expect(within(notes[0]).getByRole('button', { name: /^Excluir a nota de / })).toBeInTheDocument();
    expect(within(notes[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('delete one of one’s own notes after confirming', async () => {
    seed({
      notes: [
        {
          id: 'n1',
          lead_id: ANA.id,
          author_id: ADMIN.id,
          author: { email: ADMIN.email },
          body: 'Apagar esta',
          created_at: '2026-11-24T12:30:00.000Z',
        },
      ],
    });
    renderPage();
    const { user, dialog } = await openDetails('Ana Souza');
    await user.click(await within(dialog).findByRole('button', { name: /^Excluir a nota de / }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir nota' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await vi.waitFor(() => expect(within(dialog).getByText('Nenhuma nota ainda.')).toBeInTheDocument());
    expect(eqOf(supabase.to('lead_notes', 'delete')[0], 'id')).toBe('n1');
    expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Nota excluída.' });
  });
});
