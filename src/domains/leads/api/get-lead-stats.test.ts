import { describe, expect, it } from 'vitest';

import { toWeeklySources } from './get-lead-stats';

describe('toWeeklySources', () => {
  it("turns the database's rows (week by week, series in order) into series and one row of counts per week", () => {
    expect(
      toWeeklySources([
        { week_start: '2026-11-09', source: 'google', leads: 4 },
        { week_start: '2026-11-09', source: 'Direto', leads: 0 },
        { week_start: '2026-11-09', source: 'Outros', leads: 2 },
        { week_start: '2026-11-16', source: 'google', leads: 0 },
        { week_start: '2026-11-16', source: 'Direto', leads: 1 },
        { week_start: '2026-11-16', source: 'Outros', leads: 0 },
      ]),
    ).toEqual({
      sources: ['google', 'Direto', 'Outros'],
      weeks: [
        { weekStart: '2026-11-09', counts: [4, 0, 2] },
        { weekStart: '2026-11-16', counts: [0, 1, 0] },
      ],
    });
  });

  it('no rows (no lead in the 12 weeks): no series, no weeks', () => {
    expect(toWeeklySources([])).toEqual({ sources: [], weeks: [] });
  });
});
