import { describe, expect, it } from 'vitest';

import { charLength, initialOf, matchesSearch, searchable } from './text';

describe('initialOf', () => {
  it('is the first letter of the name, uppercase', () => {
    expect(initialOf('mariana Rocha', 'D')).toBe('M');
    expect(initialOf('  Élida', 'D')).toBe('É');
  });

  it("falls back to 'D' when there is no name", () => {
    expect(initialOf(null, 'D')).toBe('D');
    expect(initialOf('   ', 'D')).toBe('D');
  });
});

describe('charLength', () => {
  it('counts code points as Postgres does', () => {
    expect(charLength('ação')).toBe(4);
    expect(charLength('🚀a')).toBe(2);
  });
});

describe('search', () => {
  it('ignores case and accents', () => {
    expect(searchable('  João MÍDIA ')).toBe('joao midia');
    expect(matchesSearch('midia', 'Na Mídia')).toBe(true);
    expect(matchesSearch('', 'anything')).toBe(true);
    expect(matchesSearch('saúde', 'Varejo', null)).toBe(false);
  });
});
