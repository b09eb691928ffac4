import { describe, expect, it } from 'vitest';

import {
  activeLeadFilterCount,
  isIsoDay,
  leadFiltersFromParams,
  nextIsoDay,
  saoPauloDayStart,
  saoPauloToday,
  withLeadFilterParams,
} from './lead-filters';

describe('the filters in the URL', () => {
  it('reads each filter, stages in the pipeline order, and ignores what is not one', () => {
    const params = new URLSearchParams(
      'etapa=cliente,ganho,novo,novo&origem=/salto&utm_source=%20google%20&utm_campaign=&de=2026-11-01&ate=2026-02-30',
    );
    expect(leadFiltersFromParams(params)).toEqual({
      stages: ['novo', 'cliente'],
      origin: '/salto',
      utmSource: 'google',
      from: '2026-11-01',
    });
    expect(leadFiltersFromParams(new URLSearchParams('origem=nao-informada'))).toEqual({ origin: null });
    expect(leadFiltersFromParams(new URLSearchParams('etapa=ganho'))).toEqual({});
  });

  it('writes them back, keeping the search, the page and the open lead', () => {
    const current = new URLSearchParams('busca=ana&pagina=2&lead=abc&etapa=novo&de=2026-01-01');
    const next = withLeadFilterParams(current, {
      stages: ['em_contato', 'qualificado'],
      origin: null,
      utmCampaign: 'raio x',
      to: '2026-11-30',
    });
    expect(next.toString()).toBe(
      'busca=ana&pagina=2&lead=abc&etapa=em_contato%2Cqualificado&origem=nao-informada&utm_campaign=raio+x&ate=2026-11-30',
    );
    expect(withLeadFilterParams(next, {}).toString()).toBe('busca=ana&pagina=2&lead=abc');
  });

  it('counts the filters that narrow the list', () => {
    expect(activeLeadFilterCount({})).toBe(0);
    expect(activeLeadFilterCount({ origin: null, stages: ['novo'] })).toBe(2);
  });
});

describe('days of São Paulo', () => {
  it('knows a real day', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
  });

  it('starts a day at midnight in São Paulo, whatever the browser zone', () => {
    expect(saoPauloDayStart('2026-11-24')).toBe('2026-11-24T03:00:00.000Z');
    // Summer time (UTC-2) in January 2018.
    expect(saoPauloDayStart('2018-01-15')).toBe('2018-01-15T02:00:00.000Z');
  });

  it('moves to the next day across months and years', () => {
    expect(nextIsoDay('2026-12-31')).toBe('2027-01-01');
    expect(nextIsoDay('2024-02-28')).toBe('2024-02-29');
  });

  it("tells today's date in São Paulo", () => {
    expect(saoPauloToday(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(saoPauloToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });
});
