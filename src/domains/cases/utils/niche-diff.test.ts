import { describe, expect, it } from 'vitest';

import { diffNiches } from './niche-diff';

describe('diffNiches', () => {
  it('adds the new ones, removes the dropped ones and leaves the rest alone', () => {
    expect(diffNiches(['a', 'b', 'c'], ['b', 'c', 'd'])).toEqual({ added: ['d'], removed: ['a'] });
  });

  it('sends nothing when the set did not change (order and repeats ignored)', () => {
    expect(diffNiches(['a', 'b'], ['b', 'a', 'a'])).toEqual({ added: [], removed: [] });
  });

  it('handles an empty side', () => {
    expect(diffNiches([], ['a'])).toEqual({ added: ['a'], removed: [] });
    expect(diffNiches(['a'], [])).toEqual({ added: [], removed: ['a'] });
  });
});
