import { describe, expect, it } from 'vitest';

import { leadSearchPattern } from './search';

describe('leadSearchPattern', () => {
  it('is null for a blank search (no filter)', () => {
    expect(leadSearchPattern('   ')).toBeNull();
  });

  it('folds accents and case as leads.busca does', () => {
    expect(leadSearchPattern('  João AÇÃO ')).toBe('%joao acao%');
    expect(leadSearchPattern('BRUNO@')).toBe('%bruno@%');
    expect(leadSearchPattern('Imóveis')).toBe('%imoveis%');
  });

  it('searches a phone typed with punctuation by its digits', () => {
    expect(leadSearchPattern('(48) 99123-4567')).toBe('%48991234567%');
    expect(leadSearchPattern('+55 11 98765')).toBe('%551198765%');
    expect(leadSearchPattern('5548')).toBe('%5548%');
  });

  it('takes wildcards, quotes, commas and parentheses literally', () => {
    expect(leadSearchPattern('50%')).toBe('%50\\%%');
    expect(leadSearchPattern('a_b')).toBe('%a\\_b%');
    expect(leadSearchPattern('a,b)')).toBe('%a,b)%');
    expect(leadSearchPattern('"x"')).toBe('%"x"%');
    // Only punctuation of a phone, no digit: searched as typed.
    expect(leadSearchPattern('-')).toBe('%-%');
  });
});
