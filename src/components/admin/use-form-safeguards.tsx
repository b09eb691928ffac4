import { useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

import type { EditLockSubject } from '@/lib/edit-lock';
import { useSignedInStaff } from '@/lib/signed-in-staff';

import { useEditPresence } from './use-edit-presence';
import { useLocalDraft } from './use-local-draft';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

interface FormSafeguardsOptions<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Names the form in the kept drafts, e.g. 'case', 'lead-settings'. */
  formName: string;
  /** The kind of item, for "who else is editing" (none for a settings page). */
  subject?: EditLockSubject;
  /** The item edited; undefined for a new one. */
  itemId?: string;
  /** The version the form saves from (none for a new item). */
  baseVersion: number | undefined;
  /** A kept draft was taken back: the form must save from the version that draft started from. */
  onRestoreVersion?: (version: number) => void;
  /** Fields never kept in the browser (passwords); a module-level constant. */
  neverKeep?: readonly FieldPath<Values>[];
}

/**
 * What every admin form does so nobody loses work: says who else is editing the item (read-only
 * until the person takes over), keeps what is typed in this browser and offers it back, and asks
 * before leaving with unsaved changes. Render `notices` above the fields, disable the fields while
 * `readOnly`, render `dialog`; call `saved()` after a save and `leaving()` before navigating away on
 * purpose right after one.
 */
export function useFormSafeguards<Values extends FieldValues>({
  form,
  formName,
  subject,
  itemId,
  baseVersion,
  onRestoreVersion,
  neverKeep,
}: FormSafeguardsOptions<Values>) {
  const user = useSignedInStaff();
  const presence = useEditPresence({ subject, itemId });
  const draft = useLocalDraft({
    form,
    target: user ? { userId: user.id, form: formName, itemId: itemId ?? 'novo' } : null,
    baseVersion: baseVersion ?? null,
    neverKeep,
    onRestore: (restored) => {
      if (restored.baseVersion !== null) onRestoreVersion?.(restored.baseVersion);
    },
  });
  const { isDirty } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(isDirty);

  return {
    readOnly: presence.readOnly,
    notices: (
      <>
        {presence.notice}
        {draft.notice}
      </>
    ),
    dialog: guard.dialog,
    saved: draft.clear,
    leaving: guard.allowNextNavigation,
  };
}
