import { afterEach, describe, expect, it, vi } from 'vitest';

import { BUILD_INFO_PATH } from '@/lib/build-info';

import { getLiveBuild } from './get-live-build';

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function answer(body: string, init: ResponseInit) {
  vi.stubGlobal('fetch', fetchMock.mockResolvedValue(new Response(body, init)));
}

describe('getLiveBuild', () => {
  it("reads the site's own build-info.json, never from a cache", async () => {
    const info = { builtAt: '2026-11-25T17:02:00.000Z', contentReadAt: '2026-11-25T17:00:00.000Z' };
    answer(JSON.stringify(info), { status: 200, headers: { 'Content-Type': 'application/json' } });
    await expect(getLiveBuild()).resolves.toEqual(info);
    expect(fetchMock).toHaveBeenCalledWith(BUILD_INFO_PATH, { cache: 'no-store' });
  });

  it('is null when the site has none (404)', async () => {
    answer('Not found', { status: 404 });
    await expect(getLiveBuild()).resolves.toBeNull();
  });

  it("is null when a dev server answers its HTML shell, or the file's shape is not the expected one", async () => {
    answer('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    await expect(getLiveBuild()).resolves.toBeNull();
    answer(JSON.stringify({ builtAt: 'ontem' }), { status: 200 });
    await expect(getLiveBuild()).resolves.toBeNull();
  });

  it('throws when no answer came (the query retries)', async () => {
    vi.stubGlobal('fetch', fetchMock.mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getLiveBuild()).rejects.toThrow('Failed to fetch');
  });
});
