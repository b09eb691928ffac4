import { describe, expect, it } from 'vitest';

import type { NewsItem } from '../api/get-news';
import { filterNewsByTitle } from './search';

const items: NewsItem[] = [
  {
    id: '1',
    titulo: 'Na Mídia: IA',
    link_externo: 'https://a.com',
    imagem: null,
    created_at: '2026-01-01',
    version: 1,
  },
  {
    id: '2',
    titulo: 'Outro assunto',
    link_externo: 'https://b.com',
    imagem: null,
    created_at: '2026-01-01',
    version: 1,
  },
];

describe('filterNewsByTitle', () => {
  it('searches titles without case or accents', () => {
    expect(filterNewsByTitle(items, ' midia ').map((item) => item.id)).toEqual(['1']);
    expect(filterNewsByTitle(items, '')).toHaveLength(2);
  });
});
