// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useRefreshingMutation } from './refreshing-mutation';

/** The hook over a query client whose refresh stays pending until `finishRefresh`. */
function renderRefreshingMutation(waitForRefresh: boolean) {
  const queryClient = new QueryClient();
  let finishRefresh!: () => void;
  const invalidate = vi
    .spyOn(queryClient, 'invalidateQueries')
    .mockReturnValue(new Promise<void>((resolve) => (finishRefresh = resolve)));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const save = vi.fn(async (input: string) => `saved ${input}`);
  const { result } = renderHook(() => useRefreshingMutation(save, ['things'], { waitForRefresh }), {
    wrapper,
  });
  return { result, invalidate, finishRefresh: () => finishRefresh() };
}

describe('useRefreshingMutation', () => {
  it('refreshes the queries under the key and, waiting, succeeds only once they are read again', async () => {
    const { result, invalidate, finishRefresh } = renderRefreshingMutation(true);
    let saved: string | undefined;
    const saving = act(() => result.current.mutateAsync('a').then((value) => (saved = value)));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] }));
    expect(saved).toBeUndefined();
    finishRefresh();
    await saving;
    expect(saved).toBe('saved a');
  });

  it('without waiting, succeeds while the refresh is still running', async () => {
    const { result, invalidate } = renderRefreshingMutation(false);
    await expect(act(() => result.current.mutateAsync('b'))).resolves.toBe('saved b');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
  });
});
