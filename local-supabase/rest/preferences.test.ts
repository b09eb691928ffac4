import { describe, expect, it } from 'vitest';
import { parsePreferences, parseRangeHeader } from './preferences.ts';

describe('parsePreferences', () => {
  it('reads return, count, resolution and missing from one or several headers', () => {
    expect(
      parsePreferences('return=representation, count=exact,resolution=merge-duplicates, missing=default'),
    ).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
    });
    expect(parsePreferences(null)).toEqual({
      return: null,
      count: null,
      resolution: null,
      missing: null,
    });
    expect(parsePreferences('return=bogus, tx=commit').return).toBeNull();
  });
});

describe('parseRangeHeader', () => {
  it('turns ranges into offset/limit', () => {
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRangeHeader('5-')).toEqual({ offset: 5, limit: null });
    expect(parseRangeHeader('9-3')).toBeNull();
    expect(parseRangeHeader(undefined)).toBeNull();
  });
});
