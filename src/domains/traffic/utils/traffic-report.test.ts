import { describe, expect, it } from 'vitest';

import type { TrafficRow } from '../api/get-traffic';
import {
  isContentPath,
  lastDays,
  periodFromAddress,
  summarizeDays,
  tableCsvRows,
  TRAFFIC_TABLES,
} from './traffic-report';

const row = (dimension: string, value: string, counts: Partial<TrafficRow> = {}): TrafficRow => ({
  dimension,
  value,
  views: 0,
  visitors: 0,
  visits: 0,
  leads: 0,
  events: 0,
  ...counts,
});

const table = (id: string) => TRAFFIC_TABLES.find((candidate) => candidate.id === id)!;

describe('periods', () => {
  it('reads the address, or falls back to the last 30 days saying why', () => {
    expect(lastDays(7, '2026-03-02')).toEqual({ first: '2026-02-24', last: '2026-03-02' });
    expect(periodFromAddress(null, null, '2026-11-29')).toEqual({
      period: { first: '2026-10-31', last: '2026-11-29' },
    });
    expect(periodFromAddress('2026-01-01', '2026-01-31', '2026-11-29')).toEqual({
      period: { first: '2026-01-01', last: '2026-01-31' },
    });
    expect(periodFromAddress('2026-02-30', '2026-03-01', '2026-11-29').problem).toBe(
      'Informe as duas datas do período.',
    );
    expect(periodFromAddress('2026-03-01', '2026-02-01', '2026-11-29').problem).toBe(
      'A data inicial deve vir antes da final.',
    );
    expect(periodFromAddress('2020-01-01', '2026-01-01', '2026-11-29').problem).toBe(
      'Escolha um período de até 3 anos.',
    );
  });
});

describe('the report', () => {
  it('says the period in words: totals, busiest day and conversion', () => {
    const days = [
      { day: '2026-11-27', views: 10, visitors: 4, visits: 4, leads: 0 },
      { day: '2026-11-28', views: 30, visitors: 9, visits: 9, leads: 1 },
    ];
    expect(summarizeDays(days, { first: '2026-11-27', last: '2026-11-28' })).toBe(
      '13 visitantes e 40 páginas vistas de 27/11/2026 a 28/11/2026; o dia com mais visitantes foi 28/11 (9). ' +
        '1 visita terminou em lead (conversão de 7,7%).',
    );
    expect(
      summarizeDays([{ ...days[0], views: 0, visitors: 0, visits: 0 }], {
        first: '2026-11-27',
        last: '2026-11-27',
      }),
    ).toBe('Nenhuma visita contada em 27/11/2026.');
  });

  it('lists the articles and cases that led to leads, most leads first', () => {
    const rows = [
      row('page', '/insights/ia/agentes', { visits: 10, leads: 1 }),
      row('page', '/cases/loja', { visits: 4, leads: 2 }),
      row('page', '/agentes-de-ia', { visits: 20, leads: 5 }),
      row('page', '/insights/ia', { visits: 3, leads: 1 }),
      row('page', '/cases/sem-lead', { visits: 3 }),
    ];
    expect(
      table('conteudos-que-geraram-leads')
        .select(rows)
        .map((r) => r.value),
    ).toEqual(['/cases/loja', '/insights/ia/agentes']);
    expect(isContentPath('/insights/ia')).toBe(false);
  });

  it('names actions and devices in words, and exports the table as shown', () => {
    const actions = table('acoes').select([
      row('form_sent', 'raio-x', { events: 1, visitors: 1, leads: 1 }),
      row('cta', 'agendar-raio-x', { events: 3, visitors: 2, leads: 1 }),
      row('page', '/'),
    ]);
    expect(tableCsvRows(table('acoes'), actions)).toEqual([
      ['Ação', 'Vezes', 'Visitantes', 'Leads'],
      ['Clique em “Agendar Raio-X”', 3, 2, 1],
      ['Formulário do Raio-X enviado', 1, 1, 1],
    ]);
    const devices = table('dispositivos');
    expect(
      tableCsvRows(devices, devices.select([row('device', 'mobile', { visits: 8, views: 12, leads: 1 })])),
    ).toEqual([
      ['Dispositivo', 'Visitas', 'Páginas vistas', 'Leads', 'Conversão'],
      ['Celular', 8, 12, 1, '12,5%'],
    ]);
  });
});
