// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useDeleteById, withoutRow } from './delete-by-id';

const rows = [{ id: 'a' }, { id: 'b' }];

describe('useDeleteById', () => {
  it('drops the row from the loaded lists and its own query, then refreshes the domain', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['things', 'list', 'admin'], rows);
    queryClient.setQueryData(['things', 'detail', 'a'], rows[0]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const deleteRow = vi.fn(async (_id: string) => {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useDeleteById(deleteRow, {
          lists: ['things', 'list'],
          without: withoutRow<{ id: string }>,
          detail: (id) => ['things', 'detail', id],
          all: ['things'],
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync('a'));

    expect(deleteRow).toHaveBeenCalledWith('a', expect.anything());
    expect(queryClient.getQueryData(['things', 'list', 'admin'])).toEqual([{ id: 'b' }]);
    expect(queryClient.getQueryState(['things', 'detail', 'a'])).toBeUndefined();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
  });

  it('reads a list again when its first read left before the delete and answers after it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let onServer = rows;
    let answerFirstRead: (rows: { id: string }[]) => void = () => {};
    const read = vi
      .fn<() => Promise<{ id: string }[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)))
      .mockImplementation(async () => onServer);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        // A search just typed: its first read is on its way.
        list: useQuery({ queryKey: ['things', 'list', 'busca'], queryFn: read }),
        deletion: useDeleteById(
          async () => {
            onServer = [rows[1]];
          },
          { lists: ['things', 'list'], without: withoutRow<{ id: string }>, all: ['things'] },
        ),
      }),
      { wrapper },
    );
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));

    await act(() => result.current.deletion.mutateAsync('a'));
    // The first read answers what the server held before the delete.
    await act(async () => answerFirstRead(rows));

    await waitFor(() => expect(result.current.list.data).toEqual([{ id: 'b' }]));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
