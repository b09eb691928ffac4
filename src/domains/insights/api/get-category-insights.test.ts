import { describe, expect, it } from 'vitest';

import { CATEGORY_PAGE_SIZE } from '@/content/insights';

import { flattenCategoryPages, nextCategoryPage } from './get-category-insights';
import type { InsightSummary } from './row-schemas';

const insight = (id: string): InsightSummary => ({
  id,
  slug: `post-${id}`,
  titulo: `Post ${id}`,
  descricao: null,
  imagem: null,
  data_publicacao: '2025-03-05',
  status: 'publicado',
  publicado_em: '2025-03-05T12:00:00Z',
  categoria: null,
});

const page = (from: number, size: number) =>
  Array.from({ length: size }, (_, i) => insight(String(from + i)));

describe('category paging', () => {
  it('pages hold 12 insights', () => {
    expect(CATEGORY_PAGE_SIZE).toBe(12);
  });

  it('asks for another page while the last one came back full', () => {
    expect(nextCategoryPage(page(0, 12), [page(0, 12)])).toBe(1);
    expect(nextCategoryPage(page(12, 12), [page(0, 12), page(12, 12)])).toBe(2);
  });

  it('stops after a page that is not full (or empty)', () => {
    expect(nextCategoryPage(page(0, 11), [page(0, 11)])).toBeUndefined();
    expect(nextCategoryPage([], [page(0, 12), []])).toBeUndefined();
  });

  it('flattens the pages with duplicates by id removed', () => {
    // An insight published between two page loads pushes the last one of page 1 onto page 2.
    const first = page(0, 12);
    const second = [first[11], ...page(12, 3)];
    const flat = flattenCategoryPages([first, second]);
    expect(flat).toHaveLength(15);
    expect(new Set(flat.map((item) => item.id)).size).toBe(15);
    expect(flat.map((item) => item.id).slice(10, 13)).toEqual(['10', '11', '12']);
  });
});
