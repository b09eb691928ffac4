// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { LeadBreakdownRow, WeeklySources } from '@/domains/leads/api/get-lead-stats';
import { resetMocksAfterEach, silenceConsoleErrors } from '@/test/mock-lifecycle';
import { fetchingThrough } from '@/test/query-module-fakes';
import { renderWithProviders } from '@/test/render-with-providers';

import { LeadStatsSection } from './lead-stats-section';

const getWeeklySources = vi.hoisted(() => vi.fn());
const getLeadOrigins = vi.hoisted(() => vi.fn());
const getLeadCampaigns = vi.hoisted(() => vi.fn());
const getLeadFirstContact = vi.hoisted(() => vi.fn());
vi.mock(import('@/domains/leads/api/get-lead-stats'), async (importOriginal) => {
  let module = await importOriginal();
  module = fetchingThrough(module, 'weeklySourcesQueryOptions', getWeeklySources);
  module = fetchingThrough(module, 'leadOriginsQueryOptions', getLeadOrigins);
  module = fetchingThrough(module, 'leadCampaignsQueryOptions', getLeadCampaigns);
  return fetchingThrough(module, 'leadFirstContactQueryOptions', getLeadFirstContact);
});

// The bars are for the eye (hidden from assistive technology) and need a laid-out page; the
// tests read what the summary and the tables say.
vi.mock(import('./weekly-sources-chart'), () => ({ default: () => <div data-testid="weekly-chart" /> }));

/** 12 Mondays from 01/09/2025; every week 0 but the last two. */
const WEEKS = Array.from({ length: 12 }, (_, index) => {
  const day = new Date(Date.UTC(2025, 8, 1 + 7 * index)).toISOString().slice(0, 10);
  return { weekStart: day, counts: [0, 0, 0] };
});
WEEKS[10].counts = [4, 1, 0];
WEEKS[11].counts = [2, 0, 3];
const WEEKLY: WeeklySources = { sources: ['google', 'Direto', 'Outros'], weeks: WEEKS };

const ORIGINS: LeadBreakdownRow[] = [
  { value: '/salto', leads: 12, others: false },
  { value: null, leads: 6, others: false },
  { value: '/agentes-de-ia', leads: 1, others: false },
  { value: null, leads: 1, others: true },
];
const CAMPAIGNS: LeadBreakdownRow[] = [
  { value: null, leads: 15, others: false },
  { value: 'black-friday', leads: 5, others: false },
];
const FIRST_CONTACT = { leads: 20, contactedWithin24h: 13, contactedLater: 4, notContacted: 3 };

function answerAll() {
  getWeeklySources.mockResolvedValue(WEEKLY);
  getLeadOrigins.mockResolvedValue(ORIGINS);
  getLeadCampaigns.mockResolvedValue(CAMPAIGNS);
  getLeadFirstContact.mockResolvedValue(FIRST_CONTACT);
}

/** The text of each row's cells, header cell first, below the column headers. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

silenceConsoleErrors();
resetMocksAfterEach();

describe('LeadStatsSection', () => {
  it('weekly: summary, legend with totals, and the table of the 12 weeks per source with totals', async () => {
    answerAll();
    const user = userEvent.setup();
    renderWithProviders(<LeadStatsSection />);

    await screen.findByText(
      '10 leads nas últimas 12 semanas, 5 nesta semana (desde 17/11). Semana com mais leads: 10/11 a 16/11, ' +
        'com 5. Maior fonte: google, com 6 (60%).',
    );
    expect(
      within(screen.getByRole('list', { name: 'Fontes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['google(6)', 'Direto(1)', 'Outros(3)']);
    expect(await screen.findByTestId('weekly-chart')).toBeInTheDocument();

    await user.click(screen.getByText('Ver dados em tabela'));
    const table = screen.getByRole('table', { name: 'Leads por semana e fonte, últimas 12 semanas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Semana', 'google', 'Direto', 'Outros', 'Total']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(['01/09 a 07/09', '0', '0', '0', '0']);
    expect(rows[10]).toEqual(['10/11 a 16/11', '4', '1', '0', '5']);
    expect(rows[11]).toEqual(['17/11 a 23/11', '2', '0', '3', '5']);
    expect(rows[12]).toEqual(['Total', '6', '1', '3', '10']);
  });

  it('origin pages: /salto as SALTO, no page as the Raio-X form, the rest as Outras páginas, with shares', async () => {
    answerAll();
    renderWithProviders(<LeadStatsSection />);

    const table = await screen.findByRole('table', { name: 'Leads por página de origem, últimos 30 dias' });
    expect(rowsOf(table)).toEqual([
      ['SALTO (/salto)', '12', '60%'],
      ['Raio-X (página não registrada)', '6', '30%'],
      ['Raio-X (/agentes-de-ia)', '1', '5%'],
      ['Outras páginas', '1', '5%'],
    ]);
    screen.getByText('20 leads nos últimos 30 dias. Mais leads: SALTO (/salto), com 12 (60%).');
  });

  it('campaigns: no utm_campaign as Sem campanha', async () => {
    answerAll();
    renderWithProviders(<LeadStatsSection />);

    const table = await screen.findByRole('table', { name: 'Leads por campanha, últimos 30 dias' });
    expect(rowsOf(table)).toEqual([
      ['Sem campanha', '15', '75%'],
      ['black-friday', '5', '25%'],
    ]);
  });

  it('first contact: the share within 24 h and the counts it is made of', async () => {
    answerAll();
    renderWithProviders(<LeadStatsSection />);

    const table = await screen.findByRole('table', { name: 'Primeiro contato dos leads, últimos 30 dias' });
    expect(rowsOf(table)).toEqual([
      ['Contatados em até 24 h', '13', '65%'],
      ['Contatados depois de 24 h', '4', '20%'],
      ['Ainda sem contato', '3', '15%'],
      ['Leads no período', '20', '100%'],
    ]);
    screen.getByText(
      'Contatados em até 24 horas: 65% (13 de 20 leads nos últimos 30 dias). Contatados depois: 4. ' +
        'Ainda sem contato: 3.',
    );
  });

  it("a new period asks for that period's numbers and titles the tables with it", async () => {
    answerAll();
    const user = userEvent.setup();
    renderWithProviders(<LeadStatsSection />);
    await screen.findByRole('table', { name: 'Leads por campanha, últimos 30 dias' });
    expect(getLeadCampaigns).toHaveBeenLastCalledWith('30d');

    await user.selectOptions(screen.getByLabelText('Período dos quadros abaixo'), 'Últimas 12 semanas');
    await screen.findByRole('table', { name: 'Leads por campanha, últimas 12 semanas' });
    expect(getLeadOrigins).toHaveBeenLastCalledWith('12w');
    expect(getLeadCampaigns).toHaveBeenLastCalledWith('12w');
    expect(getLeadFirstContact).toHaveBeenLastCalledWith('12w');
    // The weekly chart has no period: asked once.
    expect(getWeeklySources).toHaveBeenCalledTimes(1);
  });

  it('says when there is no lead, and offers a retry when a number cannot load', async () => {
    getWeeklySources.mockResolvedValue({ sources: [], weeks: [] });
    getLeadOrigins.mockResolvedValue([]);
    getLeadCampaigns.mockRejectedValueOnce(new Error('42501')).mockResolvedValue(CAMPAIGNS);
    getLeadFirstContact.mockResolvedValue({
      leads: 0,
      contactedWithin24h: 0,
      contactedLater: 0,
      notContacted: 0,
    });
    const user = userEvent.setup();
    renderWithProviders(<LeadStatsSection />);

    await screen.findByText('Nenhum lead nas últimas 12 semanas.');
    expect(await screen.findAllByText('Nenhum lead no período.')).toHaveLength(2);
    await screen.findByText('Não foi possível carregar os leads por campanha.');

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('table', { name: 'Leads por campanha, últimos 30 dias' });
    expect(getLeadCampaigns).toHaveBeenCalledTimes(2);
  });

  it('holds the space and announces the loading while the numbers come', async () => {
    for (const fetcher of [getWeeklySources, getLeadOrigins, getLeadCampaigns, getLeadFirstContact]) {
      fetcher.mockReturnValue(new Promise(() => {}));
    }
    renderWithProviders(<LeadStatsSection />);

    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Carregando leads por semana...',
      'Carregando o primeiro contato dos leads...',
      'Carregando leads por página de origem...',
      'Carregando leads por campanha...',
    ]);
  });
});
