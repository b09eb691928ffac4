// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CSV_BOM } from '@/lib/csv';
import { deferred } from '@/test/deferred';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import type { CountedLeads, LeadFilters } from '../api/get-leads';
import { makeLead } from '../test/fixtures';
import { LeadsPage } from './leads-page';

const getLeadsPage = vi.hoisted(() => vi.fn<(filters: LeadFilters, page: number) => Promise<CountedLeads>>());
const leadExportPages = vi.hoisted(() =>
  vi.fn<(supabase: unknown, filters: LeadFilters, signal: AbortSignal) => AsyncGenerator<CountedLeads>>(),
);
vi.mock(import('../api/get-leads'), async (importOriginal) => ({
  ...fetchingThrough(await importOriginal(), 'leadsPageQueryOptions', getLeadsPage),
  leadExportPages,
}));
vi.mock(import('@/lib/get-supabase'), () => ({ getSupabase: async () => ({}) as never }));

const recordLeadsExported = vi.hoisted(() => vi.fn(async () => undefined));
const recordLeadViewed = vi.hoisted(() => vi.fn(async (_id: string) => undefined));
vi.mock(import('../api/record-lead-access'), () => ({ recordLeadsExported, recordLeadViewed }));

const downloadCsv = vi.hoisted(() => vi.fn());
vi.mock(import('@/lib/csv'), async (importOriginal) => ({
  ...(await importOriginal()),
  downloadCsv,
}));

const LEADS = [
  makeLead({
    id: '1',
    nome: 'João Ação',
    email: 'joao@example.com',
    empresa: 'Padaria Pão',
    utm_source: 'google',
    utm_medium: 'cpc',
    gclid: 'Cj0KCQ',
    landing_page: '/agentes-de-ia?utm_source=google',
    referrer: 'https://www.google.com/',
    pagina_origem: '/agentes-de-ia',
    privacy_policy_version: '2025-08-24',
  }),
  makeLead({ id: '2', nome: 'Bruno Azevedo', email: 'bruno@example.com', empresa: 'Azevedo Imóveis' }),
];

const PATH = '/admin/leads';
const renderPage = (url = PATH) => renderWithProviders(<LeadsPage />, { path: PATH, url });

/** Every page answers the two leads, out of `total`. */
function answerLeads(total = LEADS.length) {
  getLeadsPage.mockResolvedValue({ leads: LEADS, total });
}

/** The page with the two leads loaded: resolves to their table. */
function renderLoadedPage(url?: string) {
  answerLeads();
  const rendered = renderPage(url);
  return { ...rendered, table: screen.findByRole('table') };
}

/** The export's pages as the test hands them over, one `next()` at a time. */
function exportPagesByHand() {
  const pages: ReturnType<typeof deferred<CountedLeads | null>>[] = [];
  const next = () => {
    const page = deferred<CountedLeads | null>();
    pages.push(page);
    return page;
  };
  leadExportPages.mockImplementation(async function* (_supabase, _filters, signal) {
    for (;;) {
      const page = next();
      signal.addEventListener('abort', () => page.reject(signal.reason));
      const value = await page.promise;
      if (!value) return;
      yield value;
    }
  });
  return { page: (index: number) => pages[index] };
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('LeadsPage: the list', () => {
  it('lists the leads with the origin badge or "-", and the total', async () => {
    const { table } = renderLoadedPage();
    const rows = within(await table)
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('João Ação');
    expect(rows[0]).toHaveTextContent('google');
    expect(rows[1]).toHaveTextContent('-');
    expect(
      within(await table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'Contato', 'Data', 'Origem', 'Etapa', 'Responsável', 'Ações']);
    expect(rows[0]).toHaveTextContent('Novo');
    expect(screen.getByText('2 leads')).toBeInTheDocument();
    expect(getLeadsPage).toHaveBeenCalledWith({ search: '' }, 1);
    // Everything on one page: no page navigation.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('gives the total of the server, in pt-BR, and pages through it (page in the URL)', async () => {
    answerLeads(17_505);
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await screen.findByText('17.505 leads')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de leads' });
    expect(within(pages).getByRole('status')).toHaveTextContent('Página 1 de 351');
    const previous = within(pages).getByRole('button', { name: 'Anterior' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('button', { name: 'Primeira página' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(previous);
    expect(router.state.location.search).toBe('');

    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(await within(pages).findByText('Página 2 de 351')).toBeInTheDocument();
    expect(getLeadsPage).toHaveBeenLastCalledWith({ search: '' }, 2);
    expect(previous).not.toHaveAttribute('aria-disabled');

    await user.click(within(pages).getByRole('button', { name: 'Última página' }));
    expect(router.state.location.search).toBe('?pagina=351');
    const next = within(pages).getByRole('button', { name: 'Próxima' });
    await vi.waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    // Still focusable at the end, and pressing it goes nowhere.
    next.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?pagina=351');

    router.navigate(-1);
    expect(await within(pages).findByText('Página 2 de 351')).toBeInTheDocument();
  });

  it('opens on the page and search of its URL (a reload keeps them)', async () => {
    answerLeads(200);
    renderPage(`${PATH}?busca=ana&pagina=3`);
    expect(await screen.findByText('Página 3 de 4')).toBeInTheDocument();
    expect(getLeadsPage).toHaveBeenCalledWith({ search: 'ana' }, 3);
    expect(screen.getByRole('searchbox')).toHaveValue('ana');
  });

  it('moves to the last page when the page of the URL is past the end', async () => {
    getLeadsPage.mockImplementation(async (_filters, page) => ({
      leads: page > 2 ? [] : LEADS,
      total: 60,
    }));
    const { router } = renderPage(`${PATH}?pagina=9`);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, from page 1, and keeps the search in the URL', async () => {
    answerLeads(120);
    const user = userEvent.setup();
    const { router } = renderPage(`${PATH}?pagina=2`);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), ' Azevedo ');
    await vi.waitFor(() => expect(getLeadsPage).toHaveBeenLastCalledWith({ search: 'Azevedo' }, 1));
    // One request for the whole word, not one per keystroke.
    expect(getLeadsPage.mock.calls.map(([filters]) => filters.search)).toEqual(['', 'Azevedo']);
    expect(router.state.location.search).toBe('?busca=Azevedo');
    expect(screen.getByRole('searchbox')).toHaveValue(' Azevedo ');

    // Back to the list without a search (the sidebar link): the box follows the URL.
    router.navigate(PATH);
    // The box changes on the render; the request follows in React Query's effect, a moment later.
    await vi.waitFor(() => {
      expect(screen.getByRole('searchbox')).toHaveValue('');
      expect(getLeadsPage).toHaveBeenLastCalledWith({ search: '' }, 1);
    });
  });

  it('says when the search finds nothing and disables the export', async () => {
    getLeadsPage.mockResolvedValue({ leads: [], total: 0 });
    renderPage(`${PATH}?busca=ningu%C3%A9m`);
    expect(await screen.findByText('Nenhum lead encontrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('says when there are no leads yet', async () => {
    getLeadsPage.mockResolvedValue({ leads: [], total: 0 });
    renderPage();
    expect(await screen.findByText('Nenhum lead recebido')).toBeInTheDocument();
  });

  it('only logs a load failure and says the list could not load', async () => {
    getLeadsPage.mockRejectedValue(new Error('permission denied'));
    renderPage();
    expect(await screen.findByText('Não foi possível carregar os leads.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Erro ao carregar leads:', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('opens every stored field of a lead from its view action', async () => {
    const user = userEvent.setup();
    const { table } = renderLoadedPage();
    await user.click(within(await table).getByRole('button', { name: 'Ver detalhes de João Ação' }));

    const dialog = await screen.findByRole('dialog', { name: 'João Ação' });
    // The opening is reported to the audit trail, once.
    expect(recordLeadViewed).toHaveBeenCalledExactlyOnceWith('1');
    for (const text of [
      'cpc',
      'Cj0KCQ',
      '/agentes-de-ia?utm_source=google',
      'https://www.google.com/',
      '2025-08-24',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'joao@example.com' })).toHaveAttribute(
      'href',
      'mailto:joao@example.com',
    );
    expect(within(dialog).getAllByText('Não informado').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('LeadsPage: Exportar CSV', () => {
  it('exports every lead of the search page by page, with its progress, as one CSV', async () => {
    const exported = exportPagesByHand();
    const user = userEvent.setup();
    const { table } = renderLoadedPage(`${PATH}?busca=azevedo`);
    await table;

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(leadExportPages).toHaveBeenCalledWith({}, { search: 'azevedo' }, expect.any(AbortSignal));
    const status = screen.getByText('Preparando a exportação…');
    expect(status).toHaveAttribute('role', 'status');
    // Running: no second export, a way to stop this one.
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar exportação' })).toBeInTheDocument();

    exported.page(0).resolve({ leads: LEADS.slice(0, 1), total: 1_001 });
    expect(await screen.findByText('Exportando 1 de 1.001…')).toBe(status);
    await vi.waitFor(() => exported.page(1).resolve({ leads: LEADS.slice(1), total: 1_001 }));
    expect(await screen.findByText('Exportando 2 de 1.001…')).toBeInTheDocument();
    await vi.waitFor(() => exported.page(2).resolve(null));

    expect(await screen.findByText('2 leads exportados.')).toBeInTheDocument();
    expect(recordLeadsExported).toHaveBeenCalledWith({ total: 2, filtros: { busca: true } });
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [filename, chunks] = downloadCsv.mock.calls[0] as [string, string[]];
    expect(filename).toMatch(/^leads_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(chunks).toHaveLength(3);
    const content = chunks.join('');
    expect(content.startsWith(CSV_BOM)).toBe(true);
    const records = content.slice(1).trimEnd().split('\r\n');
    expect(records).toHaveLength(3);
    expect(records[0]).toMatch(/^Nome;Email;Telefone;/);
    expect(records[1]).toMatch(/^João Ação;joao@example.com;/);
    expect(records[2]).toMatch(/^Bruno Azevedo;bruno@example.com;/);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('stops when cancelled, without a file', async () => {
    const exported = exportPagesByHand();
    const user = userEvent.setup();
    const { table } = renderLoadedPage();
    await table;
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    exported.page(0).resolve({ leads: LEADS, total: 5_000 });
    await screen.findByText('Exportando 2 de 5.000…');

    await user.click(screen.getByRole('button', { name: 'Cancelar exportação' }));
    expect(await screen.findByText('Exportação cancelada.')).toBeInTheDocument();
    expect(downloadCsv).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('says when the export fails, and can run again', async () => {
    leadExportPages.mockImplementation(async function* () {
      yield* [];
      throw new Error('rede');
    });
    const user = userEvent.setup();
    const { table } = renderLoadedPage();
    await table;
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await screen.findByText('Não foi possível exportar os leads. Tente novamente.'),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Erro ao exportar leads:', expect.any(Error));
    expect(downloadCsv).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });
});
