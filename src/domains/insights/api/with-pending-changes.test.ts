import { describe, expect, it, vi } from 'vitest';

import type { PendingChanges } from '@/lib/pending-changes';

import { withPendingChanges } from './get-insight';
import type { Insight } from './row-schemas';

const getPendingPreview = vi.hoisted(() => vi.fn<() => Promise<PendingChanges | null>>());
vi.mock(import('@/lib/pending-changes'), async (importOriginal) => ({
  ...(await importOriginal()),
  getPendingPreview,
}));

/** The categories a visitor's client reads, by id. */
const categoryLookups = vi.hoisted(() => [] as string[]);
vi.mock(import('@/lib/get-supabase'), async (importOriginal) => ({
  ...(await importOriginal()),
  getPublicClient: async () =>
    ({
      from: () => ({
        select: () => ({
          eq: (_column: string, id: string) => ({
            maybeSingle: () => ({
              retry: async () => {
                categoryLookups.push(id);
                return { data: { id, nome: 'Operações', slug: 'operacoes' }, error: null };
              },
            }),
          }),
        }),
      }),
    }) as never,
}));

const LIVE: Insight = {
  id: 'i1',
  slug: 'lgpd-e-ia',
  titulo: 'LGPD e IA na prática',
  descricao: 'O que o empresário precisa saber.',
  conteudo: '<p>Texto.</p>',
  imagem: null,
  data_publicacao: '2025-03-05',
  status: 'publicado',
  publicado_em: '2025-03-05T12:00:00Z',
  categoria_id: 'c-estrategia',
  categoria: { id: 'c-estrategia', nome: 'Estratégia', slug: 'estrategia' },
  seo_titulo: null,
  seo_descricao: null,
  seo_imagem: null,
};

const set = (fields: Record<string, unknown>, publishAt: string | null = null): PendingChanges => ({
  subject: 'insight',
  item_id: LIVE.id,
  fields,
  nicho_ids: null,
  publish_at: publishAt,
  live_version: 3,
  publish_error: null,
  version: 1,
  updated_at: '2026-11-30T12:00:00Z',
  updated_by: 'u-editor',
});

describe('withPendingChanges (an article at its public address, for staff with pending changes)', () => {
  it('is the live article for visitors and when there are none', async () => {
    getPendingPreview.mockResolvedValueOnce(null);
    await expect(withPendingChanges(LIVE)).resolves.toBe(LIVE);
  });

  it('lays the pending fields over the live article and says when they are scheduled', async () => {
    getPendingPreview.mockResolvedValueOnce(
      set({ descricao: 'Descrição corrigida.' }, '2026-12-01T15:00:00Z'),
    );
    const shown = await withPendingChanges(LIVE);
    expect(shown).toMatchObject({
      titulo: LIVE.titulo,
      descricao: 'Descrição corrigida.',
      categoria: LIVE.categoria,
      staged: { publishAt: '2026-12-01T15:00:00Z' },
    });
    expect(categoryLookups).toEqual([]);
  });

  it('reads the new category when the changes move the article, and the day from the new moment', async () => {
    // 02:00 UTC on the 10th is still the 9th in São Paulo.
    getPendingPreview.mockResolvedValueOnce(
      set({ categoria_id: 'c-operacoes', publicado_em: '2026-11-10T02:00:00Z' }),
    );
    const shown = await withPendingChanges(LIVE);
    expect(categoryLookups).toEqual(['c-operacoes']);
    expect(shown).toMatchObject({
      categoria: { id: 'c-operacoes', nome: 'Operações', slug: 'operacoes' },
      data_publicacao: '2026-11-09',
      staged: { publishAt: null },
    });
  });
});
