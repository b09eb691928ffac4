// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render-with-providers';

import { readDraft, removeDraftsOf, writeDraft, type DraftTarget, type LocalDraft } from '@/lib/local-draft';
import { draftMoment, DRAFT_WRITE_DELAY_MS, useLocalDraft } from './use-local-draft';

interface Values {
  titulo: string;
}

const TARGET: DraftTarget = { userId: 'user-1', form: 'case', itemId: 'case-1' };

function Harness({
  saved = 'Título salvo',
  onRestore,
}: {
  saved?: string;
  onRestore?: (draft: LocalDraft<Partial<Values>>) => void;
}) {
  const form = useForm<Values>({ defaultValues: { titulo: saved } });
  const { notice, clear } = useLocalDraft({ form, target: TARGET, baseVersion: 3, onRestore });
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        clear();
        form.reset(values);
      })}
    >
      {notice}
      <label>
        Título
        <input {...form.register('titulo')} />
      </label>
      <button type="submit">Salvar</button>
    </form>
  );
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('useLocalDraft', () => {
  it('keeps what is typed, per person and item, with the version it started from', async () => {
    renderWithProviders(<Harness />);
    await userEvent.clear(screen.getByLabelText('Título'));
    await userEvent.type(screen.getByLabelText('Título'), 'Título novo');
    await waitFor(() => expect(readDraft<Values>(TARGET)?.values).toEqual({ titulo: 'Título novo' }));
    expect(readDraft(TARGET)?.baseVersion).toBe(3);
    expect(readDraft({ ...TARGET, userId: 'user-2' })).toBeNull();

    // Typed back to what is saved: nothing to keep.
    await userEvent.clear(screen.getByLabelText('Título'));
    await userEvent.type(screen.getByLabelText('Título'), 'Título salvo');
    await waitFor(() => expect(readDraft(TARGET)).toBeNull());
  });

  it('offers the draft back after a reload; Recuperar fills the form as unsaved changes', async () => {
    const onRestore = vi.fn();
    writeDraft<Values>(TARGET, {
      savedAt: new Date().toISOString(),
      baseVersion: 2,
      values: { titulo: 'Perdido' },
    });
    renderWithProviders(<Harness onRestore={onRestore} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Recuperar alterações não salvas de \d\d:\d\d\?/,
    );
    expect(screen.getByLabelText('Título')).toHaveValue('Título salvo');

    await userEvent.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(screen.getByLabelText('Título')).toHaveValue('Perdido');
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining({ baseVersion: 2 }));
    expect(screen.queryByRole('status')).toBeNull();

    // Saving removes it.
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(readDraft(TARGET)).toBeNull());
  });

  it('Descartar removes the draft; typing before answering never writes over it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeDraft<Values>(TARGET, {
      savedAt: new Date().toISOString(),
      baseVersion: 2,
      values: { titulo: 'Perdido' },
    });
    renderWithProviders(<Harness />);
    await screen.findByRole('status');
    await userEvent.type(screen.getByLabelText('Título'), '!');
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS * 2));
    expect(readDraft<Values>(TARGET)?.values.titulo).toBe('Perdido');

    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(readDraft(TARGET)).toBeNull();
  });

  it('a draft equal to what is saved, or older than a week, is not offered', () => {
    writeDraft<Values>(TARGET, {
      savedAt: new Date().toISOString(),
      baseVersion: 3,
      values: { titulo: 'Título salvo' },
    });
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('status')).toBeNull();

    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    writeDraft<Values>(TARGET, { savedAt: old, baseVersion: 3, values: { titulo: 'Antigo' } });
    expect(readDraft(TARGET)).toBeNull();
  });

  it('signing out removes every draft of the person, and only theirs', () => {
    const draft = { savedAt: new Date().toISOString(), baseVersion: null, values: { titulo: 'x' } };
    writeDraft(TARGET, draft);
    writeDraft({ ...TARGET, itemId: 'novo' }, draft);
    writeDraft({ ...TARGET, userId: 'user-2' }, draft);
    removeDraftsOf('user-1');
    expect(readDraft(TARGET)).toBeNull();
    expect(readDraft({ ...TARGET, itemId: 'novo' })).toBeNull();
    expect(readDraft({ ...TARGET, userId: 'user-2' })).not.toBeNull();
  });

  it('names the moment: the hour today, the day and hour before', () => {
    const now = new Date('2026-11-29T18:00:00Z');
    expect(draftMoment('2026-11-29T17:32:00Z', now)).toBe('14:32');
    expect(draftMoment('2026-11-28T17:32:00Z', now)).toBe('28/11/2026 às 14:32');
  });
});

describe('useLocalDraft when the form closes', () => {
  it('keeps the last keystrokes at once (a session ending mid-sentence)', async () => {
    const { unmount } = renderWithProviders(<Harness />);
    await userEvent.type(screen.getByLabelText('Título'), ' e mais');
    unmount();
    expect(readDraft<Values>(TARGET)?.values).toEqual({ titulo: 'Título salvo e mais' });
  });

  it('writes nothing back when a form closes right after its save (a dialog)', async () => {
    function SavesAndCloses() {
      const form = useForm<Values>({ defaultValues: { titulo: 'Título salvo' } });
      const { clear } = useLocalDraft({ form, target: TARGET, baseVersion: 3 });
      return (
        <form onSubmit={form.handleSubmit(() => clear())}>
          <label>
            Título
            <input {...form.register('titulo')} />
          </label>
          <button type="submit">Salvar</button>
        </form>
      );
    }
    const { unmount } = renderWithProviders(<SavesAndCloses />);
    // Saved before the pause that writes the draft, then closed.
    await userEvent.type(screen.getByLabelText('Título'), ' e mais{Enter}');
    unmount();
    expect(readDraft(TARGET)).toBeNull();
  });

  it('keeps the last keystrokes when the tab closes', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByLabelText('Título'), ' e mais');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(readDraft<Values>(TARGET)?.values).toEqual({ titulo: 'Título salvo e mais' });
  });
});

interface Account {
  email: string;
  senha: string;
}
const NEVER_KEEP_PASSWORD = ['senha'] as const;

function AccountHarness() {
  const form = useForm<Account>({ defaultValues: { email: '', senha: '' } });
  const { notice } = useLocalDraft({
    form,
    target: { ...TARGET, form: 'account' },
    baseVersion: null,
    neverKeep: NEVER_KEEP_PASSWORD,
  });
  return (
    <form>
      {notice}
      <label>
        E-mail
        <input {...form.register('email')} />
      </label>
      <label>
        Senha
        <input type="password" {...form.register('senha')} />
      </label>
    </form>
  );
}

describe('useLocalDraft with fields never kept', () => {
  it('never writes a password to the browser', async () => {
    const target = { ...TARGET, form: 'account' };
    const { unmount } = renderWithProviders(<AccountHarness />);
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo-123');
    unmount();
    // Only a password typed: nothing worth keeping.
    expect(readDraft(target)).toBeNull();

    renderWithProviders(<AccountHarness />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@salto.local');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo-123');
    await waitFor(() => expect(readDraft(target)?.values).toEqual({ email: 'ana@salto.local' }));
    expect(JSON.stringify(localStorage)).not.toContain('segredo-123');
  });
});
