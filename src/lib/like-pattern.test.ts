import { describe, expect, it } from 'vitest';

import { containsPattern, literalPattern } from './like-pattern';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('joao')).toBe('%joao%');
  });

  it('escapes the LIKE wildcards and the backslash typed by the user', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });

  it("turns PostgREST's unescapable * into one any-character", () => {
    expect(containsPattern('a*b')).toBe('%a_b%');
  });

  it('leaves what only matters inside or=(…) lists alone (a plain filter takes the value as is)', () => {
    expect(containsPattern('a,b) "c" (d')).toBe('%a,b) "c" (d%');
  });
});

describe('literalPattern', () => {
  it('matches the text exactly, wildcards and backslashes taken literally', () => {
    expect(literalPattern('Raio-X')).toBe('Raio-X');
    expect(literalPattern('100%_a\\b*')).toBe('100\\%\\_a\\\\b_');
  });
});
