import { History } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { formatSaoPauloDate, formatSaoPauloDateTime, formatSaoPauloTime } from '@/lib/dates';

import { readDraft, removeDraft, writeDraft, type DraftTarget, type LocalDraft } from '@/lib/local-draft';

/** Typing pauses this long before the copy is written (a write per keystroke would be wasteful). */
export const DRAFT_WRITE_DELAY_MS = 800;

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface LocalDraftOptions<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Null while the person is unknown (nothing is kept nor offered). */
  target: DraftTarget | null;
  /** The version the form's values were read from (null: a new item, or a form without versions). */
  baseVersion: number | null;
  /**
   * The person took the draft back: the form holds its values now. The form saves from the
   * version the draft started from, so a save after someone else's changes is a conflict to
   * resolve, never an overwrite.
   */
  onRestore?: (draft: LocalDraft<Partial<Values>>) => void;
  /**
   * Fields never written to the browser's storage (passwords); a restore leaves them as they are.
   * A module-level constant: a new array on every render would restart the keeping.
   */
  neverKeep?: readonly FieldPath<Values>[];
}

/** The values without the fields that are never kept. */
function keptValues<Values extends FieldValues>(
  values: Values | Partial<Values> | undefined,
  neverKeep: readonly string[],
): Partial<Values> {
  const kept: Record<string, unknown> = { ...values };
  for (const name of neverKeep) delete kept[name];
  return kept as Partial<Values>;
}

/**
 * Keeps what is typed in `form` in this browser (per person and item) while it differs from what
 * the form opened with, and offers it back when the form opens again: after a reload, a crash or
 * an ended session. `clear` after a save.
 */
export function useLocalDraft<Values extends FieldValues>({
  form,
  target,
  baseVersion,
  onRestore,
  neverKeep = [],
}: LocalDraftOptions<Values>) {
  // The target as plain strings, so a new object with the same item changes nothing.
  const { userId, form: formName, itemId } = target ?? {};
  // Read once, as the form opens with what is saved (the form is mounted per item).
  const [offer, setOffer] = useState<LocalDraft<Partial<Values>> | null>(() => {
    if (!target) return null;
    const found = readDraft<Partial<Values>>(target);
    return found && !sameValues(found.values, keptValues(form.getValues(), neverKeep)) ? found : null;
  });
  // While a draft waits for an answer nothing is written over it.
  const offerRef = useRef(offer);
  // The write waiting for typing to pause; a save cancels it (a form closing right after its save
  // would otherwise write back what was just saved).
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!userId || !formName || !itemId) return;
    const current = { userId, form: formName, itemId };
    const keep = () => {
      pendingWrite.current = undefined;
      if (offerRef.current) return;
      const values = keptValues(form.getValues(), neverKeep);
      if (sameValues(values, keptValues(form.formState.defaultValues, neverKeep))) removeDraft(current);
      else writeDraft(current, { savedAt: new Date().toISOString(), baseVersion, values });
    };
    const subscription = form.watch(() => {
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(keep, DRAFT_WRITE_DELAY_MS);
    });
    // The form or the tab is closing (the session ended, the person left): the last keystrokes too.
    const keepPending = () => {
      if (pendingWrite.current === undefined) return;
      clearTimeout(pendingWrite.current);
      keep();
    };
    window.addEventListener('pagehide', keepPending);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', keepPending);
      keepPending();
    };
  }, [userId, formName, itemId, form, baseVersion, neverKeep]);

  const answer = useCallback(() => {
    offerRef.current = null;
    setOffer(null);
  }, []);

  const restore = () => {
    if (!offer) return;
    // Against the values the form opened with, so the restored fields count as unsaved changes.
    form.reset({ ...form.getValues(), ...offer.values }, { keepDefaultValues: true });
    onRestore?.(offer);
    answer();
  };

  const discard = () => {
    if (target) removeDraft(target);
    answer();
  };

  const clear = useCallback(() => {
    clearTimeout(pendingWrite.current);
    pendingWrite.current = undefined;
    if (userId && formName && itemId) removeDraft({ userId, form: formName, itemId });
  }, [userId, formName, itemId]);

  const notice = offer && (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center"
    >
      <History aria-hidden="true" className="size-5 shrink-0 text-sky-800" />
      <p className="flex-1 font-semibold">Recuperar alterações não salvas de {draftMoment(offer.savedAt)}?</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={discard}>
          Descartar
        </Button>
        <Button type="button" size="sm" onClick={restore}>
          Recuperar
        </Button>
      </div>
    </div>
  );

  return { notice, clear };
}

/** '14:32' for today's draft, '28/11/2026 às 14:32' for an older one. */
export function draftMoment(savedAt: string, now = new Date()): string {
  return formatSaoPauloDate(savedAt) === formatSaoPauloDate(now)
    ? formatSaoPauloTime(savedAt)
    : formatSaoPauloDateTime(savedAt);
}
