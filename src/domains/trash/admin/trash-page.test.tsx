// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { toast } from '@/test/fake-sonner';
import { resetMocksAfterEach } from '@/test/mock-lifecycle';
import type { RecordingApi } from '@/test/recording-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

import type { TrashItem } from '../api/trash-items';
import { TrashPage, timeLeft } from './trash-page';

vi.mock('sonner', () => import('@/test/fake-sonner'));

const api = vi.hoisted((): RecordingApi => ({ answer: () => [], requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

resetMocksAfterEach();

const DAY_MS = 86_400_000;

function trashed(kind: TrashItem['kind'], id: string, titulo: string, daysAgo: number): TrashItem {
  const deletedAt = Date.now() - daysAgo * DAY_MS;
  return {
    kind,
    id,
    titulo,
    deleted_at: new Date(deletedAt).toISOString(),
    deleted_by: 'u-editor',
    deleted_by_email: 'editor@salto.local',
    purge_at: new Date(deletedAt + 30 * DAY_MS).toISOString(),
  };
}

const ITEMS = [
  trashed('case', 'c1', 'Clínica Sorriso', 1),
  trashed('noticia', 'n1', 'Matéria no jornal', 10),
];

/** The trash answers `items`; restore and delete answer nothing (void RPCs). */
function answering(items: TrashItem[]) {
  api.requests.length = 0;
  api.answer = (url) => (url.pathname.endsWith('/rpc/trash_items') ? items : null);
}

const rpcCalls = () => api.requests.map((url) => url.pathname.replace('/rest/v1/rpc/', ''));

describe('TrashPage', () => {
  it('lists what is in the trash with its type, who deleted it and how long it has left', async () => {
    answering(ITEMS);
    renderWithProviders(<TrashPage isAdmin={false} onRestored={() => {}} />, { path: '/admin/lixeira' });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Clínica Sorriso/ });
    expect(row).toHaveTextContent('Case');
    expect(row).toHaveTextContent('editor@salto.local');
    expect(row).toHaveTextContent('Em 28 dias');
    expect(within(table).getByRole('row', { name: /Matéria no jornal/ })).toHaveTextContent('Notícia');
    expect(screen.getByText('2 itens')).toBeInTheDocument();
  });

  it('restores an item: it leaves the trash, its lists are refreshed, a toast says so', async () => {
    const user = userEvent.setup();
    const onRestored = vi.fn();
    answering(ITEMS);
    renderWithProviders(<TrashPage isAdmin={false} onRestored={onRestored} />, { path: '/admin/lixeira' });
    const table = await screen.findByRole('table');
    answering([ITEMS[1]!]);
    await user.click(within(table).getByRole('button', { name: 'Restaurar o case "Clínica Sorriso"' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Case restaurado.' }),
    );
    expect(rpcCalls()).toContain('restore_from_trash');
    expect(onRestored).toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByText('Clínica Sorriso')).not.toBeInTheDocument());
  });

  it("offers 'Excluir para sempre' to admins only, after a confirmation", async () => {
    const user = userEvent.setup();
    answering(ITEMS);
    const editorView = renderWithProviders(<TrashPage isAdmin={false} onRestored={() => {}} />, {
      path: '/admin/lixeira',
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Excluir para sempre/ })).not.toBeInTheDocument();
    editorView.unmount();

    renderWithProviders(<TrashPage isAdmin onRestored={() => {}} />, { path: '/admin/lixeira' });
    const table = await screen.findByRole('table');
    await user.click(
      within(table).getByRole('button', { name: 'Excluir para sempre a notícia "Matéria no jornal"' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir para sempre' });
    expect(dialog).toHaveTextContent(
      'Excluir para sempre a notícia "Matéria no jornal"? Não será possível desfazer.',
    );
    api.requests.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Excluir para sempre' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sucesso', { description: 'Notícia excluída para sempre.' }),
    );
    expect(rpcCalls()).toContain('delete_from_trash');
  });

  it('says when the trash is empty', async () => {
    answering([]);
    renderWithProviders(<TrashPage isAdmin onRestored={() => {}} />, { path: '/admin/lixeira' });
    expect(await screen.findByText('A lixeira está vazia')).toBeInTheDocument();
  });
});

describe('timeLeft', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it('counts whole days until the daily job', () => {
    expect(timeLeft('2026-12-29T12:00:00Z', now)).toBe('Em 30 dias');
    expect(timeLeft('2026-11-30T13:00:00Z', now)).toBe('Em 1 dia');
    expect(timeLeft('2026-11-30T06:00:00Z', now)).toBe('Hoje');
    expect(timeLeft('2026-11-28T06:00:00Z', now)).toBe('Hoje');
  });
});
