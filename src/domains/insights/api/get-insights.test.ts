// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import {
  clearRequestsAndFreezeDateEachTest,
  requestParams,
  type RecordingApi,
} from '@/test/recording-supabase';

import { getCategoryInsightsPage } from './get-category-insights';
import { getInsight } from './get-insight';
import { filterInsightsByCategory, getInsights } from './get-insights';
import { INSIGHT_COLUMNS } from './row-schemas';

// A real supabase-js client whose requests the test reads (answered with no rows).
const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

const NOW = new Date('2026-11-25T17:30:00.000Z');

const PUBLIC_ONLY = {
  status: 'eq.publicado',
  publicado_em: `lte.${NOW.toISOString()}`,
  order: 'publicado_em.desc,id.asc',
};

describe('what the public pages ask for', () => {
  clearRequestsAndFreezeDateEachTest(api, NOW);

  it('/insights: only public insights (published and due, whoever reads), newest publication first', async () => {
    await getInsights();
    expect(requestParams(api)).toEqual([expect.objectContaining(PUBLIC_ONLY)]);
  });

  it('a category page: only its public insights, a page of 12 at a time', async () => {
    await getCategoryInsightsPage('cat', 1);
    expect(requestParams(api)).toEqual([expect.objectContaining({ ...PUBLIC_ONLY, categoria_id: 'eq.cat' })]);
    expect(api.requests[0]!.searchParams.get('offset')).toBe('12');
  });

  it('an article page asks by slug alone (then the old path-shaped slug), with its SEO fields', async () => {
    await expect(getInsight('estrategia', 'lgpd')).resolves.toBeNull();
    expect(requestParams(api)).toEqual([
      { select: INSIGHT_COLUMNS.replace(/\s/g, ''), slug: 'eq.lgpd' },
      { select: INSIGHT_COLUMNS.replace(/\s/g, ''), slug: 'eq./estrategia/lgpd' },
    ]);
    expect(INSIGHT_COLUMNS).toMatch(/seo_titulo, seo_descricao, seo_imagem/);
  });
});

const insights = [
  { id: '1', categoria: { id: 'a', nome: 'A', slug: 'a' } },
  { id: '2', categoria: { id: 'b', nome: 'B', slug: 'b' } },
  { id: '3', categoria: null },
];

describe('filterInsightsByCategory (one category id, empty = all)', () => {
  it('shows everything with no category selected', () => {
    expect(filterInsightsByCategory(insights, '').map((i) => i.id)).toEqual(['1', '2', '3']);
  });

  it('shows only the selected category', () => {
    expect(filterInsightsByCategory(insights, 'b').map((i) => i.id)).toEqual(['2']);
    expect(filterInsightsByCategory(insights, 'z')).toEqual([]);
  });
});
