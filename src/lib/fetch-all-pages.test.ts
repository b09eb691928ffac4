import { describe, expect, it, vi } from 'vitest';

import { API_MAX_ROWS, fetchAllPages, readPages, type PageStart } from './fetch-all-pages';

type Row = { id: string };
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(from + index) }));

/** A table of `total` rows served a range at a time, as PostgREST serves `.range(from, to)`. */
function tableOf(total: number) {
  return vi.fn(async ({ from, to }: PageStart<Row>) =>
    rows(from, Math.max(0, Math.min(to + 1, total) - from)),
  );
}

describe('fetchAllPages', () => {
  it('asks once for a list shorter than a page', async () => {
    const fetchPage = tableOf(3);
    expect(await fetchAllPages(fetchPage)).toEqual(rows(0, 3));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ from: 0, to: API_MAX_ROWS - 1, last: undefined });
  });

  it('reads range after range past max_rows, and one more when the last page was full', async () => {
    const fetchPage = tableOf(2 * API_MAX_ROWS);
    const all = await fetchAllPages(fetchPage);
    expect(all).toHaveLength(2 * API_MAX_ROWS);
    expect(fetchPage.mock.calls.map(([start]) => [start.from, start.to])).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
  });

  it('keeps a row once when an insert pushes it into the next range', async () => {
    const pages = [rows(0, API_MAX_ROWS), rows(API_MAX_ROWS - 1, 5)];
    const all = await fetchAllPages(async () => pages.shift() ?? []);
    expect(all).toHaveLength(API_MAX_ROWS + 4);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
  });

  it('fails with the first failing page', async () => {
    await expect(
      fetchAllPages(async ({ from }) => {
        if (from > 0) throw new Error('rede');
        return rows(0, API_MAX_ROWS);
      }),
    ).rejects.toThrow('rede');
  });
});

describe('readPages', () => {
  it('gives each page the last row of the one before (keyset) and stops after a short page', async () => {
    const starts: (string | undefined)[] = [];
    const pages: Row[][] = [];
    for await (const page of readPages<Row>(async ({ last }) => {
      starts.push(last?.id);
      const after = last ? Number(last.id) + 1 : 0;
      return rows(after, Math.min(2, 5 - after));
    }, 2)) {
      pages.push(page);
    }
    expect(pages).toEqual([rows(0, 2), rows(2, 2), rows(4, 1)]);
    expect(starts).toEqual([undefined, '1', '3']);
  });

  it('yields nothing for an empty list', async () => {
    const pages: Row[][] = [];
    for await (const page of readPages<Row>(async () => [])) pages.push(page);
    expect(pages).toEqual([]);
  });
});
