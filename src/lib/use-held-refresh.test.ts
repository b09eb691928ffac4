// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useHeldRefresh } from './use-held-refresh';

const toast = vi.hoisted(() => ({
  calls: [] as { id: string; title: string; action: { label: string; onClick: () => void } }[],
}));
vi.mock('./toast', () => ({
  showActionToast: async (id: string, title: string, action: { label: string; onClick: () => void }) => {
    toast.calls.push({ id, title, action });
  },
}));

const copy = { id: 'list', label: 'A lista mudou.', actionLabel: 'Mostrar' };
const a = { id: 'a', titulo: 'A' };
const b = { id: 'b', titulo: 'B' };
const c = { id: 'c', titulo: 'C' };

function renderList(initial: { id: string; titulo: string }[] | undefined) {
  return renderHook(({ data }) => useHeldRefresh(data, copy), { initialProps: { data: initial } });
}

describe('useHeldRefresh', () => {
  beforeEach(() => {
    toast.calls.length = 0;
  });

  it('keeps the list on screen when a refresh adds an item, and shows the new one when asked', async () => {
    const { result, rerender } = renderList([a, b]);
    rerender({ data: [c, a, b] });
    expect(result.current).toEqual([a, b]);
    await waitFor(() => expect(toast.calls).toHaveLength(1));
    expect(toast.calls[0]).toMatchObject({
      id: 'list',
      title: 'A lista mudou.',
      action: { label: 'Mostrar' },
    });
    act(() => toast.calls[0].action.onClick());
    expect(result.current).toEqual([c, a, b]);
  });

  it('holds a new order or a removed item too', async () => {
    const { result, rerender } = renderList([a, b, c]);
    rerender({ data: [b, a, c] });
    expect(result.current).toEqual([a, b, c]);
    rerender({ data: [a, c] });
    expect(result.current).toEqual([a, b, c]);
    await waitFor(() => expect(toast.calls.length).toBeGreaterThan(0));
  });

  it('shows changes to the same items in the same order at once, without a message', async () => {
    const { result, rerender } = renderList([a, b]);
    const edited = [{ ...a, titulo: 'A editado' }, b];
    rerender({ data: edited });
    expect(result.current).toEqual(edited);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.calls).toEqual([]);
  });

  it('shows a list that was not on screen yet as it arrives', () => {
    const { result, rerender } = renderList(undefined);
    rerender({ data: [c, a] });
    expect(result.current).toEqual([c, a]);
    expect(toast.calls).toEqual([]);
  });
});
