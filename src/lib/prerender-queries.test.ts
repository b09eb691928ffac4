import { describe, expect, it, vi } from 'vitest';

import { RENDER_ON_REQUEST_HEADER } from './host-files';
import { prerenderQueries, type Prefetch } from './prerender-queries';

const onRequest = new Request('http://localhost/cases/x', { headers: { [RENDER_ON_REQUEST_HEADER]: '1' } });
const atBuild = new Request('http://localhost/cases/x');

const item = (value: unknown): Prefetch => ({
  label: 'item',
  item: true,
  run: async (queryClient) => queryClient.fetchQuery({ queryKey: ['item'], queryFn: () => value }),
});
const failing: Prefetch = {
  label: 'lista',
  run: async () => {
    throw new Error('API fora do ar');
  },
};

/** The status a loader's thrown `data(…, { status })` answers with. */
async function thrownStatus(run: Promise<unknown>): Promise<number | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe('prerenderQueries', () => {
  it('at build time reports a failed query and prerenders what it has', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const snapshot = await prerenderQueries('/cases/x', [item({ id: 1 }), failing], atBuild);
    expect(snapshot.dehydratedState?.queries.map((query) => query.queryKey)).toEqual([['item']]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('falha ao ler lista (API fora do ar)'));
    // No item at build time: the page prerenders its not-found state.
    expect((await prerenderQueries('/cases/x', [item(null)], atBuild)).dehydratedState).toBeDefined();
    warn.mockRestore();
  });

  it('rendered on request answers 503 for a failed query and 404 for a missing item, else the snapshot', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await thrownStatus(prerenderQueries('/cases/x', [item({ id: 1 }), failing], onRequest))).toBe(503);
    expect(await thrownStatus(prerenderQueries('/cases/x', [item(null)], onRequest))).toBe(404);
    const snapshot = await prerenderQueries('/cases/x', [item({ id: 1 })], onRequest);
    expect(snapshot.dehydratedState?.queries).toHaveLength(1);
    warn.mockRestore();
  });
});
