import { describe, expect, it } from 'vitest';

import { uniqueById } from './unique-by-id';

describe('uniqueById', () => {
  it('keeps the first item of each id, in order', () => {
    const pages = [
      [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
      [
        { id: 'b', n: 3 },
        { id: 'c', n: 4 },
      ],
    ];
    expect(uniqueById(pages.flat())).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'c', n: 4 },
    ]);
  });

  it('handles empty input', () => {
    expect(uniqueById([])).toEqual([]);
  });
});
