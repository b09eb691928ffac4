import { describe, expect, it } from 'vitest';

import { activeLeadFilterCount, leadFiltersFromParams, withLeadFilterParams } from './lead-filters';

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
