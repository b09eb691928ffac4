import { describe, expect, it } from 'vitest';

import { filterInsightsByCategory } from './get-insights';

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
