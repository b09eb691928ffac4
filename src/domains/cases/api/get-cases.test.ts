// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import {
  clearRequestsAndFreezeDateEachTest,
  onlyRequestParams,
  type RecordingApi,
} from '@/test/recording-supabase';

import { getCaseBySlug } from './get-case';
import { filterCasesByNiches, getCases } from './get-cases';
import { getFeaturedCases } from './get-featured-cases';

// A real supabase-js client whose requests the test reads (answered with no rows).
const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

const NOW = new Date('2026-11-25T17:30:00.000Z');

describe('what the public pages ask for', () => {
  clearRequestsAndFreezeDateEachTest(api, NOW);

  it('/cases: only public cases (published and due, whoever reads), newest publication first', async () => {
    await getCases();
    expect(onlyRequestParams(api)).toMatchObject({
      status: 'eq.publicado',
      publicado_em: `lte.${NOW.toISOString()}`,
      order: 'publicado_em.desc,id.asc',
    });
  });

  it('featured cases: only public ones too, newest publication first, at most the limit', async () => {
    await getFeaturedCases(6);
    expect(onlyRequestParams(api)).toMatchObject({
      destaque: 'eq.true',
      status: 'eq.publicado',
      publicado_em: `lte.${NOW.toISOString()}`,
      order: 'publicado_em.desc,id.asc',
      limit: '6',
    });
  });

  it('a case page asks by slug alone: staff get drafts and scheduled cases to preview', async () => {
    await expect(getCaseBySlug('clinica')).resolves.toBeNull();
    expect(onlyRequestParams(api)).toEqual({ select: '*', slug: 'eq.clinica' });
  });
});

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
