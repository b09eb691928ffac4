import { describe, expect, it } from 'vitest';

import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases, strips accents and joins words with hyphens', () => {
    expect(slugify('Automação de Atendimento no Varejo')).toBe('automacao-de-atendimento-no-varejo');
  });

  it('drops other characters, collapses hyphens and trims the edges', () => {
    expect(slugify('  IA: 50% + rápido -- já!  ')).toBe('ia-50-rapido-ja');
    expect(slugify('--Ção--')).toBe('cao');
  });
});
