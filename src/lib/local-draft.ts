/**
 * What a person typed in an admin form and has not saved yet, kept in this browser's
 * localStorage per person and item, so a reload, a crash or an ended session loses nothing. A
 * draft is removed when the form saves, when the person discards it, when they sign out, and after
 * DRAFT_MAX_AGE_DAYS. Storage that is full or blocked only means no draft is kept.
 */
const PREFIX = 'salto:alteracoes-nao-salvas:';
export const DRAFT_MAX_AGE_DAYS = 7;

export interface DraftTarget {
  /** The signed-in person: nobody else is offered their text. */
  userId: string;
  /** The form, e.g. 'case', 'insight', 'lead-settings'. */
  form: string;
  /** The item edited; 'novo' for a new one. */
  itemId: string;
}

export interface LocalDraft<Values> {
  /** When it was last written (ISO). */
  savedAt: string;
  /** The version of the item the person started from (none for a new item or a settings page). */
  baseVersion: number | null;
  values: Values;
}

const keyOf = ({ userId, form, itemId }: DraftTarget) => `${PREFIX}${userId}:${form}:${itemId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked by the browser's settings
  }
}

export function readDraft<Values>(target: DraftTarget, now = Date.now()): LocalDraft<Values> | null {
  const store = storage();
  try {
    const raw = store?.getItem(keyOf(target));
    if (!raw) return null;
    const draft = JSON.parse(raw) as LocalDraft<Values>;
    const age = now - Date.parse(draft.savedAt);
    if (!(age <= DRAFT_MAX_AGE_DAYS * 86_400_000) || typeof draft.values !== 'object') {
      store?.removeItem(keyOf(target));
      return null;
    }
    return draft;
  } catch {
    return null; // not JSON: written by something else
  }
}

export function writeDraft<Values>(target: DraftTarget, draft: LocalDraft<Values>): void {
  try {
    storage()?.setItem(keyOf(target), JSON.stringify(draft));
  } catch {
    // Full or blocked: the form still works, only without a local copy.
  }
}

export function removeDraft(target: DraftTarget): void {
  try {
    storage()?.removeItem(keyOf(target));
  } catch {
    // Blocked: nothing was kept either.
  }
}

/** Every draft of a person (on sign-out: the next person at this browser must not find them). */
export function removeDraftsOf(userId: string): void {
  const store = storage();
  if (!store) return;
  try {
    const mine = `${PREFIX}${userId}:`;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(mine) ?? false,
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // Blocked: nothing was kept either.
  }
}
