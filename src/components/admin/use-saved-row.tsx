import { useCallback, useState } from 'react';

import { cn } from '@/lib/utils';

/** How a row saved a moment ago looks: tinted, with a bar on its leading edge. */
const SAVED_ROW_CLASSES = 'bg-accent-50 shadow-[inset_4px_0_0_var(--color-accent-600)]';

interface SavedRow {
  id: string;
  /** Said to screen readers, politely: what was saved and that the list shows it. */
  message: string;
}

/**
 * Where an item saved in a dialog is once the dialog closes: its row in the list, tinted and
 * scrolled into view (at once, and again when a new item's row first appears), and a polite
 * announcement. The news, niche, category and redirect lists use it so the person stays on the
 * item they saved, as the case and article forms stay on their item.
 *
 * `show(id, message)` after a save; spread `row(id, className)` on each row (a table's and a
 * card's alike); render `announcement` once, always (a live region speaks only about changes).
 */
export function useSavedRow() {
  const [saved, setSaved] = useState<SavedRow | null>(null);
  const savedId = saved?.id;
  // A new function for each save: React attaches it again, so an unchanged row scrolls too.
  const scrollTo = useCallback(
    (element: HTMLElement | null) => {
      if (element && saved) element.scrollIntoView?.({ block: 'nearest' });
    },
    [saved],
  );

  return {
    show: (id: string, message: string) => setSaved({ id, message }),
    row: (id: string, className?: string) =>
      id === savedId
        ? { ref: scrollTo, 'data-salvo': '', className: cn(className, SAVED_ROW_CLASSES) }
        : { className },
    announcement: (
      <p role="status" className="sr-only">
        {saved?.message}
      </p>
    ),
  };
}

/** The attributes of a list's rows (`useSavedRow().row`), for the list components a page renders. */
export type SavedRowAttributes = ReturnType<typeof useSavedRow>['row'];
