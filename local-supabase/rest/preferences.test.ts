import { describe, expect, it } from 'vitest';
import {
  checkMaxAffected,
  checkStrictPreferences,
  parsePreferences,
  parseRangeHeader,
} from './preferences.ts';

describe('parsePreferences', () => {
  it('reads return, count, resolution, missing, handling and max-affected; the first of a kind wins', () => {
    expect(
      parsePreferences(
        'return=representation, count=exact,resolution=merge-duplicates, missing=default,handling=strict, max-affected=5, count=planned',
      ),
    ).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      handling: 'strict',
      tx: null,
      maxAffected: 5,
      invalid: [],
    });
    expect(parsePreferences(null)).toEqual({
      return: null,
      count: null,
      resolution: null,
      missing: null,
      handling: null,
      tx: null,
      maxAffected: null,
      invalid: [],
    });
  });

  it('lists what PostgREST does not accept, in order; a strict request is refused with PGRST122', () => {
    const prefs = parsePreferences('return=bogus, handling=strict, COUNT=exact, ,max-affected=x');
    expect(prefs.return).toBeNull();
    expect(prefs.maxAffected).toBeNull();
    expect(prefs.invalid).toEqual(['return=bogus', 'COUNT=exact', '']);
    expect(() => checkStrictPreferences(prefs)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: return=bogus, COUNT=exact, ',
      }),
    );
    expect(() => checkStrictPreferences(parsePreferences('return=bogus'))).not.toThrow();
  });

  it('refuses tx= and timezone= out loud instead of ignoring them', () => {
    expect(() => parsePreferences('tx=rollback')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST122',
        message: 'Prefer: tx=rollback is not supported by local-supabase',
      }),
    );
    expect(() => parsePreferences('return=minimal, tx=commit')).toThrow('Prefer: tx=commit');
    expect(() => parsePreferences('timezone=America/Sao_Paulo')).toThrow('Prefer: timezone');
  });

  it('enforces max-affected only with handling=strict (PGRST124)', () => {
    expect(() => checkMaxAffected(parsePreferences('max-affected=2'), 3)).not.toThrow();
    expect(() => checkMaxAffected(parsePreferences('handling=strict, max-affected=2'), 2)).not.toThrow();
    expect(() => checkMaxAffected(parsePreferences('handling=strict, max-affected=2'), 3)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
      }),
    );
  });
});

describe('parseRangeHeader', () => {
  it('reads `lower-upper` and `lower-` as PostgREST 13, anything else as the whole range', () => {
    expect(parseRangeHeader('0-9')).toEqual({ lower: 0, upper: 9 });
    expect(parseRangeHeader('5-')).toEqual({ lower: 5, upper: null });
    expect(parseRangeHeader('9-3')).toEqual({ lower: 9, upper: 3 });
    expect(parseRangeHeader('items=0-9')).toBeNull();
    expect(parseRangeHeader(' 0-9')).toBeNull();
    expect(parseRangeHeader(undefined)).toBeNull();
  });
});
