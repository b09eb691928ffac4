import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The forms on the page that hold unsaved changes. React Router consults only the blocker added
 * last, so every guard's blocker asks about all of them: a dialog's form opened over a page's form
 * (an image's description over a case, a lead's first contact beside its note) leaves neither
 * unasked.
 */
const dirtyForms = new Set<{ current: boolean }>();
/** A form leaving on purpose right after its save: the next navigation is not asked about. */
let leavingOnPurpose = false;

/**
 * Leaving a form with unsaved changes asks first: a link inside the admin opens a confirmation,
 * closing or reloading the tab the browser's own question. `allowNextNavigation` lets the form
 * leave once on purpose right after a save (e.g. a new item going to its edit page), before the
 * form has re-rendered as saved.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const isDirty = useRef(dirty);
  useEffect(() => {
    isDirty.current = dirty;
  }, [isDirty, dirty]);
  useEffect(() => {
    dirtyForms.add(isDirty);
    return () => {
      dirtyForms.delete(isDirty);
    };
  }, [isDirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (leavingOnPurpose) {
      leavingOnPurpose = false;
      allowed.current = false;
      return false;
    }
    const anyDirty = [...dirtyForms].some((form) => form.current);
    return anyDirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the question only with a returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
    leavingOnPurpose = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Sair sem salvar?"
      description="As alterações deste formulário ainda não foram salvas. Uma cópia fica neste navegador e será oferecida quando você voltar a este item."
      confirmLabel="Sair sem salvar"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );

  return { dialog, allowNextNavigation };
}
