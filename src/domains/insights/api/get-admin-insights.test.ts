import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RecordingApi } from '@/test/recording-supabase';

import { getAdminInsightsPage } from './get-admin-insights';

// A real supabase-js client whose requests the test reads (answered with no rows).
const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

const NOW = new Date('2026-11-25T17:30:00.000Z');
const onlyRequest = () => {
  expect(api.requests).toHaveLength(1);
  return Object.fromEntries(api.requests[0]!.searchParams);
};

describe('what the admin insights list asks for', () => {
  beforeEach(() => {
    api.requests.length = 0;
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a page of every insight, the latest publication moment first', async () => {
    await getAdminInsightsPage({ search: '', filter: 'todos', offset: 20 });
    const request = onlyRequest();
    expect(request).toMatchObject({ order: 'publicado_em.desc,id.asc', offset: '20', limit: '20' });
    expect(request).not.toHaveProperty('status');
  });

  it('the scheduled ones whose title has the search, filtered by the server', async () => {
    await getAdminInsightsPage({ search: ' IA ', filter: 'agendados', offset: 0 });
    expect(onlyRequest()).toMatchObject({
      titulo: 'ilike.%IA%',
      status: 'eq.publicado',
      publicado_em: `gt.${NOW.toISOString()}`,
      order: 'publicado_em.desc,id.asc',
    });
  });

  it('drafts, and the published and due', async () => {
    await getAdminInsightsPage({ search: '', filter: 'rascunhos', offset: 0 });
    expect(onlyRequest()).toMatchObject({ status: 'eq.rascunho' });
    api.requests.length = 0;
    await getAdminInsightsPage({ search: '', filter: 'publicados', offset: 0 });
    expect(onlyRequest()).toMatchObject({ status: 'eq.publicado', publicado_em: `lte.${NOW.toISOString()}` });
  });
});
