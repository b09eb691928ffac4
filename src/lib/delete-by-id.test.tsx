// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
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
});
