// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RecordingApi } from '@/test/recording-supabase';
import { renderWithProviders } from '@/test/render-with-providers';

import { EDIT_LOCK_HEARTBEAT_MS, type EditLock } from '@/lib/edit-lock';
import { useEditPresence } from './use-edit-presence';

const api = vi.hoisted((): RecordingApi => ({ answer: () => null, requests: [] }));
vi.mock(import('@/lib/get-supabase'), async () =>
  (await import('@/test/recording-supabase')).recordingSupabase(api),
);

/** 14:05 in São Paulo. */
const SINCE = '2026-11-29T17:05:00Z';
const MINE: EditLock = { held: true, holder_email: 'eu@salto.local', since: SINCE, taken_by_email: null };
const ANAS: EditLock = { held: false, holder_email: 'ana@salto.local', since: SINCE, taken_by_email: null };
const TAKEN: EditLock = { ...ANAS, taken_by_email: 'ana@salto.local' };

/** The lock the database answers from now on (claims and take-overs alike). */
function answerLock(lock: EditLock) {
  api.answer = (url) => (url.pathname.endsWith('/claim_edit_lock') ? lock : null);
}

function Harness() {
  const { readOnly, notice } = useEditPresence({ subject: 'case', itemId: 'case-1' });
  return (
    <>
      {notice}
      <fieldset disabled={readOnly}>
        <label>
          Subtítulo
          <input defaultValue="texto digitado" />
        </label>
      </fieldset>
    </>
  );
}

const calls = (name: string) => api.requests.filter((url) => url.pathname.endsWith(`/rpc/${name}`)).length;

afterEach(() => {
  api.requests = [];
  vi.useRealTimers();
});

describe('useEditPresence', () => {
  it('alone: the form is editable and no notice shows; the lock is released when the form closes', async () => {
    answerLock(MINE);
    const { unmount } = renderWithProviders(<Harness />);
    await waitFor(() => expect(calls('claim_edit_lock')).toBe(1));
    expect(screen.getByLabelText('Subtítulo')).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    await waitFor(() => expect(calls('release_edit_lock')).toBe(1));
  });

  it('someone else editing: says who and since when, reads only, and takes over on request', async () => {
    answerLock(ANAS);
    renderWithProviders(<Harness />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('ana@salto.local está editando desde 14:05.');
    expect(screen.getByLabelText('Subtítulo')).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir somente leitura' }));
    expect(screen.getByRole('status')).toHaveTextContent('Você está vendo em modo somente leitura.');
    expect(screen.queryByRole('button', { name: 'Abrir somente leitura' })).toBeNull();

    answerLock(MINE);
    await userEvent.click(screen.getByRole('button', { name: 'Assumir a edição' }));
    await waitFor(() => expect(screen.getByLabelText('Subtítulo')).toBeEnabled());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a take-over reaches the person on the next heartbeat; what they typed stays in the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerLock(MINE);
    renderWithProviders(<Harness />);
    await waitFor(() => expect(calls('claim_edit_lock')).toBe(1));

    answerLock(TAKEN);
    await act(() => vi.advanceTimersByTimeAsync(EDIT_LOCK_HEARTBEAT_MS));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ana@salto.local assumiu a edição às 14:05.');
    expect(screen.getByLabelText('Subtítulo')).toBeDisabled();
    expect(screen.getByLabelText('Subtítulo')).toHaveValue('texto digitado');
    expect(screen.getByRole('button', { name: 'Assumir de volta' })).toBeEnabled();
  });
});
