import { describe, expect, it } from 'vitest';

import { diffNichos } from './nicho-diff';

describe('diffNichos', () => {
  it('adds the new ones, removes the dropped ones and leaves the rest alone', () => {
    expect(diffNichos(['a', 'b', 'c'], ['b', 'c', 'd'])).toEqual({ added: ['d'], removed: ['a'] });
  });

  it('sends nothing when the set did not change (order and repeats ignored)', () => {
    expect(diffNichos(['a', 'b'], ['b', 'a', 'a'])).toEqual({ added: [], removed: [] });
  });

  it('handles an empty side', () => {
    expect(diffNichos([], ['a'])).toEqual({ added: ['a'], removed: [] });
    expect(diffNichos(['a'], [])).toEqual({ added: [], removed: ['a'] });
  });
});
