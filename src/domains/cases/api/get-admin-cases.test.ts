// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import {
  clearRequestsAndFreezeDateEachTest,
  onlyRequestParams,
  type RecordingApi,
} from '@/test/recording-supabase';

import { getAdminCases } from './get-admin-cases';

// A real supabase-js client whose requests the test reads (answered with no rows).
const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

const NOW = new Date('2026-11-25T17:30:00.000Z');

describe('what the admin cases list asks for', () => {
  clearRequestsAndFreezeDateEachTest(api, NOW);

  it('every case (drafts and scheduled ones too), the latest publication moment first', async () => {
    await getAdminCases('todos');
    const request = onlyRequestParams(api);
    expect(request).toMatchObject({ order: 'publicado_em.desc,id.asc', offset: '0', limit: '1000' });
    expect(request).not.toHaveProperty('status');
    expect(request).not.toHaveProperty('publicado_em');
    expect(request.select).toContain('status,publicado_em');
  });

  it.each([
    ['rascunhos', { status: 'eq.rascunho' }],
    ['agendados', { status: 'eq.publicado', publicado_em: `gt.${NOW.toISOString()}` }],
    ['publicados', { status: 'eq.publicado', publicado_em: `lte.${NOW.toISOString()}` }],
  ] as const)('%s: the server filters by the rule of the public site', async (filter, expected) => {
    await getAdminCases(filter);
    expect(onlyRequestParams(api)).toMatchObject({ ...expected, order: 'publicado_em.desc,id.asc' });
  });
});
