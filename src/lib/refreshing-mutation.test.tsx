// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
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

  it('reads a query again when its first read left before the save and answers after it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let onServer = 'before';
    let answerFirstRead: (value: string) => void = () => {};
    const read = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)))
      .mockImplementation(async () => onServer);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const save = async () => {
      onServer = 'after';
    };
    const { result } = renderHook(
      () => ({
        thing: useQuery({ queryKey: ['things', 'one'], queryFn: read }),
        saving: useRefreshingMutation(save, ['things'], { waitForRefresh: true }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));

    await act(() => result.current.saving.mutateAsync(undefined));
    await act(async () => answerFirstRead('before'));

    await waitFor(() => expect(result.current.thing.data).toBe('after'));
  });
});
