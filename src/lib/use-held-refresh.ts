import { useEffect, useState } from 'react';

import { showActionToast } from './toast';

interface WithId {
  id: string;
}

const sameItems = (a: readonly WithId[], b: readonly WithId[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index].id);

/**
 * A list on screen never rearranges itself: when React Query's refresh of a prerendered list
 * brings other items or another order (a case published after the build becomes the first card),
 * the list shown stays as it is and a message offers the new one (`label`, `actionLabel`); the
 * visitor's click puts it on screen. Changes to the same items in the same order show at once.
 * Lists that were not on screen yet (first fetch) show as they arrive.
 */
export function useHeldRefresh<Item extends WithId>(
  data: readonly Item[] | undefined,
  { id, label, actionLabel }: { id: string; label: string; actionLabel: string },
): readonly Item[] | undefined {
  const [shown, setShown] = useState(data);
  const held = shown !== undefined && data !== undefined && data !== shown && !sameItems(shown, data);
  // Not held: what is shown follows the data (state adjusted while rendering, no extra commit).
  if (!held && data !== shown) setShown(data);

  useEffect(() => {
    if (held) void showActionToast(id, label, { label: actionLabel, onClick: () => setShown(data) });
  }, [held, data, id, label, actionLabel]);

  return held ? shown : data;
}
