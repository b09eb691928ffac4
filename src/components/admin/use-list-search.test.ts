// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useListSearch } from './use-list-search';

const byPrefix = (rows: readonly string[], search: string) =>
  rows.filter((row) => row.startsWith(search.trim()));

describe('useListSearch', () => {
  it('counts nothing before the rows load, then all of them, then how many a search keeps', () => {
    const { result, rerender } = renderHook(
      ({ rows }: { rows: readonly string[] | undefined }) => useListSearch(rows, byPrefix),
      { initialProps: { rows: undefined as readonly string[] | undefined } },
    );
    expect(result.current).toMatchObject({ shown: [], searching: false, count: undefined });

    rerender({ rows: ['ana', 'bruno', 'beatriz'] });
    expect(result.current.count).toEqual({ total: 3, shown: undefined });

    act(() => result.current.setSearch('b'));
    expect(result.current).toMatchObject({
      shown: ['bruno', 'beatriz'],
      searching: true,
      count: { total: 3, shown: 2 },
    });

    rerender({ rows: [] });
    expect(result.current.count).toEqual({ total: 0, shown: 0 });
  });
});
