import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CSV_BOM } from '@/lib/csv';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { makeLead } from '../test/fixtures';
import { LeadsPage } from './leads-page';

const getLeads = vi.hoisted(() => vi.fn());
vi.mock(import('../api/get-leads'), async (importOriginal) =>
  fetchingThrough(await importOriginal(), 'leadsQueryOptions', getLeads),
);

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

const renderPage = () => renderWithProviders(<LeadsPage />);

/** The page with the two leads loaded: resolves to their table. */
function renderLoadedPage() {
  getLeads.mockResolvedValueOnce(LEADS);
  renderPage();
  return screen.findByRole('table');
}

silenceConsoleErrors();
resetMocksAfterEach();

describe('LeadsPage', () => {
  it('lists the leads with the origin badge or "-"', async () => {
    const table = await renderLoadedPage();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('João Ação');
    expect(rows[0]).toHaveTextContent('google');
    expect(rows[1]).toHaveTextContent('-');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nome', 'Email', 'Telefone', 'Empresa', 'Data', 'Origem', 'Ações']);
  });

  it('filters by the search and exports only the filtered rows', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(screen.getByRole('searchbox'), 'azevedo');
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 de 2 leads')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [filename, content] = downloadCsv.mock.calls[0] as [string, string];
    expect(filename).toMatch(/^leads_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(content.startsWith(CSV_BOM)).toBe(true);
    const records = content.slice(1).trimEnd().split('\r\n');
    expect(records).toHaveLength(2);
    expect(records[1]).toMatch(/^Bruno Azevedo;bruno@example.com;/);
  });

  it('says when the search finds nothing and disables the export', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.type(screen.getByRole('searchbox'), 'ninguém');
    expect(await screen.findByText('Nenhum lead encontrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('opens every stored field of a lead from its view action', async () => {
    const user = userEvent.setup();
    await renderLoadedPage();
    await user.click(
      within(screen.getByRole('table')).getByRole('button', { name: 'Ver detalhes de João Ação' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'João Ação' });
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

  it('only logs a load failure and says the list could not load', async () => {
    getLeads.mockRejectedValueOnce(new Error('permission denied'));
    renderPage();
    expect(await screen.findByText('Não foi possível carregar os leads.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Erro ao carregar leads:', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('says when there are no leads yet', async () => {
    getLeads.mockResolvedValueOnce([]);
    renderPage();
    expect(await screen.findByText('Nenhum lead recebido')).toBeInTheDocument();
  });
});
