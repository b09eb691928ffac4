import { describe, expect, it } from 'vitest';

import { filterCasesByNiches } from './get-cases';

const cases = [
  { id: '1', cases_nichos: [{ id: 'saude', nome: 'Saúde' }] },
  {
    id: '2',
    cases_nichos: [
      { id: 'varejo', nome: 'Varejo' },
      { id: 'alimentacao', nome: 'Alimentação' },
    ],
  },
  { id: '3', cases_nichos: [] },
];

describe('filterCasesByNiches', () => {
  it('shows every case when no niche is selected', () => {
    expect(filterCasesByNiches(cases, new Set()).map((c) => c.id)).toEqual(['1', '2', '3']);
  });

  it('shows a case when it has ANY of the selected niches', () => {
    expect(filterCasesByNiches(cases, new Set(['alimentacao'])).map((c) => c.id)).toEqual(['2']);
    expect(filterCasesByNiches(cases, new Set(['saude', 'varejo'])).map((c) => c.id)).toEqual(['1', '2']);
    expect(filterCasesByNiches(cases, new Set(['outro']))).toEqual([]);
  });
});
