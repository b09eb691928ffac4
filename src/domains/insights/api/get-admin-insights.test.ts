// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import {
  clearRequestsAndFreezeDateEachTest,
  onlyRequestParams,
  type RecordingApi,
} from '@/test/recording-supabase';

import { getAdminInsightsPage } from './get-admin-insights';

// A real supabase-js client whose requests the test reads (answered with no rows).
const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

const NOW = new Date('2026-11-25T17:30:00.000Z');

describe('what the admin insights list asks for', () => {
  clearRequestsAndFreezeDateEachTest(api, NOW);

  it('a page of every insight, the latest publication moment first', async () => {
    await getAdminInsightsPage({ search: '', filter: 'todos', offset: 20 });
    const request = onlyRequestParams(api);
    expect(request).toMatchObject({ order: 'publicado_em.desc,id.asc', offset: '20', limit: '20' });
    expect(request).not.toHaveProperty('status');
  });

  it('the scheduled ones whose title has the search, filtered by the server', async () => {
    await getAdminInsightsPage({ search: ' IA ', filter: 'agendados', offset: 0 });
    expect(onlyRequestParams(api)).toMatchObject({
      titulo: 'ilike.%IA%',
      status: 'eq.publicado',
      publicado_em: `gt.${NOW.toISOString()}`,
      order: 'publicado_em.desc,id.asc',
    });
  });

  it('drafts, and the published and due', async () => {
    await getAdminInsightsPage({ search: '', filter: 'rascunhos', offset: 0 });
    expect(onlyRequestParams(api)).toMatchObject({ status: 'eq.rascunho' });
    api.requests.length = 0;
    await getAdminInsightsPage({ search: '', filter: 'publicados', offset: 0 });
    expect(onlyRequestParams(api)).toMatchObject({
      status: 'eq.publicado',
      publicado_em: `lte.${NOW.toISOString()}`,
    });
  });
});
